package io.tenantdesk.aws.sso;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/** Whether a profile's IAM Identity Center login is usable, for the connection dialog and the status bar. */
public record SsoTokenStatus(State state, Optional<Instant> expiresAt, boolean refreshable, String message) {

    public enum State {
        /** A token valid for more than the refresh window. */
        LOGGED_IN,
        /** Valid, but within the refresh window: it is refreshed on next use if {@link #refreshable()}. */
        EXPIRING,
        /** Past its expiry: usable again only by a refresh, if {@link #refreshable()}, else a login. */
        EXPIRED,
        /** No token (or an unreadable one): log in. */
        MISSING
    }

    public SsoTokenStatus {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(expiresAt, "expiresAt");
        Objects.requireNonNull(message, "message");
    }
}
