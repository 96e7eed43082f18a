package io.tenantdesk.ui.credit;

import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.common.Views;
import java.math.BigDecimal;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;

/** Binds {@link CreditsViewModel} to {@code fxml/credit/Credits.fxml}. */
public final class CreditsView {

    private final CreditsViewModel viewModel;

    @FXML
    private TableView<TenantBalance> table;
    @FXML
    private TableColumn<TenantBalance, String> tenantColumn;
    @FXML
    private TableColumn<TenantBalance, String> nameColumn;
    @FXML
    private TableColumn<TenantBalance, BigDecimal> balanceColumn;
    @FXML
    private TableColumn<TenantBalance, String> currencyColumn;
    @FXML
    private TableColumn<TenantBalance, String> reservedColumn;
    @FXML
    private Label placeholder;
    @FXML
    private Label selectedLabel;
    @FXML
    private TextField amountField;
    @FXML
    private TextField reasonField;
    @FXML
    private Label preview;
    @FXML
    private Button adjustButton;
    @FXML
    private Button openTenantButton;
    @FXML
    private Label status;

    public CreditsView(CreditsViewModel viewModel) {
        this.viewModel = viewModel;
    }

    public Parent load() {
        Parent root = Views.load("/fxml/credit/Credits.fxml", this);
        root.getStylesheets().add(Stylesheets.url("/styles/credit.css"));
        return root;
    }

    @FXML
    private void initialize() {
        table.setItems(viewModel.balances());
        placeholder.setText(viewModel.creditEntity().isEmpty() ? viewModel.statusProperty().get() : "Loading balances…");
        tenantColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().tenantId()));
        nameColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().name()));
        balanceColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().balance()));
        balanceColumn.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(BigDecimal value, boolean empty) {
                super.updateItem(value, empty);
                setText(empty || value == null ? null : value.toPlainString());
            }
        });
        currencyColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().currency()));
        reservedColumn.setVisible(viewModel.hasReservations());
        reservedColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().reserved() == null ? ""
                : c.getValue().reserved().toPlainString() + " (" + c.getValue().reservations() + ")"));
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> viewModel.selectedProperty().set(now));
        viewModel.selectedProperty().addListener((obs, old, now) -> {
            if (now != null && table.getSelectionModel().getSelectedItem() != now) {
                table.getSelectionModel().select(now);
            }
        });

        selectedLabel.textProperty().bind(Bindings.createStringBinding(() -> {
            TenantBalance t = viewModel.selectedProperty().get();
            return t == null ? "Choose a tenant in the list." : t.tenantId() + (t.name().isBlank() ? "" : " · " + t.name())
                    + "\nBalance: " + t.balance().toPlainString() + " " + t.currency();
        }, viewModel.selectedProperty()));
        amountField.textProperty().bindBidirectional(viewModel.amountProperty());
        reasonField.textProperty().bindBidirectional(viewModel.reasonProperty());
        preview.textProperty().bind(Bindings.createStringBinding(() -> viewModel.adjustmentProperty().get().message(),
                viewModel.adjustmentProperty()));
        viewModel.adjustmentProperty().addListener((obs, old, now) -> preview.getStyleClass().removeAll("refused"));
        viewModel.adjustmentProperty().addListener((obs, old, now) -> {
            if (now.newBalance() != null && !now.valid() && now.message().startsWith("Refused")) {
                preview.getStyleClass().add("refused");
            }
        });
        boolean readOnly = viewModel.readOnly();
        amountField.setDisable(readOnly);
        reasonField.setDisable(readOnly);
        adjustButton.disableProperty().bind(viewModel.canAdjust().not());
        openTenantButton.disableProperty().bind(viewModel.selectedProperty().isNull());
        status.textProperty().bind(viewModel.statusProperty());
    }

    @FXML
    private void adjust() {
        viewModel.adjust();
    }

    @FXML
    private void openTenant() {
        viewModel.openTenant();
    }
}
