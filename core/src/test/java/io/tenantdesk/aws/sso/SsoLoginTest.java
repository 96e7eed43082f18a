package io.tenantdesk.aws.sso;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenantdesk.aws.AwsStub;
import io.tenantdesk.aws.SsoErrors;
import io.tenantdesk.aws.TestClock;
import io.tenantdesk.aws.profile.SdkProfileView;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.host.HostEnvironment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.sso.auth.ExpiredTokenException;

class SsoLoginTest {

    static final SsoSessionConfig SESSION = new SsoSessionConfig(
            "dev",
            Optional.of("my-sso"),
            "https://d-123.awsapps.com/start",
            "us-east-1",
            Optional.of(List.of("sso:account:access")));
    static final String TOKEN_FILE = "0ad374308c5a4e22f723adf10145eafad7c4031c.json";
    static final String REGISTRATION_FILE = "41703fba9789c2c8f9b7faa73b70bebb72c62cc9.json";
    static final String CLI_TIMESTAMP = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z";

    @TempDir
    Path cacheDir;

    private final TestClock clock = TestClock.startingNow();
    private final ObjectMapper json = new ObjectMapper();
    private final List<DeviceAuthorization> prompts = new ArrayList<>();
    private AwsStub stub;
    private SsoTokenCache cache;
    private SsoLogin login;

    @BeforeEach
    void start() {
        stub = AwsStub.start(clock);
        cache = new SsoTokenCache(cacheDir.resolve("sso").resolve("cache"));
        login = new SsoLogin(
                cache,
                OidcClientFactory.standard(new SdkProfileView(HostEnvironment.system()), Optional.of(stub.endpoint())),
                clock,
                clock.sleeper());
    }

    @AfterEach
    void stop() {
        stub.close();
    }

