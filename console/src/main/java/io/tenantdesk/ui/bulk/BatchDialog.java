package io.tenantdesk.ui.bulk;

import io.tenantdesk.store.BulkPlan;
import io.tenantdesk.ui.common.DialogLook;
import io.tenantdesk.ui.common.Views;
import io.tenantdesk.ui.dialogs.ChangeDialog;
import io.tenantdesk.ui.dialogs.DiffRow;
import java.util.Optional;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;

/** Confirms one correction to many items: the count, a per-item diff paged through, what is left out, one reason. */
final class BatchDialog {

    private static final int SKIPPED_SHOWN = 5;

    private final BatchPages pages;

    @FXML
    private Label summary;

    @FXML
    private Button previousButton;

    @FXML
    private Button nextButton;

    @FXML
    private Label heading;

    @FXML
    private TableView<DiffRow> diffTable;

    @FXML
    private TableColumn<DiffRow, String> attributeColumn;

    @FXML
    private TableColumn<DiffRow, String> kindColumn;

    @FXML
    private TableColumn<DiffRow, String> beforeColumn;

    @FXML
    private TableColumn<DiffRow, String> afterColumn;

    @FXML
    private Label skipped;

    @FXML
    private TextField reason;

    BatchDialog(BulkPlan plan) {
        this.pages = new BatchPages(plan);
    }

    Optional<String> show(DialogLook look, String title, String verb) {
        Dialog<String> dialog = look.apply(new Dialog<>(), title, "batch-dialog-pane");
        dialog.setHeaderText(title + "?");
        dialog.getDialogPane().setContent(Views.load("/fxml/bulk/BatchDialog.fxml", this));
        return ChangeDialog.askReason(dialog, verb, reason);
    }

    @FXML
    private void initialize() {
        summary.setText(pages.summary());
        String left = pages.skipped(SKIPPED_SHOWN);
        skipped.setText(left);
        skipped.setVisible(!left.isEmpty());
        skipped.setManaged(!left.isEmpty());
        ChangeDialog.showDiff(diffTable, attributeColumn, kindColumn, beforeColumn, afterColumn);
        showPage();
    }

    @FXML
    private void previous() {
        pages.previous();
        showPage();
    }

    @FXML
    private void next() {
        pages.next();
        showPage();
    }

    private void showPage() {
        heading.setText(pages.heading());
        diffTable.getItems().setAll(pages.diff());
        ChangeDialog.fitRows(diffTable, 10);
        previousButton.setDisable(!pages.hasPrevious());
        nextButton.setDisable(!pages.hasNext());
    }
}
