package io.tenantdesk.journal;

import static io.tenantdesk.journal.JournalFixtures.WORKSPACE;
import static io.tenantdesk.journal.JournalFixtures.storeWithOneWorkspace;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.CreditResult;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.Batch;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** Reverting journal entries through the store's guarded writes, on Helpmaton (versioned, with credit). */
@ExtendWith(DynaliteExtension.class)
class RevertTest {

    private EntityStore store;
    private ChangeJournal journal;
    private Reverter reverter;
    private EntityDef workspace;

    @BeforeEach
    void setUp(LocalDynamo dynamo, @TempDir Path dir) {
        journal = new ChangeJournal(dir.resolve("journal.jsonl"));
        store = storeWithOneWorkspace(dynamo, journal);
        reverter = new Reverter(store, journal);
        workspace = WORKSPACE;
    }

    private EntityRow load() {
        return store.get(workspace, Map.of("workspaceId", "ws-1")).orElseThrow();
    }

    private EntityRow rename(EntityRow loaded, String name) {
        Map<String, Value> fields = ChangePlanner.fieldsOf(workspace, loaded);
        fields.put("name", Value.str(name));
        return store.apply(store.planUpdate(loaded, fields), "rename to " + name)
                .item()
                .orElseThrow();
    }

    @Test
    void anEditIsRevertedWhileTheItemIsAsTheEditLeftIt() {
        rename(load(), "Northwind Traders");
        WriteRecord edit = journal.entries().get(0);

        reverter.revert(edit, "wrong tenant");

        EntityRow now = load();
        assertThat(now.text("name")).contains("Northwind");
        assertThat(now.text("version"))
                .as("a revert moves the version on, never back")
                .contains("3");
        assertThat(journal.entries().get(0).operation()).isEqualTo("REVERT_UPDATE");
        assertThat(journal.entries().get(0).provenance().reason())
                .contains("wrong tenant")
                .contains(edit.id());
    }

    @Test
    void aRevertIsRefusedWhenTheItemMovedOn() {
        rename(load(), "Northwind Traders");
        WriteRecord edit = journal.entries().get(0);
        rename(load(), "Northwind Group");

        assertThatThrownBy(() -> reverter.revert(edit, "x")).isInstanceOfSatisfying(StoreException.class, e -> {
            assertThat(e.kind()).isEqualTo(StoreException.Kind.CONFLICT);
            assertThat(e.current().orElseThrow().text("name")).contains("Northwind Group");
        });
        assertThat(load().text("name")).contains("Northwind Group");
    }

    @Test
    void aCreateIsRevertedByDeletingTheUnchangedItemAndADeleteByPuttingItBack() {
        WriteRecord create = journal.entries().get(0);
        EntityRow before = load();

        reverter.revert(create, "created by mistake");
        assertThat(store.get(workspace, Map.of("workspaceId", "ws-1"))).isEmpty();

        WriteRecord delete = journal.entries().get(0);
        reverter.revert(delete, "deleted by mistake");
        assertThat(load().item()).isEqualTo(before.item());
    }

    @Test
    void aRevertedMoveIsSaidToBeBackUnderItsOldKeyNotDeleted() {
        Map<String, Value> fields = ChangePlanner.fieldsOf(workspace, load());
        fields.put("workspaceId", Value.str("ws-2"));
        store.apply(store.planMove(load(), fields), "wrong id");
        WriteRecord move = journal.entries().get(0);
        RevertCheck check = new RevertCheck(store, journal);
        assertThat(check.check(move).possible()).isTrue();

        reverter.revert(move, "the id was right");

        assertThat(check.check(move).why()).isEqualTo("Already reverted: the item is back under its old key.");
    }

    @Test
    void aCreditAdjustmentIsRevertedByTheOppositeAdjustment() {
        CreditResult.of(store.apply(store.planCredit(workspace, "ws-1", new BigDecimal("5")), "goodwill"));
        CreditResult.of(store.apply(store.planCredit(workspace, "ws-1", new BigDecimal("-2")), "usage correction"));
        WriteRecord goodwill = journal.entries().get(1);

        reverter.revert(goodwill, "goodwill not approved");

        assertThat(new BigDecimal(load().text("creditBalance").orElseThrow())).isEqualByComparingTo("8");
    }

    @Test
    void onlyAppliedWritesCanBeReverted() {
        EntityRow loaded = load();
        rename(loaded, "A");
        assertThatThrownBy(() -> rename(loaded, "B")).isInstanceOf(StoreException.class);
        WriteRecord conflict = journal.entries().get(0);
        assertThat(conflict.status()).isEqualTo(WriteOutcome.Status.CONFLICT);

        assertThatThrownBy(() -> reverter.revert(conflict, "x")).hasMessageContaining("Only writes that were applied");
    }

    @Test
    void aBatchRecordedAsOneWriteIsNotRevertedAsOne() {
        EntityRow loaded = load();
        Map<String, Value> fields = ChangePlanner.fieldsOf(workspace, loaded);
        fields.put("name", Value.str("Batched"));
        WriteRecord.Provenance here =
                WriteRecord.Provenance.of(store.connection(), store.platform().id());
        WriteRecord batch = WriteRecord.planned(
                Batch.of(List.of(store.planUpdate(loaded, fields))),
                new WriteRecord.Provenance(
                        Instant.now(), "x", here.platform(), here.connection(), here.region(), "bulk", here.account()),
                new WriteRecord.Request("t", "c", null));
        journal.begin(batch);
        journal.complete(batch.completed(new WriteOutcome(WriteOutcome.Status.SUCCEEDED, Instant.now(), null, null)));

        assertThatThrownBy(() -> reverter.plan(journal.entries().get(0)))
                .isInstanceOfSatisfying(StoreException.class, e -> {
                    assertThat(e.kind()).isEqualTo(StoreException.Kind.REFUSED);
                    assertThat(e.getMessage()).isEqualTo("A batch is not reverted from here.");
                });
    }
}
