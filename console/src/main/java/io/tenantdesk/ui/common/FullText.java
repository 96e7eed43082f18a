package io.tenantdesk.ui.common;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringExpression;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableCell;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Tooltip;

/** Text that may be cut to fit shows in full in a tooltip. */
public final class FullText {

    private FullText() {}

    /** Gives {@code label} a tooltip that always holds its whole text (none while the text is empty). */
    public static void onHover(Labeled label) {
        onHover(label, label.textProperty());
    }

    /** Gives a one-line field, read-only or not, a tooltip that holds its whole text when it scrolls out of sight. */
    public static void onHover(TextInputControl field) {
        onHover(field, field.textProperty());
    }

    private static void onHover(Control control, StringExpression text) {
        Tooltip tooltip = wrapped(null);
        tooltip.textProperty().bind(text);
        control.tooltipProperty()
                .bind(Bindings.when(text.isEmpty()).then((Tooltip) null).otherwise(tooltip));
    }

    /** A table cell showing a text, and the whole text in a tooltip once hovered. */
    public static <R> TableCell<R, String> cell() {
        return new TableCell<>() {
            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                setText(empty ? null : text);
                HoverTips.set(this, empty ? null : text, FullText::wrapped);
            }
        };
    }

    private static Tooltip wrapped(String text) {
        Tooltip tooltip = new Tooltip(text);
        tooltip.setWrapText(true);
        tooltip.setMaxWidth(640);
        return tooltip;
    }
}
