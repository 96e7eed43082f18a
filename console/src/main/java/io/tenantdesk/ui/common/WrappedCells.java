package io.tenantdesk.ui.common;

import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Text;

/**
 * A column whose long texts (why an item was not written) wrap onto as many lines as they need, and a table as tall
 * as its rows then are, within a limit: nothing is cut off at the column's edge. The table's style class
 * {@code wrapped-rows} lets its rows grow (dialogs.css).
 */
public final class WrappedCells {

    private static final double ROW = 28;
    private static final double HEADER = 44;
    /** Cell padding on both sides, in pixels. */
    private static final double PADDING = 16;

    private WrappedCells() {}

    /**
     * Makes {@code column}'s cells wrap, and {@code table} as tall as its rows (at most {@code most} pixels, then it
     * scrolls).
     *
     * @param text what a row shows in the column
     */
    public static <R> void wrap(
            TableView<R> table, TableColumn<R, String> column, Function<R, String> text, double most) {
        column.setCellFactory(c -> cell(column));
        table.setFixedCellSize(-1);
        table.getStyleClass().add("wrapped-rows");
        table.prefHeightProperty()
                .bind(Bindings.createDoubleBinding(
                        () -> Math.min(most, HEADER + rowsHeight(table, column, text)),
                        table.getItems(),
                        column.widthProperty()));
        table.minHeightProperty().bind(table.prefHeightProperty());
    }

    private static <R> TableCell<R, String> cell(TableColumn<R, String> column) {
        Label label = new Label();
        label.setWrapText(true);
        label.prefWidthProperty().bind(column.widthProperty().subtract(PADDING));
        label.setMinHeight(Label.USE_PREF_SIZE);
        TableCell<R, String> cell = new TableCell<>() {
            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                label.setText(empty ? null : text);
                setGraphic(empty ? null : label);
                setText(null);
            }

            /** A row asks its cells' height for no width: the text's, wrapped at the column's. */
            @Override
            protected double computePrefHeight(double width) {
                double wrapped = getGraphic() == null ? 0 : label.prefHeight(column.getWidth() - PADDING) + 10;
                return Math.max(super.computePrefHeight(width), wrapped);
            }
        };
        cell.getStyleClass().add("wrapped-cell");
        return cell;
    }

    /** The rows' heights: one line each, more where the column's text wraps. */
    private static <R> double rowsHeight(TableView<R> table, TableColumn<R, String> column, Function<R, String> text) {
        Text probe = new Text("X");
        double line = probe.getLayoutBounds().getHeight();
        probe.setWrappingWidth(Math.max(40, column.getWidth() - PADDING));
        double total = 0;
        for (R row : table.getItems()) {
            String shown = text.apply(row);
            probe.setText(shown == null || shown.isEmpty() ? " " : shown);
            double lines = Math.round(probe.getLayoutBounds().getHeight() / line);
            total += Math.max(ROW, lines * line + 12);
        }
        return total;
    }
}
