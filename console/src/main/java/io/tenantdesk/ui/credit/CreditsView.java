package io.tenantdesk.ui.credit;

import io.tenantdesk.ui.common.ExportMenu;
import io.tenantdesk.ui.common.FullText;
import io.tenantdesk.ui.common.ListKeys;
import io.tenantdesk.ui.common.ProblemBadgeCell;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.common.Views;
import java.util.Comparator;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;

/** Binds {@link CreditsViewModel} to {@code fxml/credit/Credits.fxml}. */
public final class CreditsView {

    private static final PseudoClass PROBLEM = PseudoClass.getPseudoClass("problem");

    private final CreditsViewModel viewModel;

    @FXML
    private TextField quickFilter;

    @FXML
    private Label countsLabel;

    @FXML
    private MenuButton exportButton;

    @FXML
    private TableView<TenantBalance> table;

    @FXML
    private TableColumn<TenantBalance, TenantBalance> statusColumn;

    @FXML
    private TableColumn<TenantBalance, String> tenantColumn;

    @FXML
    private TableColumn<TenantBalance, String> nameColumn;

    @FXML
    private TableColumn<TenantBalance, TenantBalance> balanceColumn;

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
        root.getStylesheets().addAll(Stylesheets.url("/styles/entitylist.css"), Stylesheets.url("/styles/credit.css"));
        ListKeys.install(
                root, quickFilter, table, exportButton, viewModel::load, viewModel::open, viewModel::copyAsJson);
        return root;
    }

    @FXML
    private void initialize() {
        bindTable();
        quickFilter.textProperty().bindBidirectional(viewModel.quickFilterProperty());
        countsLabel
                .textProperty()
                .bind(Bindings.createStringBinding(
                        () -> {
                            int all = viewModel.allBalances().size();
                            int shown = viewModel.balances().size();
                            long problems = viewModel.allBalances().stream()
                                    .filter(TenantBalance::problem)
                                    .count();
                            return (shown == all ? all + " tenants" : shown + " of " + all + " tenants")
                                    + (problems == 0 ? "" : " · " + problems + " with problems");
                        },
                        viewModel.balances(),
                        viewModel.allBalances()));
        ExportMenu.fill(
                exportButton,
                "Shown balances",
                viewModel.shownCount(),
                "All balances",
                viewModel.allBalances(),
                viewModel::export);
        selectedLabel
                .textProperty()
                .bind(Bindings.createStringBinding(
                        () -> {
                            TenantBalance t = viewModel.selectedProperty().get();
                            return t == null
                                    ? "Choose a tenant in the list."
                                    : t.tenantId() + (t.name().isBlank() ? "" : " · " + t.name()) + "\nBalance: "
                                            + (t.balance() == null
                                                    ? t.balanceText()
                                                    : Amounts.withCurrency(t.balance(), t.currency()));
                        },
                        viewModel.selectedProperty()));
        amountField.textProperty().bindBidirectional(viewModel.amountProperty());
        reasonField.textProperty().bindBidirectional(viewModel.reasonProperty());
        preview.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> viewModel.adjustmentProperty().get().message(), viewModel.adjustmentProperty()));
        viewModel.adjustmentProperty().addListener((obs, old, now) -> {
            preview.getStyleClass().removeAll("refused");
            if (now.newBalance() != null && !now.valid() && now.message().startsWith("Refused")) {
                preview.getStyleClass().add("refused");
            }
        });
        amountField.disableProperty().bind(viewModel.readOnlyProperty());
        reasonField.disableProperty().bind(viewModel.readOnlyProperty());
        adjustButton.disableProperty().bind(viewModel.canAdjust().not());
        openTenantButton.disableProperty().bind(viewModel.selectedProperty().isNull());
        status.textProperty().bind(viewModel.statusProperty());
    }

    private void bindTable() {
        table.setItems(viewModel.balances());
        viewModel.balances().comparatorProperty().bind(table.comparatorProperty());
        placeholder.setText(
                viewModel.creditEntity().isEmpty() ? viewModel.statusProperty().get() : "Loading balances…");
        viewModel
                .loadingProperty()
                .addListener((obs, was, loading) -> placeholder.setText(
                        loading
                                ? "Loading balances…"
                                : viewModel.allBalances().isEmpty()
                                        ? "No tenant has a balance."
                                        : "No tenant matches the filter."));
        statusColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        statusColumn.setCellFactory(c -> new ProblemBadgeCell<>(TenantBalance::problemText));
        text(tenantColumn, TenantBalance::tenantId);
        text(nameColumn, TenantBalance::name);
        balanceColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        balanceColumn.setComparator(
                Comparator.comparing(TenantBalance::balance, Comparator.nullsFirst(Comparator.naturalOrder())));
        balanceColumn.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(TenantBalance value, boolean empty) {
                super.updateItem(value, empty);
                setText(empty || value == null ? null : value.balanceText());
                setTooltip(
                        empty || value == null || value.unreadable() == null ? null : new Tooltip(value.unreadable()));
            }
        });
        text(currencyColumn, TenantBalance::currency);
        reservedColumn.setVisible(viewModel.hasReservations());
        text(
                reservedColumn,
                b -> b.reserved() == null
                        ? ""
                        : Amounts.format(b.reserved(), b.currency()) + " (" + b.reservations() + ")");
        table.setRowFactory(t -> {
            TableRow<TenantBalance> row = new TableRow<>() {
                @Override
                protected void updateItem(TenantBalance item, boolean empty) {
                    super.updateItem(item, empty);
                    pseudoClassStateChanged(PROBLEM, !empty && item != null && item.problem());
                }
            };
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                    viewModel.open(row.getItem());
                }
            });
            return row;
        });
        table.getSelectionModel()
                .selectedItemProperty()
                .addListener((obs, old, now) -> viewModel.selectedProperty().set(now));
        viewModel.selectedProperty().addListener((obs, old, now) -> {
            if (now != null && table.getSelectionModel().getSelectedItem() != now) {
                table.getSelectionModel().select(now);
            }
        });
    }

    private static void text(TableColumn<TenantBalance, String> column, Function<TenantBalance, String> value) {
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        column.setCellFactory(c -> FullText.cell());
    }

    @FXML
    private void reload() {
        viewModel.load();
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
