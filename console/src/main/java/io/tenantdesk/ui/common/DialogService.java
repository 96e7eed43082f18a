package io.tenantdesk.ui.common;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.BulkPlan;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.write.ItemWrite;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Every question the console asks the user, behind one interface: view-models ask through it, tests answer
 * through a scripted implementation, and the confirm, diff and conflict dialogs look the same everywhere.
 * Called on the UI thread.
 */
public interface DialogService {

    /** What the user chose when their save lost a race. */
    enum ConflictChoice {
        /** Discard my edits and take the item as it is now. */
        TAKE_THEIRS,
        /** Keep my edits, put them on top of the current item, and show the diff again. */
        REAPPLY_MINE,
        CANCEL
    }

    /**
     * Shows the change attribute by attribute (derived keys, version and stamps marked) and asks for a reason. A
     * revert is shown the same way: its write is the inverse of the one it takes back.
     *
     * @return the reason, or empty when the user cancels
     */
    Optional<String> confirmChange(String title, ItemWrite change);

    /**
     * As {@link #confirmChange}, with the fix for each of the item's problems above the diff.
     *
     * @return the reason, or empty when the user cancels
     */
    Optional<String> confirmRepair(String title, List<String> fixes, ItemWrite change);

    /** Shows the user's version beside the item as it is now (or says it was deleted) and asks what to do. */
    ConflictChoice resolveConflict(String title, EntityDef entity, Item mine, Optional<EntityRow> current);

    /**
     * After a save whose reply was lost and whose outcome the item read back cannot tell: says so in
     * {@code message}, shows the user's version beside the item as it is now, and asks what to do, as for a conflict.
     */
    ConflictChoice resolveUnknownOutcome(
            String title, String message, EntityDef entity, Item mine, Optional<EntityRow> current);

    /**
     * Asks the user to type {@code expected} (the item's key) to confirm a delete, and for a reason.
     *
     * @return the reason, or empty when the user cancels
     */
    Optional<String> confirmDelete(String title, String what, String expected);

    /**
     * Shows one correction planned for many items: how many change, each item's diff one page at a time (built
     * only when shown), the items left out and why, and asks for one reason for all.
     *
     * @return the reason, or empty when the user cancels
     */
    Optional<String> confirmBatch(String title, BulkPlan plan);

    /** Shows a batch being written, with its progress and a Cancel that calls {@code cancel}; closed by the caller. */
    BatchProgressView showBatchProgress(String title, int total, Runnable cancel);

    /** What a batch being written shows; called on the UI thread. */
    interface BatchProgressView {
        void progress(int done, int total);

        void close();
    }

    /**
     * Shows reading that comes before anything is written (a corrections file planned against the items), with a
     * Cancel that calls {@code cancel}; closed by the caller.
     */
    ReadProgressView showReadProgress(String title, String header, Runnable cancel);

    /** What reading shows; called on the UI thread. */
    interface ReadProgressView {
        /** @param fraction how far, from 0 to 1; {@code text} says it in words, e.g. "1,200 lines planned" */
        void progress(double fraction, String text);

        void close();
    }

    /**
     * Lists every item of a written batch with its outcome (written, conflict, refused, failed, unknown, not sent).
     *
     * @return true when the user asks to retry the ones that failed or were never sent
     */
    boolean showBatchOutcome(String title, BatchOutcome outcome);

    /**
     * Asks which field to correct on many items and how: set it to a value, or (for a date or time) shift it by a
     * duration.
     *
     * @param fields the fields that can be set, in the entity's order
     * @return the choice, or empty when the user cancels
     */
    Optional<FieldEdit> askFieldEdit(String title, List<String> fields);

    /** A field correction as the user typed it: {@code text} is the value, or for a shift the duration. */
    record FieldEdit(String field, boolean shift, String text) {}

    /** A yes/no question; true when the user chose {@code confirmLabel}. */
    boolean confirm(String title, String message, String confirmLabel);

    void showError(String title, String message);

    void showInfo(String title, String message);

    /** @param extensions e.g. "csv", "json" — the first is the default */
    Optional<Path> chooseSaveFile(String title, String suggestedName, List<String> extensions);

    /** @param extensions the files offered, e.g. "csv", "jsonl", "json" */
    Optional<Path> chooseOpenFile(String title, List<String> extensions);

    void copyToClipboard(String text);

    /** Opens a web page in the user's browser. */
    void browse(URI page);
}
