package io.tenantdesk.ui.entitylist;

import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.ui.common.ExportMenu;
import io.tenantdesk.ui.common.FullText;
import io.tenantdesk.ui.common.KeyboardStart;
import io.tenantdesk.ui.common.ListKeys;
import io.tenantdesk.ui.common.ProblemBadgeCell;
import io.tenantdesk.ui.common.Shortcuts;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.common.Views;
import io.tenantdesk.ui.rows.RowListControls;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.StackPane;
import javafx.util.Duration;

/**
 * Binds {@link EntityListViewModel} to {@code fxml/entitylist/EntityList.fxml}: builds a column per field (plus
 * the status badge), hands sorting to the view-model, and maps keys ({@link ListKeys}), menus and a
 * double-click on a row to its commands.
 */
public final class EntityListView {

    static final PseudoClass PROBLEM = PseudoClass.getPseudoClass("problem");
    static final String STYLES = "/styles/entitylist.css";
    private static final Duration RELATIVE_TIMES_REFRESH = Duration.seconds(15);

    private final EntityListViewModel viewModel;
    private final Map<TableColumn<EntityRowViewModel, ?>, Integer> columnIndex = new IdentityHashMap<>();
    /** Shows the rows on screen again now and then, so that countdowns and ages stay true. */
    private final Timeline clockTick = new Timeline();

    private ScopeBarView scopeBar;

    @FXML
    private StackPane scopeBarHolder;

    @FXML
    private Label scanBadge;

    @FXML
    private Label readLabel;

    @FXML
    private TextField quickFilter;

    @FXML
    private ToggleButton problemsOnly;

    @FXML
    private Label countsLabel;

    @FXML
    private Button cancelButton;

    @FXML
    private MenuButton exportButton;

    @FXML
    private Button newButton;

    @FXML
    private TableView<EntityRowViewModel> table;

    @FXML
    private Label placeholder;

    @FXML
    private Label statusLabel;

    @FXML
    private Label messageLabel;

    public EntityListView(EntityListViewModel viewModel) {
        this.viewModel = viewModel;
    }

    public Parent load() {
        Parent root = Views.load("/fxml/entitylist/EntityList.fxml", this);
        root.getStylesheets().add(Stylesheets.url(STYLES));
        ListKeys.install(
                root,
                quickFilter,
                table,
                exportButton,
                viewModel::load,
                r -> viewModel.actions().open(r.row()),
                viewModel::copyAsJson);
        return root;
    }

    @FXML
    private void initialize() {
        scopeBar = new ScopeBarView(
                viewModel.scopeBar(), () -> viewModel.scopeProperty().get());
        scopeBarHolder.getChildren().setAll(scopeBar.load());
        scopeBarHolder.setVisible(!viewModel.hasSource());
        scopeBarHolder.setManaged(!viewModel.hasSource());

        readLabel.textProperty().bind(viewModel.readDescriptionProperty());
        FullText.onHover(readLabel);
        scanBadge.visibleProperty().bind(viewModel.fullScanProperty());
        scanBadge.managedProperty().bind(scanBadge.visibleProperty());

        RowListControls.bind(viewModel.list(), quickFilter, cancelButton, statusLabel, messageLabel);
        problemsOnly.selectedProperty().bindBidirectional(viewModel.problemsOnlyProperty());
        countsLabel.textProperty().bind(viewModel.countsText());

        ExportMenu.fill(
                exportButton,
                "Shown rows",
                viewModel.list().shownCount(),
                "All loaded rows",
                viewModel.list().loadedRows(),
                viewModel::export);
        MenuItem importCorrections = new MenuItem("Import corrections…");
        importCorrections.setId("importCorrections");
        importCorrections.setDisable(!viewModel.actions().canWrite());
        importCorrections.setOnAction(e -> viewModel.corrections().importCorrections());
        exportButton.getItems().addAll(new SeparatorMenuItem(), importCorrections);

        newButton.setText("New " + EntityNames.inSentence(viewModel.entity()));
        newButton.setDisable(!viewModel.actions().canWrite());
        if (!viewModel.actions().canWrite()) {
            newButton.setTooltip(new Tooltip("The connection is read-only"));
        }

        buildTable();
        KeyboardStart.mark(table);
        if (viewModel.hasRelativeTimes()) {
            clockTick.getKeyFrames().setAll(new KeyFrame(RELATIVE_TIMES_REFRESH, e -> table.refresh()));
            clockTick.setCycleCount(Animation.INDEFINITE);
            clockTick.play();
        }
        placeholder.textProperty().bind(viewModel.placeholderText());
    }

