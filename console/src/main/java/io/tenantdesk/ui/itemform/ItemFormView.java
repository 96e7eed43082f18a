package io.tenantdesk.ui.itemform;

import impl.org.controlsfx.skin.DecorationPane;
import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.ui.common.ColumnFit;
import io.tenantdesk.ui.common.FieldWords;
import io.tenantdesk.ui.common.FocusAfterWork;
import io.tenantdesk.ui.common.FullText;
import io.tenantdesk.ui.common.HoverTips;
import io.tenantdesk.ui.common.KeyboardStart;
import io.tenantdesk.ui.common.Shortcuts;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.common.Views;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.controlsfx.validation.ValidationSupport;

/**
 * The item form: lays out one editor per field of {@link ItemFormViewModel} and binds it; validation shows
 * through ControlsFX decorations driven by the view-model's per-field violations. Ctrl+S saves, Esc reverts.
 */
public final class ItemFormView {

    private static final PseudoClass CHANGED = PseudoClass.getPseudoClass("changed");
    private static final PseudoClass PROBLEM = PseudoClass.getPseudoClass("problem");
    static final String STYLES = "/styles/itemform.css";

    private final ItemFormViewModel viewModel;

    @FXML
    private HBox saveHolder;

    @FXML
    private Button saveButton;

    @FXML
    private Button revertButton;

    @FXML
    private Button duplicateButton;

    @FXML
    private Button reloadButton;

    @FXML
    private Button rawButton;

    @FXML
    private Button repairButton;

    @FXML
    private Button deleteButton;

    @FXML
    private MenuButton moreButton;

    @FXML
    private MenuItem copyCliItem;

    @FXML
    private MenuItem historyItem;

    @FXML
    private MenuItem consoleItem;

    @FXML
    private Label statusLabel;

    @FXML
    private Label banner;

    @FXML
    private VBox itemProblemsBox;

    @FXML
    private Label itemProblemsLabel;

    @FXML
    private Label entityLabel;

    @FXML
    private GridPane keyGrid;

    @FXML
    private GridPane attributeGrid;

    @FXML
    private TableView<KeyPreview> keyPreviewTable;

    @FXML
    private TableColumn<KeyPreview, String> keyColumn;

    @FXML
    private TableColumn<KeyPreview, String> whereColumn;

    @FXML
    private TableColumn<KeyPreview, String> valueColumn;

    @FXML
    private TableColumn<KeyPreview, String> wasColumn;

    @FXML
    private TableColumn<KeyPreview, String> noteColumn;

    @FXML
    private TitledPane otherPane;

    @FXML
    private TableView<OtherAttribute> otherTable;

    @FXML
    private TableColumn<OtherAttribute, String> otherNameColumn;

    @FXML
    private TableColumn<OtherAttribute, String> otherTypeColumn;

    @FXML
    private TableColumn<OtherAttribute, String> otherValueColumn;

    @FXML
    private Label problemsLabel;

    private final FieldRows fieldRows;

    /** @param clock for the timestamp fields' "Now" */
    public ItemFormView(ItemFormViewModel viewModel, java.time.Clock clock) {
        this.viewModel = viewModel;
        this.fieldRows = new FieldRows(new FieldEditors(clock::instant));
    }

    public Parent load() {
        Parent root = Views.load("/fxml/itemform/ItemForm.fxml", this);
        root.getStylesheets().add(Stylesheets.url(STYLES));
        root.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
        // ControlsFX draws validation marks in the nearest DecorationPane above a field; without one it makes its
        // own the scene's root, re-parenting and re-styling the whole main window. The form brings its own.
        DecorationPane decorations = new DecorationPane();
        decorations.setRoot(root);
        FocusAfterWork.install(decorations, viewModel.busyProperty());
        return decorations;
    }

    /** The input control of a field, e.g. for tests. */
    public Optional<Control> input(String field) {
        return fieldRows.input(field);
    }

    public ValidationSupport validation() {
        return fieldRows.validation();
    }

