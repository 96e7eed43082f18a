package io.tenantdesk.aws.sso;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/** An OIDC client registration ({@code RegisterClient}'s answer). {@link #toString()} never shows the secret. */
public record ClientRegistration(String clientId, String clientSecret, Instant expiresAt, List<String> scopes) {

    /** The CLI reuses a registration only while it has more than this left. */
    public static final Duration REUSE_MARGIN = Duration.ofMinutes(15);

    public ClientRegistration {
        Objects.requireNonNull(clientId, "clientId");
        Objects.requireNonNull(clientSecret, "clientSecret");
        Objects.requireNonNull(expiresAt, "expiresAt");
        scopes = List.copyOf(scopes);
    }

    public boolean reusableAt(Instant now) {
        return expiresAt.isAfter(now.plus(REUSE_MARGIN));
    }

    @Override
    public String toString() {
        return "ClientRegistration[expiresAt=" + expiresAt + ", scopes=" + scopes + "]";
    }
}
