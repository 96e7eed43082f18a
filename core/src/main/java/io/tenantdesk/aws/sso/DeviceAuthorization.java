package io.tenantdesk.aws.sso;

import java.time.Instant;
import java.util.Objects;

/**
 * What the user needs to approve a login: the code to compare, and the page to open (the complete URI carries
 * the code already). The device code itself is a secret and is never handed out.
 */
public record DeviceAuthorization(
        String userCode, String verificationUri, String verificationUriComplete, Instant expiresAt) {

    public DeviceAuthorization {
        Objects.requireNonNull(userCode, "userCode");
        Objects.requireNonNull(verificationUri, "verificationUri");
        Objects.requireNonNull(verificationUriComplete, "verificationUriComplete");
        Objects.requireNonNull(expiresAt, "expiresAt");
    }
}
