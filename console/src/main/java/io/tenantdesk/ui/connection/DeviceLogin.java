package io.tenantdesk.ui.connection;

import io.tenantdesk.aws.sso.DeviceAuthorization;
import io.tenantdesk.aws.sso.SsoSessionConfig;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.ui.common.BackgroundTasks;
import java.net.URI;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * An IAM Identity Center login with a device code, as {@code aws sso login --use-device-code} does: the verification
 * page opens in the browser, the code to confirm there shows until the login ends, and the login can be cancelled.
 */
final class DeviceLogin {

    private final ConnectionServices services;
    private final BackgroundTasks tasks;
    private final ReadOnlyStringWrapper code = new ReadOnlyStringWrapper(this, "code", "");
    private CancelToken cancel = new CancelToken();

    DeviceLogin(ConnectionServices services, BackgroundTasks tasks) {
        this.services = services;
        this.tasks = tasks;
    }

    /** While logging in: the code to confirm in the browser. */
    ReadOnlyStringProperty codeProperty() {
        return code.getReadOnlyProperty();
    }

    /**
     * Logs in to {@code session} in the background. Call on the UI thread.
     *
     * @param tell  told on the UI thread what to do in the browser
     * @param ended told on the UI thread how the login ended, in words
     */
    void start(SsoSessionConfig session, Consumer<String> tell, Consumer<String> ended) {
        cancel = new CancelToken();
        Consumer<DeviceAuthorization> prompt =
                authorization -> tasks.executors().ui().execute(() -> {
                    code.set(authorization.userCode());
                    tell.accept("Confirm the code " + authorization.userCode() + " in the browser page that opened ("
                            + authorization.verificationUri() + ").");
                    services.browser().accept(URI.create(authorization.verificationUriComplete()));
                });
        Consumer<String> end = text -> {
            code.set("");
            ended.accept(text);
        };
        tasks.run(
                running -> services.login().login(session, prompt, running),
                cancel,
                outcome -> end.accept(outcome.message()),
                failure -> end.accept(failure.getMessage()));
    }

    void cancel() {
        cancel.cancel();
    }
}
