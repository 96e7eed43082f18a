package io.tenantdesk.ui.query;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.SortCondition.Operator;
import io.tenantdesk.ui.common.FullText;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.common.Views;
import io.tenantdesk.ui.entitylist.EntityListView;
import io.tenantdesk.ui.entitylist.EntityListViewModel;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.controlsfx.validation.ValidationResult;
import org.controlsfx.validation.ValidationSupport;
import org.controlsfx.validation.Validator;

/**
 * Binds {@link QueryViewModel} to {@code fxml/query/Query.fxml}: the form with its mistakes marked by ControlsFX
 * decorations, Run disabled with the reason beside it, the request as it will be sent (selectable), the saved
 * queries' menu, and the results as an {@link EntityListView}.
 */
public final class QueryView {

    private static final String STYLES = "/styles/query.css";
    private static final String NO_CONDITION = "any";
    private static final String AUTOMATIC = "Automatic";

    private final QueryViewModel viewModel;
    private final QueryForm form;
    private final ValidationSupport validation = new ValidationSupport();
    private final List<Control> validated = new ArrayList<>();
    private EntityListView resultsView;

    @FXML
    private ComboBox<QueryIndex> indexChoice;

    @FXML
    private MenuButton savedButton;

    @FXML
    private Label partitionLabel;

    @FXML
    private TextField partitionField;

    @FXML
    private Label sortLabel;

    @FXML
    private ComboBox<String> sortOperator;

    @FXML
    private TextField sortField;

    @FXML
    private Label andLabel;

    @FXML
    private TextField sortUpperField;

    @FXML
    private VBox filterRows;

    @FXML
    private ComboBox<String> showAs;

    @FXML
    private Label problemLabel;

    @FXML
    private Button runButton;

    @FXML
    private TextField descriptionField;

    @FXML
    private TextArea cliArea;

    @FXML
    private Label savedMessage;

    @FXML
    private StackPane resultsHolder;

    @FXML
    private Label resultsPlaceholder;

    public QueryView(QueryViewModel viewModel) {
        this.viewModel = viewModel;
        this.form = viewModel.form();
    }

    public Parent load() {
        Parent root = Views.load("/fxml/query/Query.fxml", this);
        root.getStylesheets().add(Stylesheets.url(STYLES));
        return root;
    }

    @FXML
    private void initialize() {
        indexChoice.getItems().setAll(form.indexes());
        indexChoice.valueProperty().bindBidirectional(form.indexProperty());
        indexChoice
                .tooltipProperty()
                .bind(Bindings.createObjectBinding(
                        () -> new Tooltip(
                                form.indexProperty().get() == null
                                        ? ""
                                        : "Keys: " + form.indexProperty().get().keysText()),
                        form.indexProperty()));
        partitionField.textProperty().bindBidirectional(form.partitionValueProperty());
        sortField.textProperty().bindBidirectional(form.sortValueProperty());
        sortUpperField.textProperty().bindBidirectional(form.sortUpperProperty());
        // Enter in a value runs the query; not a default button, whose Enter would reach it from every tab.
        for (TextField value : List.of(partitionField, sortField, sortUpperField)) {
            value.setOnAction(e -> viewModel.run());
        }
        bindSortOperator();
        bindShowAs();
        form.indexProperty().addListener((obs, old, now) -> showKeys());
        showKeys();

        filterRows.managedProperty().bind(Bindings.isNotEmpty(filterRows.getChildren()));
        form.filters().addListener((ListChangeListener<FilterRow>) c -> showFilters());
        showFilters();

        validate(partitionField, () -> form.partitionProblemProperty().get());
        validate(sortField, () -> form.sortProblemProperty().get());
        form.revisionProperty().addListener((obs, old, now) -> validated.forEach(validation::revalidate));

        problemLabel.textProperty().bind(form.problemProperty());
        runButton.disableProperty().bind(form.problemProperty().isNotEmpty());
        runButton
                .tooltipProperty()
                .bind(Bindings.createObjectBinding(
                        () -> new Tooltip(
                                form.problemProperty().get().isEmpty()
                                        ? "Send the query and list its items (Enter)"
                                        : form.problemProperty().get()),
                        form.problemProperty()));
        FullText.onHover(descriptionField);
        descriptionField
                .textProperty()
                .bind(Bindings.when(form.problemProperty().isEmpty())
                        .then(viewModel.descriptionProperty())
                        .otherwise("The query cannot be sent yet: see above."));
        cliArea.textProperty().bind(viewModel.cliCommandProperty());

        savedMessage.textProperty().bind(viewModel.saved().messageProperty());
        savedMessage.managedProperty().bind(viewModel.saved().messageProperty().isNotEmpty());
        viewModel.saved().names().addListener((ListChangeListener<String>) c -> fillSavedMenu());
        fillSavedMenu();

        viewModel.resultsProperty().addListener((obs, old, now) -> showResults(now));
        showResults(viewModel.resultsProperty().get());
    }

