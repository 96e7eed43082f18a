package io.tenantdesk.ui.journal;

import io.tenantdesk.ui.common.FullText;
import io.tenantdesk.ui.common.KeyboardStart;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.common.Views;
import io.tenantdesk.ui.dialogs.DiffRow;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;

/** Binds {@link JournalViewModel} to {@code fxml/journal/Journal.fxml}. */
public final class JournalView {

    /** An unreadable line is tinted as the lists tint an item with a problem. */
    private static final PseudoClass UNREADABLE = PseudoClass.getPseudoClass("problem");
    /** A line that stands for a whole batch. */
    private static final PseudoClass BATCH = PseudoClass.getPseudoClass("batch");

    private final JournalViewModel viewModel;

    @FXML
    private TextField tenantFilter;

    @FXML
    private ComboBox<String> entityFilter;

    @FXML
    private TextField keyFilter;

    @FXML
    private CheckBox showAttempts;

    @FXML
    private CheckBox everywhere;

    @FXML
    private TableColumn<JournalRow, String> whereColumn;

    @FXML
    private Label revertHint;

    @FXML
    private Button olderButton;

    @FXML
    private Button revertButton;

    @FXML
    private Button revertBatchButton;

    @FXML
    private Button finishMoveButton;

    @FXML
    private Button openButton;

    @FXML
    private TableView<JournalRow> entries;

    @FXML
    private TableColumn<JournalRow, String> timeColumn;

    @FXML
    private TableColumn<JournalRow, String> operationColumn;

    @FXML
    private TableColumn<JournalRow, String> entityColumn;

    @FXML
    private TableColumn<JournalRow, String> keyColumn;

    @FXML
    private TableColumn<JournalRow, String> tenantColumn;

    @FXML
    private TableColumn<JournalRow, String> reasonColumn;

    @FXML
    private TableColumn<JournalRow, String> actorColumn;

    @FXML
    private TableColumn<JournalRow, String> outcomeColumn;

    @FXML
    private TableView<DiffRow> diff;

    @FXML
    private TableColumn<DiffRow, String> attributeColumn;

    @FXML
    private TableColumn<DiffRow, String> beforeColumn;

    @FXML
    private TableColumn<DiffRow, String> afterColumn;

    @FXML
    private Label status;

    @FXML
    private Label diffNote;

    public JournalView(JournalViewModel viewModel) {
        this.viewModel = viewModel;
    }

    public Parent load() {
        Parent root = Views.load("/fxml/journal/Journal.fxml", this);
        root.getStylesheets().addAll(Stylesheets.url("/styles/entitylist.css"), Stylesheets.url("/styles/journal.css"));
        return root;
    }

