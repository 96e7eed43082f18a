package io.tenantdesk.ui.common;

import java.util.List;
import java.util.function.Supplier;
import javafx.scene.control.Dialog;
import javafx.stage.Modality;
import javafx.stage.Window;

/** What makes every dialog of the console look and behave alike: owner, modality, theme and dialog styles. */
public final class DialogLook {

    private final Window owner;
    private final List<String> stylesheets;

    /** @param owner the window the dialogs belong to (modal to it); null for free-standing dialogs */
    public DialogLook(Window owner) {
        this.owner = owner;
        this.stylesheets = List.of(Stylesheets.THEME, Stylesheets.url("/styles/dialogs.css"));
    }

    public <D extends Dialog<?>> D apply(D dialog, String title, String styleClass) {
        if (owner != null) {
            dialog.initOwner(owner);
            dialog.initModality(Modality.WINDOW_MODAL);
        }
        dialog.setTitle(title);
        dialog.setResizable(true);
        dialog.getDialogPane().getStylesheets().addAll(stylesheets);
        dialog.getDialogPane().getStyleClass().addAll("td-dialog", styleClass);
        return dialog;
    }

    public Window owner() {
        return owner;
    }

    /**
     * Shows one of the desktop's own dialogs (a file chooser), then gives the keyboard back to the owner. Without a
     * window manager to do it (a bare X server), the focus stays on the screen's root once the dialog is gone, and
     * the owner's menus and lists then close as soon as the pointer moves into them, ignoring the click.
     */
    public <T> T desktopDialog(Supplier<T> show) {
        try {
            return show.get();
        } finally {
            if (owner != null && owner.isShowing()) {
                owner.requestFocus();
            }
        }
    }
}