    @FXML
    private void initialize() {
        entityLabel.setText(EntityNames.singular(viewModel.entity())
                + viewModel.entity().description().map(d -> " — " + d).orElse("") + "   ·   table "
                + viewModel.entity().table().name());
        int keyRow = 0;
        int attributeRow = 0;
        for (FieldViewModel field : viewModel.fields()) {
            boolean key =
                    field.role() == FieldViewModel.Role.PRIMARY_KEY || field.role() == FieldViewModel.Role.INDEX_KEY;
            GridPane grid = key ? keyGrid : attributeGrid;
            int row = key ? keyRow : attributeRow;
            row = fieldRows.add(grid, row, field);
            fieldRows.input(field.name()).ifPresent(KeyboardStart::mark);
            if (key) {
                keyRow = row;
            } else {
                attributeRow = row;
            }
        }
        bindCommands();
        bindPreview();
        bindOthers();
        fieldRows.validation().initInitialDecoration();
    }

    private void bindCommands() {
        saveButton.disableProperty().bind(viewModel.canSaveProperty().not());
        saveButton
                .textProperty()
                .bind(Bindings.when(viewModel.creatingProperty())
                        .then("_Create")
                        .otherwise("_Save"));
        HoverTips.install(saveHolder, () -> {
            Tooltip why = new Tooltip();
            why.textProperty().bind(viewModel.saveHintProperty());
            return why;
        });
        HoverTips.set(
                repairButton,
                "Fix what the design implies for the item's problems, shown as a diff first",
                Tooltip::new);
        HoverTips.set(rawButton, "The item as stored, every attribute as typed DynamoDB JSON", Tooltip::new);
        revertButton.disableProperty().bind(viewModel.dirtyProperty().not().or(viewModel.busyProperty()));
        duplicateButton.disableProperty().bind(viewModel.canDuplicateProperty().not());
        reloadButton.disableProperty().bind(viewModel.creatingProperty().or(viewModel.busyProperty()));
        rawButton.disableProperty().bind(viewModel.creatingProperty().or(viewModel.deletedProperty()));
        repairButton
                .visibleProperty()
                .bind(Bindings.isNotEmpty(viewModel.itemProblems())
                        .and(viewModel.readOnlyProperty().not()));
        repairButton.managedProperty().bind(repairButton.visibleProperty());
        repairButton.disableProperty().bind(viewModel.busyProperty().or(viewModel.deletedProperty()));
        viewModel
                .focusRequestProperty()
                .addListener((obs, was, field) -> input(field).ifPresent(Control::requestFocus));
        javafx.application.Platform.runLater(
                () -> input(viewModel.focusRequestProperty().get()).ifPresent(Control::requestFocus));
        deleteButton.disableProperty().bind(viewModel.canDeleteProperty().not());
        moreButton.setOnShowing(e -> {
            copyCliItem.setDisable(!viewModel.links().stored());
            historyItem.setDisable(viewModel.loadedRow().isEmpty());
            consoleItem.setVisible(viewModel.links().consolePage().isPresent());
        });
        for (javafx.scene.Node write :
                new javafx.scene.Node[] {saveHolder, saveButton, revertButton, duplicateButton, deleteButton}) {
            write.visibleProperty().bind(viewModel.readOnlyProperty().not());
            write.managedProperty().bind(viewModel.readOnlyProperty().not());
        }
        statusLabel.textProperty().bind(viewModel.statusProperty());
        FullText.onHover(statusLabel);
        banner.textProperty().bind(viewModel.bannerProperty());
        banner.visibleProperty().bind(viewModel.bannerProperty().isNotEmpty());
        banner.managedProperty().bind(banner.visibleProperty());
        itemProblemsLabel
                .textProperty()
                .bind(Bindings.createStringBinding(
                        () -> "• " + String.join("\n• ", viewModel.itemProblems()), viewModel.itemProblems()));
        itemProblemsBox.visibleProperty().bind(Bindings.isNotEmpty(viewModel.itemProblems()));
        itemProblemsBox.managedProperty().bind(itemProblemsBox.visibleProperty());
        problemsLabel.textProperty().bind(Bindings.createStringBinding(this::problemsText, viewModel.problems()));
        problemsLabel.visibleProperty().bind(Bindings.isNotEmpty(viewModel.problems()));
        problemsLabel.managedProperty().bind(problemsLabel.visibleProperty());
    }

    private String problemsText() {
        int n = viewModel.problems().size();
        return (n == 1 ? "1 problem" : n + " problems") + " to fix before saving:\n• "
                + String.join("\n• ", viewModel.problems());
    }

