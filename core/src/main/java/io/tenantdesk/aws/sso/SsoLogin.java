package io.tenantdesk.aws.sso;

import io.tenantdesk.aws.profile.SdkProfileView;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.host.HostEnvironment;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.ssooidc.SsoOidcClient;
import software.amazon.awssdk.services.ssooidc.model.AccessDeniedException;
import software.amazon.awssdk.services.ssooidc.model.AuthorizationPendingException;
import software.amazon.awssdk.services.ssooidc.model.CreateTokenResponse;
import software.amazon.awssdk.services.ssooidc.model.ExpiredTokenException;
import software.amazon.awssdk.services.ssooidc.model.InvalidClientException;
import software.amazon.awssdk.services.ssooidc.model.InvalidGrantException;
import software.amazon.awssdk.services.ssooidc.model.RegisterClientResponse;
import software.amazon.awssdk.services.ssooidc.model.SlowDownException;
import software.amazon.awssdk.services.ssooidc.model.SsoOidcException;
import software.amazon.awssdk.services.ssooidc.model.StartDeviceAuthorizationResponse;
import software.amazon.awssdk.services.ssooidc.model.UnauthorizedClientException;

/**
 * Logs in to IAM Identity Center as {@code aws sso login --use-device-code} does, and refreshes tokens as the
 * SDK does, writing the result to the cache the CLI shares. Blocking: run it off the UI thread. Secrets
 * (tokens, client secret, device code) are never logged.
 */
public final class SsoLogin {

    public static final String DEVICE_CODE_GRANT = "urn:ietf:params:oauth:grant-type:device_code";
    public static final String REFRESH_GRANT = "refresh_token";
    static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(5);
    static final Duration SLOW_DOWN_STEP = Duration.ofSeconds(5);

    private static final System.Logger LOG = System.getLogger(SsoLogin.class.getName());

    private final SsoTokenCache cache;
    private final OidcClientFactory clients;
    private final Clock clock;
    private final Sleeper sleeper;

    public SsoLogin(SsoTokenCache cache, OidcClientFactory clients, Clock clock, Sleeper sleeper) {
        this.cache = Objects.requireNonNull(cache, "cache");
        this.clients = Objects.requireNonNull(clients, "clients");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.sleeper = Objects.requireNonNull(sleeper, "sleeper");
    }

    /** Logs in to the real service and keeps tokens where the AWS CLI and the SDK look for them. */
    public static SsoLogin standard(HostEnvironment env, SdkProfileView sdk, Clock clock) {
        return new SsoLogin(
                new SsoTokenCache(SsoTokenCache.defaultDirectory(env)),
                OidcClientFactory.standard(env, sdk),
                clock,
                Sleeper.waiting());
    }

    SsoTokenCache cache() {
        return cache;
    }

    Clock clock() {
        return clock;
    }