    private void bindSortOperator() {
        sortOperator.getItems().add(NO_CONDITION);
        QueryForm.SORT_OPERATORS.forEach(o -> sortOperator.getItems().add(o.symbol()));
        Runnable fromForm = () -> sortOperator.setValue(
                form.sortOperatorProperty().get() == null
                        ? NO_CONDITION
                        : form.sortOperatorProperty().get().symbol());
        form.sortOperatorProperty().addListener((obs, old, now) -> fromForm.run());
        fromForm.run();
        sortOperator
                .valueProperty()
                .addListener((obs, old, now) -> form.sortOperatorProperty()
                        .set(
                                now == null || now.equals(NO_CONDITION)
                                        ? null
                                        : Operator.fromSymbol(now).orElse(null)));
        var hasCondition = form.sortOperatorProperty().isNotNull();
        sortField.disableProperty().bind(hasCondition.not());
        var between = form.sortOperatorProperty().isEqualTo(Operator.BETWEEN);
        for (javafx.scene.Node n : List.of(andLabel, sortUpperField)) {
            n.visibleProperty().bind(between);
        }
        validate(
                sortUpperField,
                () -> form.sortProblemProperty().get().contains("upper bound")
                        ? form.sortProblemProperty().get()
                        : "");
    }

    private void bindShowAs() {
        Runnable choices = () -> {
            List<String> names = new ArrayList<>();
            names.add(AUTOMATIC);
            form.showAsChoices().forEach(e -> names.add(e.name()));
            showAs.getItems().setAll(names);
            showAs.setValue(
                    form.showAsProperty().get() == null
                            ? AUTOMATIC
                            : form.showAsProperty().get().name());
        };
        form.showAsChoices().addListener((ListChangeListener<EntityDef>) c -> choices.run());
        form.showAsProperty().addListener((obs, old, now) -> showAs.setValue(now == null ? AUTOMATIC : now.name()));
        choices.run();
        showAs.valueProperty()
                .addListener((obs, old, now) -> form.showAsProperty()
                        .set(form.showAsChoices().stream()
                                .filter(e -> e.name().equals(now))
                                .findFirst()
                                .orElse(null)));
        showAs.setTooltip(new Tooltip("The entity whose columns list the results; items of another entity are listed "
                + "marked. Automatic: the entity whose key templates the condition matches."));
    }

    private void showKeys() {
        QueryIndex chosen = form.indexProperty().get();
        partitionLabel.setText(
                chosen == null
                        ? ""
                        : chosen.partitionKey().name() + " ("
                                + chosen.partitionKey().type() + ")");
        boolean sorted = chosen != null && chosen.sortKey().isPresent();
        sortLabel.setText(
                sorted
                        ? chosen.sortKey().get().name() + " ("
                                + chosen.sortKey().get().type() + ")"
                        : "no sort key");
        sortOperator.setDisable(!sorted);
    }

    private void showFilters() {
        validated.removeIf(c -> c.getProperties().containsKey(FilterRowView.class));
        filterRows
                .getChildren()
                .setAll(form.filters().stream()
                        .map(f -> {
                            FilterRowView row =
                                    new FilterRowView(f, form.filterableAttributes(), () -> form.removeFilter(f));
                            row.valueField().setOnAction(e -> viewModel.run());
                            validate(row.valueField(), () -> f.problemProperty().get());
                            row.valueField().getProperties().put(FilterRowView.class, f);
                            return row.node();
                        })
                        .toList());
    }

    private void validate(Control control, java.util.function.Supplier<String> problem) {
        Validator<Object> validator = (c, value) -> {
            String wrong = problem.get();
            return ValidationResult.fromErrorIf(c, wrong, !wrong.isEmpty());
        };
        validation.registerValidator(control, false, validator);
        validated.add(control);
    }

    private void fillSavedMenu() {
        List<MenuItem> items = new ArrayList<>();
        for (String name : viewModel.saved().names()) {
            MenuItem run = new MenuItem("Run");
            run.setOnAction(e -> viewModel.saved().open(name));
            MenuItem rename = new MenuItem("Rename…");
            rename.setOnAction(e -> viewModel.saved().askRename(name));
            MenuItem delete = new MenuItem("Delete…");
            delete.setOnAction(e -> viewModel.saved().delete(name));
            Menu entry = new Menu(name, null, run, rename, delete);
            entry.setId("saved-" + name);
            items.add(entry);
        }
        if (items.isEmpty()) {
            MenuItem none = new MenuItem("No saved queries yet");
            none.setDisable(true);
            items.add(none);
        }
        items.add(new SeparatorMenuItem());
        MenuItem reread = new MenuItem("Read the saved queries again");
        reread.setOnAction(e -> viewModel.saved().refresh());
        items.add(reread);
        savedButton.getItems().setAll(items);
    }

    private void showResults(EntityListViewModel results) {
        if (resultsView != null) {
            resultsView.dispose();
        }
        if (results == null) {
            resultsHolder.getChildren().setAll(resultsPlaceholder);
            return;
        }
        resultsView = new EntityListView(results);
        resultsHolder.getChildren().setAll(resultsView.load());
    }

    public void dispose() {
        if (resultsView != null) {
            resultsView.dispose();
        }
    }

    @FXML
    private void run() {
        viewModel.run();
    }

    @FXML
    private void addFilter() {
        form.addFilter();
    }

    @FXML
    private void saveAs() {
        viewModel.saved().askSaveAs();
    }

    /** Shows an operator by its symbol. */
    static final class OperatorText extends StringConverter<Operator> {
        @Override
        public String toString(Operator operator) {
            return operator == null ? "" : operator.symbol();
        }

        @Override
        public Operator fromString(String text) {
            return Operator.fromSymbol(text).orElse(null);
        }
    }
}