    /** A table as tall as its rows (at least two, at most {@code max}), so the form scrolls as one. */
    static void fitRows(TableView<?> table, int max) {
        table.setFixedCellSize(28);
        table.prefHeightProperty()
                .bind(Bindings.createDoubleBinding(
                        () -> 42
                                + 28
                                        * Math.max(
                                                2,
                                                Math.min(max, table.getItems().size()))
                                + 2.0,
                        table.getItems()));
        table.minHeightProperty().bind(table.prefHeightProperty());
    }

    private void bindPreview() {
        keyPreviewTable.setItems(viewModel.keyPreview());
        fitRows(keyPreviewTable, 20);
        keyColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().key()));
        whereColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().where()));
        valueColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().value()));
        wasColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().was()));
        FieldWords words = FieldWords.of(viewModel.entity());
        noteColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(
                c.getValue().note().isEmpty()
                        ? c.getValue()
                                .status()
                                .name()
                                .toLowerCase(java.util.Locale.ROOT)
                                .replace('_', ' ')
                        : words.apply(c.getValue().note())));
        valueColumn.setCellFactory(c -> FullText.cell());
        wasColumn.setCellFactory(c -> FullText.cell());
        noteColumn.setCellFactory(c -> FullText.cell());
        ColumnFit.toText(keyColumn, KeyPreview::key);
        ColumnFit.toText(whereColumn, KeyPreview::where);
        keyPreviewTable.setRowFactory(table -> new TableRow<>() {
            @Override
            protected void updateItem(KeyPreview key, boolean empty) {
                super.updateItem(key, empty);
                pseudoClassStateChanged(CHANGED, !empty && key != null && key.changed());
                pseudoClassStateChanged(PROBLEM, !empty && key != null && key.status() == KeyPreview.Status.PROBLEM);
                HoverTips.set(this, empty || key == null ? null : key.key() + " = " + key.template(), Tooltip::new);
            }
        });
    }

    private void bindOthers() {
        otherTable.setItems(viewModel.otherAttributes());
        fitRows(otherTable, 12);
        otherNameColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().name()));
        otherTypeColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().type()));
        otherValueColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().text()));
        Runnable show = () -> {
            otherPane.setVisible(!viewModel.otherAttributes().isEmpty());
            otherPane.setManaged(otherPane.isVisible());
            otherPane.setText("Other attributes (" + viewModel.otherAttributes().size()
                    + ", not in the descriptor; kept as they are)");
        };
        viewModel.otherAttributes().addListener((ListChangeListener<OtherAttribute>) c -> show.run());
        show.run();
        // Collapsed, the pane shows no table: the table joins the scene (and is styled and skinned) when first
        // expanded.
        if (!otherPane.isExpanded()) {
            otherPane.setContent(null);
            otherPane.expandedProperty().addListener((obs, was, expanded) -> {
                if (expanded && otherPane.getContent() == null) {
                    otherPane.setContent(otherTable);
                }
            });
        }
    }

    private void onKey(KeyEvent event) {
        if (Shortcuts.SAVE.match(event)) {
            event.consume();
            viewModel.save();
        } else if (event.getCode() == KeyCode.ESCAPE && !showingPopup(event)) {
            event.consume();
            viewModel.revert();
        }
    }

    private static boolean showingPopup(KeyEvent event) {
        return event.getTarget() instanceof ComboBoxBase<?> box && box.isShowing();
    }

    @FXML
    private void save() {
        viewModel.save();
    }

    @FXML
    private void revert() {
        viewModel.revert();
    }

    @FXML
    private void duplicate() {
        viewModel.duplicateAsNew();
    }

    @FXML
    private void reload() {
        viewModel.refresh();
    }

    @FXML
    private void repair() {
        viewModel.repair();
    }

    @FXML
    private void editRaw() {
        viewModel.editRaw();
    }

    @FXML
    private void delete() {
        viewModel.delete();
    }

    @FXML
    private void copyCli() {
        viewModel.links().copyCliCommand();
        viewModel.setStatus("Copied an AWS CLI get-item command");
    }

    @FXML
    private void history() {
        viewModel.history();
    }

    @FXML
    private void openInConsole() {
        viewModel.links().openInConsole();
    }
}
