package io.tenantdesk.ui.raw;

import io.tenantdesk.schema.item.DynamoJson;
import io.tenantdesk.ui.common.ColumnFit;
import io.tenantdesk.ui.common.FullText;
import io.tenantdesk.ui.common.KeyboardStart;
import io.tenantdesk.ui.common.Shortcuts;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.common.Views;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;

/** Binds {@link RawItemViewModel} to {@code fxml/raw/RawItem.fxml}. */
public final class RawItemView {

    private static final PseudoClass MISTAKE = PseudoClass.getPseudoClass("mistake");
    private static final PseudoClass MISMATCH = PseudoClass.getPseudoClass("mismatch");
    private static final PseudoClass RECOGNISED = PseudoClass.getPseudoClass("recognised");
    private static final PseudoClass UNRECOGNISED = PseudoClass.getPseudoClass("unrecognised");

    private final RawItemViewModel viewModel;

    @FXML
    private Label helpLabel;

    @FXML
    private Button saveButton;

    @FXML
    private Button revertButton;

    @FXML
    private Button reloadButton;

    @FXML
    private Button formButton;

    @FXML
    private Button deleteButton;

    @FXML
    private Label statusLabel;

    @FXML
    private Label banner;

    @FXML
    private Label recognitionLabel;

    @FXML
    private TextArea jsonArea;

    @FXML
    private Label templatesTitle;

    @FXML
    private TableView<KeyCheck> keyTable;

    @FXML
    private TableColumn<KeyCheck, String> keyColumn;

    @FXML
    private TableColumn<KeyCheck, String> valueColumn;

    @FXML
    private TableColumn<KeyCheck, String> templateColumn;

    @FXML
    private TableColumn<KeyCheck, String> noteColumn;

    @FXML
    private Label problemsTitle;

    @FXML
    private ListView<String> problemList;

    public RawItemView(RawItemViewModel viewModel) {
        this.viewModel = viewModel;
    }

