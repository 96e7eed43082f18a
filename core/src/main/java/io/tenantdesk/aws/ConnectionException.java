package io.tenantdesk.aws;

/**
 * A connection could not be made or used. The message names the profile and what is missing or wrong;
 * {@link #loginRequired()} says that logging in to IAM Identity Center again would fix it.
 */
public final class ConnectionException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final boolean loginRequired;

    public ConnectionException(String message) {
        this(message, false, null);
    }

    public ConnectionException(String message, boolean loginRequired, Throwable cause) {
        super(message, cause);
        this.loginRequired = loginRequired;
    }

    public boolean loginRequired() {
        return loginRequired;
    }
}
