package io.tenantdesk.aws.sso;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.sso.auth.ExpiredTokenException;

/**
 * Hands out a valid access token for an SSO profile from the shared cache, refreshing it (and rewriting the
 * cache) when it is within {@link #REFRESH_WINDOW} of expiry or past it, as the SDK does. When only a login
 * would help, it throws the SDK's own {@link ExpiredTokenException}, so callers detect both the same way.
 */
public final class SsoTokens {

    public static final Duration REFRESH_WINDOW = Duration.ofMinutes(5);

    private static final System.Logger LOG = System.getLogger(SsoTokens.class.getName());

    private final SsoTokenCache cache;
    private final SsoLogin login;
    private final Clock clock;

    /** Reads the cache {@code login} writes, on its clock. */
    public SsoTokens(SsoLogin login) {
        this.login = Objects.requireNonNull(login, "login");
        this.cache = login.cache();
        this.clock = login.clock();
    }

    /**
     * A token valid now, refreshed first if needed.
     *
     * @throws ExpiredTokenException when there is none and a refresh cannot make one: log in again
     */
    public synchronized String accessToken(SsoSessionConfig session) {
        SsoToken token = read(session).orElseThrow(() -> expired(session, "there is no cached token; log in first"));
        Instant now = clock.instant();
        if (token.expiresAt().isAfter(now.plus(REFRESH_WINDOW))) {
            return token.accessToken();
        }
        if (token.canRefreshAt(now)) {
            SsoOutcome outcome = login.refresh(session, token);
            if (outcome instanceof SsoOutcome.LoggedIn refreshed) {
                LOG.log(
                        System.Logger.Level.INFO,
                        "Refreshed the IAM Identity Center token for {0}",
                        session.describe());
                return refreshed.token().accessToken();
            }
            if (token.expiresAt().isAfter(now)) {
                LOG.log(
                        System.Logger.Level.WARNING,
                        "Could not refresh the token for {0} ({1}); using it until it expires",
                        session.describe(),
                        outcome.message());
                return token.accessToken();
            }
            throw expired(session, outcome.message());
        }
        if (token.expiresAt().isAfter(now)) {
            return token.accessToken();
        }
        throw expired(session, "the token expired at " + token.expiresAt());
    }

    public SsoTokenStatus status(SsoSessionConfig session) {
        Optional<SsoToken> cached;
        try {
            cached = read(session);
        } catch (ExpiredTokenException e) {
            return new SsoTokenStatus(SsoTokenStatus.State.MISSING, Optional.empty(), false, e.getMessage());
        }
        if (cached.isEmpty()) {
            return new SsoTokenStatus(
                    SsoTokenStatus.State.MISSING,
                    Optional.empty(),
                    false,
                    "Not logged in to " + session.describe() + ".");
        }
        SsoToken token = cached.get();
        Instant now = clock.instant();
        boolean refreshable = token.canRefreshAt(now);
        Optional<Instant> expiresAt = Optional.of(token.expiresAt());
        if (!token.expiresAt().isAfter(now)) {
            return new SsoTokenStatus(
                    SsoTokenStatus.State.EXPIRED,
                    expiresAt,
                    refreshable,
                    refreshable
                            ? "The login expired at " + token.expiresAt() + "; it will be refreshed."
                            : "The login expired at " + token.expiresAt() + "; log in again.");
        }
        if (!token.expiresAt().isAfter(now.plus(REFRESH_WINDOW))) {
            return new SsoTokenStatus(
                    SsoTokenStatus.State.EXPIRING,
                    expiresAt,
                    refreshable,
                    "The login expires at " + token.expiresAt() + (refreshable ? "; it will be refreshed." : "."));
        }
        return new SsoTokenStatus(
                SsoTokenStatus.State.LOGGED_IN, expiresAt, refreshable, "Logged in until " + token.expiresAt() + ".");
    }

    private Optional<SsoToken> read(SsoSessionConfig session) {
        try {
            return cache.readToken(session);
        } catch (SsoCacheException e) {
            throw expired(session, e.getMessage());
        }
    }

    private static ExpiredTokenException expired(SsoSessionConfig session, String why) {
        return ExpiredTokenException.builder()
                .message("The IAM Identity Center login for profile `" + session.profile() + "` (" + session.describe()
                        + ") is not usable: " + why + ". Log in again.")
                .build();
    }
}
