package io.tenantdesk.ui.bulk;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.BulkPlan;
import io.tenantdesk.store.BulkPlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.ui.approvals.ProposedWrites;
import io.tenantdesk.ui.context.ConsoleContext;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * One correction made to many loaded items at once (Repair, Set field, Delete): planned in the background, confirmed
 * once with a per-item diff and one reason, written in the background with progress and Cancel (each item conditional
 * on itself and journalled under one batch id), and ended with every item's outcome and "Retry the failed ones".
 * Refused up front on a read-only connection; the store refuses anyway.
 */
public final class BulkEdits {

    /** Progress is shown at most this many times per batch, so a large one does not flood the UI thread. */
    private static final int PROGRESS_STEPS = 200;

    private final ConsoleContext ctx;
    private final BulkDialogs dialogs;
    private final Consumer<BatchOutcome> written;

    /** @param written told of each batch written (even in part), on the UI thread, e.g. to read the list again */
    public BulkEdits(ConsoleContext ctx, BulkDialogs dialogs, Consumer<BatchOutcome> written) {
        this.ctx = ctx;
        this.dialogs = dialogs;
        this.written = written;
    }

    BulkDialogs dialogs() {
        return dialogs;
    }

    /** The fields Set field offers for an entity's items: declared, not secret, not part of the primary key. */
    public static List<AttributeSpec> settableFields(EntityDef entity) {
        return entity.attributes().values().stream()
                .filter(spec -> !spec.secret())
                .filter(spec -> !entity.attributesSetByWrites().contains(spec.name()))
                .filter(spec -> entity.table().primaryKeyNames().stream()
                        .noneMatch(key -> entity.keyTemplate(key)
                                .map(t -> t.placeholders().contains(spec.name()))
                                .orElse(false)))
                .toList();
    }

    public void repair(List<EntityRow> rows) {
        plan("Repair " + count(rows), planner -> planner.repair(rows));
    }

    public void delete(List<EntityRow> rows) {
        plan("Delete " + count(rows), planner -> planner.delete(rows, ctx.store()::planDelete));
    }

    /** Asks which field of {@code entity} to set (or shift) on the rows, then plans it. */
    public void setField(EntityDef entity, List<EntityRow> rows) {
        if (refusedReadOnly()) {
            return;
        }
        Optional<BulkDialogs.FieldEdit> edit =
                dialogs.askFieldEdit("Set a field of " + count(rows), settableFields(entity));
        edit.ifPresent(e -> plan(
                (e.shift() ? "Shift " : "Set ") + inSentence(entity, e.field()) + " of " + count(rows),
                planner -> e.shift()
                        ? planner.shift(rows, e.field(), e.text())
                        : planner.setField(rows, e.field(), e.text())));
    }

    /** A field's label inside a sentence: "end date", "enterprise ID", "URL". */
    private static String inSentence(EntityDef entity, String field) {
        String label = entity.attribute(field).map(AttributeSpec::displayLabel).orElse(field);
        boolean acronym = label.length() > 1 && Character.isUpperCase(label.charAt(1));
        return acronym ? label : Character.toLowerCase(label.charAt(0)) + label.substring(1);
    }

    private static String count(List<EntityRow> rows) {
        return rows.size() + (rows.size() == 1 ? " item" : " items");
    }

    /** Says so and returns true when the connection is read-only. Call on the UI thread. */
    boolean refusedReadOnly() {
        if (ctx.readOnly()) {
            ctx.dialogs().showError("Read-only connection", "This connection is read-only: nothing can be changed.");
            return true;
        }
        return false;
    }

    private void plan(String title, Function<BulkPlanner, BulkPlan> planning) {
        if (refusedReadOnly()) {
            return;
        }
        ctx.tasks()
                .run(
                        () -> planning.apply(ctx.store().bulk()),
                        plan -> confirm(title, plan),
                        e -> ctx.dialogs().showError("Nothing planned", e.getMessage()));
    }

    /**
     * Confirms a plan made elsewhere (a batch's revert, say) and writes it as any batch: progress, Cancel, outcomes.
     * Call on the UI thread.
     */
    public void confirmAndWrite(String title, BulkPlan plan) {
        if (!refusedReadOnly()) {
            confirm(title, plan);
        }
    }

    private void confirm(String title, BulkPlan plan) {
        Optional<Batch> batch = plan.batch();
        if (batch.isEmpty()) {
            ctx.dialogs()
                    .showInfo(
                            "Nothing to change",
                            plan.counts().isEmpty()
                                    ? "None of the items would change:\n• "
                                            + String.join(
                                                    "\n• ",
                                                    plan.skipped().stream()
                                                            .map(s -> s.why())
                                                            .distinct()
                                                            .limit(5)
                                                            .toList())
                                    : plan.action() + ": " + plan.counts() + "; nothing to write."
                                            + String.join(
                                                    "",
                                                    plan.skipped().stream()
                                                            .limit(5)
                                                            .map(s -> "\n• " + s.what() + ": " + s.why())
                                                            .toList()));
            return;
        }
        dialogs.confirmBatch(title, plan).ifPresent(reason -> write(title, batch.get(), reason));
    }

    private void write(String title, Batch batch, String reason) {
        CancelToken cancel = new CancelToken();
        int total = batch.writes().size();
        BulkDialogs.BatchProgressView view = dialogs.showBatchProgress(title, total, cancel::cancel);
        int step = Math.max(1, total / PROGRESS_STEPS);
        ctx.tasks()
                .run(
                        token -> ctx.store()
                                .apply(
                                        batch,
                                        reason,
                                        (done, all) -> {
                                            if (done % step == 0 || done == all) {
                                                ctx.executors().ui().execute(() -> view.progress(done, all));
                                            }
                                        },
                                        token),
                        cancel,
                        outcome -> {
                            view.close();
                            written.accept(outcome);
                            List<io.tenantdesk.store.write.ItemWrite> again = outcome.retryable();
                            if (dialogs.showBatchOutcome(title, outcome) && !again.isEmpty()) {
                                write(
                                        "Retry " + again.size() + (again.size() == 1 ? " item" : " items"),
                                        new Batch(batch.id(), again, false),
                                        reason);
                            }
                        },
                        e -> {
                            view.close();
                            if (!ProposedWrites.told(ctx.dialogs(), e)) {
                                ctx.dialogs().showError("Not written", e.getMessage());
                            }
                        });
    }
}
