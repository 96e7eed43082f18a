package io.tenantdesk.schema;

import static io.tenantdesk.schema.BundledPlatforms.AT;
import static io.tenantdesk.schema.BundledPlatforms.assertValid;
import static io.tenantdesk.schema.BundledPlatforms.entityNames;
import static io.tenantdesk.schema.BundledPlatforms.item;
import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.schema.validation.Violation;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The bundled helpmaton descriptor encodes its design: tables, entities, keys, indexes, roles and secrets. */
class HelpmatonDescriptorTest {

    private static final Set<String> TABLES = Set.of(
            "next-auth",
            "webhook-logs",
            "workspace",
            "permission",
            "agent",
            "agent-key",
            "workspace-api-key",
            "workspace-document",
            "output_channel",
            "agent-conversations",
            "credit-reservations",
            "token-usage-aggregates",
            "email-connection",
            "mcp-server",
            "trial-credit-requests",
            "subscription",
            "llm-request-buckets",
            "workspace-invite",
            "agent-stream-servers",
            "user-api-key",
            "user-refresh-token");

    private final BundledPlatforms bundled = new BundledPlatforms();

    @Test
    void declaresAll21TablesAndTheirEntities() {
        PlatformDescriptor p = bundled.platform("helpmaton");
        assertThat(p.tables()).hasSize(21);
        assertThat(p.tables().keySet()).containsExactlyInAnyOrderElementsOf(TABLES);
        assertThat(entityNames(p))
                .containsExactlyInAnyOrder(
                        "AuthUser",
                        "AuthAccount",
                        "WebhookLog",
                        "Workspace",
                        "WorkspacePermission",
                        "ResourcePermission",
                        "Agent",
                        "AgentKey",
                        "WorkspaceApiKey",
                        "WorkspaceDocument",
                        "OutputChannel",
                        "AgentConversation",
                        "CreditReservation",
                        "TokenUsageAggregate",
                        "EmailConnection",
                        "McpServer",
                        "TrialCreditRequest",
                        "Subscription",
                        "LlmRequestBucket",
                        "WorkspaceInvite",
                        "AgentStreamServer",
                        "UserApiKey",
                        "UserRefreshToken");
    }

    @Test
    void everyEntityLocksOnVersionAndStampsItsWrites() {
        for (EntityDef e : bundled.platform("helpmaton").entities()) {
            assertThat(e.versionAttribute()).as(e.name()).contains("version");
            AttributeSpec version = e.attribute("version").orElseThrow();
            assertThat(version.type()).isEqualTo(AttributeType.NUMBER);
            assertThat(version.required()).as("%s.version required", e.name()).isTrue();
            assertThat(e.stamps())
                    .as(e.name())
                    .isEqualTo(new Stamps("createdAt", "createdBy", "updatedAt", "updatedBy"));
            assertThat(e.attributesSetByWrites())
                    .as(e.name())
                    .containsExactly("version", "createdAt", "createdBy", "updatedAt", "updatedBy");
        }
    }

    @Test
    void workspaceIsTheTenantAndCarriesTheCreditBalance() {
        EntityDef workspace = bundled.entity("helpmaton", "Workspace");
        assertThat(workspace.roles()).containsExactlyInAnyOrder(Role.TENANT, Role.CREDIT);
        assertThat(workspace.keys().get("pk").text()).isEqualTo("workspaces/{workspaceId}");
        assertThat(workspace.keys().get("sk").text()).isEqualTo("workspace");
        CreditSpec credit = workspace.credit().orElseThrow();
        assertThat(credit.balanceAttribute()).isEqualTo("creditBalance");
        assertThat(credit.currencyAttributeIfAny()).contains("currency");
        assertThat(credit.floor()).isEqualByComparingTo("0");
        assertThat(bundled.attribute("helpmaton", "Workspace", "currency").enumValues())
                .containsExactly("usd", "eur", "gbp");
        assertThat(bundled.namesWithRole("helpmaton", Role.CREDIT)).containsExactly("CreditReservation", "Workspace");
        assertThat(bundled.namesWithRole("helpmaton", Role.USER)).containsExactly("AuthUser");
        assertThat(bundled.namesWithRole("helpmaton", Role.LICENSE)).containsExactly("Subscription");
        assertThat(bundled.namesWithRole("helpmaton", Role.SESSION)).containsExactly("UserRefreshToken");
    }

