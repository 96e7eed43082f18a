package io.tenantdesk.ui.common;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The console's questions and messages to the user, behind one interface: view-models ask through it, tests answer
 * through a scripted implementation. Generic: each feature asks its own questions (a diff to confirm, a conflict) in
 * dialogs of its own, shown through {@link #showCustomDialog}. Called on the UI thread.
 */
public interface DialogService {

    /** A yes/no question; true when the user chose {@code confirmLabel}. */
    boolean confirm(String title, String message, String confirmLabel);

    void showError(String title, String message);

    void showInfo(String title, String message);

    /**
     * Asks for a line of text, e.g. a name.
     *
     * @param initial the text offered to begin with
     * @return the text typed, trimmed; empty when the user cancels or types none
     */
    Optional<String> askText(String title, String question, String initial);

    /**
     * Shows a feature's own dialog, owned by the console's window and styled like every other.
     *
     * @return what the dialog returns: the user's answer, or a handle on a dialog that stays open
     */
    <R> R showCustomDialog(CustomDialog<R> dialog);

    /** @param extensions e.g. "csv", "json" — the first is the default */
    Optional<Path> chooseSaveFile(String title, String suggestedName, List<String> extensions);

    /** @param extensions the files offered, e.g. "csv", "jsonl", "json" */
    Optional<Path> chooseOpenFile(String title, List<String> extensions);

    void copyToClipboard(String text);

    /** Opens a web page in the user's browser. */
    void browse(URI page);
}
