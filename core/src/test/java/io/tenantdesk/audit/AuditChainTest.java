package io.tenantdesk.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import io.tenantdesk.audit.AuditVerification.Finding;
import io.tenantdesk.audit.AuditVerification.Kind;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.StoreException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Every entry the consoles write (a write's, a proposal, a decision, a policy change) is linked in its writer's chain;
 * {@code audit verify} finds every entry changed, removed or moved behind the app's back, and leaves entries made
 * before the chain unjudged.
 */
@ExtendWith(DynaliteExtension.class)
class AuditChainTest {

    private static final String BEN = FourEyes.arn("TenantdeskApprover", "ben@example.com");

    private LocalDynamo dynamo;
    private FourEyes team;
    private AuditTable table;

    @BeforeEach
    void setUp(LocalDynamo dynamo, @TempDir Path dir) {
        this.dynamo = dynamo;
        team = new FourEyes(dynamo, dir);
        team.requireApproval("platform=helpmaton;connection=*prod*;require=delete");
        FourEyes.Console ana = team.console("ana@example.com", "TenantdeskProposer");
        FourEyes.Console ben = team.console("ben@example.com", "TenantdeskApprover");
        team.workspace("ws-1", "Northwind");
        for (String name : List.of("One", "Two", "Three", "Four")) {
            team.rename(ben.store(), "ws-1", name);
        }
        assertThatThrownBy(() -> ana.store().apply(ana.store().planDelete(team.now("ws-1")), "duplicate"))
                .isInstanceOf(StoreException.class);
        Proposal proposal = ben.approvals().pending("helpmaton", ben.here()).get(0);
        ben.approvals().reject(proposal.id(), ben.person(), BEN, "keep it");
        table = new AuditTable(team.connection("auditor", "Auditor", true), team.auditTable(), Optional.empty());
    }

    private AuditVerification verify() {
        return new AuditVerifier(table).verify(Optional.empty(), new CancelToken());
    }

    /** Ben's entries in his chain's order. */
    private List<Item> bensChain() {
        List<Item> entries = new ArrayList<>(table.page(new AuditQuery.ByActor(BEN), Optional.empty(), 100, true)
                .items());
        entries.sort(Comparator.comparingLong(e -> AuditChain.seqOf(e).orElseThrow()));
        return entries;
    }

    private void update(Item entry, String expression, Map<String, AttributeValue> values) {
        dynamo.client()
                .updateItem(b -> b.tableName(team.auditTable())
                        .key(Map.of("entryId", AttributeValue.fromS(entry.scalarTextOrNull("entryId"))))
                        .updateExpression(expression)
                        .conditionExpression("attribute_exists(entryId)")
                        .expressionAttributeNames(
                                Map.of("#a", values.keySet().iterator().next()))
                        .expressionAttributeValues(
                                Map.of(":v", values.values().iterator().next())));
    }

    @Test
    void everyKindOfEntryIsLinkedInItsWritersChainAndTheWholeTableVerifies() {
        AuditVerification clean = verify();

        assertThat(clean.findings()).isEmpty();
        assertThat(clean.intact()).isTrue();
        assertThat(clean.writers())
                .extracting(w -> w.actor().substring(w.actor().lastIndexOf(':') + 1) + " " + w.entries())
                .containsExactlyInAnyOrder(
                        "assumed-role/Admin/admin 1",
                        "assumed-role/TenantdeskProposer/ana@example.com 1",
                        "assumed-role/TenantdeskApprover/ben@example.com 5");
        assertThat(bensChain())
                .extracting(e -> e.scalarText("kind").orElse("write"))
                .containsExactly("write", "write", "write", "write", "decision");
        assertThat(bensChain()).allSatisfy(e -> assertThat(e.has("chain")).isTrue());
    }

    @Test
    void theAuditTablesDescriptorRecognisesEveryKindOfEntry() {
        ItemClassifier classifier = new ItemClassifier(AuditTableDesign.descriptor());
        List<String> kinds = new ArrayList<>();
        for (String feed : List.of("all", "proposals", "policy")) {
            for (Item item : table.page(new AuditQuery.Feed(feed, null, null), Optional.empty(), 100, true)
                    .items()) {
                var classified = classifier.classify(AuditTableDesign.TABLE, item);
                assertThat(classified.violations()).as(item.toString()).isEmpty();
                kinds.add(classified.entityIfAny().orElseThrow().name());
            }
        }
        kinds.add(classifier
                .classify(
                        AuditTableDesign.TABLE,
                        table.get(AuditTableDesign.POLICY_ID).orElseThrow())
                .entityIfAny()
                .orElseThrow()
                .name());

        assertThat(kinds)
                .containsExactlyInAnyOrder(
                        "Change",
                        "Change",
                        "Change",
                        "Change",
                        "Proposal",
                        "Decision",
                        "PolicyChange",
                        "ApprovalPolicy");
    }

    @Test
    void anEntryAlteredBehindTheAppsBackIsReported() {
        Item second = bensChain().get(1);
        String begin = second.scalarTextOrNull("begin").replace("rename to Two", "rename to Zwei");
        update(second, "SET #a = :v", Map.of("begin", AttributeValue.fromS(begin)));

        assertThat(verify().findings()).singleElement().satisfies(f -> {
            assertThat(f.kind()).isEqualTo(Kind.ALTERED);
            assertThat(f.entryId()).isEqualTo(second.scalarTextOrNull("entryId"));
            assertThat(f.seq()).isEqualTo(2);
        });
    }

    @Test
    void anOutcomeChangedAfterItWasSealedIsReported() {
        Item third = bensChain().get(2);
        update(third, "SET #a = :v", Map.of("status", AttributeValue.fromS("FAILED")));

        assertThat(verify().findings())
                .extracting(Finding::kind, Finding::entryId)
                .containsExactly(tuple(Kind.OUTCOME_ALTERED, third.scalarTextOrNull("entryId")));
    }

    @Test
    void aDeletedEntryIsReportedMissingAndAMovedOneReOrdered() {
        List<Item> chain = bensChain();
        dynamo.client()
                .deleteItem(b -> b.tableName(team.auditTable())
                        .key(Map.of("entryId", AttributeValue.fromS(chain.get(1).scalarTextOrNull("entryId"))))
                        .conditionExpression("attribute_exists(entryId)"));
        update(chain.get(3), "SET #a = :v", Map.of("at", AttributeValue.fromS("2001-01-01T00:00:00.000000Z")));

        List<Finding> findings = verify().findings();

        assertThat(findings)
                .extracting(Finding::kind, Finding::seq)
                .contains(tuple(Kind.MISSING, 3L), tuple(Kind.ALTERED, 4L), tuple(Kind.REORDERED, 4L));
        assertThat(findings.stream().filter(f -> f.kind() == Kind.MISSING))
                .singleElement()
                .satisfies(f -> assertThat(f.message()).contains("place 2 is gone"));
    }

    @Test
    void entriesBeforeTheChainAreCountedNotJudgedAndOneAddedUnlinkedAfterItIsReported() {
        for (String at : List.of("2020-01-01T00:00:00.000000Z", "2099-01-01T00:00:00.000000Z")) {
            dynamo.client()
                    .putItem(b -> b.tableName(team.auditTable())
                            .conditionExpression("attribute_not_exists(entryId)")
                            .item(Map.of(
                                    "entryId", AttributeValue.fromS("old-" + at),
                                    "at", AttributeValue.fromS(at),
                                    "feed", AttributeValue.fromS("all"),
                                    "actor", AttributeValue.fromS(BEN),
                                    "status", AttributeValue.fromS("SUCCEEDED"))));
        }

        AuditVerification verification = verify();

        assertThat(verification.unchained()).isEqualTo(1);
        assertThat(verification.findings()).singleElement().satisfies(f -> {
            assertThat(f.kind()).isEqualTo(Kind.UNLINKED);
            assertThat(f.entryId()).isEqualTo("old-2099-01-01T00:00:00.000000Z");
        });
    }
}
