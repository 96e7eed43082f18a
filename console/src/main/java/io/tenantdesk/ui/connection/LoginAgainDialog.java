package io.tenantdesk.ui.connection;

import io.tenantdesk.aws.sso.SsoOutcome;
import io.tenantdesk.aws.sso.SsoSessionConfig;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.concurrent.UiExecutors;
import java.net.URI;
import java.util.concurrent.CompletableFuture;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

/**
 * Logs an expired SSO connection in again with a device code: shows the code, opens the verification page, and
 * waits (cancellable) while the user approves it in the browser.
 */
final class LoginAgainDialog {

    private LoginAgainDialog() {}

    /** Shows the dialog and starts the login; completes with true once logged in. */
    static CompletableFuture<Boolean> show(
            Window owner, ConnectionServices services, SsoSessionConfig session, UiExecutors executors) {
        CompletableFuture<Boolean> done = new CompletableFuture<>();
        CancelToken cancel = new CancelToken();
        Alert dialog = new Alert(
                Alert.AlertType.INFORMATION,
                "Starting the IAM Identity Center login for " + session.describe() + "…",
                ButtonType.CANCEL);
        dialog.initOwner(owner);
        dialog.setTitle("Log in again");
        dialog.setHeaderText("Your sign-in has expired");
        dialog.getDialogPane().getStylesheets().addAll(Stylesheets.THEME, Stylesheets.url("/styles/dialogs.css"));
        dialog.getDialogPane().getStyleClass().add("td-dialog");
        dialog.setOnHidden(e -> {
            cancel.cancel();
            done.complete(false);
        });
        BackgroundTasks.withoutLogin(executors)
                .run(
                        c -> services.login()
                                .login(
                                        session,
                                        authorization -> executors.ui().execute(() -> {
                                            dialog.setContentText("Confirm the code  " + authorization.userCode()
                                                    + "  in the page that opened (" + authorization.verificationUri()
                                                    + ").");
                                            services.browser()
                                                    .accept(URI.create(authorization.verificationUriComplete()));
                                        }),
                                        c),
                        cancel,
                        outcome -> {
                            boolean loggedIn = outcome instanceof SsoOutcome.LoggedIn;
                            done.complete(loggedIn);
                            if (loggedIn) {
                                dialog.close();
                            } else {
                                dialog.setContentText(outcome.message());
                            }
                        },
                        failure -> {
                            done.complete(false);
                            dialog.close();
                        });
        dialog.show();
        return done;
    }
}
