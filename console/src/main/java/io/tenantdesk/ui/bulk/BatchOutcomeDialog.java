package io.tenantdesk.ui.bulk;

import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.ui.common.DialogLook;
import io.tenantdesk.ui.dialogs.ChangeDialog;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.VBox;

/** Every item of a written batch with its outcome, and "Retry the failed ones" when some can safely be sent again. */
final class BatchOutcomeDialog {

    private final BatchOutcome outcome;

    BatchOutcomeDialog(BatchOutcome outcome) {
        this.outcome = outcome;
    }

    /** @return true when the user asks to retry */
    boolean show(DialogLook look, String title) {
        Dialog<Boolean> dialog = look.apply(new Dialog<>(), title, "batch-outcome-pane");
        dialog.setHeaderText((outcome.cancelled() ? "Cancelled: " : "") + outcome.summary());
        TableView<BatchOutcome.ItemOutcome> table = new TableView<>();
        table.setId("batchOutcomeTable");
        TableColumn<BatchOutcome.ItemOutcome, String> status = new TableColumn<>("Outcome");
        status.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().status().words()));
        status.setPrefWidth(90);
        TableColumn<BatchOutcome.ItemOutcome, String> item = new TableColumn<>("Item");
        item.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().write().what()));
        item.setCellFactory(col -> ChangeDialog.valueCell());
        item.setPrefWidth(430);
        TableColumn<BatchOutcome.ItemOutcome, String> why = new TableColumn<>("Why");
        why.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().message()));
        why.setCellFactory(col -> ChangeDialog.valueCell());
        why.setPrefWidth(380);
        table.getColumns().setAll(java.util.List.of(status, item, why));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getItems().setAll(outcome.items());
        ChangeDialog.fitRows(table, 12);
        Label note = new Label("A conflict was changed by someone else after you loaded it, and an unknown outcome "
                + "needs a look: reload the list before correcting those. Every written item is in the change journal "
                + "under this batch.");
        note.setWrapText(true);
        note.getStyleClass().add("dialog-legend");
        VBox body = new VBox(8, table, note);
        body.getStyleClass().add("td-dialog-body");
        body.setPrefWidth(920);
        dialog.getDialogPane().setContent(body);
        int retryable = outcome.retryable().size();
        ButtonType close = new ButtonType("Close", ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().add(close);
        ButtonType retry = new ButtonType("Retry the failed ones (" + retryable + ")", ButtonBar.ButtonData.OK_DONE);
        if (retryable > 0) {
            dialog.getDialogPane().getButtonTypes().add(retry);
            ((Button) dialog.getDialogPane().lookupButton(retry)).setId("retryFailed");
        }
        ((Button) dialog.getDialogPane().lookupButton(close)).setId("closeOutcome");
        dialog.setResultConverter(button -> button == retry);
        return dialog.showAndWait().orElse(false);
    }
}
