package io.tenantdesk.ui.common;

import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.InvalidationListener;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * Keeps a table column at least as wide as its header and its widest text, so a short word of a small table (a key
 * name, its role, an outcome) is never cut to "GSI1…" when the table is narrow; the table scrolls sideways instead.
 * Measured in the font the column's cells are drawn in, again whenever the rows change.
 */
public final class ColumnFit {

    /** Cell padding and a little room, in pixels. */
    private static final double ROOM = 22;

    private ColumnFit() {}

    /** @param text what a row shows in the column */
    public static <R> void toText(TableColumn<R, ?> column, Function<R, String> text) {
        InvalidationListener fit = o -> fit(column, text);
        Consumer<TableView<R>> follow = table -> {
            table.getItems().addListener(fit);
            table.needsLayoutProperty().addListener((obs, was, now) -> fit(column, text));
        };
        if (column.getTableView() != null) {
            follow.accept(column.getTableView());
        }
        column.tableViewProperty().addListener((obs, was, table) -> {
            if (table != null) {
                follow.accept(table);
                fit(column, text);
            }
        });
        fit(column, text);
    }

    private static <R> void fit(TableColumn<R, ?> column, Function<R, String> text) {
        if (column.getTableView() == null) {
            return;
        }
        Font font = fontOf(column);
        Text probe = new Text(column.getText());
        probe.setFont(Font.font(
                Font.getDefault().getFamily(),
                FontWeight.BOLD,
                Font.getDefault().getSize()));
        double widest = probe.getLayoutBounds().getWidth();
        probe.setFont(font);
        for (R row : column.getTableView().getItems()) {
            String shown = text.apply(row);
            if (shown != null && !shown.isEmpty()) {
                probe.setText(shown);
                widest = Math.max(widest, probe.getLayoutBounds().getWidth());
            }
        }
        double wanted = Math.ceil(widest + ROOM);
        if (column.getMinWidth() != wanted) {
            column.setMinWidth(wanted);
        }
    }

    /** The font a cell of the column is drawn in, once one is laid out; the default font before. */
    private static Font fontOf(TableColumn<?, ?> column) {
        return column.getTableView().lookupAll(".table-cell").stream()
                .filter(n -> n instanceof TableCell<?, ?> cell && cell.getTableColumn() == column)
                .map(n -> ((TableCell<?, ?>) n).getFont())
                .findFirst()
                .orElse(Font.getDefault());
    }
}
