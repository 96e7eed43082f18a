package io.tenantdesk.ui.connection;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.profile.ProfileInfo;
import io.tenantdesk.ui.common.SessionRecovery;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.common.Views;
import java.util.Optional;
import javafx.event.ActionEvent;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/** The connection dialog: binds {@link ConnectionDialogViewModel}; returns the opened connection, if any. */
public final class ConnectionDialog {

    private final ConnectionDialogViewModel viewModel;
    private final ConnectionServices services;
    private final io.tenantdesk.ui.concurrent.UiExecutors executors;
    private Connected result;

    /** A connection made in the dialog, and how to log in again when its SSO sign-in expires. */
    /** @param auditTable the shared audit table the connection records its writes in, if it names one */
    public record Connected(Connection connection, SessionRecovery recovery, Optional<String> auditTable) {}

    @FXML
    private RadioButton profileChoice;

    @FXML
    private RadioButton localChoice;

    @FXML
    private VBox profilePane;

    @FXML
    private ListView<ProfileInfo> profileList;

    @FXML
    private Label ssoStatus;

    @FXML
    private Button loginButton;

    @FXML
    private Button cancelLoginButton;

    @FXML
    private Label loginCode;

    @FXML
    private Label localLabel;

    @FXML
    private TextField localEndpoint;

    @FXML
    private Label regionLabel;

    @FXML
    private TextField region;

    @FXML
    private Label overrideLabel;

    @FXML
    private TextField endpointOverride;

    @FXML
    private TextField tablePrefix;

    @FXML
    private TextField tableSuffix;

    @FXML
    private TextArea tableMap;

    @FXML
    private TextField auditTable;

    @FXML
    private CheckBox readOnly;

    @FXML
    private Label readOnlyReason;

    @FXML
    private Label problems;

    @FXML
    private Label noProfiles;

    @FXML
    private Label message;

    public ConnectionDialog(
            ConnectionDialogViewModel viewModel,
            ConnectionServices services,
            io.tenantdesk.ui.concurrent.UiExecutors executors) {
        this.viewModel = viewModel;
        this.services = services;
        this.executors = executors;
    }

    /** Shows the dialog and waits; the connection made, or empty when the user cancelled. */
    public Optional<Connected> showAndWait(Window owner) {
        Parent content = Views.load("/fxml/connection/ConnectionDialog.fxml", this);
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle("Connect");
        dialog.setHeaderText("Choose a profile or a local endpoint");
        dialog.getDialogPane().setContent(content);
        dialog.getDialogPane().getStylesheets().addAll(Stylesheets.THEME, Stylesheets.url("/styles/dialogs.css"));
        dialog.getDialogPane().getStyleClass().add("td-dialog");
        ButtonType connect = new ButtonType("Connect", ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().addAll(connect, ButtonType.CANCEL);
        Button connectButton = (Button) dialog.getDialogPane().lookupButton(connect);
        connectButton.disableProperty().bind(viewModel.canConnect().not());
        connectButton.addEventFilter(ActionEvent.ACTION, e -> {
            e.consume();
            viewModel.connect((connection, session) -> {
                result = new Connected(
                        connection,
                        session.<SessionRecovery>map(s -> () -> LoginAgainDialog.show(owner, services, s, executors))
                                .orElse(SessionRecovery.none()),
                        viewModel.auditTable());
                dialog.setResult(connect);
                dialog.close();
            });
        });
        dialog.setOnCloseRequest(e -> viewModel.cancelLogin());
        // The two modes show different fields: the window follows, with no empty area left behind.
        viewModel
                .localProperty()
                .addListener((obs, was, now) -> javafx.application.Platform.runLater(() -> {
                    if (dialog.getDialogPane().getScene() != null
                            && dialog.getDialogPane().getScene().getWindow() != null) {
                        dialog.getDialogPane().getScene().getWindow().sizeToScene();
                    }
                }));
        viewModel.load();
        dialog.showAndWait();
        return Optional.ofNullable(result);
    }

    @FXML
    private void initialize() {
        localChoice.selectedProperty().bindBidirectional(viewModel.localProperty());
        profileChoice.setSelected(!viewModel.localProperty().get());
        viewModel.localProperty().addListener((obs, old, now) -> profileChoice.setSelected(!now));
        var local = viewModel.localProperty();
        show(profilePane, local.not());
        show(localLabel, local);
        show(localEndpoint, local);
        show(regionLabel, local.not());
        show(region, local.not());
        show(overrideLabel, local.not());
        show(endpointOverride, local.not());

        profileList.setItems(viewModel.profiles());
        profileList.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(ProfileInfo p, boolean empty) {
                super.updateItem(p, empty);
                setText(empty || p == null ? null : p.name() + (p.current() ? "  (current)" : "") + "\n" + p.summary());
            }
        });
        profileList
                .getSelectionModel()
                .selectedItemProperty()
                .addListener((obs, old, now) -> viewModel.profileProperty().set(now));
        viewModel
                .profileProperty()
                .addListener((obs, old, now) -> profileList.getSelectionModel().select(now));

        ssoStatus.textProperty().bind(viewModel.ssoStatusProperty());
        show(
                loginButton,
                viewModel.ssoProfileProperty().and(viewModel.busyProperty().not()));
        show(cancelLoginButton, viewModel.loginCodeProperty().isNotEmpty());
        loginCode.textProperty().bind(viewModel.loginCodeProperty());
        localEndpoint.textProperty().bindBidirectional(viewModel.localEndpointProperty());
        region.textProperty().bindBidirectional(viewModel.regionProperty());
        region.promptTextProperty().bind(viewModel.regionSourceProperty());
        Tooltip regionTip = new Tooltip();
        regionTip.textProperty().bind(viewModel.regionSourceProperty());
        region.setTooltip(regionTip);
        endpointOverride.textProperty().bindBidirectional(viewModel.endpointOverrideProperty());
        tablePrefix.textProperty().bindBidirectional(viewModel.tablePrefixProperty());
        tableSuffix.textProperty().bindBidirectional(viewModel.tableSuffixProperty());
        tableMap.textProperty().bindBidirectional(viewModel.tableMapProperty());
        auditTable.textProperty().bindBidirectional(viewModel.auditTableProperty());
        readOnly.selectedProperty().bindBidirectional(viewModel.readOnlyProperty());
        readOnlyReason.textProperty().bind(viewModel.readOnlyReasonProperty());
        problems.textProperty().bind(viewModel.problemsProperty());
        noProfiles.textProperty().bind(viewModel.noProfilesProperty());
        message.textProperty().bind(viewModel.messageProperty());
        for (Label shownWhenSaid : new Label[] {ssoStatus, loginCode, readOnlyReason, problems, message}) {
            show(shownWhenSaid, shownWhenSaid.textProperty().isNotEmpty());
        }
    }

    private static void show(javafx.scene.Node node, javafx.beans.value.ObservableBooleanValue when) {
        node.visibleProperty().bind(when);
        node.managedProperty().bind(when);
    }

    @FXML
    private void login() {
        viewModel.login();
    }

    @FXML
    private void cancelLogin() {
        viewModel.cancelLogin();
    }
}
