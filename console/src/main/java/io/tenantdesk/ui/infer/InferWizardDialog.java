package io.tenantdesk.ui.infer;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.common.ValueText;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.event.ActionEvent;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.cell.CheckBoxListCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Window;

/**
 * Binds {@link InferWizardViewModel}: the tables to pick and the draft's id on the left; the proposed entities, the
 * selected one's keys, notes and sample items (secrets masked) on the right; progress and Cancel above; Save below.
 */
public final class InferWizardDialog {

    static final ButtonType SAVE = new ButtonType("Save…", ButtonBar.ButtonData.OK_DONE);
    private static final PseudoClass INVALID = PseudoClass.getPseudoClass("invalid");
    private static final int SAMPLE_COLUMNS = 12;

    private final InferWizardViewModel viewModel;
    private final ValueText values;

    public InferWizardDialog(InferWizardViewModel viewModel, ValueText values) {
        this.viewModel = viewModel;
        this.values = values;
    }

    /** The dialog, not yet shown; {@code preselected} tables are picked once listed. */
    public Dialog<Void> create(Window owner, Set<String> preselected) {
        Dialog<Void> dialog = new Dialog<>();
        if (owner != null) {
            dialog.initOwner(owner);
            dialog.initModality(Modality.WINDOW_MODAL);
        }
        dialog.setTitle("Draft a descriptor from tables");
        dialog.setHeaderText("Draft a descriptor from the connection's tables: pick them, check every guess, save.");
        dialog.setResizable(true);
        dialog.getDialogPane()
                .getStylesheets()
                .addAll(
                        Stylesheets.THEME,
                        Stylesheets.url("/styles/dialogs.css"),
                        Stylesheets.url("/styles/infer.css"));
        dialog.getDialogPane().getStyleClass().addAll("td-dialog", "infer-wizard");
        dialog.getDialogPane().setId("inferWizard");
        dialog.getDialogPane().setPrefSize(980, 600);

        SplitPane split = new SplitPane(picking(), proposal());
        split.setDividerPositions(0.3);
        VBox.setVgrow(split, Priority.ALWAYS);
        dialog.getDialogPane().setContent(new VBox(10, status(), split));

        dialog.getDialogPane().getButtonTypes().addAll(SAVE, ButtonType.CLOSE);
        Button save = (Button) dialog.getDialogPane().lookupButton(SAVE);
        save.setId("saveDraft");
        save.disableProperty().bind(viewModel.canSave().not());
        save.addEventFilter(ActionEvent.ACTION, e -> {
            e.consume();
            viewModel.save();
        });
        viewModel.savedProperty().addListener((obs, was, file) -> {
            if (file != null) {
                dialog.close();
            }
        });
        dialog.setOnHidden(e -> viewModel.cancel());
        viewModel.loadTables(preselected);
        return dialog;
    }

    private HBox status() {
        Label message = new Label();
        message.setId("inferMessage");
        message.setWrapText(true);
        message.textProperty().bind(viewModel.messageProperty());
        ProgressBar progress = new ProgressBar();
        progress.setId("inferProgress");
        progress.progressProperty().bind(viewModel.progressProperty());
        Button cancel = new Button("Cancel");
        cancel.setId("cancelDraft");
        cancel.setOnAction(e -> viewModel.cancel());
        var busy = viewModel
                .stepProperty()
                .isEqualTo(InferWizardViewModel.Step.DRAFTING)
                .or(viewModel.stepProperty().isEqualTo(InferWizardViewModel.Step.LISTING));
        progress.visibleProperty().bind(busy);
        cancel.visibleProperty().bind(viewModel.stepProperty().isEqualTo(InferWizardViewModel.Step.DRAFTING));
        HBox.setHgrow(message, Priority.ALWAYS);
        message.setMaxWidth(Double.MAX_VALUE);
        HBox box = new HBox(10, message, progress, cancel);
        box.getStyleClass().add("infer-status");
        return box;
    }

