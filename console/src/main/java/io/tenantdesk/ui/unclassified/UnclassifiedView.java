package io.tenantdesk.ui.unclassified;

import io.tenantdesk.ui.common.ExportMenu;
import io.tenantdesk.ui.common.KeyboardStart;
import io.tenantdesk.ui.common.ListKeys;
import io.tenantdesk.ui.common.Shortcuts;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.common.Views;
import io.tenantdesk.ui.rows.RowListControls;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;

/** Binds {@link UnclassifiedViewModel} to {@code fxml/unclassified/Unclassified.fxml}. */
public final class UnclassifiedView {

    private final UnclassifiedViewModel viewModel;

    @FXML
    private Label tableLabel;

    @FXML
    private ComboBox<String> tableChoice;

    @FXML
    private TextField quickFilter;

    @FXML
    private Label countsLabel;

    @FXML
    private Button cancelButton;

    @FXML
    private MenuButton exportButton;

    @FXML
    private Label readLabel;

    @FXML
    private TableView<UnclassifiedRowViewModel> table;

    @FXML
    private TableColumn<UnclassifiedRowViewModel, String> tableColumn;

    @FXML
    private TableColumn<UnclassifiedRowViewModel, String> entityColumn;

    @FXML
    private TableColumn<UnclassifiedRowViewModel, String> reasonColumn;

    @FXML
    private TableColumn<UnclassifiedRowViewModel, String> keysColumn;

    @FXML
    private TableColumn<UnclassifiedRowViewModel, String> itemColumn;

    @FXML
    private Label placeholder;

    @FXML
    private Label statusLabel;

    @FXML
    private Label messageLabel;

    public UnclassifiedView(UnclassifiedViewModel viewModel) {
        this.viewModel = viewModel;
    }

    public Parent load() {
        Parent root = Views.load("/fxml/unclassified/Unclassified.fxml", this);
        root.getStylesheets().add(Stylesheets.url("/styles/entitylist.css"));
        ListKeys.install(
                root, quickFilter, table, exportButton, viewModel::load, viewModel::open, viewModel::copyAsJson);
        return root;
    }

    @FXML
    private void initialize() {
        tableLabel.setLabelFor(tableChoice);
        KeyboardStart.mark(table);
        tableChoice.setItems(viewModel.tables());
        tableChoice.valueProperty().bindBidirectional(viewModel.tableProperty());
        tableChoice.setOnAction(e -> viewModel.load());
        RowListControls.bind(viewModel.list(), quickFilter, cancelButton, statusLabel, messageLabel);
        countsLabel.textProperty().bind(viewModel.countsText());
        readLabel.textProperty().bind(viewModel.readDescriptionProperty());
        ExportMenu.fill(
                exportButton,
                "Shown items",
                viewModel.list().shownCount(),
                "All found items",
                viewModel.list().loadedRows(),
                viewModel::export);
        MenuItem importCorrections = new MenuItem();
        importCorrections.setId("importCorrections");
        importCorrections.setMnemonicParsing(false); // table names hold underscores
        importCorrections.textProperty().bind(viewModel.importText());
        importCorrections.disableProperty().bind(viewModel.importDisabled());
        importCorrections.setOnAction(e -> viewModel.importCorrections());
        exportButton.getItems().addAll(new SeparatorMenuItem(), importCorrections);

        column(tableColumn, UnclassifiedRowViewModel::table);
        column(entityColumn, r -> r.entity().isEmpty() ? "—" : r.entity());
        column(reasonColumn, UnclassifiedRowViewModel::reason);
        column(keysColumn, UnclassifiedRowViewModel::keys);
        column(itemColumn, UnclassifiedRowViewModel::json);
        reasonColumn.setCellFactory(c -> new TooltipCell());
        itemColumn.setCellFactory(c -> new TooltipCell());
        table.setItems(viewModel.list().rows());
        viewModel.list().comparatorProperty().bind(table.comparatorProperty());
        table.setSortPolicy(t -> true);
        table.setRowFactory(t -> {
            TableRow<UnclassifiedRowViewModel> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                    viewModel.open(row.getItem());
                }
            });
            return row;
        });
        table.setContextMenu(contextMenu());
        placeholder.textProperty().bind(viewModel.placeholderText());
    }

    private static void column(
            TableColumn<UnclassifiedRowViewModel, String> column, Function<UnclassifiedRowViewModel, String> value) {
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
    }

    private ContextMenu contextMenu() {
        // No accelerators: a context menu's accelerators act on the whole scene; the table's key handler does the work.
        MenuItem open = new MenuItem("Open (Enter)");
        open.setOnAction(e -> selected().ifPresent(viewModel::open));
        MenuItem raw = new MenuItem("Edit raw (DynamoDB JSON)");
        raw.setId("editRaw");
        raw.setOnAction(e -> selected().ifPresent(viewModel::editRaw));
        MenuItem copy = new MenuItem(Shortcuts.named("Copy as JSON", Shortcuts.COPY));
        copy.setOnAction(e -> selected().ifPresent(viewModel::copyAsJson));
        ContextMenu menu = new ContextMenu(open, raw, copy);
        menu.setOnShowing(e -> {
            Optional<UnclassifiedRowViewModel> row = selected();
            open.setDisable(row.isEmpty());
            open.setText(
                    row.map(r -> r.loaded().entity().isPresent()).orElse(true)
                            ? "Open (Enter)"
                            : "Open in the raw editor (Enter)");
            raw.setDisable(row.isEmpty());
            copy.setDisable(row.isEmpty());
        });
        return menu;
    }

    private Optional<UnclassifiedRowViewModel> selected() {
        return Optional.ofNullable(table.getSelectionModel().getSelectedItem());
    }

    @FXML
    private void reload() {
        viewModel.load();
    }

    @FXML
    private void cancel() {
        viewModel.list().cancel();
    }

    /** Long text (reasons, JSON) in full as the cell's tooltip. */
    private static final class TooltipCell extends TableCell<UnclassifiedRowViewModel, String> {
        @Override
        protected void updateItem(String text, boolean empty) {
            super.updateItem(text, empty);
            setText(empty ? null : text);
            setTooltip(empty || text == null || text.isEmpty() ? null : new Tooltip(text));
        }
    }
}