    public Parent load() {
        Parent root = Views.load("/fxml/raw/RawItem.fxml", this);
        root.getStylesheets().add(Stylesheets.url("/styles/raw.css"));
        root.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (Shortcuts.SAVE.match(e)) {
                e.consume();
                viewModel.save();
            }
        });
        return root;
    }

    @FXML
    private void initialize() {
        jsonArea.textProperty().bindBidirectional(viewModel.textProperty());
        KeyboardStart.mark(jsonArea);
        if (!viewModel.readOnly()) {
            helpLabel.setText(helpLabel.getText() + " " + Shortcuts.SAVE.getDisplayText() + " saves.");
        }
        boolean readOnly = viewModel.readOnly();
        jsonArea.editableProperty()
                .bind(viewModel
                        .busyProperty()
                        .not()
                        .and(viewModel.deletedProperty().not())
                        .and(Bindings.createBooleanBinding(() -> !readOnly)));
        saveButton
                .disableProperty()
                .bind(viewModel
                        .dirtyProperty()
                        .not()
                        .or(viewModel.validProperty().not())
                        .or(viewModel.busyProperty()));
        revertButton.disableProperty().bind(viewModel.dirtyProperty().not().or(viewModel.busyProperty()));
        reloadButton.disableProperty().bind(viewModel.busyProperty());
        deleteButton.disableProperty().bind(viewModel.busyProperty().or(viewModel.deletedProperty()));
        for (javafx.scene.Node write : new javafx.scene.Node[] {saveButton, revertButton, deleteButton}) {
            write.setVisible(!readOnly);
            write.setManaged(!readOnly);
        }
        formButton.textProperty().bind(viewModel.formActionProperty());
        formButton
                .visibleProperty()
                .bind(viewModel
                        .formEntityProperty()
                        .isNotNull()
                        .and(viewModel.dirtyProperty().not().or(Bindings.createBooleanBinding(() -> !readOnly))));
        formButton.managedProperty().bind(formButton.visibleProperty());
        formButton
                .disableProperty()
                .bind(viewModel
                        .busyProperty()
                        .or(viewModel
                                .dirtyProperty()
                                .and(viewModel.validProperty().not())));
        statusLabel.textProperty().bind(viewModel.statusProperty());
        FullText.onHover(statusLabel);
        banner.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> viewModel.deletedProperty().get()
                                ? "This item no longer exists: it was deleted."
                                : readOnly ? "Read-only connection: the item can be looked at, not changed." : "",
                        viewModel.deletedProperty()));
        banner.visibleProperty().bind(banner.textProperty().isNotEmpty());
        banner.managedProperty().bind(banner.visibleProperty());
        recognitionLabel.textProperty().bind(viewModel.recognitionProperty());
        viewModel.formEntityProperty().addListener((obs, was, now) -> showRecognition());
        viewModel.mistakes().addListener((ListChangeListener<DynamoJson.Problem>) c -> showRecognition());
        showRecognition();
        bindKeys();
        bindProblems();
    }

    private void showRecognition() {
        boolean reads = viewModel.mistakes().isEmpty();
        recognitionLabel.pseudoClassStateChanged(
                RECOGNISED, reads && viewModel.formEntityProperty().get() != null);
        recognitionLabel.pseudoClassStateChanged(
                UNRECOGNISED, !reads || viewModel.formEntityProperty().get() == null);
        jsonArea.pseudoClassStateChanged(MISTAKE, !reads);
    }

    private void bindKeys() {
        templatesTitle.textProperty().bind(viewModel.templatesTitleProperty());
        keyTable.setItems(viewModel.keyChecks());
        keyTable.setFixedCellSize(26);
        keyTable.prefHeightProperty()
                .bind(Bindings.createDoubleBinding(
                        () -> 40
                                + 26
                                        * Math.max(
                                                2,
                                                Math.min(8, keyTable.getItems().size()))
                                + 2.0,
                        keyTable.getItems()));
        keyTable.minHeightProperty().bind(keyTable.prefHeightProperty());
        keyColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().key()));
        valueColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().value()));
        templateColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().template()));
        noteColumn.setCellValueFactory(
                c -> new ReadOnlyStringWrapper(c.getValue().note()));
        List.of(keyColumn, valueColumn, templateColumn, noteColumn)
                .forEach(column -> column.setCellFactory(c -> FullText.cell()));
        ColumnFit.toText(keyColumn, KeyCheck::key);
        keyTable.setRowFactory(table -> new TableRow<>() {
            @Override
            protected void updateItem(KeyCheck check, boolean empty) {
                super.updateItem(check, empty);
                pseudoClassStateChanged(MISMATCH, !empty && check != null && !check.matches());
                setTooltip(empty || check == null ? null : new Tooltip(check.key() + ": " + check.note()));
            }
        });
    }

    private void bindProblems() {
        Runnable show = () -> {
            List<String> lines = new ArrayList<>();
            viewModel.mistakes().forEach(p -> lines.add(p.toString()));
            lines.addAll(viewModel.designProblems());
            problemList.getItems().setAll(lines);
            problemsTitle.setText(
                    lines.isEmpty()
                            ? "No problems: the item keeps to the design"
                            : viewModel.mistakes().isEmpty()
                                    ? "Rules of the design it breaks (" + lines.size() + ")"
                                    : "Mistakes in the text (" + lines.size() + ")");
        };
        viewModel.mistakes().addListener((ListChangeListener<DynamoJson.Problem>) c -> show.run());
        viewModel.designProblems().addListener((ListChangeListener<String>) c -> show.run());
        show.run();
        problemList.setCellFactory(list -> {
            javafx.scene.control.ListCell<String> cell = new javafx.scene.control.ListCell<>() {
                @Override
                protected void updateItem(String text, boolean empty) {
                    super.updateItem(text, empty);
                    setText(empty ? null : text);
                }
            };
            // As wide as the list (less its scroll bar), so a long rule wraps onto as many lines as it needs.
            cell.setWrapText(true);
            cell.prefWidthProperty().bind(list.widthProperty().subtract(24));
            cell.setMaxWidth(Control.USE_PREF_SIZE);
            cell.setOnMouseClicked(e -> {
                int index = cell.getIndex();
                if (!cell.isEmpty() && index < viewModel.mistakes().size()) {
                    goTo(viewModel.mistakes().get(index));
                }
            });
            return cell;
        });
    }

    /** Puts the caret where a mistake is. */
    private void goTo(DynamoJson.Problem problem) {
        String text = jsonArea.getText();
        int offset = 0;
        for (int line = 1; line < problem.line() && offset >= 0; line++) {
            offset = text.indexOf('\n', offset) + 1;
        }
        jsonArea.requestFocus();
        jsonArea.positionCaret(Math.min(text.length(), Math.max(0, offset) + problem.column() - 1));
    }

    @FXML
    private void save() {
        viewModel.save();
    }

    @FXML
    private void revert() {
        viewModel.revertEdits();
    }

    @FXML
    private void reload() {
        viewModel.reload();
    }

    @FXML
    private void continueInForm() {
        viewModel.continueInForm();
    }

    @FXML
    private void delete() {
        viewModel.delete();
    }
}
