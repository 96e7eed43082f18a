package io.tenantdesk.ui.journal;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.RevertCheck;
import io.tenantdesk.journal.Reverter;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.ui.approvals.ProposedWrites;
import io.tenantdesk.ui.bulk.BulkDialogs;
import io.tenantdesk.ui.bulk.BulkEdits;
import io.tenantdesk.ui.common.TaskSlot;
import io.tenantdesk.ui.context.ConsoleContext;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The journal view's ways back: whether the selected entry can be reverted (checked against the item as it is
 * now, off the UI thread, a newer selection dropping the answer), and Revert, Revert batch and Finish move through
 * the store's guarded writes, each confirmed with a reason and followed by a fresh reading of the journal.
 */
final class JournalReverts {

    private final ConsoleContext ctx;
    private final JournalDialogs dialogs;
    private final ObjectProperty<JournalRow> selected;
    private final Consumer<String> reload;
    private final Reverter reverter;
    private final BulkEdits batches;
    private final RevertCheck revertCheck;
    private final TaskSlot revertChecks = new TaskSlot();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyBooleanWrapper revertible = new ReadOnlyBooleanWrapper(this, "revertible");
    private final ReadOnlyBooleanWrapper checking = new ReadOnlyBooleanWrapper(this, "checking");
    private final ReadOnlyStringWrapper revertHint = new ReadOnlyStringWrapper(this, "revertHint", "");

    /** @param reload reads the journal again, the given outcome leading the status line */
    JournalReverts(
            ConsoleContext ctx,
            JournalDialogs dialogs,
            BulkDialogs batchDialogs,
            ObjectProperty<JournalRow> selected,
            Consumer<String> reload) {
        this.ctx = ctx;
        this.dialogs = dialogs;
        this.selected = selected;
        this.reload = reload;
        this.reverter = new Reverter(ctx.store(), ctx.journal());
        this.batches =
                new BulkEdits(ctx, batchDialogs, outcome -> reload.accept("Batch revert: " + outcome.summary() + "."));
        this.revertCheck = new RevertCheck(ctx.store(), ctx.journal());
    }

    /**
     * True when the selected entry can be reverted here: it changed data on this platform, the item is still as it
     * left it (checked when it was selected), and writes are allowed.
     */
    BooleanBinding canRevert() {
        return Bindings.createBooleanBinding(
                () -> {
                    JournalRow row = selected.get();
                    return row != null && !row.unreadable() && !busy.get() && !ctx.readOnly() && revertible.get();
                },
                selected,
                busy,
                revertible,
                ctx.access().readOnlyProperty());
    }

    /** Why Revert is not offered for the selected entry, or what it will do. */
    ReadOnlyStringProperty hintProperty() {
        return revertHint.getReadOnlyProperty();
    }

    /** True while the item of the selected entry is read to tell whether it can be reverted. */
    ReadOnlyBooleanProperty checkingProperty() {
        return checking.getReadOnlyProperty();
    }

    /** Works out, off the UI thread, whether the entry can be reverted now; a newer selection drops the answer. */
    void check(JournalRow row) {
        revertible.set(false);
        if (row == null || row.unreadable()) {
            revertChecks.clear();
            checking.set(false);
            revertHint.set("");
            return;
        }
        if (row.batch()) {
            revertChecks.clear();
            checking.set(false);
            revertHint.set("Revert batch takes back all " + row.members().size() + " items, each only where the batch "
                    + "left it; expand the batch (double-click) to revert one item.");
            return;
        }
        checking.set(true);
        revertHint.set("Checking the item as it is now…");
        ctx.tasks()
                .runLatest(
                        revertChecks,
                        cancel -> revertCheck.check(row.entry()),
                        new CancelToken(),
                        verdict -> {
                            checking.set(false);
                            revertible.set(verdict.possible());
                            revertHint.set(
                                    verdict.possible()
                                            ? "Revert shows what goes back and asks for a reason."
                                            : verdict.why());
                        },
                        failure -> {
                            checking.set(false);
                            revertHint.set("Cannot tell whether it can be reverted: " + failure.getMessage());
                        });
    }

