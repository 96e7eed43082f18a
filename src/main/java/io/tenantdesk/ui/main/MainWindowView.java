package io.tenantdesk.ui.main;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.ui.Views;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/** The main window: binds {@link MainWindowViewModel} to {@code fxml/main/MainWindow.fxml}. */
public final class MainWindowView {

    private final MainWindowViewModel viewModel;

    @FXML
    private ComboBox<PlatformDescriptor> platformChoice;
    @FXML
    private Label connectionLabel;
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
    @FXML
    private Label statusLabel;
    @FXML
    private ProgressBar progress;
    @FXML
    private Button cancelButton;

    public MainWindowView(MainWindowViewModel viewModel) {
        this.viewModel = viewModel;
    }

    public Parent load() {
        return Views.load("/fxml/main/MainWindow.fxml", this);
    }

    @FXML
    private void initialize() {
        platformChoice.setItems(viewModel.platforms());
        platformChoice.valueProperty().bindBidirectional(viewModel.selectedPlatformProperty());
        platformChoice.setButtonCell(new PlatformCell());
        platformChoice.setCellFactory(list -> new PlatformCell());
        connectionLabel.textProperty().bind(viewModel.connectionLabelProperty());

        entityTable.setItems(viewModel.entityCounts());
        entityColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().entity()));
        rolesColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().roles()));
        tableColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().table()));
        itemsColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().items()));
        itemsColumn.setCellFactory(col -> new javafx.scene.control.TableCell<>() {
            @Override
            protected void updateItem(Long items, boolean empty) {
                super.updateItem(items, empty);
                setText(empty || items == null ? null : items < 0 ? "…" : String.format("%,d", items));
            }
        });

        statusLabel.textProperty().bind(viewModel.statusProperty());
        progress.visibleProperty().bind(viewModel.busyProperty());
        progress.managedProperty().bind(progress.visibleProperty());
        cancelButton.visibleProperty().bind(viewModel.busyProperty());
        cancelButton.managedProperty().bind(cancelButton.visibleProperty());
    }

    @FXML
    private void cancel() {
        viewModel.cancel();
    }

    /** Shows a platform by its title. */
    private static final class PlatformCell extends ListCell<PlatformDescriptor> {
        @Override
        protected void updateItem(PlatformDescriptor platform, boolean empty) {
            super.updateItem(platform, empty);
            setText(empty || platform == null ? null : platform.title());
        }
    }
}
