package io.tenantdesk.ui.common;

import java.util.concurrent.CompletableFuture;

/** How the console gets a connection working again after its IAM Identity Center (SSO) sign-in expired. */
@FunctionalInterface
public interface SessionRecovery {

    /**
     * Logs in again; called on the UI thread.
     *
     * @return completes with true once logged in, false when the user cancelled or the login failed
     */
    CompletableFuture<Boolean> logInAgain();

    /** For connections that cannot log in again (local endpoints, static keys). */
    static SessionRecovery none() {
        return () -> CompletableFuture.completedFuture(false);
    }
}
