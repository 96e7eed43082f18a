package io.tenantdesk.ui.entitylist;

import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.common.Views;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import org.controlsfx.control.textfield.AutoCompletionBinding;
import org.controlsfx.control.textfield.TextFields;

/**
 * Binds {@link ScopeBarViewModel} to {@code fxml/entitylist/ScopeBar.fxml}. Choosing a scope that needs nothing
 * more (All, a range without parameters, an enum value) reads it at once; typed values are read with Enter or
 * Show. Tenant inputs suggest the platform's tenant ids as you type.
 */
public final class ScopeBarView {

    private static final int SUGGESTIONS = 12;

    private final ScopeBarViewModel viewModel;
    private final Supplier<Scope> current;
    private final List<AutoCompletionBinding<String>> completions = new ArrayList<>();
    private final List<AutoCompletionBinding<String>> parameterCompletions = new ArrayList<>();

    @FXML
    private Label scopeLabel;

    @FXML
    private ComboBox<ScopeBarViewModel.Choice> scopeChoice;

    @FXML
    private TextField tenantField;

    @FXML
    private HBox parameterBox;

    @FXML
    private Button applyButton;

    @FXML
    private Label problemLabel;

    /** @param current the scope the list shows now (choosing it again reads nothing) */
    public ScopeBarView(ScopeBarViewModel viewModel, Supplier<Scope> current) {
        this.viewModel = viewModel;
        this.current = current;
    }

    public Parent load() {
        return Views.load("/fxml/entitylist/ScopeBar.fxml", this);
    }

    @FXML
    private void initialize() {
        scopeLabel.setLabelFor(scopeChoice);
        scopeChoice.setItems(viewModel.choices());
        scopeChoice.valueProperty().bindBidirectional(viewModel.choiceProperty());
        scopeChoice.setOnAction(e -> {
            if (!viewModel.needsInput()) {
                viewModel.applyIfChanged(current.get());
            } else {
                focusFirstInput();
            }
        });

        tenantField.textProperty().bindBidirectional(viewModel.tenantProperty());
        showWhen(tenantField, viewModel.tenantNeededProperty());
        completions.add(tenantInput(tenantField));

        viewModel.parameters().addListener((ListChangeListener<ScopeBarViewModel.Parameter>) c -> buildParameters());
        buildParameters();

        problemLabel.textProperty().bind(viewModel.problemProperty());
        applyButton.disableProperty().bind(viewModel.completeProperty().not());
    }

    @FXML
    private void apply() {
        viewModel.apply();
    }

    /** Frees the type-ahead popups (the tab is closing). */
    public void dispose() {
        completions.forEach(AutoCompletionBinding::dispose);
        completions.clear();
        parameterCompletions.forEach(AutoCompletionBinding::dispose);
        parameterCompletions.clear();
    }

    private void buildParameters() {
        parameterBox.getChildren().clear();
        parameterCompletions.forEach(AutoCompletionBinding::dispose);
        parameterCompletions.clear();
        for (ScopeBarViewModel.Parameter p : viewModel.parameters()) {
            Label label = new Label(p.label());
            Node input;
            if (!p.options().isEmpty()) {
                ComboBox<String> choice = new ComboBox<>();
                choice.getItems().setAll(p.options());
                choice.setPromptText("Choose…");
                choice.valueProperty().bindBidirectional(p.valueProperty());
                choice.setOnAction(e -> viewModel.applyIfChanged(current.get()));
                input = choice;
            } else {
                TextField field = new TextField();
                field.setPromptText(p.label());
                field.setPrefColumnCount(14);
                field.textProperty().bindBidirectional(p.valueProperty());
                if (p.tenant()) {
                    parameterCompletions.add(tenantInput(field));
                } else {
                    field.setOnAction(e -> viewModel.apply());
                }
                input = field;
            }
            input.setId("param-" + p.name());
            label.setLabelFor(input);
            parameterBox.getChildren().addAll(label, input);
        }
        parameterBox.setVisible(!viewModel.parameters().isEmpty());
        parameterBox.setManaged(parameterBox.isVisible());
    }

    /** A field for a tenant id: suggestions from the platform's tenants (read when first focused), Enter reads. */
    private AutoCompletionBinding<String> tenantInput(TextField field) {
        field.focusedProperty().addListener((obs, was, now) -> {
            if (now) {
                viewModel.wantTenantSuggestions();
            }
        });
        AutoCompletionBinding<String> binding = TextFields.bindAutoCompletion(
                field, request -> viewModel.tenants().suggest(request.getUserText(), SUGGESTIONS));
        binding.setOnAutoCompleted(e -> viewModel.apply());
        field.setOnAction(e -> viewModel.apply());
        return binding;
    }

    /** Moves to the input the chosen scope needs, once the choice has been taken in (inputs shown, built). */
    private void focusFirstInput() {
        Platform.runLater(() -> {
            if (viewModel.tenantNeededProperty().get()) {
                tenantField.requestFocus();
            } else if (!parameterBox.getChildren().isEmpty()) {
                parameterBox.getChildren().get(1).requestFocus();
            }
        });
    }

    private static void showWhen(Node node, ObservableBooleanValue condition) {
        node.visibleProperty().bind(condition);
        node.managedProperty().bind(condition);
    }
}
