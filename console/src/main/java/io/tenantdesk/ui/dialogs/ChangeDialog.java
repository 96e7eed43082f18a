package io.tenantdesk.ui.dialogs;

import io.tenantdesk.schema.Labels;
import io.tenantdesk.store.write.CreditAdjustment;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Write;
import io.tenantdesk.ui.common.CustomDialog;
import io.tenantdesk.ui.common.DialogLook;
import io.tenantdesk.ui.common.Views;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;

/**
 * The diff dialog: the planned change attribute by attribute, and a required reason before the write. The tables and
 * cells here are shared by every dialog that shows a change, so they all look alike.
 */
public final class ChangeDialog {

    static final PseudoClass DERIVED = PseudoClass.getPseudoClass("derived");
    static final PseudoClass ADDED = PseudoClass.getPseudoClass("added");
    static final PseudoClass REMOVED = PseudoClass.getPseudoClass("removed");
    static final PseudoClass CHANGED = PseudoClass.getPseudoClass("changed");

    private final ItemWrite plan;
    private final List<DiffRow> rows;
    private final String lead;
    private final String typedReason;

    @FXML
    private Label summary;

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
    private Label legend;

    @FXML
    private TextField reason;

    private ChangeDialog(ItemWrite plan, String lead, String typedReason) {
        this.plan = plan;
        this.rows = DiffRow.of(plan);
        this.lead = lead;
        this.typedReason = typedReason;
    }

    /**
     * Shows the change attribute by attribute (derived keys, version and stamps marked) and asks for a reason. A revert
     * is shown the same way: its write is the inverse of the one it takes back.
     *
     * @return a dialog whose answer is the reason, or empty when the user cancels
     */
    public static CustomDialog<Optional<String>> confirming(String title, ItemWrite change) {
        return confirming(title, change, "");
    }

    /** @param lead what the change is for, shown above the diff's summary (e.g. a repair's fixes) */
    public static CustomDialog<Optional<String>> confirming(String title, ItemWrite change, String lead) {
        return confirming(title, change, lead, "");
    }

    /** @param reason the reason the field holds to start with, e.g. the one typed before a conflict */
    public static CustomDialog<Optional<String>> confirming(
            String title, ItemWrite change, String lead, String reason) {
        return look -> new ChangeDialog(change, lead, reason).show(look, title);
    }

    private Optional<String> show(DialogLook look, String title) {
        Dialog<String> dialog = look.apply(new Dialog<>(), title, "change-dialog-pane");
        dialog.setHeaderText(WriteQuestion.question(plan));
        dialog.getDialogPane().setContent(Views.load("/fxml/dialogs/ChangeDialog.fxml", this));
        reason.setText(typedReason);
        return askReason(dialog, WriteQuestion.verb(plan), reason);
    }

    /**
     * Shows a write's confirmation: {@code verb} writes, enabled once {@code reason} holds one, and Cancel.
     *
     * @return the reason, or empty when cancelled
     */
    public static Optional<String> askReason(Dialog<String> dialog, String verb, TextField reason) {
        ButtonType write = new ButtonType(verb, ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().addAll(write, ButtonType.CANCEL);
        Button ok = (Button) dialog.getDialogPane().lookupButton(write);
        ok.setId("confirmWrite");
        ok.getStyleClass().add("accent");
        ok.disableProperty()
                .bind(reason.textProperty()
                        .map(t -> !DeleteConfirmation.hasReason(t))
                        .orElse(true));
        dialog.setResultConverter(button -> button == write ? reason.getText().strip() : null);
        dialog.setOnShown(e -> reason.requestFocus());
        return dialog.showAndWait();
    }

    /** How the summary names the attributes the user's write sets: a create sets them, a revert restores them. */
    private String typedWords() {
        if (plan.revert()) {
            return "restored";
        }
        return plan.kind() == Write.Kind.CREATE ? "set" : "you changed";
    }

    @FXML
    private void initialize() {
        if (plan instanceof CreditAdjustment credit) {
            summary.setText(creditWords(credit));
            for (javafx.scene.Node attributeByAttribute : List.of(diffTable, legend)) {
                attributeByAttribute.setVisible(false);
                attributeByAttribute.setManaged(false);
            }
            return;
        }
        summary.setText((lead.isEmpty() ? "" : lead + "\n\n") + DiffRow.summary(rows, typedWords()));

        diffTable.getItems().setAll(rows);
        ChangeDialog.fitRows(diffTable, 14);
        showDiff(diffTable, attributeColumn, kindColumn, beforeColumn, afterColumn);
    }

    /** Sets a diff table's columns and marks its rows as derived, added, removed or changed. */
    public static void showDiff(
            TableView<DiffRow> diffTable,
            TableColumn<DiffRow, String> attributeColumn,
            TableColumn<DiffRow, String> kindColumn,
            TableColumn<DiffRow, String> beforeColumn,
            TableColumn<DiffRow, String> afterColumn) {
        attributeColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().attribute()));
        kindColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(
                c.getValue().kind().word() + (c.getValue().derived() ? " (derived)" : "")));
        beforeColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().before()));
        afterColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().after()));
        beforeColumn.setCellFactory(col -> valueCell());
        afterColumn.setCellFactory(col -> valueCell());
        diffTable.setRowFactory(table -> new TableRow<>() {
            @Override
            protected void updateItem(DiffRow row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(DERIVED, !empty && row != null && row.derived());
                pseudoClassStateChanged(ADDED, !empty && row != null && row.kind() == DiffRow.Kind.ADDED);
                pseudoClassStateChanged(REMOVED, !empty && row != null && row.kind() == DiffRow.Kind.REMOVED);
                pseudoClassStateChanged(CHANGED, !empty && row != null && row.kind() == DiffRow.Kind.CHANGED);
            }
        });
    }

    /** A credit adjustment adds to the balance as it is when written, so there is no after-image to show. */
    private static String creditWords(CreditAdjustment credit) {
        String balance = credit.entity()
                .credit()
                .map(c -> Labels.humanize(c.balanceAttribute()))
                .orElse("The balance");
        String amount = credit.amount().signum() >= 0
                ? "+" + credit.amount().toPlainString()
                : credit.amount().toPlainString();
        return balance + " changes by " + amount + " from whatever it is when the adjustment is written: adjustments"
                + " made meanwhile add up, and the balance never goes below its floor.";
    }

    /** Makes a table as tall as its rows (within 2 and {@code max}), so short diffs are not mostly blank. */
    public static void fitRows(TableView<?> table, int max) {
        table.setFixedCellSize(28);
        int rows = Math.max(2, Math.min(max, table.getItems().size()));
        table.setPrefHeight(42 + 28 * rows + 2.0);
    }

    /** A cell that shows a value in full in its tooltip (values can be long JSON). */
    public static <R> TableCell<R, String> valueCell() {
        return textCell(text -> text);
    }

    public static <R> TableCell<R, String> textCell(Function<String, String> tooltip) {
        TableCell<R, String> cell = new TableCell<>() {
            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                setText(empty ? null : text);
                setTooltip(empty || text == null || text.isEmpty() ? null : new Tooltip(tooltip.apply(text)));
            }
        };
        cell.getStyleClass().add("value-cell");
        return cell;
    }
}
