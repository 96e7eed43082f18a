package io.tenantdesk.ui.itemform;

import io.tenantdesk.ui.common.HoverTips;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.DatePicker;
import javafx.scene.control.ListCell;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TextFormatter;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * Makes the control that fits a field's kind and binds it to the field's text: a choice for enums, a
 * (tri-state when optional) check box for booleans, a date picker, a numeric field, a JSON editor with
 * pretty-printing, a masked box for secrets. The control never holds state of its own.
 */
final class FieldEditors {

    /** What the form lays out for one field: the input control (validated and disabled as a whole) and its node. */
    record Editor(Control input, Node node) {}

    private static final String NOT_SET = "(not set)";

    private final Supplier<Instant> now;

    FieldEditors(Supplier<Instant> now) {
        this.now = now;
    }

    Editor create(FieldViewModel field) {
        Editor editor;
        if (field.kind() == FieldKind.SECRET || !field.valueEditable()) {
            editor = shown(field);
        } else if (field.role() == FieldViewModel.Role.DERIVED) {
            editor = derived(field);
        } else {
            editor = switch (field.kind()) {
                case ENUM -> choice(field);
                case BOOLEAN -> checkBox(field);
                case DATE -> date(field);
                case TIMESTAMP -> timestamp(field);
                case NUMBER, EPOCH -> number(field);
                case JSON, STRUCTURED -> json(field);
                default -> text(field);
            };
            editor.input().disableProperty().bind(field.editableProperty().not());
        }
        editor.input().setId("field-" + field.name());
        editor.input().getStyleClass().add("field-input");
        return editor;
    }

    private static Editor text(FieldViewModel field) {
        TextField text = new TextField();
        text.setPromptText(field.prompt());
        text.textProperty().bindBidirectional(field.textProperty());
        return new Editor(text, text);
    }

    private static Editor number(FieldViewModel field) {
        TextField text = new TextField();
        text.setPromptText(field.prompt());
        text.getStyleClass().add("numeric");
        text.setMaxWidth(260);
        UnaryOperator<TextFormatter.Change> digits =
                change -> change.getText().chars().allMatch(c -> Character.isDigit(c) || "+-.eE ".indexOf(c) >= 0)
                        ? change
                        : null;
        text.setTextFormatter(new TextFormatter<>(digits));
        text.textProperty().bindBidirectional(field.textProperty());
        return new Editor(text, text);
    }

    private static Editor choice(FieldViewModel field) {
        if (field.spec().openEnum()) {
            return suggestions(field);
        }
        ComboBox<String> box = new ComboBox<>();
        List<String> items = new ArrayList<>();
        if (!field.spec().required()) {
            items.add("");
        }
        items.addAll(field.spec().enumValues());
        String current = field.currentText();
        if (!items.contains(current)) {
            items.add(current);
        }
        box.getItems().setAll(items);
        box.setButtonCell(new ChoiceCell());
        box.setCellFactory(list -> new ChoiceCell());
        box.setValue(current);
        box.setMaxWidth(Double.MAX_VALUE);
        box.valueProperty().addListener((obs, was, now) -> field.textProperty().set(now == null ? "" : now));
        field.textProperty().addListener((obs, was, now) -> {
            String text = now == null ? "" : now;
            if (!box.getItems().contains(text)) {
                box.getItems().add(text);
            }
            box.setValue(text);
        });
        return new Editor(box, box);
    }

    /** An open enum: its values are offered, and anything may be typed. */
    private static Editor suggestions(FieldViewModel field) {
        ComboBox<String> box = new ComboBox<>();
        box.setEditable(true);
        box.getItems().setAll(field.spec().enumValues());
        box.setPromptText(field.prompt());
        box.setMaxWidth(Double.MAX_VALUE);
        box.getEditor().textProperty().bindBidirectional(field.textProperty());
        box.valueProperty().addListener((obs, was, now) -> {
            if (now != null) {
                field.textProperty().set(now);
            }
        });
        return new Editor(box, box);
    }

    private static Editor checkBox(FieldViewModel field) {
        CheckBox check = new CheckBox();
        boolean optional = !field.spec().required();
        check.setAllowIndeterminate(optional);
        Runnable fromText = () -> {
            String text = field.currentText().trim();
            check.setIndeterminate(optional && text.isEmpty());
            check.setSelected(text.equals("true"));
            check.setText(check.isIndeterminate() ? NOT_SET : text.isEmpty() ? "false" : text);
        };
        fromText.run();
        ChangeListener<Boolean> toText = (obs, was, now) -> {
            String text = optional && check.isIndeterminate() ? "" : Boolean.toString(check.isSelected());
            if (!text.equals(field.currentText())) {
                field.textProperty().set(text);
            }
        };
        check.selectedProperty().addListener(toText);
        check.indeterminateProperty().addListener(toText);
        field.textProperty().addListener((obs, was, now) -> fromText.run());
        return new Editor(check, check);
    }

