package io.tenantdesk.ui.dialogs;

import io.tenantdesk.ui.common.CustomDialog;
import io.tenantdesk.ui.common.DialogLook;
import io.tenantdesk.ui.common.Views;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;

/** The delete confirmation: type the item's key to enable Delete, and give a reason. */
public final class DeleteDialog {

    private final String whatText;
    private final DeleteConfirmation rule;

    @FXML
    private Label what;

    @FXML
    private Label instruction;

    @FXML
    private TextField typedKey;

    @FXML
    private TextField reason;

    private DeleteDialog(String what, String expected) {
        this.whatText = what;
        this.rule = new DeleteConfirmation(expected);
    }

    /**
     * Asks the user to type {@code expected} (the item's key) to confirm a delete, and for a reason.
     *
     * @return a dialog whose answer is the reason, or empty when the user cancels
     */
    public static CustomDialog<Optional<String>> confirming(String title, String what, String expected) {
        return look -> new DeleteDialog(what, expected).show(look, title);
    }

    private Optional<String> show(DialogLook look, String title) {
        Dialog<String> dialog = look.apply(new Dialog<>(), title, "delete-dialog-pane");
        dialog.setHeaderText("Delete this item?");
        dialog.getDialogPane().setContent(Views.load("/fxml/dialogs/DeleteDialog.fxml", this));
        ButtonType delete = new ButtonType("Delete", ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().addAll(delete, ButtonType.CANCEL);
        Button button = (Button) dialog.getDialogPane().lookupButton(delete);
        button.setId("confirmDelete");
        button.getStyleClass().add("danger");
        button.disableProperty()
                .bind(Bindings.createBooleanBinding(
                        () -> !rule.allows(typedKey.getText(), reason.getText()),
                        typedKey.textProperty(),
                        reason.textProperty()));
        ((Button) dialog.getDialogPane().lookupButton(ButtonType.CANCEL)).setDefaultButton(true);
        dialog.setResultConverter(b -> b == delete ? reason.getText().strip() : null);
        dialog.setOnShown(e -> typedKey.requestFocus());
        return dialog.showAndWait();
    }

    @FXML
    private void initialize() {
        what.setText(whatText);
        instruction.setText("Type " + rule.expected() + " to confirm:");
    }
}
