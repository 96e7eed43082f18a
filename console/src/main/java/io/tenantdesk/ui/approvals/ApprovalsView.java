package io.tenantdesk.ui.approvals;

import io.tenantdesk.ui.common.FullText;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.common.Views;
import io.tenantdesk.ui.dialogs.ChangeDialog;
import io.tenantdesk.ui.dialogs.DiffRow;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;

/** Binds {@link ApprovalsViewModel} to {@code fxml/approvals/Approvals.fxml}. */
public final class ApprovalsView {

    private static final PseudoClass MINE = PseudoClass.getPseudoClass("mine");
    private static final PseudoClass DECIDED = PseudoClass.getPseudoClass("decided");

    private final ApprovalsViewModel viewModel;

    @FXML
    private Button approveButton;

    @FXML
    private Button rejectButton;

    @FXML
    private Button withdrawButton;

    @FXML
    private CheckBox showDecided;

    @FXML
    private Label hint;

    @FXML
    private Label policy;

    @FXML
    private TableView<ProposalRow> proposals;

    @FXML
    private TableColumn<ProposalRow, String> proposedColumn;

    @FXML
    private TableColumn<ProposalRow, String> ageColumn;

    @FXML
    private TableColumn<ProposalRow, String> changeColumn;

    @FXML
    private TableColumn<ProposalRow, String> itemColumn;

    @FXML
    private TableColumn<ProposalRow, String> proposerColumn;

    @FXML
    private TableColumn<ProposalRow, String> reasonColumn;

    @FXML
    private TableColumn<ProposalRow, String> statusColumn;

    @FXML
    private Label details;

    @FXML
    private ListView<String> items;

    @FXML
    private TableView<DiffRow> diff;

    @FXML
    private TableColumn<DiffRow, String> attributeColumn;

    @FXML
    private TableColumn<DiffRow, String> kindColumn;

    @FXML
    private TableColumn<DiffRow, String> beforeColumn;

    @FXML
    private TableColumn<DiffRow, String> afterColumn;

    @FXML
    private Label status;

    public ApprovalsView(ApprovalsViewModel viewModel) {
        this.viewModel = viewModel;
    }

    public Parent load() {
        Parent root = Views.load("/fxml/approvals/Approvals.fxml", this);
        root.getStylesheets().addAll(Stylesheets.url("/styles/dialogs.css"), Stylesheets.url("/styles/approvals.css"));
        return root;
    }

    @FXML
    private void initialize() {
        proposals.setItems(viewModel.rows());
        proposals.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(ProposalRow row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(MINE, !empty && row != null && row.mine());
                pseudoClassStateChanged(DECIDED, !empty && row != null && !row.pending());
            }
        });
        text(proposedColumn, ProposalRow::proposed);
        text(ageColumn, ProposalRow::age);
        text(changeColumn, ProposalRow::change);
        text(itemColumn, ProposalRow::item);
        text(proposerColumn, r -> r.proposer() + (r.mine() ? " (you)" : ""));
        text(reasonColumn, ProposalRow::reason);
        text(statusColumn, ProposalRow::status);
        proposals
                .getSelectionModel()
                .selectedItemProperty()
                .addListener((obs, old, now) -> viewModel.selectedProperty().set(now));
        viewModel.selectedProperty().addListener((obs, old, now) -> {
            if (now != proposals.getSelectionModel().getSelectedItem()) {
                proposals.getSelectionModel().select(now);
            }
        });
        items.setItems(viewModel.items());
        items.getSelectionModel()
                .selectedIndexProperty()
                .addListener((obs, old, now) -> viewModel.selectedItemProperty().set(now.intValue()));
        viewModel.selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null && now != items.getSelectionModel().getSelectedIndex()) {
                items.getSelectionModel().select(now);
            }
        });
        items.visibleProperty()
                .bind(javafx.beans.binding.Bindings.size(viewModel.items()).greaterThan(1));
        items.managedProperty().bind(items.visibleProperty());
        diff.setItems(viewModel.diff());
        ChangeDialog.showDiff(diff, attributeColumn, kindColumn, beforeColumn, afterColumn);
        details.textProperty().bind(viewModel.detailsProperty());
        policy.textProperty().bind(viewModel.policyProperty());
        hint.textProperty().bind(viewModel.hintProperty());
        status.textProperty().bind(viewModel.statusProperty());
        showDecided.selectedProperty().bindBidirectional(viewModel.showDecidedProperty());
        approveButton.disableProperty().bind(viewModel.canApprove().not());
        rejectButton.disableProperty().bind(viewModel.canReject().not());
        withdrawButton.disableProperty().bind(viewModel.canWithdraw().not());
    }

    private static void text(TableColumn<ProposalRow, String> column, Function<ProposalRow, String> value) {
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        column.setCellFactory(c -> FullText.cell());
    }

    @FXML
    private void approve() {
        viewModel.approve();
    }

    @FXML
    private void reject() {
        viewModel.reject();
    }

    @FXML
    private void withdraw() {
        viewModel.withdraw();
    }

    @FXML
    private void refresh() {
        viewModel.load();
    }
}