    @FXML
    private void initialize() {
        tenantFilter.textProperty().bindBidirectional(viewModel.tenantFilterProperty());
        entityFilter.setItems(FXCollections.observableArrayList(viewModel.entityChoices()));
        entityFilter.valueProperty().bindBidirectional(viewModel.entityFilterProperty());
        keyFilter.textProperty().bindBidirectional(viewModel.keyFilterProperty());
        if (viewModel.itemHistory()) {
            tenantFilter.setDisable(true);
            entityFilter.setDisable(true);
            keyFilter.setDisable(true);
        }
        entries.setItems(viewModel.rows());
        KeyboardStart.mark(entries);
        entries.setRowFactory(t -> {
            TableRow<JournalRow> line = new TableRow<>() {
                @Override
                protected void updateItem(JournalRow row, boolean empty) {
                    super.updateItem(row, empty);
                    pseudoClassStateChanged(UNREADABLE, !empty && row != null && row.unreadable());
                    pseudoClassStateChanged(BATCH, !empty && row != null && row.batch());
                }
            };
            line.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && !line.isEmpty()) {
                    viewModel.toggle(line.getItem());
                }
            });
            return line;
        });
        entries.setOnKeyPressed(e -> {
            JournalRow row = entries.getSelectionModel().getSelectedItem();
            if (row != null
                    && row.batch()
                    && (e.getCode() == KeyCode.ENTER
                            || e.getCode() == KeyCode.RIGHT && !viewModel.expanded(row)
                            || e.getCode() == KeyCode.LEFT && viewModel.expanded(row))) {
                viewModel.toggle(row);
                e.consume();
            }
        });
        viewModel.selectedProperty().addListener((obs, old, now) -> {
            if (now != null && now != entries.getSelectionModel().getSelectedItem()) {
                entries.getSelectionModel().select(now);
            }
        });
        text(timeColumn, JournalRow::time);
        text(operationColumn, JournalRow::operation);
        text(entityColumn, JournalRow::entity);
        text(keyColumn, JournalRow::key);
        text(tenantColumn, JournalRow::tenant);
        text(reasonColumn, JournalRow::reason);
        text(actorColumn, JournalRow::actor);
        text(outcomeColumn, JournalRow::outcome);
        text(whereColumn, JournalRow::where);
        whereColumn.visibleProperty().bind(viewModel.everywhereProperty());
        everywhere.selectedProperty().bindBidirectional(viewModel.everywhereProperty());
        everywhere.setTooltip(new Tooltip("Unchecked, the journal lists only what was written on " + viewModel.here()));
        entries.getSelectionModel()
                .selectedItemProperty()
                .addListener((obs, old, now) -> viewModel.selectedProperty().set(now));
        diff.setItems(viewModel.diff());
        diff.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(DiffRow row, boolean empty) {
                super.updateItem(row, empty);
                getStyleClass().remove("derived");
                if (!empty && row != null && row.derived()) {
                    getStyleClass().add("derived");
                }
            }
        });
        diffText(attributeColumn, r -> r.attribute() + (r.derived() ? "  (set by the console)" : ""));
        diffText(beforeColumn, r -> r.kind() == DiffRow.Kind.ADDED ? "(absent)" : r.before());
        diffText(afterColumn, r -> r.kind() == DiffRow.Kind.REMOVED ? "(absent)" : r.after());
        revertButton.disableProperty().bind(viewModel.canRevert().not());
        showAttempts.selectedProperty().bindBidirectional(viewModel.showAttemptsProperty());
        revertHint
                .textProperty()
                .bind(Bindings.when(viewModel.selectedProperty().isNull())
                        .then("")
                        .otherwise(viewModel.revertHintProperty()));
        Tooltip why = new Tooltip();
        why.textProperty().bind(viewModel.revertHintProperty());
        revertHint.setTooltip(why);
        afterColumn.textProperty().bind(viewModel.afterHeadingProperty());
        diffNote.textProperty().bind(viewModel.diffNoteProperty());
        revertBatchButton.visibleProperty().bind(viewModel.canRevertBatch());
        revertBatchButton.managedProperty().bind(revertBatchButton.visibleProperty());
        finishMoveButton.visibleProperty().bind(viewModel.canFinishMove());
        finishMoveButton.managedProperty().bind(finishMoveButton.visibleProperty());
        openButton.disableProperty().bind(viewModel.selectedProperty().isNull());
        status.textProperty().bind(viewModel.statusProperty());
        olderButton.visibleProperty().bind(viewModel.olderProperty());
        olderButton.managedProperty().bind(viewModel.olderProperty());
        olderButton.disableProperty().bind(viewModel.progress().runningProperty());
    }

    private static void text(TableColumn<JournalRow, String> column, Function<JournalRow, String> value) {
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        column.setCellFactory(c -> FullText.cell());
    }

    private static void diffText(TableColumn<DiffRow, String> column, Function<DiffRow, String> value) {
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        column.setCellFactory(c -> FullText.cell());
    }

    @FXML
    private void revert() {
        viewModel.revert();
    }

    @FXML
    private void revertBatch() {
        viewModel.revertBatch();
    }

    @FXML
    private void finishMove() {
        viewModel.finishMove();
    }

    @FXML
    private void loadOlder() {
        viewModel.loadOlder();
    }

    @FXML
    private void openItem() {
        viewModel.openItem();
    }
}