    private void buildTable() {
        table.setItems(viewModel.list().rows());
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        table.getColumns().add(statusColumn());
        List<ListColumn> columns = viewModel.columns();
        for (int i = 0; i < columns.size(); i++) {
            table.getColumns().add(column(columns.get(i), i));
        }
        table.setSortPolicy(t -> {
            viewModel.sortBy(sortOrders());
            return true;
        });
        table.setRowFactory(t -> row());
        table.setContextMenu(contextMenu());
    }

    private TableColumn<EntityRowViewModel, EntityRowViewModel> statusColumn() {
        TableColumn<EntityRowViewModel, EntityRowViewModel> status = new TableColumn<>("⚠");
        status.setId("col-status");
        status.setPrefWidth(38);
        status.setReorderable(false);
        status.getStyleClass().add("status-column");
        status.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        status.setCellFactory(c -> new ProblemBadgeCell<>(EntityRowViewModel::problemText));
        columnIndex.put(status, SortOrder.STATUS);
        return status;
    }

    private TableColumn<EntityRowViewModel, String> column(ListColumn spec, int index) {
        TableColumn<EntityRowViewModel, String> column = new TableColumn<>(spec.label());
        column.setId("col-" + spec.field());
        column.setPrefWidth(spec.width());
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(
                spec.relativeTime()
                        ? viewModel.currentText(c.getValue(), index)
                        : c.getValue().text(index)));
        if (spec.numeric()) {
            column.getStyleClass().add("numeric");
        }
        if (spec.keyField()) {
            column.getStyleClass().add("key-field");
        }
        if (spec.ttl()) {
            column.setCellFactory(c -> new TtlCell<>());
        }
        columnIndex.put(column, index);
        return column;
    }

    private List<SortOrder> sortOrders() {
        List<SortOrder> orders = new ArrayList<>();
        for (TableColumn<EntityRowViewModel, ?> c : table.getSortOrder()) {
            Integer index = columnIndex.get(c);
            if (index != null) {
                orders.add(new SortOrder(index, c.getSortType() == TableColumn.SortType.ASCENDING));
            }
        }
        return orders;
    }

    private TableRow<EntityRowViewModel> row() {
        TableRow<EntityRowViewModel> row = new TableRow<>() {
            @Override
            protected void updateItem(EntityRowViewModel item, boolean empty) {
                super.updateItem(item, empty);
                pseudoClassStateChanged(PROBLEM, !empty && item != null && item.problem());
            }
        };
        row.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                viewModel.actions().open(row.getItem().row());
            }
        });
        return row;
    }

    private ContextMenu contextMenu() {
        // No accelerators here: a context menu's accelerators are installed on the whole scene, where Enter in
        // a text field or Ctrl+C in another tab would trigger them. The table's key handler does the work.
        MenuItem open = new MenuItem("Open (Enter)");
        open.setOnAction(e -> selected().ifPresent(r -> viewModel.actions().open(r.row())));
        MenuItem raw = new MenuItem("Edit raw (DynamoDB JSON)");
        raw.setId("editRaw");
        raw.setOnAction(e -> selected().ifPresent(r -> viewModel.actions().editRaw(r.row())));
        MenuItem repair = new MenuItem("Repair…");
        repair.setId("repairItem");
        repair.setOnAction(e -> selected().ifPresent(viewModel.corrections()::repair));
        MenuItem history = new MenuItem("History");
        history.setId("itemHistory");
        history.setOnAction(e -> selected().ifPresent(r -> viewModel.actions().history(r.row())));
        MenuItem openTenant = new MenuItem("Open tenant");
        openTenant.setOnAction(
                e -> selected().ifPresent(r -> viewModel.actions().openTenant(r.row())));
        MenuItem copy = new MenuItem(Shortcuts.named("Copy as JSON", Shortcuts.COPY));
        copy.setOnAction(e -> selected().ifPresent(viewModel::copyAsJson));
        MenuItem copyCli = new MenuItem("Copy as AWS CLI command (get-item)");
        copyCli.setOnAction(e -> selected().ifPresent(viewModel::copyAsCliCommand));
        MenuItem console = new MenuItem("Open in the AWS console");
        console.setOnAction(e -> selected().ifPresent(r -> viewModel.actions().openInConsole(r.row())));
        MenuItem duplicate = new MenuItem("Duplicate as new…");
        duplicate.setId("duplicateItem");
        duplicate.setOnAction(e -> selected().ifPresent(r -> viewModel.actions().duplicate(r.row())));
        duplicate.setVisible(viewModel.actions().canWrite());
        MenuItem sameProblem = new MenuItem("Select loaded rows with this problem");
        sameProblem.setId("selectSameProblem");
        sameProblem.setOnAction(e -> selected().ifPresent(r -> selectAll(viewModel.rowsWithProblemOf(r))));
        MenuItem repairMany = new MenuItem("Repair selected…");
        repairMany.setId("repairSelected");
        repairMany.setOnAction(e -> viewModel.corrections().repairMany(selection()));
        MenuItem setField = new MenuItem("Set field of selected…");
        setField.setId("setFieldSelected");
        setField.setOnAction(e -> viewModel.corrections().setFieldOfMany(selection()));
        MenuItem deleteMany = new MenuItem("Delete selected…");
        deleteMany.setId("deleteSelected");
        deleteMany.setOnAction(e -> viewModel.corrections().deleteMany(selection()));
        List<MenuItem> many = List.of(repairMany, setField, deleteMany);
        many.forEach(item -> item.setVisible(viewModel.actions().canWrite()));
        ContextMenu menu = new ContextMenu(
                open,
                raw,
                history,
                openTenant,
                copy,
                copyCli,
                console,
                new SeparatorMenuItem(),
                repair,
                duplicate,
                new SeparatorMenuItem(),
                sameProblem,
                repairMany,
                setField,
                deleteMany);
        menu.setOnShowing(e -> {
            Optional<EntityRowViewModel> row = selected();
            open.setDisable(row.isEmpty());
            open.setText(
                    row.map(r -> viewModel.actions().canOpen(r.row())).orElse(true)
                            ? "Open (Enter)"
                            : "Open in the raw editor (Enter)");
            raw.setDisable(row.isEmpty());
            history.setDisable(
                    row.map(r -> !viewModel.actions().canOpen(r.row())).orElse(true));
            repair.setDisable(
                    row.map(r -> !viewModel.corrections().canRepair(r)).orElse(true));
            Optional<String> tenant = row.flatMap(r -> viewModel.actions().tenantOf(r.row()));
            openTenant.setText(tenant.map(t -> "Open tenant " + t).orElse("Open tenant"));
            openTenant.setDisable(tenant.isEmpty());
            copy.setDisable(row.isEmpty());
            copyCli.setDisable(row.isEmpty());
            console.setVisible(
                    row.flatMap(r -> viewModel.actions().consolePage(r.row())).isPresent());
            duplicate.setDisable(
                    row.map(r -> !viewModel.actions().canDuplicate(r.row())).orElse(true));
            List<EntityRowViewModel> chosen = selection();
            String count = " (" + chosen.size() + ")…";
            int repairable = viewModel.corrections().repairable(chosen).size();
            repairMany.setText("Repair selected (" + repairable + ")…");
            setField.setText("Set field of selected" + count);
            deleteMany.setText("Delete selected" + count);
            many.forEach(item -> item.setDisable(!viewModel.corrections().canEditMany(chosen)));
            repairMany.setDisable(repairable == 0);
            sameProblem.setDisable(row.map(r -> r.row().valid()).orElse(true));
        });
        return menu;
    }

    private List<EntityRowViewModel> selection() {
        return List.copyOf(table.getSelectionModel().getSelectedItems());
    }

    private void selectAll(List<EntityRowViewModel> rows) {
        table.getSelectionModel().clearSelection();
        rows.forEach(table.getSelectionModel()::select);
    }

    private Optional<EntityRowViewModel> selected() {
        return Optional.ofNullable(table.getSelectionModel().getSelectedItem());
    }

    /** Stops type-ahead popups and the clock; the view-model is disposed by the tab. */
    public void dispose() {
        clockTick.stop();
        if (scopeBar != null) {
            scopeBar.dispose();
        }
    }

    @FXML
    private void reload() {
        viewModel.load();
    }

    @FXML
    private void copyReadAsCli() {
        viewModel.copyReadAsCliCommand();
    }

    @FXML
    private void cancel() {
        viewModel.list().cancel();
    }

    @FXML
    private void newItem() {
        viewModel.actions().newItem(viewModel.scopeProperty().get());
    }

    /** A TTL: its date and countdown, marked once expired (DynamoDB deletes such items late, if at all soon). */
    static final class TtlCell<R> extends TableCell<R, String> {
        private static final PseudoClass EXPIRED = PseudoClass.getPseudoClass("expired");

        @Override
        protected void updateItem(String text, boolean empty) {
            super.updateItem(text, empty);
            setText(empty ? null : text);
            pseudoClassStateChanged(EXPIRED, !empty && text != null && text.contains("expired"));
        }
    }
}
