package io.tenantdesk.screenshots;

import io.tenantdesk.audit.ApprovalRule;
import io.tenantdesk.audit.AuditTable;
import io.tenantdesk.audit.Person;
import io.tenantdesk.audit.SharedRecord;
import io.tenantdesk.aws.CallerIdentity;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.BatchProgress;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Write;
import io.tenantdesk.ui.approvals.ApprovalsTab;
import io.tenantdesk.ui.common.SessionRecovery;
import io.tenantdesk.ui.main.MainWindowViewModel;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The tour's four eyes: an audit table on the demo whose policy requires approval of every write on its connection,
 * proposals by Ana (an edit, a delete, a batch) and one of this console's own, then the Approvals view and an item's
 * history with its proposal.
 */
final class TourApprovals {

    private static final String TABLE = "tenantdesk-audit-tour";

    private final MainWindowViewModel vm;
    private final Path scratch;
    private EntityRow edited;

    TourApprovals(MainWindowViewModel vm, Path scratch) {
        this.vm = vm;
        this.scratch = scratch;
    }

    /** Makes the table, its policy and the proposals, then connects the window with the table as its record. */
    void prepare(Connection connection, PlatformDescriptor appData) {
        new AuditTable(connection, TABLE, Optional.empty()).create();
        SharedRecord own = SharedRecord.on(connection, TABLE, new ChangeJournal(scratch.resolve("tour-audit.jsonl")));
        own.approvals()
                .setPolicy(
                        List.of(ApprovalRule.parse("platform=*;connection=*demo*;require=all")),
                        Duration.ofDays(7),
                        "local:team-lead",
                        Person.local("team-lead"),
                        "four eyes on the demo");
        Connection ana = new Connection(
                "Ana · local demo",
                connection.client(),
                connection.tables(),
                false,
                CallerIdentity.local(connection.endpoint().orElseThrow()));
        SharedRecord anas = SharedRecord.on(ana, TABLE, new ChangeJournal(scratch.resolve("ana-journal.jsonl")));
        EntityStore anaStore = new EntityStore(ana, appData, anas, Clock.systemUTC(), "ana@example.com");
        EntityStore ownStore = new EntityStore(connection, appData, own, Clock.systemUTC(), "local");
        EntityDef license = appData.entity("License").orElseThrow();
        List<EntityRow> licenses = new ArrayList<>();
        anaStore.list(license, Scope.all(), 50, page -> licenses.addAll(page.rows()), new CancelToken());
        List<EntityRow> valid = licenses.stream().filter(EntityRow::valid).toList();
        propose(() -> ownStore.planDelete(valid.get(5)), ownStore, "duplicate of another licence, ticket 4420");
        propose(() -> anaStore.planDelete(valid.get(4)), anaStore, "customer closed the account, ticket 4418");
        propose(
                () -> anaStore.bulk()
                        .setField(valid.subList(1, 4), "status", "expired")
                        .batch()
                        .orElseThrow(),
                anaStore,
                "contract ended on 2026-10-31, ticket 4417");
        edited = valid.get(0);
        Map<String, Value> fields = ChangePlanner.fieldsOf(license, edited);
        fields.put("seats", Value.num(40));
        propose(() -> anaStore.planUpdate(edited, fields), anaStore, "upgrade to 40 seats, ticket 4421");
        vm.choosePlatform(appData);
        vm.connect(connection, SessionRecovery.none(), own);
    }

    private static void propose(Supplier<Write> write, EntityStore store, String reason) {
        try {
            Write planned = write.get();
            if (planned instanceof Batch batch) {
                store.apply(batch, reason, BatchProgress.NONE, new CancelToken());
            } else {
                store.apply((ItemWrite) planned, reason);
            }
        } catch (StoreException e) {
            if (e.kind() != StoreException.Kind.PROPOSED) {
                throw e;
            }
        }
    }

    /** The item Ana proposed to edit, for its history. */
    EntityRow edited() {
        return edited;
    }

    /** Selects the newest proposal once the Approvals view has read them; true once it has. */
    boolean selectNewest() {
        if (!(vm.selectedTabProperty().get() instanceof ApprovalsTab tab)
                || tab.viewModel().progress().runningProperty().get()
                || tab.viewModel().rows().isEmpty()) {
            return false;
        }
        if (tab.viewModel().selectedProperty().get() == null) {
            tab.viewModel().selectedProperty().set(tab.viewModel().rows().get(0));
        }
        return true;
    }

    ApprovalsTab tab() {
        return (ApprovalsTab) vm.selectedTabProperty().get();
    }
}