    @Test
    void pendingThenSlowDownThenSuccessWritesTheTokenAsTheCliDoes() throws IOException {
        stub.deviceTokens("pending", "slow_down", "success");
        Instant started = clock.instant();

        SsoOutcome outcome = login.login(SESSION, prompts::add, new CancelToken());

        assertThat(outcome).isInstanceOf(SsoOutcome.LoggedIn.class);
        assertThat(clock.sleeps()).containsExactly(Duration.ofSeconds(1), Duration.ofSeconds(6));
        assertThat(prompts).singleElement().satisfies(prompt -> {
            assertThat(prompt.userCode()).isEqualTo(AwsStub.USER_CODE);
            assertThat(prompt.verificationUriComplete()).endsWith("?user_code=" + AwsStub.USER_CODE);
        });
        Instant loggedInAt = started.plusSeconds(7);
        assertThat(((SsoOutcome.LoggedIn) outcome).expiresAt()).isEqualTo(loggedInAt.plus(AwsStub.TOKEN_LIFETIME));

        Path file = cache.directory().resolve(TOKEN_FILE);
        assertThat(cache.tokenFile(SESSION)).isEqualTo(file);
        JsonNode token = json.readTree(file.toFile());
        assertThat(fieldNames(token))
                .containsExactly(
                        "startUrl",
                        "region",
                        "accessToken",
                        "expiresAt",
                        "clientId",
                        "clientSecret",
                        "registrationExpiresAt",
                        "refreshToken");
        assertThat(token.get("startUrl").asText()).isEqualTo("https://d-123.awsapps.com/start");
        assertThat(token.get("region").asText()).isEqualTo("us-east-1");
        assertThat(token.get("accessToken").asText()).isEqualTo(AwsStub.ACCESS_TOKEN);
        assertThat(token.get("refreshToken").asText()).isEqualTo(AwsStub.REFRESH_TOKEN);
        assertThat(token.get("clientId").asText()).isEqualTo(AwsStub.CLIENT_ID);
        assertThat(token.get("clientSecret").asText()).isEqualTo(AwsStub.CLIENT_SECRET);
        assertThat(token.get("expiresAt").asText())
                .matches(CLI_TIMESTAMP)
                .isEqualTo(loggedInAt.plus(AwsStub.TOKEN_LIFETIME).toString());
        assertThat(token.get("registrationExpiresAt").asText())
                .matches(CLI_TIMESTAMP)
                .isEqualTo(started.plus(AwsStub.REGISTRATION_LIFETIME).toString());
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
                .isEqualTo("rw-------");
        try (Stream<Path> files = Files.list(cache.directory())) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrder(TOKEN_FILE, REGISTRATION_FILE);
        }
        assertThat(stub.count("/token")).isEqualTo(3);
    }

    @Test
    void registersAPublicClientWithTheSessionsScopesAndCachesItWhereTheCliLooks() throws IOException {
        login.login(SESSION, prompts::add, new CancelToken());

        AwsStub.Seen register = stub.requests().stream()
                .filter(s -> s.path().equals("/client/register"))
                .findFirst()
                .orElseThrow();
        JsonNode request = json.readTree(register.body());
        assertThat(request.get("clientType").asText()).isEqualTo("public");
        assertThat(request.get("clientName").asText()).isEqualTo("tenantdesk-client-my-sso");
        assertThat(request.get("scopes")).hasSize(1);
        assertThat(register.headers()).doesNotContainKey("authorization");

        Path file = cache.registrationFile(SESSION);
        assertThat(file.getFileName().toString()).isEqualTo(REGISTRATION_FILE);
        JsonNode registration = json.readTree(file.toFile());
        assertThat(fieldNames(registration)).containsExactly("clientId", "clientSecret", "expiresAt", "scopes");
        assertThat(registration.get("expiresAt").asText()).matches(CLI_TIMESTAMP);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
                .isEqualTo("rw-------");
    }

    @Test
    void aRegistrationWithMoreThanFifteenMinutesLeftIsReused() {
        login.login(SESSION, prompts::add, new CancelToken());
        new SsoLogin(
                        cache,
                        OidcClientFactory.standard(
                                new SdkProfileView(HostEnvironment.system()), Optional.of(stub.endpoint())),
                        clock,
                        clock.sleeper())
                .login(SESSION, prompts::add, new CancelToken());
        assertThat(stub.count("/client/register")).isEqualTo(1);

        clock.advance(AwsStub.REGISTRATION_LIFETIME.minus(Duration.ofMinutes(16)));
        login.login(SESSION, prompts::add, new CancelToken());
        assertThat(stub.count("/client/register")).isEqualTo(1);

        clock.advance(Duration.ofMinutes(2));
        login.login(SESSION, prompts::add, new CancelToken());
        assertThat(stub.count("/client/register")).isEqualTo(2);
    }

    @Test
    void aRegistrationTheCliCachedIsReused() throws IOException {
        Files.createDirectories(cache.directory());
        Files.writeString(
                cache.directory().resolve(REGISTRATION_FILE),
                "{\"clientId\": \"" + AwsStub.CLIENT_ID
                        + "\", \"clientSecret\": \"" + AwsStub.CLIENT_SECRET + "\", \"expiresAt\": \""
                        + CacheTimestamps.format(clock.instant().plus(Duration.ofDays(30)))
                        + "\", \"scopes\": [\"sso:account:access\"]}");

        assertThat(login.login(SESSION, prompts::add, new CancelToken())).isInstanceOf(SsoOutcome.LoggedIn.class);

        assertThat(stub.count("/client/register")).isZero();
    }

    @Test
    void anExpiredDeviceCodeSaysSoAndCachesNothing() {
        stub.deviceTokens("pending", "pending", "expired");

        SsoOutcome outcome = login.login(SESSION, prompts::add, new CancelToken());

        assertThat(outcome).isInstanceOf(SsoOutcome.CodeExpired.class);
        assertThat(outcome.message()).isEqualTo("The code expired before it was approved; start again.");
        assertThat(cache.tokenFile(SESSION)).doesNotExist();
    }

    @Test
    void theLocalDeadlineEndsALoginTheServiceNeverEnds() {
        stub.deviceCodeLifetime(5)
                .deviceTokens(java.util.Collections.nCopies(10, "pending").toArray(String[]::new));

        assertThat(login.login(SESSION, prompts::add, new CancelToken())).isInstanceOf(SsoOutcome.CodeExpired.class);
        assertThat(stub.count("/token")).isEqualTo(5);
    }

    @Test
    void cancellingBetweenPollsStopsPolling() {
        stub.deviceTokens("pending", "pending", "pending", "success");
        CancelToken cancel = new CancelToken();

        SsoOutcome outcome = login.login(SESSION, prompt -> cancel.cancel(), cancel);

        assertThat(outcome).isInstanceOf(SsoOutcome.Cancelled.class);
        assertThat(stub.count("/token")).isEqualTo(1);
        assertThat(cache.tokenFile(SESSION)).doesNotExist();
    }

    @Test
    void cancellingWakesARealWaitAtOnce() throws Exception {
        // a wait long enough that its end, even on a busy machine, cannot pass for a wake-up
        stub.pollInterval(60)
                .deviceTokens(java.util.Collections.nCopies(50, "slow_down").toArray(String[]::new));
        SsoLogin waiting = new SsoLogin(
                cache,
                OidcClientFactory.standard(new SdkProfileView(HostEnvironment.system()), Optional.of(stub.endpoint())),
                java.time.Clock.systemUTC(),
                Sleeper.waiting());
        CancelToken cancel = new CancelToken();
        CompletableFuture<DeviceAuthorization> prompted = new CompletableFuture<>();

        CompletableFuture<SsoOutcome> result =
                CompletableFuture.supplyAsync(() -> waiting.login(SESSION, prompted::complete, cancel));
        prompted.get(10, TimeUnit.SECONDS);
        long before = System.nanoTime();
        cancel.cancel();

        assertThat(result.get(10, TimeUnit.SECONDS)).isInstanceOf(SsoOutcome.Cancelled.class);
        assertThat(Duration.ofNanos(System.nanoTime() - before)).isLessThan(Duration.ofSeconds(30));
    }

    @Test
    void aTokenNearExpiryIsRefreshedAndTheCacheRewritten() throws IOException {
        login.login(SESSION, prompts::add, new CancelToken());
        SsoTokens tokens = new SsoTokens(login);
        assertThat(tokens.accessToken(SESSION)).isEqualTo(AwsStub.ACCESS_TOKEN);
        assertThat(tokens.status(SESSION).state()).isEqualTo(SsoTokenStatus.State.LOGGED_IN);

        clock.advance(AwsStub.TOKEN_LIFETIME.minus(Duration.ofMinutes(4)));
        assertThat(tokens.status(SESSION).state()).isEqualTo(SsoTokenStatus.State.EXPIRING);
        assertThat(tokens.accessToken(SESSION)).isEqualTo(AwsStub.REFRESHED_ACCESS_TOKEN);

        JsonNode token = json.readTree(cache.tokenFile(SESSION).toFile());
        assertThat(token.get("accessToken").asText()).isEqualTo(AwsStub.REFRESHED_ACCESS_TOKEN);
        assertThat(token.get("refreshToken").asText()).isEqualTo(AwsStub.REFRESHED_REFRESH_TOKEN);
        assertThat(token.get("clientSecret").asText()).isEqualTo(AwsStub.CLIENT_SECRET);
        assertThat(CacheTimestamps.parse(token.get("expiresAt").asText()))
                .isEqualTo(clock.instant().plus(AwsStub.TOKEN_LIFETIME));
        assertThat(tokens.status(SESSION).state()).isEqualTo(SsoTokenStatus.State.LOGGED_IN);
        JsonNode refresh =
                json.readTree(stub.requests().get(stub.requests().size() - 1).body());
        assertThat(refresh.get("grantType").asText()).isEqualTo("refresh_token");
    }

    @Test
    void aRefreshHandsBackTheTokenItCached() {
        login.login(SESSION, prompts::add, new CancelToken());
        clock.advance(AwsStub.TOKEN_LIFETIME.minus(Duration.ofMinutes(4)));

        SsoOutcome outcome = login.refresh(SESSION);

        assertThat(outcome).isInstanceOfSatisfying(SsoOutcome.LoggedIn.class, refreshed -> {
            assertThat(refreshed.token().accessToken()).isEqualTo(AwsStub.REFRESHED_ACCESS_TOKEN);
            assertThat(refreshed.token()).isEqualTo(cache.readToken(SESSION).orElseThrow());
            assertThat(refreshed.toString())
                    .doesNotContain(AwsStub.REFRESHED_ACCESS_TOKEN, AwsStub.REFRESHED_REFRESH_TOKEN);
        });
    }

    @Test
    void anExpiredTokenIsRefreshedToo() {
        login.login(SESSION, prompts::add, new CancelToken());
        clock.advance(AwsStub.TOKEN_LIFETIME.plus(Duration.ofHours(1)));
        SsoTokens tokens = new SsoTokens(login);

        assertThat(tokens.status(SESSION).state()).isEqualTo(SsoTokenStatus.State.EXPIRED);
        assertThat(tokens.status(SESSION).refreshable()).isTrue();
        assertThat(tokens.accessToken(SESSION)).isEqualTo(AwsStub.REFRESHED_ACCESS_TOKEN);
    }

    @Test
    void anInvalidGrantTellsTheCallerToLogInAgain() {
        login.login(SESSION, prompts::add, new CancelToken());
        stub.refreshes("invalid_grant");
        clock.advance(AwsStub.TOKEN_LIFETIME.plus(Duration.ofMinutes(1)));

        SsoOutcome outcome = login.refresh(SESSION);

        assertThat(outcome).isInstanceOf(SsoOutcome.LoginRequired.class);
        assertThat(outcome.message()).contains("has ended").endsWith("Log in again.");

        stub.refreshes("invalid_grant");
        SsoTokens tokens = new SsoTokens(login);
        assertThatThrownBy(() -> tokens.accessToken(SESSION))
                .isInstanceOf(ExpiredTokenException.class)
                .hasMessageContaining("profile `dev`")
                .satisfies(e -> assertThat(SsoErrors.loginRequired(e)).isTrue());
    }

    @Test
    void withoutARefreshTokenOrAfterTheRegistrationExpiredOnlyALoginHelps() {
        SsoTokens tokens = new SsoTokens(login);
        assertThat(tokens.status(SESSION).state()).isEqualTo(SsoTokenStatus.State.MISSING);
        assertThat(tokens.status(SESSION).refreshable()).isFalse();
        assertThat(login.refresh(SESSION)).isInstanceOf(SsoOutcome.LoginRequired.class);
        assertThatThrownBy(() -> tokens.accessToken(SESSION))
                .isInstanceOf(ExpiredTokenException.class)
                .hasMessageContaining("there is no cached token");

        login.login(SESSION, prompts::add, new CancelToken());
        clock.advance(AwsStub.REGISTRATION_LIFETIME.plusDays(1));
        assertThat(tokens.status(SESSION))
                .extracting(SsoTokenStatus::state, SsoTokenStatus::refreshable)
                .containsExactly(SsoTokenStatus.State.EXPIRED, false);
        assertThat(login.refresh(SESSION)).isInstanceOf(SsoOutcome.LoginRequired.class);
        assertThat(stub.count("/token")).isEqualTo(1);
    }

    @Test
    void readsACacheFileTheCliWrote() throws IOException {
        SsoSessionConfig legacy = new SsoSessionConfig(
                "old", Optional.empty(), "https://legacy.awsapps.com/start", "eu-west-1", Optional.empty());
        Files.createDirectories(cache.directory());
        Path file = cache.directory().resolve(CacheKeys.sha1Hex("https://legacy.awsapps.com/start") + ".json");
        Instant expiry = clock.instant().plus(Duration.ofHours(2));
        Files.writeString(
                file,
                "{\"startUrl\": \"https://legacy.awsapps.com/start\", \"region\": \"eu-west-1\", "
                        + "\"accessToken\": \"cli-token\", \"expiresAt\": \""
                        + expiry.toString().replace("Z", "UTC") + "\", "
                        + "\"receivedAt\": \"2020-01-01T00:00:00Z\", \"clientId\": \"cli-client\", \"clientSecret\": \"cli-secret\", "
                        + "\"registrationExpiresAt\": \""
                        + clock.instant().plus(Duration.ofDays(60)).toString().replace("Z", "+00:00")
                        + "\", \"refreshToken\": \"cli-refresh\", \"futureField\": {\"x\": 1}}");

        SsoToken token = cache.readToken(legacy).orElseThrow();

        assertThat(token.accessToken()).isEqualTo("cli-token");
        assertThat(token.expiresAt()).isEqualTo(expiry);
        assertThat(token.registrationExpiresAt()).contains(clock.instant().plus(Duration.ofDays(60)));
        assertThat(token.refreshToken()).contains("cli-refresh");
        assertThat(token.toString()).doesNotContain("cli-token", "cli-secret", "cli-refresh");
        SsoTokens tokens = new SsoTokens(login);
        assertThat(tokens.status(legacy).state()).isEqualTo(SsoTokenStatus.State.LOGGED_IN);
        assertThat(tokens.accessToken(legacy)).isEqualTo("cli-token");
    }

    @Test
    void theStandardLoginSharesTheCacheOfTheAwsCliInTheHomeFolder(@TempDir Path home) {
        SsoTokenCache cliCache =
                new SsoTokenCache(home.resolve(".aws").resolve("sso").resolve("cache"));
        cliCache.writeToken(
                SESSION,
                new SsoToken(
                        Optional.empty(),
                        Optional.empty(),
                        "cli-token",
                        clock.instant().plus(Duration.ofHours(1)),
                        Optional.empty(),
                        Optional.empty(),
                        Optional.empty(),
                        Optional.empty()));

        SsoTokens tokens = new SsoTokens(SsoLogin.standard(
                HostEnvironment.of(Map.of("HOME", home.toString()), Map.of()),
                new SdkProfileView(HostEnvironment.system()),
                clock));

        assertThat(tokens.accessToken(SESSION)).isEqualTo("cli-token");
        clock.advance(Duration.ofHours(2));
        assertThat(tokens.status(SESSION).state())
                .as("on the clock it was given")
                .isEqualTo(SsoTokenStatus.State.EXPIRED);
    }

    @Test
    void aBrokenCacheFileMeansLogInAgain() throws IOException {
        Files.createDirectories(cache.directory());
        Files.writeString(cache.tokenFile(SESSION), "{\"accessToken\": \"x\"}");
        SsoTokens tokens = new SsoTokens(login);

        assertThat(tokens.status(SESSION).state()).isEqualTo(SsoTokenStatus.State.MISSING);
        assertThat(tokens.status(SESSION).message()).contains("has no `expiresAt`");
        assertThatThrownBy(() -> tokens.accessToken(SESSION)).isInstanceOf(ExpiredTokenException.class);
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
