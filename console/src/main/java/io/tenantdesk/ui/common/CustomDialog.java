package io.tenantdesk.ui.common;

/**
 * A dialog of a feature's own, shown through {@link DialogService#showCustomDialog}. Its window is built only when it
 * is shown, so a view-model can ask for one without JavaFX.
 *
 * @param <R> the answer: what the user chose, or a handle on a dialog that stays open while work goes on
 */
@FunctionalInterface
public interface CustomDialog<R> {

    /** Builds the dialog with {@code look} (owner, modality, styles) and shows it. Called on the UI thread. */
    R show(DialogLook look);
}
