package io.tenantdesk.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.store.write.CreditAdjustment;
import io.tenantdesk.store.write.Delete;
import io.tenantdesk.store.write.Move;
import io.tenantdesk.store.write.Update;
import io.tenantdesk.testing.Platforms;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a team's approval policy covers: platforms and connections by pattern, writes by kind, amount and secret. */
class ApprovalPolicyTest {

    private static final EntityDef WORKSPACE =
            Platforms.get("helpmaton").entity("Workspace").orElseThrow();
    private static final EntityDef API_KEY =
            Platforms.get("helpmaton").entity("WorkspaceApiKey").orElseThrow();

    private static WriteRecord.Provenance on(String platform, String connection, String account) {
        return new WriteRecord.Provenance(Instant.EPOCH, "ana", platform, connection, "eu-west-1", "why", account);
    }

    private static Item workspace(String name) {
        return Item.builder()
                .put("pk", Value.str("workspaces/ws-1"))
                .put("sk", Value.str("workspace"))
                .put("name", Value.str(name))
                .put("version", Value.num(1))
                .build();
    }

    private static Item apiKey() {
        return Item.builder()
                .put("pk", Value.str("workspace-api-keys/ws-1"))
                .put("sk", Value.str("key"))
                .put("key", Value.str("sk-1"))
                .put("provider", Value.str("google"))
                .put("version", Value.num(1))
                .build();
    }

    private static CreditAdjustment credit(String amount) {
        return CreditAdjustment.of(
                WORKSPACE,
                "ws-1",
                PrimaryKey.of("pk", Value.str("workspaces/ws-1"), "sk", Value.str("workspace")),
                new BigDecimal(amount));
    }

    @Test
    void aRuleReadsAndWritesItsOwnTextAndSaysWhatIsWrongWithABadOne() {
        ApprovalRule rule = ApprovalRule.parse("platform=app_data; connection=*prod*; require=delete,move,credit>100");

        assertThat(rule.text()).isEqualTo("platform=app_data;connection=*prod*;require=delete,move,credit>100");
        assertThat(ApprovalRule.parse(rule.text())).isEqualTo(rule);
        assertThat(rule.words())
                .isEqualTo(
                        "deletes, moves, credit adjustments above 100 on app_data through connections matching *prod*");
        assertThat(ApprovalRule.parse("require=all").platform()).isEqualTo("*");
        assertThatThrownBy(() -> ApprovalRule.parse("require=erase"))
                .hasMessageStartingWith("unknown operation `erase`; one of all, create, update, delete, move, credit,");
        assertThatThrownBy(() -> ApprovalRule.parse("platform=x")).hasMessageContaining("name at least one operation");
        assertThatThrownBy(() -> ApprovalRule.parse("tenant=a1;require=all")).hasMessageContaining("unknown field");
    }

    @Test
    void aRuleCoversThePlatformsAndConnectionsItsPatternsMatch() {
        ApprovalRule rule = ApprovalRule.parse("platform=helpmaton;connection=*PROD*;require=all");

        assertThat(rule.covers(on("helpmaton", "prod-support · 123456789012 (eu-west-1)", "123456789012")))
                .isTrue();
        assertThat(rule.covers(on("helpmaton", "staging · 210987654321 (eu-west-1)", "210987654321")))
                .isFalse();
        assertThat(rule.covers(on("app_data", "prod-support · 123456789012 (eu-west-1)", "123456789012")))
                .isFalse();
        assertThat(ApprovalRule.parse("connection=1234567890??;require=all")
                        .covers(on("helpmaton", "support", "123456789012")))
                .as("the account matches too")
                .isTrue();
    }

