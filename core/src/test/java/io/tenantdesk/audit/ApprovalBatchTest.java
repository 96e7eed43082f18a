package io.tenantdesk.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.settings.ConnectionSettings;
import io.tenantdesk.settings.ReadOnlyPolicy;
import io.tenantdesk.settings.SettingsStore;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.BatchProgress;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.write.Batch;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A batch is proposed and approved as one, with an outcome per item; a secret the proposal keeps only as a digest is
 * taken from the item as it is now; and the policy in the audit table holds whatever a console's own settings say.
 */
@ExtendWith(DynaliteExtension.class)
class ApprovalBatchTest {

    private LocalDynamo dynamo;
    private FourEyes team;
    private FourEyes.Console ana;
    private FourEyes.Console ben;

    @BeforeEach
    void setUp(LocalDynamo dynamo, @TempDir Path dir) {
        this.dynamo = dynamo;
        team = new FourEyes(dynamo, dir);
        team.requireApproval("platform=helpmaton;connection=*prod*;require=all");
        ana = team.console("ana@example.com", "TenantdeskProposer");
        ben = team.console("ben@example.com", "TenantdeskApprover");
    }

    @Test
    void aBatchOfFiftyIsProposedAsOneAndApprovedAtOnceWithAnOutcomePerItem() {
        List<EntityRow> rows = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            rows.add(team.workspace("ws-" + i, "Workspace " + i));
        }
        Batch batch =
                ana.store().bulk().setField(rows, "name", "Renamed").batch().orElseThrow();

        assertThatThrownBy(() -> ana.store().apply(batch, "rename all", BatchProgress.NONE, new CancelToken()))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.PROPOSED));
        Proposal proposed = ben.approvals().pending("helpmaton", ben.here()).get(0);
        assertThat(proposed.write().write().writes()).hasSize(50);
        assertThat(proposed.what()).isEqualTo("BATCH 50 items");
        team.rename(team.direct(), "ws-7", "Changed meanwhile");
        List<Integer> progress = new ArrayList<>();

        Proposal approved = ben.approvals()
                .approve(
                        proposed.id(),
                        ben.store(),
                        ben.person(),
                        "bulk fix",
                        (done, total) -> progress.add(done),
                        new CancelToken());

        assertThat(approved.status()).isEqualTo(Proposal.Status.CONFLICT);
        assertThat(approved.results()).hasSize(50);
        assertThat(approved.results().stream().filter(r -> r.status() == BatchOutcome.Status.WRITTEN))
                .hasSize(49);
        assertThat(approved.results().get(7)).satisfies(r -> {
            assertThat(r.status()).isEqualTo(BatchOutcome.Status.CONFLICT);
            assertThat(r.key()).contains("ws-7");
        });
        assertThat(progress).last().isEqualTo(50);
        assertThat(team.now("ws-0").text("name")).contains("Renamed");
        assertThat(team.now("ws-49").text("name")).contains("Renamed");
        assertThat(team.now("ws-7").text("name")).contains("Changed meanwhile");
        assertThat(ana.approvals().find(proposed.id()).orElseThrow().results())
                .as("the proposer sees each item's outcome")
                .extracting(Proposal.ItemResult::status)
                .containsOnly(BatchOutcome.Status.WRITTEN, BatchOutcome.Status.CONFLICT);
    }

    @Test
    void aSecretIsKeptOnlyAsADigestAndTakenFromTheItemAsItIsNowWhenApproved() {
        String table = team.mapping().physical("workspace-api-key");
        dynamo.client()
                .putItem(b -> b.tableName(table)
                        .conditionExpression("attribute_not_exists(pk)")
                        .item(Map.of(
                                "pk", AttributeValue.fromS("workspace-api-keys/ws-1"),
                                "sk", AttributeValue.fromS("key"),
                                "workspaceId", AttributeValue.fromS("ws-1"),
                                "key", AttributeValue.fromS("sk-live-CLEAR-SECRET-42"),
                                "provider", AttributeValue.fromS("google"),
                                "version", AttributeValue.fromN("1"),
                                "createdAt", AttributeValue.fromS("2026-11-01T10:00:00Z"))));
        EntityDef apiKey = FourEyes.HELPMATON.entity("WorkspaceApiKey").orElseThrow();
        EntityRow row = ana.store().get(apiKey, Map.of("workspaceId", "ws-1")).orElseThrow();

        assertThatThrownBy(() -> ana.store().apply(ana.store().planDelete(row), "revoke the leaked key"))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.PROPOSED));
        Proposal proposed = ben.approvals().pending("helpmaton", ben.here()).get(0);
        String stored = dynamo.client()
                .getItem(b -> b.tableName(team.auditTable())
                        .key(Map.of("entryId", AttributeValue.fromS("PROPOSAL#" + proposed.id()))))
                .item()
                .toString();
        assertThat(stored).doesNotContain("sk-live-CLEAR-SECRET-42").contains("hmac-sha256:");

        Proposal approved = ben.approvals().approve(proposed.id(), ben.store(), ben.person(), "revoked");

        assertThat(approved.status()).isEqualTo(Proposal.Status.APPLIED);
        assertThat(ben.store().get(apiKey, Map.of("workspaceId", "ws-1"))).isEmpty();
    }

    @Test
    void aCreditAboveTheAmountIsProposedAndApprovedOneBelowItGoesThrough() {
        team.requireApproval("platform=helpmaton;connection=*prod*;require=credit>100");
        team.workspace("ws-1", "Northwind");
        EntityDef workspace = team.workspaceEntity();

        ana.store().apply(ana.store().planCredit(workspace, "ws-1", new BigDecimal("50")), "goodwill");
        assertThatThrownBy(() ->
                        ana.store().apply(ana.store().planCredit(workspace, "ws-1", new BigDecimal("500")), "top-up"))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.getMessage()).contains("credit adjustments above 100"));
        assertThat(team.now("ws-1").text("creditBalance")).contains("60");

        Proposal topUp = ben.approvals().pending("helpmaton", ben.here()).get(0);
        assertThat(topUp.write().write().amount()).isEqualByComparingTo("500");
        Proposal approved = ben.approvals().approve(topUp.id(), ben.store(), ben.person(), "agreed with sales");

        assertThat(approved.status()).isEqualTo(Proposal.Status.APPLIED);
        assertThat(team.now("ws-1").text("creditBalance")).contains("560");
    }

    @Test
    void theTablesPolicyHoldsWhateverAConsolesOwnSettingsSay(@TempDir Path config) {
        team.workspace("ws-1", "Northwind");
        SettingsStore local = new SettingsStore(config);
        local.save(ConnectionSettings.defaults()
                .withProductionPatterns(List.of())
                .withReadOnlyOverride("prod-support", false));
        ConnectionSettings settings = local.load().settings();
        boolean readOnly = new ReadOnlyPolicy(settings)
                .decide(Optional.of("prod-support"), Optional.of(FourEyes.ACCOUNT), false)
                .readOnly();
        assertThat(readOnly)
                .as("this console's settings make production writable")
                .isFalse();
        FourEyes.Console relaxed = team.console(
                team.connection("ana@example.com", "TenantdeskProposer", readOnly), "relaxed", Clock.systemUTC());
        relaxed.store().setReadOnly(false);

        assertThatThrownBy(() -> team.rename(relaxed.store(), "ws-1", "Unreviewed"))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.PROPOSED));
        assertThat(team.now("ws-1").text("name")).contains("Northwind");
    }
}