    private VBox picking() {
        ListView<InferWizardViewModel.TableChoice> tables = new ListView<>(viewModel.tables());
        tables.setId("inferTables");
        tables.setCellFactory(CheckBoxListCell.forListView(
                InferWizardViewModel.TableChoice::chosen, new javafx.util.StringConverter<>() {
                    @Override
                    public String toString(InferWizardViewModel.TableChoice choice) {
                        return choice == null ? "" : choice.name();
                    }

                    @Override
                    public InferWizardViewModel.TableChoice fromString(String text) {
                        throw new UnsupportedOperationException();
                    }
                }));
        tables.setPlaceholder(new Label("No tables listed yet."));
        VBox.setVgrow(tables, Priority.ALWAYS);
        TextField id = new TextField();
        id.setId("draftId");
        id.textProperty().bindBidirectional(viewModel.platformIdProperty());
        Label idProblem = new Label();
        idProblem.getStyleClass().add("infer-id-problem");
        idProblem.setWrapText(true);
        idProblem.textProperty().bind(viewModel.idProblemProperty());
        idProblem.visibleProperty().bind(viewModel.idProblemProperty().isNotNull());
        idProblem.managedProperty().bind(idProblem.visibleProperty());
        viewModel
                .idProblemProperty()
                .addListener((obs, was, problem) -> id.pseudoClassStateChanged(INVALID, problem != null));
        Button draft = new Button("Draft");
        draft.setId("draftNow");
        draft.setDefaultButton(true);
        draft.disableProperty().bind(viewModel.canDraft().not());
        draft.setOnAction(e -> viewModel.draft());
        VBox box = new VBox(6, heading("Tables"), tables, heading("Platform id"), id, idProblem, draft);
        box.getStyleClass().add("infer-pane");
        return box;
    }

    private SplitPane proposal() {
        ListView<InferWizardViewModel.EntityPreview> entities = new ListView<>(viewModel.entities());
        entities.setId("draftEntities");
        entities.setPlaceholder(new Label("The proposed entities show here once drafted."));
        entities.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(InferWizardViewModel.EntityPreview e, boolean empty) {
                super.updateItem(e, empty);
                setText(
                        empty || e == null
                                ? null
                                : e.name() + "  ·  " + e.table() + "  ·  "
                                        + e.keys().values().stream().collect(Collectors.joining(" / ")) + "  ·  "
                                        + e.samples().size() + " sampled");
            }
        });
        TextArea keys = new TextArea();
        keys.setId("draftEntityNotes");
        keys.setEditable(false);
        keys.setWrapText(true);
        keys.setPrefRowCount(4);
        keys.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> {
                            InferWizardViewModel.EntityPreview e =
                                    entities.getSelectionModel().getSelectedItem();
                            return e == null ? String.join("\n", viewModel.notes()) : String.join("\n", e.notes());
                        },
                        entities.getSelectionModel().selectedItemProperty(),
                        viewModel.notes()));
        TableView<Item> samples = new TableView<>();
        samples.setId("draftSamples");
        samples.setPlaceholder(new Label("Select an entity to see the items it takes."));
        samples.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        entities.getSelectionModel().selectedItemProperty().addListener((obs, was, e) -> showSamples(samples, e));
        viewModel.entities().addListener((javafx.collections.ListChangeListener<InferWizardViewModel.EntityPreview>)
                c -> {
                    if (!viewModel.entities().isEmpty()) {
                        entities.getSelectionModel().selectFirst();
                    }
                });
        VBox top = new VBox(6, heading("Proposed entities"), entities);
        VBox.setVgrow(entities, Priority.ALWAYS);
        VBox bottom = new VBox(6, heading("Notes on the guesses"), keys, heading("Sample items"), samples);
        VBox.setVgrow(samples, Priority.ALWAYS);
        top.getStyleClass().add("infer-pane");
        bottom.getStyleClass().add("infer-pane");
        SplitPane right = new SplitPane(top, bottom);
        right.setOrientation(Orientation.VERTICAL);
        right.setDividerPositions(0.4);
        return right;
    }

    private void showSamples(TableView<Item> samples, InferWizardViewModel.EntityPreview preview) {
        samples.getColumns().clear();
        if (preview == null) {
            samples.getItems().clear();
            return;
        }
        EntityDef entity = preview.entity();
        List<String> columns = new ArrayList<>(preview.keys().keySet());
        entity.fieldNames().stream()
                .filter(f -> !columns.contains(f))
                .filter(f -> entity.attribute(f).map(AttributeSpec::stored).orElse(true))
                .forEach(columns::add);
        String ttl = entity.table().ttlAttributeIfAny().orElse(null);
        for (String name : columns.subList(0, Math.min(SAMPLE_COLUMNS, columns.size()))) {
            TableColumn<Item, String> column = new TableColumn<>(name);
            AttributeSpec spec = entity.attribute(name).orElse(null);
            column.setCellValueFactory(row -> new ReadOnlyStringWrapper(row.getValue()
                    .get(name)
                    .map(v -> values.cell(spec, v, name.equals(ttl)))
                    .orElse("")));
            column.setPrefWidth(140);
            samples.getColumns().add(column);
        }
        samples.getItems().setAll(preview.samples());
    }

    private static Label heading(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("infer-heading");
        return label;
    }
}
