package io.tenantdesk.ui.dialogs;

import java.net.URL;
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
        this.stylesheets = List.of(external("/styles/theme.css"), external("/styles/dialogs.css"));
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

    private static String external(String resource) {
        URL url = DialogLook.class.getResource(resource);
        if (url == null) {
            throw new IllegalStateException("missing style sheet " + resource);
        }
        return url.toExternalForm();
    }
}
