package io.tenantdesk.aws;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.sso.auth.ExpiredTokenException;
import software.amazon.awssdk.services.sso.model.UnauthorizedException;
import software.amazon.awssdk.services.ssooidc.model.InvalidGrantException;

/**
 * Tells whether a failure of any SDK call means "the IAM Identity Center login is expired or missing: log in
 * again", so the UI can offer that and retry. Looks through causes and suppressed exceptions.
 */
public final class SsoErrors {

    /**
     * Messages of the plain {@link SdkClientException}s the SDK 2.57.8 throws for a missing or expired cached
     * token ({@code SsoOidcTokenProvider}, {@code OnDiskTokenManager}); its SSO credentials provider usually
     * wraps them in {@link ExpiredTokenException}, but a token provider used directly does not.
     */
    private static final Set<String> TOKEN_MESSAGES = Set.of("Token is expired", "Unable to load SSO token");

    private static final String TOKEN_FILE_MESSAGE = "Failed to load cached token at";
    private static final int MAX_DEPTH = 32;

    private SsoErrors() {}

    public static boolean loginRequired(Throwable failure) {
        return search(failure, Collections.newSetFromMap(new IdentityHashMap<>()), 0);
    }

    private static boolean search(Throwable t, Set<Throwable> seen, int depth) {
        if (t == null || depth > MAX_DEPTH || !seen.add(t)) {
            return false;
        }
        if (matches(t)) {
            return true;
        }
        for (Throwable suppressed : t.getSuppressed()) {
            if (search(suppressed, seen, depth + 1)) {
                return true;
            }
        }
        return search(t.getCause(), seen, depth + 1);
    }

    private static boolean matches(Throwable t) {
        if (t instanceof ExpiredTokenException
                || t instanceof UnauthorizedException
                || t instanceof InvalidGrantException) {
            return true;
        }
        if (t instanceof software.amazon.awssdk.services.ssooidc.model.ExpiredTokenException) {
            return true;
        }
        if (t instanceof ConnectionException connection && connection.loginRequired()) {
            return true;
        }
        if (t instanceof SdkClientException && t.getMessage() != null) {
            String message = t.getMessage();
            return TOKEN_MESSAGES.contains(message) || message.startsWith(TOKEN_FILE_MESSAGE);
        }
        return false;
    }
}
