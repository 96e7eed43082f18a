package io.tenantdesk.aws.sso;

import java.time.Instant;
import java.util.Objects;

/** How a login or a refresh ended, with the words to show. */
public sealed interface SsoOutcome {

    String message();

    /** The token now in the cache. */
    record LoggedIn(SsoToken token) implements SsoOutcome {

        public LoggedIn {
            Objects.requireNonNull(token, "token");
        }

        public Instant expiresAt() {
            return token.expiresAt();
        }

        @Override
        public String message() {
            return "Logged in until " + expiresAt() + ".";
        }
    }

    /** The user did not approve in time. */
    record CodeExpired() implements SsoOutcome {
        @Override
        public String message() {
            return "The code expired before it was approved; start again.";
        }
    }

    record Cancelled() implements SsoOutcome {
        @Override
        public String message() {
            return "Login cancelled.";
        }
    }

    /** A refresh could not be done (no refresh token, registration expired, grant revoked): log in again. */
    record LoginRequired(String reason) implements SsoOutcome {
        @Override
        public String message() {
            return reason + " Log in again.";
        }
    }

    /** Anything else: the service refused, or could not be reached. */
    record Failed(String reason) implements SsoOutcome {
        @Override
        public String message() {
            return reason;
        }
    }
}
