package io.tenantdesk.ui.tenant;

import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.common.FullText;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.common.Views;
import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/** Binds {@link TenantOverviewViewModel} to {@code fxml/tenant/TenantOverview.fxml}; each section is a small table. */
public final class TenantOverviewView {

    private static final int VISIBLE_ROWS = 8;
    private static final int ROW_HEIGHT = 28;
    /** The column headers' height in the Primer theme at the console's font size. */
    private static final int HEADER_HEIGHT = 40;

    private final TenantOverviewViewModel viewModel;

    @FXML
    private Label heading;

    @FXML
    private Button openTenantButton;

    @FXML
    private GridPane fields;

    @FXML
    private Label notes;

    @FXML
    private VBox sections;

    public TenantOverviewView(TenantOverviewViewModel viewModel) {
        this.viewModel = viewModel;
    }

    public Parent load() {
        Parent root = Views.load("/fxml/tenant/TenantOverview.fxml", this);
        root.getStylesheets().add(Stylesheets.url("/styles/tenant.css"));
        return root;
    }

    @FXML
    private void initialize() {
        heading.textProperty().bind(viewModel.headingProperty());
        notes.textProperty().bind(viewModel.notesProperty());
        notes.managedProperty().bind(notes.textProperty().isNotEmpty());
        openTenantButton.disableProperty().bind(viewModel.tenantProperty().isNull());
        viewModel.fields().addListener((ListChangeListener<TenantOverviewViewModel.Field>) c -> showFields());
        viewModel.sections().addListener((ListChangeListener<TenantOverviewViewModel.Section>) c -> showSections());
        showFields();
        showSections();
    }

    @FXML
    private void openTenantItem() {
        viewModel.openTenantItem();
    }

    private void showFields() {
        fields.getChildren().clear();
        int row = 0;
        for (TenantOverviewViewModel.Field field : viewModel.fields()) {
            Label label = new Label(field.label());
            label.getStyleClass().add("field-label");
            Label value = new Label(field.problem() == null ? field.value() : field.value() + "  ⚠");
            value.setWrapText(true);
            if (field.problem() != null) {
                value.setTooltip(new Tooltip(field.problem()));
            }
            fields.addRow(row++, label, value);
        }
    }

    private void showSections() {
        sections.getChildren().clear();
        for (TenantOverviewViewModel.Section section : viewModel.sections()) {
            TableView<Integer> table = table(section);
            Hyperlink asList = new Hyperlink("Open as a list");
            asList.setOnAction(e -> viewModel.openList(section));
            VBox body = new VBox(4, table, asList);
            if (section.problem() != null) {
                Label problem = new Label("⚠ " + section.problem());
                problem.setWrapText(true);
                problem.getStyleClass().add("section-problem");
                body.getChildren().add(0, problem);
            }
            TitledPane pane = new TitledPane(section.title(), body);
            pane.getStyleClass().add("tenant-section");
            pane.setId("section-" + section.entity().name());
            sections.getChildren().add(pane);
        }
    }

    private TableView<Integer> table(TenantOverviewViewModel.Section section) {
        TableView<Integer> table = new TableView<>();
        List<String> columns = section.columns();
        for (int c = 0; c < columns.size(); c++) {
            int column = c;
            TableColumn<Integer, String> col = new TableColumn<>(columns.get(c));
            col.setCellValueFactory(cell -> new ReadOnlyStringWrapper(
                    section.cells().get(cell.getValue()).get(column)));
            col.setCellFactory(cell -> FullText.cell());
            if (section.entity()
                    .attribute(section.entity().fieldNames().get(c))
                    .map(a -> a.type() == AttributeType.NUMBER)
                    .orElse(false)) {
                col.getStyleClass().add("numeric");
            }
            col.setPrefWidth(150);
            col.setMinWidth(80);
            table.getColumns().add(col);
        }
        for (int r = 0; r < section.rows().size(); r++) {
            table.getItems().add(r);
        }
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        table.setFixedCellSize(ROW_HEIGHT);
        table.setPrefHeight(HEADER_HEIGHT
                + ROW_HEIGHT * Math.min(VISIBLE_ROWS, Math.max(1, section.rows().size()))
                + 4);
        table.setRowFactory(t -> {
            TableRow<Integer> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                    open(section, row.getItem());
                }
            });
            return row;
        });
        table.setOnKeyPressed(e -> {
            Integer selected = table.getSelectionModel().getSelectedItem();
            if (e.getCode() == KeyCode.ENTER && selected != null) {
                open(section, selected);
            }
        });
        return table;
    }

    private void open(TenantOverviewViewModel.Section section, int index) {
        EntityRow row = section.rows().get(index);
        viewModel.open(row);
    }
}
