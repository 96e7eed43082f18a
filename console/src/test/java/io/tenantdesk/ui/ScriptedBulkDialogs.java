package io.tenantdesk.ui;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.BulkPlan;
import io.tenantdesk.ui.bulk.BulkDialogs;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Answers a correction of many items from a {@link ScriptedDialogs}, and records its plans, progress and outcomes. */
public final class ScriptedBulkDialogs implements BulkDialogs {

    public final List<BulkPlan> batchesShown = new ArrayList<>();
    public final List<BatchOutcome> outcomesShown = new ArrayList<>();
    public final List<String> progress = new ArrayList<>();
    /** When set, the next batch's Cancel is pressed once this many of its items are done (once). */
    public int cancelBatchAt = -1;
    /** When set, the next reading's Cancel is pressed at its first progress (once). */
    public boolean cancelReading;

    private final ScriptedDialogs script;

    ScriptedBulkDialogs(ScriptedDialogs script) {
        this.script = script;
    }

    @Override
    public Optional<FieldEdit> askFieldEdit(String title, List<AttributeSpec> fields) {
        Object a = script.next("askFieldEdit: " + title + " "
                + fields.stream().map(AttributeSpec::displayLabel).toList());
        return a instanceof FieldEdit edit ? Optional.of(edit) : Optional.empty();
    }

    @Override
    public Optional<String> confirmBatch(String title, BulkPlan plan) {
        batchesShown.add(plan);
        return script.text("confirmBatch: " + title + " (" + plan.writes().size() + ")");
    }

    @Override
    public BatchProgressView showBatchProgress(String title, int total, Runnable cancel) {
        progress.add("shown " + total);
        return new BatchProgressView() {
            @Override
            public void progress(int done, int all) {
                progress.add(done + "/" + all);
                if (done == cancelBatchAt) {
                    cancelBatchAt = -1;
                    cancel.run();
                }
            }

            @Override
            public void close() {
                progress.add("closed");
            }
        };
    }

    @Override
    public ReadProgressView showReadProgress(String title, String header, Runnable cancel) {
        progress.add("reading " + header);
        return new ReadProgressView() {
            @Override
            public void progress(double fraction, String text) {
                progress.add(text);
                if (cancelReading) {
                    cancelReading = false;
                    cancel.run();
                }
            }

            @Override
            public void close() {
                progress.add("closed");
            }
        };
    }

    @Override
    public boolean showBatchOutcome(String title, BatchOutcome outcome) {
        outcomesShown.add(outcome);
        return (Boolean) script.next("showBatchOutcome: " + title + " (" + outcome.summary() + ")");
    }
}
