package io.tenantdesk.ui.dialogs;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.common.CustomDialog;
import io.tenantdesk.ui.common.DialogLook;
import io.tenantdesk.ui.common.Views;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;

/** The conflict dialog: the user's version and the current one side by side, differences highlighted. */
public final class ConflictDialog {

    static final PseudoClass DIFFERS = PseudoClass.getPseudoClass("differs");

    private final Optional<EntityRow> current;
    private final List<ConflictRow> rows;

    @FXML
    private Label message;

    @FXML
    private TableView<ConflictRow> conflictTable;

    @FXML
    private TableColumn<ConflictRow, String> attributeColumn;

    @FXML
    private TableColumn<ConflictRow, String> mineColumn;

    @FXML
    private TableColumn<ConflictRow, String> theirsColumn;

    @FXML
    private Label legend;

    private ConflictDialog(EntityDef entity, Item mine, Optional<EntityRow> current) {
        this.current = current;
        this.rows = ConflictRow.of(entity, mine, current);
    }

    /** Shows the user's version beside the item as it is now (or says it was deleted) and asks what to do. */
    public static CustomDialog<ConflictChoice> resolving(
            String title, EntityDef entity, Item mine, Optional<EntityRow> current) {
        return resolving(
                title,
                current.isEmpty()
                        ? "Someone deleted this item after you loaded it. Nothing was written."
                        : "Someone changed this item after you loaded it. Nothing was written.",
                entity,
                mine,
                current);
    }

    /** @param header what happened, above the two versions */
    public static CustomDialog<ConflictChoice> resolving(
            String title, String header, EntityDef entity, Item mine, Optional<EntityRow> current) {
        return look -> new ConflictDialog(entity, mine, current).show(look, title, header);
    }

    private ConflictChoice show(DialogLook look, String title, String header) {
        Dialog<ConflictChoice> dialog = look.apply(new Dialog<>(), title, "conflict-dialog-pane");
        boolean deleted = current.isEmpty();
        dialog.setHeaderText(header);
        dialog.getDialogPane().setContent(Views.load("/fxml/dialogs/ConflictDialog.fxml", this));
        ButtonType theirs = new ButtonType(deleted ? "Accept the deletion" : "Take theirs", ButtonBar.ButtonData.LEFT);
        ButtonType mine =
                new ButtonType(deleted ? "Create it again with mine" : "Re-apply mine", ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType("Keep editing", ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().addAll(theirs, mine, cancel);
        ((Button) dialog.getDialogPane().lookupButton(theirs)).setId("takeTheirs");
        ((Button) dialog.getDialogPane().lookupButton(mine)).setId("reapplyMine");
        ((Button) dialog.getDialogPane().lookupButton(cancel)).setId("keepEditing");
        dialog.setResultConverter(button -> button == theirs
                ? ConflictChoice.TAKE_THEIRS
                : button == mine ? ConflictChoice.REAPPLY_MINE : ConflictChoice.CANCEL);
        return dialog.showAndWait().orElse(ConflictChoice.CANCEL);
    }

    @FXML
    private void initialize() {
        long differing = rows.stream().filter(ConflictRow::differs).count();
        message.setText(
                current.isEmpty()
                        ? "The item is gone. You can create it again from your version, or accept that it was deleted."
                        : differing + (differing == 1 ? " attribute differs" : " attributes differ")
                                + " between your version and the item as it is now.");
        legend.setText("Take theirs discards your edits and shows the current item. Re-apply mine puts the fields "
                + "you changed on top of the current item and shows the diff again. Keep editing changes nothing.");
        if (current.isEmpty()) {
            theirsColumn.setText("Current version (deleted)");
        }
        conflictTable.getItems().setAll(rows);
        ChangeDialog.fitRows(conflictTable, 14);
        attributeColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().attribute()));
        mineColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().mine()));
        theirsColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().theirs()));
        mineColumn.setCellFactory(col -> ChangeDialog.valueCell());
        theirsColumn.setCellFactory(col -> ChangeDialog.valueCell());
        conflictTable.setRowFactory(table -> new TableRow<>() {
            @Override
            protected void updateItem(ConflictRow row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(DIFFERS, !empty && row != null && row.differs());
            }
        });
    }
}
