package io.tenantdesk.ui.bulk;

import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.ui.common.ColumnFit;
import io.tenantdesk.ui.common.DialogLook;
import io.tenantdesk.ui.common.WrappedCells;
import io.tenantdesk.ui.dialogs.ChangeDialog;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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

    /** What the outcome asks of the user, naming only the outcomes the batch had. */
    static String note(BatchOutcome outcome) {
        Map<BatchOutcome.Status, Integer> counts = outcome.counts();
        int conflicts = counts.get(BatchOutcome.Status.CONFLICT);
        int unknown = counts.get(BatchOutcome.Status.UNKNOWN);
        List<String> looks = new ArrayList<>();
        if (conflicts > 0) {
            looks.add(
                    conflicts == 1
                            ? "the conflict was changed by someone else after you loaded it"
                            : "the conflicts were changed by someone else after you loaded them");
        }
        if (unknown > 0) {
            looks.add(unknown == 1 ? "the unknown outcome needs a look" : "the unknown outcomes need a look");
        }
        String look = looks.isEmpty()
                ? ""
                : capitalised(String.join(", and ", looks)) + ": reload the list before correcting "
                        + (conflicts + unknown == 1 ? "it" : "those") + ". ";
        return look
                + (counts.get(BatchOutcome.Status.WRITTEN) > 0
                        ? "Every written item is in the change journal under this batch."
                        : "Nothing was written.");
    }

    private static String capitalised(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
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
        item.setPrefWidth(360);
        TableColumn<BatchOutcome.ItemOutcome, String> why = new TableColumn<>("Why");
        why.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().message()));
        why.setPrefWidth(380);
        table.getColumns().setAll(List.of(status, item, why));
        ColumnFit.toText(status, o -> o.status().words());
        ColumnFit.toText(item, o -> o.write().what());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getItems().setAll(outcome.items());
        WrappedCells.wrap(table, why, BatchOutcome.ItemOutcome::message, 440);
        Label note = new Label(note(outcome));
        note.setWrapText(true);
        note.setMinHeight(Label.USE_PREF_SIZE);
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