    private static Editor date(FieldViewModel field) {
        DatePicker picker = new DatePicker();
        picker.setEditable(true);
        picker.setPromptText(field.prompt());
        picker.setConverter(new StringConverter<>() {
            @Override
            public String toString(LocalDate date) {
                return date == null ? field.currentText() : date.toString();
            }

            @Override
            public LocalDate fromString(String text) {
                return parseDate(text);
            }
        });
        picker.setValue(parseDate(field.currentText()));
        picker.getEditor().textProperty().bindBidirectional(field.textProperty());
        field.textProperty().addListener((obs, was, now) -> {
            if (!picker.getEditor().isFocused()) {
                picker.setValue(parseDate(now));
            }
        });
        return new Editor(picker, picker);
    }

    private static LocalDate parseDate(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return LocalDate.parse(text.trim());
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    /**
     * A timestamp shows in the console's time zone; focused, the field holds the stored value to edit (the hint
     * under it names the stored value too).
     */
    private Editor timestamp(FieldViewModel field) {
        TextField text = new TextField();
        text.setPromptText(field.prompt());
        Runnable show = () -> text.setText(text.isFocused() ? field.currentText() : field.shownText());
        text.textProperty().addListener((obs, was, now) -> {
            if (text.isFocused()) {
                field.textProperty().set(now);
            }
        });
        field.textProperty().addListener((obs, was, now) -> {
            if (!text.isFocused() || !now.equals(text.getText())) {
                show.run();
            }
        });
        text.focusedProperty().addListener((obs, was, focused) -> show.run());
        show.run();
        Button stamp = new Button("Now");
        HoverTips.set(stamp, "Put the current time (UTC) in the field", Tooltip::new);
        stamp.setOnAction(e -> field.textProperty()
                .set(now.get().truncatedTo(ChronoUnit.SECONDS).toString()));
        stamp.disableProperty().bind(field.editableProperty().not());
        stamp.setFocusTraversable(false);
        HBox.setHgrow(text, Priority.ALWAYS);
        HBox box = new HBox(6, text, stamp);
        return new Editor(text, box);
    }

    private static Editor json(FieldViewModel field) {
        TextArea area = new TextArea();
        area.getStyleClass().add("json-editor");
        area.setPrefRowCount(rowsFor(field.currentText()));
        area.textProperty().addListener((obs, was, now) -> area.setPrefRowCount(rowsFor(now)));
        area.setWrapText(false);
        area.setPromptText(field.kind() == FieldKind.STRUCTURED ? structuredPrompt(field) : "{ }");
        area.textProperty().bindBidirectional(field.textProperty());
        Button pretty = new Button("Pretty-print");
        pretty.setId("pretty-" + field.name());
        pretty.setFocusTraversable(false);
        pretty.disableProperty().bind(field.editableProperty().not());
        pretty.setOnAction(e -> field.prettyPrint());
        VBox box = new VBox(4, area, new HBox(pretty));
        return new Editor(area, box);
    }

    /** Enough rows for the JSON, within reason: 3 to 14. */
    private static int rowsFor(String text) {
        int lines = text == null ? 1 : (int) text.chars().filter(c -> c == '\n').count() + 1;
        return Math.min(14, Math.max(3, lines));
    }

    private static String structuredPrompt(FieldViewModel field) {
        return switch (field.spec().type()) {
            case MAP -> "{\"key\": \"value\"}";
            case STRING_SET -> "[\"a\", \"b\"]";
            default -> "[ ]";
        };
    }

    /** A value the form never edits in clear: a secret (masked) or one the editor cannot express. */
    private static Editor shown(FieldViewModel field) {
        Control input;
        if (field.kind() == FieldKind.SECRET || !field.kind().isJson()) {
            TextField box = new TextField();
            box.textProperty().bind(field.displayTextProperty());
            box.getStyleClass().add(field.kind() == FieldKind.SECRET ? "secret" : "read-only-value");
            input = box;
        } else {
            TextArea area = new TextArea();
            area.textProperty().bind(field.displayTextProperty());
            area.setPrefRowCount(4);
            area.getStyleClass().addAll("json-editor", "read-only-value");
            input = area;
        }
        ((javafx.scene.control.TextInputControl) input).setEditable(false);
        input.setFocusTraversable(false);
        input.setDisable(true);
        return new Editor(input, input);
    }

    /** What writes set: shown as every view shows it (a timestamp in local time); the hint says who sets it. */
    private static Editor derived(FieldViewModel field) {
        TextField box = new TextField();
        box.textProperty().bind(Bindings.createStringBinding(field::shownText, field.textProperty()));
        box.setEditable(false);
        box.setDisable(true);
        box.getStyleClass().add("derived-value");
        return new Editor(box, box);
    }

    /** Shows the empty choice as "(not set)". */
    private static final class ChoiceCell extends ListCell<String> {
        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : item.isEmpty() ? NOT_SET : item);
        }
    }
}
