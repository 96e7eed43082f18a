package io.tenantdesk.ui.bulk;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.entitylist.EntityListViewModel;
import io.tenantdesk.ui.entitylist.EntityRowViewModel;
import io.tenantdesk.ui.journal.JournalViewModel;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** Correcting many rows of a list at once, from the view-models, on dynalite (no JavaFX). */
@ExtendWith(DynaliteExtension.class)
class BulkEditsTest {

    private static EntityListViewModel licenses(ConsoleFixture f) {
        EntityDef license = f.platform.entity("License").orElseThrow();
        EntityListViewModel list =
                new EntityListViewModel(f.context, f.dialogs.bulk(), f.dialogs.items(), license, Scope.all());
        list.load();
        return list;
    }

    @Test
    void everyLoadedRowWithTheSameProblemIsRepairedInOneConfirmedBatch(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityListViewModel list = licenses(f);
        EntityRowViewModel drifted = list.list().loadedRows().stream()
                .filter(r -> r.row().classification().violations().stream().anyMatch(v -> v.rule() == Rule.KEY_DRIFT))
                .findFirst()
                .orElseThrow();
        List<EntityRowViewModel> same = list.rowsWithProblemOf(drifted);
        assertThat(same)
                .contains(drifted)
                .allSatisfy(r -> assertThat(r.row().valid()).isFalse());
        f.dialogs.answer("Ticket 9: index keys").answer(false);

        list.corrections().repairMany(same);

        assertThat(f.dialogs.asked)
                .containsExactly(
                        "confirmBatch: Repair " + same.size() + (same.size() == 1 ? " item" : " items") + " ("
                                + same.size() + ")",
                        "showBatchOutcome: Repair " + same.size() + (same.size() == 1 ? " item" : " items") + " ("
                                + same.size() + " written)");
        assertThat(f.dialogs.bulk().progress)
                .startsWith("shown " + same.size())
                .endsWith(same.size() + "/" + same.size(), "closed");
        same.forEach(
                r -> assertThat(f.store.reload(r.row()).orElseThrow().valid()).isTrue());
        List<WriteRecord> entries = f.journal.entries();
        assertThat(entries).hasSize(same.size());
        assertThat(entries.stream().map(e -> e.write().batch()).distinct())
                .hasSize(1)
                .doesNotContainNull();
        assertThat(list.list().messageProperty().get()).isEqualTo("Batch: " + same.size() + " written");
    }

    @Test
    void aBatchCancelledHalfWayOffersToSendTheRestAndRetryingWritesThemUnderTheSameBatch(
            LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityListViewModel list = licenses(f);
        List<EntityRowViewModel> six = list.list().loadedRows().stream()
                .filter(r -> r.row().valid())
                .limit(6)
                .toList();
        List<String> endDates = six.stream()
                .map(r -> r.row().item().scalarText("end_date").orElseThrow())
                .toList();
        f.dialogs.bulk().cancelBatchAt = 2;
        f.dialogs
                .answer(new BulkDialogs.FieldEdit("end_date", true, "30d"))
                .answer("Ticket 12: extend")
                .answer(true)
                .answer(false);

        list.corrections().setFieldOfMany(six);

        assertThat(f.dialogs.bulk().outcomesShown)
                .extracting(BatchOutcome::summary)
                .containsExactly("2 written, 4 not sent", "4 written");
        assertThat(f.dialogs.asked.get(0))
                .as("offered by their labels, without what every write sets")
                .isEqualTo(
                        "askFieldEdit: Set a field of 6 items [Enterprise ID, Product, Seats, Status, Start date, End date]");
        for (int i = 0; i < six.size(); i++) {
            EntityRow now = f.store.reload(six.get(i).row()).orElseThrow();
            assertThat(now.item().scalarText("end_date"))
                    .contains(LocalDate.parse(endDates.get(i)).plusDays(30).toString());
        }
        List<WriteRecord> entries = f.journal.entries();
        assertThat(entries).hasSize(6).allSatisfy(e -> assertThat(e.status()).isEqualTo(WriteOutcome.Status.SUCCEEDED));
        assertThat(entries.stream().map(e -> e.write().batch()).distinct()).hasSize(1);
    }

    @Test
    void theJournalRevertsABatchAsOneBatch(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityListViewModel list = licenses(f);
        List<EntityRowViewModel> three = list.list().loadedRows().stream()
                .filter(r -> r.row().valid())
                .limit(3)
                .toList();
        f.dialogs
                .answer(new BulkDialogs.FieldEdit("seats", false, "77"))
                .answer("Ticket 5")
                .answer(false);
        list.corrections().setFieldOfMany(three);
        JournalViewModel journal = new JournalViewModel(f.context, f.dialogs.items(), f.dialogs.bulk());
        journal.load();
        assertThat(journal.rows()).singleElement().satisfies(batch -> {
            assertThat(batch.batch()).isTrue();
            assertThat(batch.operation()).isEqualTo("▸ Batch: Edit");
            assertThat(batch.key()).startsWith("3 items · batch ");
            assertThat(batch.reason()).isEqualTo("Ticket 5");
            assertThat(batch.outcome()).isEqualTo("3 written");
        });
        journal.selectedProperty().set(journal.rows().get(0));
        assertThat(journal.canRevert().get()).isFalse();
        assertThat(journal.revertHintProperty().get()).startsWith("Revert batch takes back all 3 items");
        assertThat(journal.canRevertBatch().get()).isTrue();
        f.dialogs.answer("Ticket 5: wrong seats").answer(false);

        journal.revertBatch();

        assertThat(f.dialogs.asked).contains("confirmBatch: Revert the batch of 3 items (3)");
        assertThat(f.dialogs.bulk().outcomesShown)
                .last()
                .extracting(BatchOutcome::summary)
                .isEqualTo("3 written");
        three.forEach(
                r -> assertThat(f.store.reload(r.row()).orElseThrow().item().scalarText("seats"))
                        .isEqualTo(r.row().item().scalarText("seats")));
        assertThat(journal.rows())
                .hasSize(2)
                .allSatisfy(r -> assertThat(r.key()).startsWith("3 items · batch "));
        assertThat(journal.rows().get(0).operation()).endsWith(": Revert of edit");
    }