    @Test
    void sortKeysAndTtlFollowTheDesign() {
        PlatformDescriptor p = bundled.platform("helpmaton");
        Set<String> withoutSortKey = p.tables().values().stream()
                .filter(t -> t.sortKey() == null)
                .map(TableDef::name)
                .collect(Collectors.toSet());
        assertThat(withoutSortKey)
                .containsExactlyInAnyOrder(
                        "webhook-logs", "agent-conversations", "credit-reservations", "llm-request-buckets");
        Set<String> withTtl = p.tables().values().stream()
                .filter(t -> t.ttlAttributeIfAny().isPresent())
                .map(TableDef::name)
                .collect(Collectors.toSet());
        assertThat(withTtl)
                .containsExactlyInAnyOrder(
                        "next-auth",
                        "webhook-logs",
                        "agent-conversations",
                        "credit-reservations",
                        "llm-request-buckets",
                        "workspace-invite");
        p.tables()
                .values()
                .forEach(t ->
                        t.ttlAttributeIfAny().ifPresent(ttl -> assertThat(ttl).isEqualTo("expires")));
        Map<String, String> fixedSortKeys = Map.of(
                "Workspace",
                "workspace",
                "Agent",
                "agent",
                "AgentKey",
                "key",
                "WorkspaceApiKey",
                "key",
                "WorkspaceDocument",
                "document",
                "OutputChannel",
                "channel",
                "EmailConnection",
                "connection",
                "McpServer",
                "server",
                "TrialCreditRequest",
                "request",
                "Subscription",
                "subscription");
        fixedSortKeys.forEach((name, word) -> assertThat(
                        bundled.entity("helpmaton", name).keys().get("sk").isLiteral()
                                && bundled.entity("helpmaton", name)
                                        .keys()
                                        .get("sk")
                                        .text()
                                        .equals(word))
                .as(name)
                .isTrue());
    }

    @Test
    void workspaceResourcesAreListedPerTenantThroughByWorkspaceId() {
        for (EntityDef e : bundled.platform("helpmaton").entities()) {
            if (e.table().index("byWorkspaceId").isPresent()) {
                assertThat(e.tenantField()).as(e.name()).contains("workspaceId");
                AccessPattern byTenant = e.byTenant().orElseThrow();
                assertThat(byTenant.indexIfAny()).as(e.name()).contains("byWorkspaceId");
                assertThat(byTenant.partition().text()).isEqualTo("{workspaceId}");
                assertThat(e.attribute("workspaceId").orElseThrow().stored())
                        .as(e.name())
                        .isTrue();
            }
        }
    }

    @Test
    void creditReservationsAreFoundByTheirExpiryHour() {
        IndexDef byHour = bundled.platform("helpmaton")
                .table("credit-reservations")
                .orElseThrow()
                .index("byExpiresHour")
                .orElseThrow();
        assertThat(byHour.partitionKey()).isEqualTo(new KeyAttribute("expiresHour", KeyType.N));
        assertThat(byHour.sortKey()).isEqualTo(new KeyAttribute("expires", KeyType.N));
        EntityDef reservation = bundled.entity("helpmaton", "CreditReservation");
        assertThat(reservation.attribute("expiresHour").orElseThrow().type().dynamoType())
                .isEqualTo("N");
        RangePattern expired = reservation.ranges().get("expired-this-hour");
        assertThat(expired.indexIfAny()).contains("byExpiresHour");
        long hour = Instant.parse("2030-01-01T10:00:00Z").getEpochSecond();
        assertThat(expired.partition().render(AT, Map.of(), KeyType.N)).isEqualTo(Long.toString(hour));
        SortCondition sort = expired.sortIfAny().orElseThrow();
        assertThat(sort.operator()).isEqualTo(SortCondition.Operator.LT);
        assertThat(sort.value().render(AT, Map.of(), KeyType.N)).isEqualTo(Long.toString(AT.getEpochSecond()));
    }