    /**
     * The device-authorization login. {@code prompt} receives the user code and the page to open once the
     * first poll shows that the user must approve; it runs on the calling thread.
     */
    public SsoOutcome login(SsoSessionConfig session, Consumer<DeviceAuthorization> prompt, CancelToken cancel) {
        Objects.requireNonNull(prompt, "prompt");
        Objects.requireNonNull(cancel, "cancel");
        if (cancel.isCancelled()) {
            return new SsoOutcome.Cancelled();
        }
        try (SsoOidcClient client = clients.create(Region.of(session.region()))) {
            ClientRegistration registration = registration(client, session);
            StartDeviceAuthorizationResponse started =
                    client.startDeviceAuthorization(r -> r.clientId(registration.clientId())
                            .clientSecret(registration.clientSecret())
                            .startUrl(session.startUrl()));
            Instant deadline = clock.instant().plusSeconds(started.expiresIn() == null ? 600 : started.expiresIn());
            Duration interval = started.interval() == null || started.interval() <= 0
                    ? DEFAULT_INTERVAL
                    : Duration.ofSeconds(started.interval());
            LOG.log(
                    System.Logger.Level.INFO,
                    "IAM Identity Center login for {0}: waiting for approval until {1}",
                    session.describe(),
                    deadline);
            DeviceAuthorization authorization = new DeviceAuthorization(
                    started.userCode(), started.verificationUri(), started.verificationUriComplete(), deadline);
            boolean prompted = false;
            while (true) {
                if (cancel.isCancelled()) {
                    LOG.log(
                            System.Logger.Level.INFO,
                            "IAM Identity Center login for {0} cancelled",
                            session.describe());
                    return new SsoOutcome.Cancelled();
                }
                if (!clock.instant().isBefore(deadline)) {
                    return new SsoOutcome.CodeExpired();
                }
                try {
                    CreateTokenResponse token = client.createToken(r -> r.grantType(DEVICE_CODE_GRANT)
                            .clientId(registration.clientId())
                            .clientSecret(registration.clientSecret())
                            .deviceCode(started.deviceCode()));
                    return store(session, registration, token, Optional.empty());
                } catch (AuthorizationPendingException e) {
                    LOG.log(System.Logger.Level.DEBUG, "Login for {0}: authorization pending", session.describe());
                } catch (SlowDownException e) {
                    interval = interval.plus(SLOW_DOWN_STEP);
                    LOG.log(
                            System.Logger.Level.DEBUG,
                            "Login for {0}: asked to slow down; polling every {1}",
                            session.describe(),
                            interval);
                } catch (ExpiredTokenException e) {
                    LOG.log(
                            System.Logger.Level.INFO,
                            "IAM Identity Center login for {0}: the code expired",
                            session.describe());
                    return new SsoOutcome.CodeExpired();
                } catch (AccessDeniedException e) {
                    return new SsoOutcome.Failed("The login request was denied.");
                }
                if (!prompted) {
                    prompt.accept(authorization);
                    prompted = true;
                }
                sleeper.sleep(interval, cancel);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new SsoOutcome.Cancelled();
        } catch (SsoOidcException e) {
            return failed("IAM Identity Center refused the login for " + session.describe(), e);
        } catch (SdkException e) {
            return failed("IAM Identity Center could not be reached for " + session.describe(), e);
        }
    }

    /**
     * Exchanges the cached refresh token for a new access token, as the SDK does near expiry. Anything that
     * a new login would fix ends in {@link SsoOutcome.LoginRequired}.
     */
    public SsoOutcome refresh(SsoSessionConfig session) {
        Optional<SsoToken> cached;
        try {
            cached = cache.readToken(session);
        } catch (SsoCacheException e) {
            return new SsoOutcome.LoginRequired("The cached token is unreadable (" + e.getMessage() + ").");
        }
        if (cached.isEmpty()) {
            return new SsoOutcome.LoginRequired("Not logged in to " + session.describe() + ".");
        }
        return refresh(session, cached.get());
    }

    /** As {@link #refresh(SsoSessionConfig)}, for the token the caller has just read from the cache. */
    SsoOutcome refresh(SsoSessionConfig session, SsoToken token) {
        if (!token.canRefreshAt(clock.instant())) {
            return new SsoOutcome.LoginRequired("The token for " + session.describe()
                    + " cannot be refreshed: it has no refresh token, or its client registration has expired.");
        }
        try (SsoOidcClient client = clients.create(Region.of(session.region()))) {
            CreateTokenResponse response = client.createToken(r -> r.grantType(REFRESH_GRANT)
                    .clientId(token.clientId().get())
                    .clientSecret(token.clientSecret().get())
                    .refreshToken(token.refreshToken().get()));
            ClientRegistration registration = new ClientRegistration(
                    token.clientId().get(),
                    token.clientSecret().get(),
                    token.registrationExpiresAt().get(),
                    List.of());
            return store(session, registration, response, token.startUrl());
        } catch (InvalidGrantException
                | ExpiredTokenException
                | InvalidClientException
                | UnauthorizedClientException e) {
            LOG.log(
                    System.Logger.Level.INFO,
                    "Refreshing the token for {0} was refused ({1})",
                    session.describe(),
                    e.awsErrorDetails() == null
                            ? e.getClass().getSimpleName()
                            : e.awsErrorDetails().errorCode());
            return new SsoOutcome.LoginRequired(
                    "The IAM Identity Center session for " + session.describe() + " has ended.");
        } catch (SsoOidcException e) {
            return failed("IAM Identity Center refused to refresh the token for " + session.describe(), e);
        } catch (SdkException e) {
            return failed("IAM Identity Center could not be reached to refresh " + session.describe(), e);
        }
    }

    private ClientRegistration registration(SsoOidcClient client, SsoSessionConfig session) {
        Instant now = clock.instant();
        Optional<ClientRegistration> reusable = cache.readRegistration(session)
                .filter(r -> r.reusableAt(now))
                .or(() -> registrationOfCachedToken(session).filter(r -> r.reusableAt(now)));
        if (reusable.isPresent()) {
            LOG.log(
                    System.Logger.Level.DEBUG,
                    "Reusing the client registration for {0} (expires {1})",
                    session.describe(),
                    reusable.get().expiresAt());
            return reusable.get();
        }
        List<String> scopes = session.registrationScopes().orElse(List.of());
        String clientName = "tenantdesk-client-" + session.sessionName().orElse(String.valueOf(now.getEpochSecond()));
        RegisterClientResponse response = client.registerClient(r -> {
            r.clientName(clientName).clientType("public");
            if (!scopes.isEmpty()) {
                r.scopes(scopes);
            }
        });
        ClientRegistration registration = new ClientRegistration(
                response.clientId(),
                response.clientSecret(),
                Instant.ofEpochSecond(response.clientSecretExpiresAt()),
                scopes);
        cache.writeRegistration(session, registration);
        LOG.log(
                System.Logger.Level.INFO,
                "Registered an IAM Identity Center client for {0} (expires {1})",
                session.describe(),
                registration.expiresAt());
        return registration;
    }

    /** A token file also carries its registration; the CLI's refresh relies on it, and so may a new login. */
    private Optional<ClientRegistration> registrationOfCachedToken(SsoSessionConfig session) {
        try {
            return cache.readToken(session)
                    .filter(token -> token.startUrl()
                                    .map(session.startUrl()::equals)
                                    .orElse(false)
                            && token.region().map(session.region()::equals).orElse(false))
                    .filter(token -> token.clientId().isPresent()
                            && token.clientSecret().isPresent()
                            && token.registrationExpiresAt().isPresent())
                    .map(token -> new ClientRegistration(
                            token.clientId().get(),
                            token.clientSecret().get(),
                            token.registrationExpiresAt().get(),
                            session.registrationScopes().orElse(List.of())));
        } catch (SsoCacheException e) {
            return Optional.empty();
        }
    }

    private SsoOutcome store(
            SsoSessionConfig session,
            ClientRegistration registration,
            CreateTokenResponse response,
            Optional<String> startUrl) {
        Instant expiresAt = clock.instant().plusSeconds(response.expiresIn() == null ? 0 : response.expiresIn());
        SsoToken token = new SsoToken(
                Optional.of(startUrl.orElse(session.startUrl())),
                Optional.of(session.region()),
                response.accessToken(),
                expiresAt,
                Optional.of(registration.clientId()),
                Optional.of(registration.clientSecret()),
                Optional.of(registration.expiresAt()),
                Optional.ofNullable(response.refreshToken()));
        cache.writeToken(session, token);
        LOG.log(
                System.Logger.Level.INFO,
                "Logged in to IAM Identity Center for {0} until {1}; token cached in {2}",
                session.describe(),
                expiresAt,
                cache.tokenFile(session));
        return new SsoOutcome.LoggedIn(token);
    }

    private static SsoOutcome failed(String what, SdkException e) {
        String detail = e instanceof SsoOidcException service && service.awsErrorDetails() != null
                ? service.awsErrorDetails().errorCode()
                        + (service.awsErrorDetails().errorMessage() == null
                                ? ""
                                : ": " + service.awsErrorDetails().errorMessage())
                : e.getMessage();
        LOG.log(System.Logger.Level.WARNING, "{0}: {1}", what, detail);
        return new SsoOutcome.Failed(what + ": " + detail);
    }
}