    /**
     * Shows what taking the selected write back would change and asks for a reason, then takes it back if the item
     * is still as the write left it; a move interrupted half-way is undone (the item is deleted under its new key if
     * it is still as created).
     */
    void revert() {
        JournalRow row = selected.get();
        if (row == null || !canRevert().get()) {
            return;
        }
        ItemWrite undo;
        try {
            undo = reverter.plan(row.entry());
        } catch (StoreException e) {
            ctx.dialogs().showError("Not reverted", e.getMessage());
            return;
        }
        String title = row.entry().interruptedMove()
                ? "Undo the interrupted move"
                : "Revert " + row.operation().toLowerCase(Locale.ROOT);
        send(row, title, undo, "Reverted", "Not reverted", reason -> reverter.revert(row.entry(), reason));
    }

    /** True when the selected entry is one item of a batch, on this platform, and writes are allowed. */
    BooleanBinding canRevertBatch() {
        return Bindings.createBooleanBinding(
                () -> {
                    JournalRow row = selected.get();
                    return row != null
                            && !row.unreadable()
                            && !busy.get()
                            && !ctx.readOnly()
                            && row.entry().write().batch() != null
                            && row.entry()
                                    .provenance()
                                    .platform()
                                    .equals(ctx.store().platform().id());
                },
                selected,
                busy,
                ctx.access().readOnlyProperty());
    }

    /**
     * Takes back the whole batch the selected entry belongs to, as a batch: every item it wrote, each only if it is
     * still as the batch left it; confirmed once with a diff per item, and ended with every item's outcome.
     */
    void revertBatch() {
        JournalRow row = selected.get();
        if (row == null || !canRevertBatch().get()) {
            return;
        }
        String batch = row.entry().write().batch();
        busy.set(true);
        ctx.tasks()
                .run(
                        () -> reverter.planBatchRevert(ctx.journal().entries().stream()
                                .filter(e -> batch.equals(e.write().batch()))
                                .toList()),
                        plan -> {
                            busy.set(false);
                            batches.confirmAndWrite(
                                    "Revert the batch of "
                                            + (plan.writes().size()
                                                    + plan.skipped().size()) + " items",
                                    plan);
                        },
                        failure -> {
                            busy.set(false);
                            ctx.dialogs().showError("Not reverted", failure.getMessage());
                        });
    }

    /** True when the selected entry is a move interrupted half-way that can be finished here. */
    BooleanBinding canFinishMove() {
        return Bindings.createBooleanBinding(
                () -> canRevert().get() && selected.get().entry().interruptedMove(), selected, busy);
    }

    /**
     * Shows what finishing the selected interrupted move would delete and asks for a reason, then deletes the item
     * under its old key if it is still as it was when the move began.
     */
    void finishMove() {
        JournalRow row = selected.get();
        if (row == null || !canFinishMove().get()) {
            return;
        }
        ItemWrite finish;
        try {
            finish = reverter.planFinish(row.entry());
        } catch (StoreException e) {
            ctx.dialogs().showError("Move not finished", e.getMessage());
            return;
        }
        send(
                row,
                "Finish the interrupted move",
                finish,
                "Finished the move of",
                "Move not finished",
                reason -> reverter.finishMove(row.entry(), reason));
    }

    /**
     * Shows the planned write and asks for a reason, sends it, and reads the journal again with the outcome leading
     * the status line.
     */
    private void send(
            JournalRow row,
            String title,
            ItemWrite planned,
            String done,
            String notDone,
            java.util.function.Function<String, ?> write) {
        Optional<String> reason = dialogs.confirmRevert(title, planned);
        if (reason.isEmpty()) {
            return;
        }
        busy.set(true);
        ctx.tasks()
                .run(
                        () -> write.apply(reason.get()),
                        result -> {
                            busy.set(false);
                            reload.accept(done + " " + row.entity() + " " + row.key() + ".");
                        },
                        failure -> {
                            busy.set(false);
                            if (ProposedWrites.told(ctx.dialogs(), failure)) {
                                reload.accept(ProposedWrites.TITLE + ".");
                                return;
                            }
                            ctx.dialogs().showError(notDone, failure.getMessage());
                            reload.accept(notDone + ": " + failure.getMessage());
                        });
    }
}