    @Test
    void recognisesItemsOfPathStyleKeys() {
        assertValid(
                bundled.classify(
                        "helpmaton",
                        "permission",
                        item(
                                "pk",
                                "workspaces/w1",
                                "sk",
                                "users/u1",
                                "resourceType",
                                "workspaces",
                                "type",
                                3,
                                "version",
                                1,
                                "createdAt",
                                "2026-01-01T00:00:00.000Z")),
                "WorkspacePermission");
        assertValid(
                bundled.classify(
                        "helpmaton",
                        "permission",
                        item(
                                "pk",
                                "subscriptions/s1",
                                "sk",
                                "users/u1",
                                "resourceType",
                                "subscriptions",
                                "type",
                                1,
                                "version",
                                2,
                                "createdAt",
                                "2026-01-01T00:00:00.000Z")),
                "ResourcePermission");
        assertValid(
                bundled.classify(
                        "helpmaton",
                        "credit-reservations",
                        item(
                                "pk",
                                "credit-reservations/r1",
                                "workspaceId",
                                "w1",
                                "reservedAmount",
                                1200,
                                "estimatedCost",
                                1200,
                                "currency",
                                "usd",
                                "expires",
                                1893492900L,
                                "expiresHour",
                                1893492000L,
                                "version",
                                1,
                                "createdAt",
                                "2030-01-01T09:45:00.000Z")),
                "CreditReservation");
        Classification aggregate = bundled.classify(
                "helpmaton",
                "token-usage-aggregates",
                item(
                        "pk",
                        "aggregates/w1/2026-02-21",
                        "sk",
                        "workspace:gemini-2.5-flash:google:platform",
                        "date",
                        "2026-02-21",
                        "aggregateType",
                        "workspace",
                        "workspaceId",
                        "w1",
                        "modelName",
                        "gemini-2.5-flash",
                        "provider",
                        "google",
                        "inputTokens",
                        10,
                        "outputTokens",
                        20,
                        "totalTokens",
                        30,
                        "costUsd",
                        5,
                        "version",
                        1,
                        "createdAt",
                        "2026-02-22T00:00:00.000Z"));
        assertValid(aggregate, "TokenUsageAggregate");
        assertThat(aggregate.keyValues()).containsEntry("scopeId", "w1");
        assertValid(
                bundled.classify(
                        "helpmaton",
                        "next-auth",
                        item(
                                "pk",
                                "users/u1",
                                "sk",
                                "user",
                                "gsi1pk",
                                "a@b.example",
                                "gsi1sk",
                                "a@b.example",
                                "email",
                                "a@b.example",
                                "type",
                                "USER",
                                "version",
                                1,
                                "createdAt",
                                "2026-01-01T00:00:00.000Z")),
                "AuthUser");
        assertValid(
                bundled.classify(
                        "helpmaton",
                        "next-auth",
                        item(
                                "pk",
                                "users/u1",
                                "sk",
                                "accounts/google",
                                "version",
                                1,
                                "createdAt",
                                "2026-01-01T00:00:00.000Z")),
                "AuthAccount");
    }

    @Test
    void aMismatchedWorkspaceIdIsCaught() {
        Classification c = bundled.classify(
                "helpmaton",
                "agent",
                item(
                        "pk",
                        "agents/w1/a1",
                        "sk",
                        "agent",
                        "workspaceId",
                        "w2",
                        "name",
                        "Helper",
                        "systemPrompt",
                        "Be helpful.",
                        "version",
                        1,
                        "createdAt",
                        "2026-01-01T00:00:00.000Z"));
        assertThat(c.entity().name()).isEqualTo("Agent");
        assertThat(c.violations()).extracting(Violation::rule).containsExactly(Rule.KEY_MISMATCH);
    }

    @Test
    void encryptedConfigurationsAndCredentialsAreSecret() {
        for (String name : List.of("OutputChannel", "EmailConnection", "McpServer")) {
            AttributeSpec config = bundled.attribute("helpmaton", name, "config");
            assertThat(config.type()).as(name).isEqualTo(AttributeType.MAP);
            assertThat(config.secret()).as(name + ".config").isTrue();
        }
        assertThat(bundled.attribute("helpmaton", "UserApiKey", "keySalt").secret())
                .isTrue();
        assertThat(bundled.attribute("helpmaton", "UserRefreshToken", "tokenSalt")
                        .secret())
                .isTrue();
        assertThat(bundled.attribute("helpmaton", "WorkspaceInvite", "token").secret())
                .isTrue();
        for (String[] lookup : new String[][] {
            {"UserApiKey", "keyLookupHash", "byKeyHash"}, {"UserRefreshToken", "tokenLookupHash", "byTokenHash"}
        }) {
            AttributeSpec hash = bundled.attribute("helpmaton", lookup[0], lookup[1]);
            assertThat(hash.secret()).as(lookup[1]).isTrue();
            assertThat(hash.type().isScalar())
                    .as("%s stays usable as an index key", lookup[1])
                    .isTrue();
            assertThat(bundled.entity("helpmaton", lookup[0])
                            .table()
                            .index(lookup[2])
                            .orElseThrow()
                            .partitionKey()
                            .name())
                    .isEqualTo(lookup[1]);
        }
    }
}
