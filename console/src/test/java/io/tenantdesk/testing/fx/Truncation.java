package io.tenantdesk.testing.fx;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Text;

/**
 * What laid-out text shows cut: a label or cell whose drawn text is not its whole text (JavaFX draws "GSI1…" for
 * "GSI1PK" when it does not fit). For the FX thread, after a layout.
 */
public final class Truncation {

    private Truncation() {}

    /** True when {@code labeled} draws less than its text. */
    public static boolean cut(Labeled labeled) {
        String whole = labeled.getText();
        if (whole == null || whole.isEmpty() || !labeled.isVisible()) {
            return false;
        }
        Node drawn = labeled.lookup(".text");
        return drawn instanceof Text text && !whole.equals(text.getText());
    }

    /** The texts of {@code column}'s cells in {@code table} that are drawn cut. */
    public static List<String> cutCells(TableView<?> table, TableColumn<?, ?> column) {
        return table.lookupAll(".table-cell").stream()
                .filter(n -> n instanceof TableCell<?, ?> cell && cell.getTableColumn() == column)
                .map(n -> (Labeled) n)
                .filter(Truncation::cut)
                .map(Labeled::getText)
                .toList();
    }
}
