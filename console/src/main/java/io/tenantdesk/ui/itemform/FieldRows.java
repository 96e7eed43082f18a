package io.tenantdesk.ui.itemform;

import io.tenantdesk.ui.common.HoverTips;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import javafx.css.PseudoClass;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import org.controlsfx.validation.ValidationResult;
import org.controlsfx.validation.ValidationSupport;
import org.controlsfx.validation.Validator;

/**
 * The form's fields as grid rows: a label (marked while changed, its tooltip the field's description), the field's
 * editor, and its hint below; the field's violations show through a ControlsFX decoration and the editor's tooltip.
 */
final class FieldRows {

    private static final PseudoClass INVALID = PseudoClass.getPseudoClass("invalid");
    private static final PseudoClass CHANGED = PseudoClass.getPseudoClass("changed");

    private final FieldEditors editors;
    private final ValidationSupport validation = new ValidationSupport();
    private final Map<String, Control> inputs = new LinkedHashMap<>();

    FieldRows(FieldEditors editors) {
        this.editors = editors;
    }

    /** The input control of a field. */
    Optional<Control> input(String field) {
        return Optional.ofNullable(inputs.get(field));
    }

    ValidationSupport validation() {
        return validation;
    }

    /** Adds the field at {@code row} of {@code grid}; returns the next free row. */
    int add(GridPane grid, int row, FieldViewModel field) {
        FieldEditors.Editor editor = editors.create(field);
        Control input = editor.input();
        inputs.put(field.name(), input);
        Label label = new Label(field.label());
        label.getStyleClass().add("field-label");
        label.setLabelFor(input);
        label.setMinWidth(Label.USE_PREF_SIZE);
        HoverTips.set(label, field.description(), Tooltip::new);
        field.changedProperty().addListener((obs, was, now) -> label.pseudoClassStateChanged(CHANGED, now));
        Label hint = new Label();
        hint.getStyleClass().add("field-hint");
        hint.textProperty().bind(field.hintProperty());
        hint.visibleProperty().bind(field.hintProperty().isNotEmpty());
        hint.managedProperty().bind(hint.visibleProperty());
        grid.add(label, 0, row);
        grid.add(editor.node(), 1, row);
        grid.add(hint, 1, row + 1);
        Validator<Object> validator = (control, value) ->
                ValidationResult.fromErrorIf(control, field.messageProperty().get(), field.invalid());
        validation.registerValidator(
                input, field.spec().required() && field.editableProperty().get(), validator);
        Runnable show = () -> {
            input.pseudoClassStateChanged(INVALID, field.invalid());
            String about = field.description();
            String text =
                    field.invalid() ? field.messageProperty().get() + (about.isEmpty() ? "" : "\n\n" + about) : about;
            input.setAccessibleHelp(text.isEmpty() ? null : text);
            if (field.invalid()) {
                input.setTooltip(new Tooltip(text));
            } else {
                HoverTips.set(input, text, Tooltip::new);
            }
            validation.revalidate(input);
        };
        field.messageProperty().addListener((obs, was, now) -> show.run());
        show.run();
        return row + 2;
    }
}
