package io.tenantdesk.ui.context;

import io.tenantdesk.store.StoreException;
import io.tenantdesk.ui.common.DialogService;
import io.tenantdesk.ui.common.LoginOffer;
import io.tenantdesk.ui.common.SessionRecovery;
import io.tenantdesk.ui.concurrent.UiExecutors;
import java.util.function.Consumer;

/**
 * The login offer of a connected console: a read or a write the store refused because the sign-in expired asks
 * through the dialogs whether to log in again, logs in through the session's recovery, and retries. Whatever the view
 * holds is untouched meanwhile.
 */
final class ExpiredSignIn implements LoginOffer {

    private final DialogService dialogs;
    private final SessionRecovery recovery;
    private final UiExecutors executors;

    ExpiredSignIn(DialogService dialogs, SessionRecovery recovery, UiExecutors executors) {
        this.dialogs = dialogs;
        this.recovery = recovery;
        this.executors = executors;
    }

    @Override
    public void handle(RuntimeException failure, Runnable retry, Consumer<RuntimeException> giveUp) {
        boolean expired = failure instanceof StoreException store && store.kind() == StoreException.Kind.LOGIN_EXPIRED;
        if (!expired
                || !dialogs.confirm(
                        "Signed out",
                        failure.getMessage() + "\n\nLog in again and retry? Nothing you typed is lost.",
                        "Log in again")) {
            giveUp.accept(failure);
            return;
        }
        recovery.logInAgain()
                .whenCompleteAsync(
                        (loggedIn, loginFailure) -> {
                            if (loginFailure == null && Boolean.TRUE.equals(loggedIn)) {
                                retry.run();
                            } else {
                                giveUp.accept(failure);
                            }
                        },
                        executors.ui());
    }
}
