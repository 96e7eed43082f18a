package io.tenantdesk.ui.bulk;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.BulkPlan;
import io.tenantdesk.ui.common.DialogService;
import java.util.List;
import java.util.Optional;

/**
 * What a correction of many items asks and shows: which field to set, the plan to confirm, the batch's progress and
 * its outcome, the reading of a corrections file. View-model tests answer from a script. Called on the UI thread.
 */
public interface BulkDialogs {

    /** A field correction as the user typed it: {@code text} is the value, or for a shift the duration. */
    record FieldEdit(String field, boolean shift, String text) {}

    /** What a batch being written shows; called on the UI thread. */
    interface BatchProgressView {
        void progress(int done, int total);

        void close();
    }

    /** What reading shows; called on the UI thread. */
    interface ReadProgressView {
        /** @param fraction how far, from 0 to 1; {@code text} says it in words, e.g. "1,200 lines planned" */
        void progress(double fraction, String text);

        void close();
    }

    /**
     * Asks which field to correct on many items and how: set it to a value, or (for a date or time) shift it by a
     * duration.
     *
     * @param fields the fields that can be set, in the entity's order; offered by their labels
     * @return the choice, or empty when the user cancels
     */
    Optional<FieldEdit> askFieldEdit(String title, List<AttributeSpec> fields);

    /**
     * Shows one correction planned for many items: how many change, each item's diff one page at a time (built only
     * when shown), the items left out and why, and asks for one reason for all.
     *
     * @return the reason, or empty when the user cancels
     */
    Optional<String> confirmBatch(String title, BulkPlan plan);

    /** Shows a batch being written, with its progress and a Cancel that calls {@code cancel}; closed by the caller. */
    BatchProgressView showBatchProgress(String title, int total, Runnable cancel);

    /**
     * Shows reading that comes before anything is written (a corrections file planned against the items), with a
     * Cancel that calls {@code cancel}; closed by the caller.
     */
    ReadProgressView showReadProgress(String title, String header, Runnable cancel);

    /**
     * Lists every item of a written batch with its outcome (written, conflict, refused, failed, unknown, not sent).
     *
     * @return true when the user asks to retry the ones that failed or were never sent
     */
    boolean showBatchOutcome(String title, BatchOutcome outcome);

    /** The questions as dialogs shown through {@code dialogs}. */
    static BulkDialogs shownBy(DialogService dialogs) {
        return new FxBulkDialogs(dialogs);
    }
}
