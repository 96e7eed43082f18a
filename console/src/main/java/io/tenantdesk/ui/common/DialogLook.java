package io.tenantdesk.ui.common;

import java.util.List;
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
}
