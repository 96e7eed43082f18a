package io.tenantdesk.aws.sso;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * One cached IAM Identity Center access token with the client registration that can refresh it, as the AWS
 * CLI v2 keeps it. {@link #toString()} never shows a secret.
 */
public record SsoToken(
        Optional<String> startUrl,
        Optional<String> region,
        String accessToken,
        Instant expiresAt,
        Optional<String> clientId,
        Optional<String> clientSecret,
        Optional<Instant> registrationExpiresAt,
        Optional<String> refreshToken) {

    public SsoToken {
        Objects.requireNonNull(startUrl, "startUrl");
        Objects.requireNonNull(region, "region");
        Objects.requireNonNull(accessToken, "accessToken");
        Objects.requireNonNull(expiresAt, "expiresAt");
        Objects.requireNonNull(clientId, "clientId");
        Objects.requireNonNull(clientSecret, "clientSecret");
        Objects.requireNonNull(registrationExpiresAt, "registrationExpiresAt");
        Objects.requireNonNull(refreshToken, "refreshToken");
    }

    /** A refresh needs the refresh token and a registration that has not expired. */
    public boolean canRefreshAt(Instant now) {
        return refreshToken.isPresent()
                && clientId.isPresent()
                && clientSecret.isPresent()
                && registrationExpiresAt.map(now::isBefore).orElse(false);
    }

    @Override
    public String toString() {
        return "SsoToken[startUrl=" + startUrl.orElse("?") + ", region=" + region.orElse("?") + ", expiresAt="
                + expiresAt
                + ", refreshable=" + refreshToken.isPresent() + ", registrationExpiresAt="
                + registrationExpiresAt.map(Instant::toString).orElse("?") + "]";
    }
}