    @Test
    void aRuleRequiresApprovalForTheKindsOfWriteItNames() {
        Update rename = new Update(WORKSPACE, workspace("a"), workspace("b"), List.of(), false);
        Delete delete = Delete.of(WORKSPACE, workspace("a"));
        Item moved = workspace("a").toBuilder()
                .put("pk", Value.str("workspaces/ws-2"))
                .build();
        Move move = new Move(WORKSPACE, workspace("a"), moved, List.of(), false);
        ApprovalRule deletes = ApprovalRule.parse("require=delete,move");

        assertThat(deletes.requires(rename)).isEmpty();
        assertThat(deletes.requires(delete)).contains("deletes");
        assertThat(deletes.requires(move)).contains("moves");
        assertThat(deletes.requires(Batch.of(List.of(rename, delete)))).contains("deletes");
        assertThat(ApprovalRule.parse("require=credit>100").requires(credit("-100")))
                .isEmpty();
        assertThat(ApprovalRule.parse("require=credit>100").requires(credit("-100.01")))
                .contains("credit adjustments above 100");
        assertThat(ApprovalRule.parse("require=credit").requires(credit("1"))).contains("credit adjustments");
        ApprovalRule secrets = ApprovalRule.parse("require=secret");
        assertThat(secrets.requires(Delete.of(API_KEY, apiKey()))).contains("writes to secret attributes");
        Item keyless = apiKey().toBuilder().remove("key").build();
        assertThat(secrets.requires(new Update(API_KEY, apiKey(), keyless, List.of(), false)))
                .contains("writes to secret attributes");
        Item provider = apiKey().toBuilder().put("version", Value.num(2)).build();
        assertThat(secrets.requires(new Update(API_KEY, apiKey(), provider, List.of(), false)))
                .isEmpty();
        assertThat(secrets.requires(rename)).isEmpty();
    }

    @Test
    void aPolicyNamesEveryRuleThatCoversAWriteAndKeepsItsExpiryThroughJson() {
        ApprovalPolicy policy = new ApprovalPolicy(
                List.of(
                        ApprovalRule.parse("platform=helpmaton;connection=*prod*;require=delete"),
                        ApprovalRule.parse("platform=*;connection=*;require=secret"),
                        ApprovalRule.parse("platform=app_data;connection=*;require=all")),
                Duration.ofDays(3),
                4);
        WriteRecord.Provenance prod = on("helpmaton", "prod-support", "123456789012");

        assertThat(policy.requires(Delete.of(API_KEY, apiKey()), prod))
                .contains("deletes; writes to secret attributes");
        assertThat(policy.requires(new Update(WORKSPACE, workspace("a"), workspace("b"), List.of(), false), prod))
                .isEmpty();
        assertThat(policy.here(prod)).hasSize(2);
        ApprovalPolicy read = ApprovalPolicy.fromJson(policy.toJson(), 4);
        assertThat(read).isEqualTo(policy);
        assertThat(ApprovalPolicy.none().requires(Delete.of(API_KEY, apiKey()), prod))
                .isEmpty();
        assertThat(ApprovalPolicy.expiry("7d")).isEqualTo(Duration.ofDays(7));
        assertThat(ApprovalPolicy.expiry("12h")).isEqualTo(Duration.ofHours(12));
        assertThat(ApprovalPolicy.expiry("P2D")).isEqualTo(Duration.ofDays(2));
        assertThatThrownBy(() -> ApprovalPolicy.expiry("soon")).hasMessageContaining("write 7d, 12h or P7D");
        assertThatThrownBy(() -> ApprovalPolicy.fromJson("{\"rules\":[{\"require\":[]}]}", 1))
                .hasMessageStartingWith("$.rules[0]: ");
    }

    @Test
    void aPersonIsTheSessionOfAnAssumedRoleSoOneUserUnderTwoRolesIsOnePerson() {
        Person proposer = Person.ofArn("arn:aws:sts::123456789012:assumed-role/TenantdeskProposer/ana@example.com");
        Person approver = Person.ofArn("arn:aws:sts::123456789012:assumed-role/TenantdeskApprover/ana@example.com");

        assertThat(proposer.same(approver)).isTrue();
        assertThat(proposer.name()).isEqualTo("ana@example.com");
        assertThat(proposer.same(Person.ofArn("arn:aws:sts::123456789012:assumed-role/TenantdeskApprover/ben")))
                .isFalse();
        assertThat(Person.ofArn("arn:aws:iam::123456789012:user/ops/ben").id()).isEqualTo("aws:123456789012:user/ben");
        assertThat(Person.local("ana").same(Person.local("ben"))).isFalse();
    }
}
