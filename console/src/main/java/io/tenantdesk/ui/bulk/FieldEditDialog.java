package io.tenantdesk.ui.bulk;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.ui.common.DialogLook;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/** Asks which field to correct on many items, and whether to set it to a value or shift a date or time by a duration. */
final class FieldEditDialog {

    private final List<AttributeSpec> fields;

    FieldEditDialog(List<AttributeSpec> fields) {
        this.fields = fields;
    }

    Optional<BulkDialogs.FieldEdit> show(DialogLook look, String title) {
        Dialog<BulkDialogs.FieldEdit> dialog = look.apply(new Dialog<>(), title, "field-edit-pane");
        dialog.setHeaderText("Which field, and how?");
        ComboBox<AttributeSpec> field = new ComboBox<>();
        field.setId("bulkField");
        field.setConverter(new StringConverter<>() {
            @Override
            public String toString(AttributeSpec spec) {
                return spec == null ? "" : spec.displayLabel();
            }

            @Override
            public AttributeSpec fromString(String label) {
                return fields.stream()
                        .filter(f -> f.displayLabel().equals(label))
                        .findFirst()
                        .orElse(null);
            }
        });
        field.getItems().setAll(fields);
        field.getSelectionModel().selectFirst();
        ToggleGroup how = new ToggleGroup();
        RadioButton set = new RadioButton("Set to this value");
        set.setId("bulkSet");
        RadioButton shift = new RadioButton("Shift a date or time by (e.g. 30d, -2h, 1w)");
        shift.setId("bulkShift");
        set.setToggleGroup(how);
        shift.setToggleGroup(how);
        set.setSelected(true);
        TextField text = new TextField();
        text.setId("bulkValue");
        text.promptTextProperty()
                .bind(shift.selectedProperty().map(s -> s ? "30d" : "the new value, as the form takes it"));
        VBox body = new VBox(8, new Label("Field"), field, set, shift, text, note());
        body.getStyleClass().add("td-dialog-body");
        body.setPrefWidth(480);
        dialog.getDialogPane().setContent(body);
        ButtonType next = new ButtonType("Preview…", ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().addAll(next, ButtonType.CANCEL);
        Button ok = (Button) dialog.getDialogPane().lookupButton(next);
        ok.setId("previewBatch");
        ok.disableProperty()
                .bind(text.textProperty().isEmpty().or(field.valueProperty().isNull()));
        dialog.setResultConverter(b -> b == next
                ? new BulkDialogs.FieldEdit(
                        field.getValue().name(),
                        shift.isSelected(),
                        text.getText().strip())
                : null);
        dialog.setOnShown(e -> text.requestFocus());
        return dialog.showAndWait();
    }

    private static Label note() {
        Label note = new Label("Nothing is written yet: the next step shows every item's change, checked against the "
                + "design as the form checks it.");
        note.setWrapText(true);
        note.getStyleClass().add("dialog-legend");
        return note;
    }
}
