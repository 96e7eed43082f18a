package io.tenantdesk.ui.overview;

import io.tenantdesk.ui.common.Views;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;

/** Binds {@link PlatformOverviewViewModel} to {@code fxml/overview/PlatformOverview.fxml}. */
public final class PlatformOverviewView {

    private final PlatformOverviewViewModel viewModel;

    @FXML
    private Label summary;

    @FXML
    private Button countButton;

    @FXML
    private TableView<EntityCountRow> entityTable;

    @FXML
    private TableColumn<EntityCountRow, String> entityColumn;

    @FXML
    private TableColumn<EntityCountRow, String> rolesColumn;

    @FXML
    private TableColumn<EntityCountRow, String> tableColumn;

    @FXML
    private TableColumn<EntityCountRow, Long> itemsColumn;

    public PlatformOverviewView(PlatformOverviewViewModel viewModel) {
        this.viewModel = viewModel;
    }

    public Parent load() {
        return Views.load("/fxml/overview/PlatformOverview.fxml", this);
    }

    @FXML
    private void initialize() {
        summary.textProperty().bind(viewModel.summaryProperty());
        countButton.disableProperty().bind(viewModel.progress().runningProperty());
        entityTable.setItems(viewModel.rows());
        entityColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().label()));
        rolesColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().roles()));
        tableColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().table()));
        itemsColumn.setCellValueFactory(
                c -> new ReadOnlyObjectWrapper<>(c.getValue().items()));
        itemsColumn.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(Long items, boolean empty) {
                super.updateItem(items, empty);
                setText(empty || items == null || items < 0 ? null : String.format("%,d", items));
            }
        });
        entityTable.setRowFactory(t -> {
            TableRow<EntityCountRow> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && !row.isEmpty()) {
                    viewModel.open(row.getItem());
                }
            });
            return row;
        });
        entityTable.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER && entityTable.getSelectionModel().getSelectedItem() != null) {
                viewModel.open(entityTable.getSelectionModel().getSelectedItem());
            }
        });
    }

    @FXML
    private void count() {
        viewModel.count();
    }
}
