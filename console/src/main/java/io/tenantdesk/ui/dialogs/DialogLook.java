package io.tenantdesk.ui.dialogs;

import io.tenantdesk.ui.common.Stylesheets;
import java.util.List;
import javafx.scene.control.Dialog;
import javafx.stage.Modality;
import javafx.stage.Window;

/** What makes every dialog of the console look and behave alike: owner, modality, theme and dialog styles. */
final class DialogLook {

    private final Window owner;
    private final List<String> stylesheets;

    DialogLook(Window owner) {
        this.owner = owner;
        this.stylesheets = List.of(Stylesheets.THEME, Stylesheets.url("/styles/dialogs.css"));
    }

    <D extends Dialog<?>> D apply(D dialog, String title, String styleClass) {
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

    Window owner() {
        return owner;
    }
}