    @Test
    void aListLosesTheItemsABatchDeletesAndGetsThemBackWhenTheBatchIsReverted(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityListViewModel list = licenses(f);
        int loaded = list.list().loadedRows().size();
        List<EntityRowViewModel> two = list.list().loadedRows().stream()
                .filter(r -> r.row().valid())
                .limit(2)
                .toList();
        f.dialogs.answer("Ticket 7").answer(false);
        list.corrections().deleteMany(two);
        assertThat(list.list().loadedRows()).hasSize(loaded - 2);
        JournalViewModel journal = new JournalViewModel(f.context, f.dialogs.items(), f.dialogs.bulk());
        journal.load();
        journal.selectedProperty().set(journal.rows().get(0));
        f.dialogs.answer("Ticket 7: deleted by mistake").answer(false);

        journal.revertBatch();

        assertThat(list.list().loadedRows()).hasSize(loaded);
        assertThat(list.countsText().get()).startsWith(loaded + " loaded");
        assertThat(list.list().loadedRows())
                .extracting(r -> r.row().item())
                .containsAll(two.stream().map(r -> r.row().item()).toList());
    }

    @Test
    void aBatchLineExpandsToItsItemsEachWithItsDiffAndAnItemCanBeRevertedAlone(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityListViewModel list = licenses(f);
        List<EntityRowViewModel> two = list.list().loadedRows().stream()
                .filter(r -> r.row().valid())
                .limit(2)
                .toList();
        f.dialogs
                .answer(new BulkDialogs.FieldEdit("seats", false, "61"))
                .answer("Ticket 6")
                .answer(false);
        list.corrections().setFieldOfMany(two);
        JournalViewModel journal = new JournalViewModel(f.context, f.dialogs.items(), f.dialogs.bulk());
        journal.load();
        assertThat(journal.diffNoteProperty().get()).isEqualTo("Choose an entry to see what it changed.");
        assertThat(journal.progress().descriptionProperty().get()).isEqualTo("Read the change journal");
        journal.selectedProperty().set(journal.rows().get(0));
        assertThat(journal.diff()).isEmpty();
        assertThat(journal.diffNoteProperty().get()).isEqualTo("A batch: open it (▸) to see each item's change.");

        journal.toggle(journal.rows().get(0));

        assertThat(journal.rows()).hasSize(3);
        assertThat(journal.rows().get(0).operation()).isEqualTo("▾ Batch: Edit");
        assertThat(journal.selectedProperty().get()).isSameAs(journal.rows().get(0));
        assertThat(journal.rows().subList(1, 3)).allSatisfy(r -> {
            assertThat(r.batch()).isFalse();
            assertThat(r.operation()).isEqualTo("   ↳ Edit");
        });
        journal.selectedProperty().set(journal.rows().get(2));
        assertThat(journal.diff()).anySatisfy(d -> assertThat(d.attribute()).isEqualTo("seats"));
        assertThat(journal.revertHintProperty().get()).isEqualTo("Revert shows what goes back and asks for a reason.");
        assertThat(journal.canRevert().get()).isTrue();
        EntityRow item =
                f.store.rowOf("app_data", journal.rows().get(2).entry().before().orElseThrow());
        f.dialogs.answer("Ticket 6: only this one");

        journal.revert();

        assertThat(f.store.reload(item).orElseThrow().item().scalarText("seats"))
                .isEqualTo(item.item().scalarText("seats"));
        assertThat(journal.rows()).hasSize(4);
        assertThat(journal.rows().get(0).batch()).isFalse();
        assertThat(journal.rows().get(0).operation()).isEqualTo("Revert of edit");
        journal.toggle(journal.rows().get(1));
        assertThat(journal.rows()).hasSize(2);
    }

    @Test
    void aReadOnlyConnectionOffersNoBatchAndRefusesOneAskedFor(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.onSharedDemo(dynamo, "app_data", dir);
        EntityListViewModel list = licenses(f);
        List<EntityRowViewModel> rows = list.list().loadedRows().subList(0, 3);

        assertThat(list.corrections().canEditMany(rows)).isFalse();
        list.corrections().deleteMany(rows);

        assertThat(f.dialogs.asked).isEmpty();
        assertThat(f.dialogs.errors)
                .containsExactly("Read-only connection: This connection is read-only: nothing can be " + "changed.");
        assertThat(f.journal.entries()).isEmpty();
    }

    @Test
    void aValueThatIsNotOfTheFieldsTypeIsSaidAndNothingIsAsked(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityListViewModel list = licenses(f);
        f.dialogs.answer(new BulkDialogs.FieldEdit("seats", false, "lots"));

        list.corrections().setFieldOfMany(list.list().loadedRows().subList(0, 3));

        assertThat(f.dialogs.asked)
                .containsExactly(
                        "askFieldEdit: Set a field of 3 items [Enterprise ID, Product, Seats, Status, Start date, End date]");
        assertThat(f.dialogs.errors).containsExactly("Nothing planned: `lots` is not a number value for `seats`.");
        assertThat(f.journal.entries()).isEmpty();
    }
}
