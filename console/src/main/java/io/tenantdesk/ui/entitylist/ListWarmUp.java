package io.tenantdesk.ui.entitylist;

import io.tenantdesk.ui.common.ProblemBadgeCell;
import io.tenantdesk.ui.common.Stylesheets;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.scene.Scene;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.StackPane;

/**
 * Lays out, off screen, a table shaped like an entity list: the status badge, plain, numeric, key and TTL cells,
 * a row with a problem and one without, under the style sheets of the window it will appear in. The classes, skins
 * and style sheets a first list needs are then loaded before anyone opens one. FX thread only.
 */
public final class ListWarmUp {

    private record Sample(String text, boolean problem) {}

    /**
     * Lays the table out once, in a scene of its own with {@code window}'s style sheets; nothing is shown.
     *
     * @return the rows laid out with a sample in them
     */
    public int run(Scene window) {
        TableView<Sample> table = new TableView<>(
                FXCollections.observableArrayList(new Sample("acme", false), new Sample("globex expired", true)));
        table.setId("entityListTable");
        table.setTableMenuButtonVisible(true);
        TableColumn<Sample, Sample> status = new TableColumn<>("⚠");
        status.getStyleClass().add("status-column");
        status.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        status.setCellFactory(c -> new ProblemBadgeCell<>(s -> s.problem() ? Optional.of(s.text()) : Optional.empty()));
        table.getColumns().add(status);
        table.getColumns().addAll(List.of(column("key-field"), column("numeric"), column("")));
        TableColumn<Sample, String> ttl = column("");
        ttl.setCellFactory(c -> new EntityListView.TtlCell<>());
        table.getColumns().add(ttl);
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(Sample item, boolean empty) {
                super.updateItem(item, empty);
                pseudoClassStateChanged(EntityListView.PROBLEM, !empty && item != null && item.problem());
            }
        });
        StackPane root = new StackPane(table);
        root.getStylesheets().add(Stylesheets.url(EntityListView.STYLES));
        Scene offScreen = new Scene(root, Math.max(640, window.getWidth()), 240);
        offScreen.getStylesheets().setAll(window.getStylesheets());
        root.applyCss();
        root.layout();
        return (int) table.lookupAll(".table-row-cell").stream()
                .filter(n -> n instanceof TableRow<?> row && !row.isEmpty())
                .count();
    }

    private static TableColumn<Sample, String> column(String styleClass) {
        TableColumn<Sample, String> column = new TableColumn<>("column");
        if (!styleClass.isEmpty()) {
            column.getStyleClass().add(styleClass);
        }
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().text()));
        return column;
    }
}
