package io.tenantdesk.aws.connect;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.AwsStub;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.ConnectionSpec;
import io.tenantdesk.aws.LogCapture;
import io.tenantdesk.aws.ProfileFolder;
import io.tenantdesk.aws.SdkSsoPortal;
import io.tenantdesk.aws.SsoProfiles;
import io.tenantdesk.aws.TestClock;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.profile.SdkProfileView;
import io.tenantdesk.aws.sso.OidcClientFactory;
import io.tenantdesk.aws.sso.SsoLogin;
import io.tenantdesk.aws.sso.SsoSessionConfig;
import io.tenantdesk.aws.sso.SsoTokenCache;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.logging.RollingLogFile;
import io.tenantdesk.settings.ConnectionSettings;
import io.tenantdesk.settings.ReadOnlyPolicy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * Runs logins, refreshes and connections of every kind while capturing all log output, then looks for every
 * secret the stub and the test profiles handed out: none may appear, nor in any message shown to the user.
 */
@ExtendWith(DynaliteExtension.class)
@Isolated
class NoSecretsInLogsTest {

    static final String STATIC_SECRET = "static-SECRET-never-logged-31a";
    static final String STATIC_SESSION = "static-SESSION-never-logged-7d2";
    static final String STATIC_KEY = "ASIASTATICNEVERLOG01";
    static final String PROCESS_KEY = "ASIAPROCESSNEVERLOG1";
    static final String PROCESS_SECRET = "process-SECRET-never-logged-4b8";
    static final String PROCESS_SESSION = "process-SESSION-never-logged-9c1";

    @TempDir
    Path dir;

    @Test
    void noSecretAppearsInAnyLogOutputOrMessage(LocalDynamo dynamo) throws IOException {
        List<String> messages = new ArrayList<>();
        TestClock clock = TestClock.startingNow();
        String logs;
        RollingLogFile logFile = new RollingLogFile(dir.resolve("logs"), 10_000_000, 1);
        Logger.getLogger("").addHandler(logFile);
        try (AwsStub stub = AwsStub.start(clock);
                LogCapture capture = new LogCapture()) {
            stub.identity(STATIC_KEY, "222233334444", "arn:aws:iam::222233334444:user/ana")
                    .identity(PROCESS_KEY, "333344445555", "arn:aws:sts::333344445555:assumed-role/Batch/ana");
            SdkSsoPortal.pointAt(stub);
            writeProfiles();
            ProfileCatalog catalog = new ProfileFolder(dir).catalog();
            SsoTokenCache cache = new SsoTokenCache(dir.resolve("cache"));
            SsoLogin login = new SsoLogin(
                    cache,
                    OidcClientFactory.standard(
                            new SdkProfileView(HostEnvironment.system()), Optional.of(stub.endpoint())),
                    clock,
                    clock.sleeper());
            SsoSessionConfig session = SsoSessionConfig.forProfile(catalog.load(), "dev-sso");
            SsoTokens tokens = new SsoTokens(login);

            stub.deviceTokens("pending", "slow_down", "success");
            messages.add(login.login(session, prompt -> messages.add(prompt.toString()), new CancelToken())
                    .message());
            stub.deviceTokens("pending", "expired");
            messages.add(login.login(session, prompt -> {}, new CancelToken()).message());
            clock.advance(AwsStub.TOKEN_LIFETIME.minus(Duration.ofMinutes(2)));
            tokens.accessToken(session);
            messages.add(tokens.status(session).message());
            stub.refreshes("invalid_grant");
            messages.add(login.refresh(session).message());
            messages.add(cache.readToken(session).orElseThrow().toString());
            messages.add(cache.readRegistration(session).orElseThrow().toString());

            Connector connector = new Connector(
                    catalog,
                    new SsoTokens(login),
                    new ReadOnlyPolicy(ConnectionSettings.defaults()),
                    new ServiceEndpoints(Optional.of(stub.endpoint()), Optional.empty()),
                    new SdkProfileView(HostEnvironment.system()));
            stub.acceptToken(AwsStub.ACCESS_TOKEN);
            login.login(session, prompt -> {}, new CancelToken());
            for (String profile : List.of("dev-sso", "keys", "batch")) {
                Connection connection =
                        connector.connect(ConnectionSpec.profile(profile).withEndpointOverride(dynamo.endpoint()));
                connection.client().listTables();
                messages.add(connection.toString());
                connection.client().close();
            }
            try {
                connector.connect(ConnectionSpec.profile("stale").withEndpointOverride(dynamo.endpoint()));
            } catch (ConnectionException e) {
                messages.add(e.getMessage());
            }
            logs = capture.text();
        } finally {
            Logger.getLogger("").removeHandler(logFile);
            logFile.close();
        }
        String logged = Files.readString(logFile.file());

        assertThat(logs)
                .as("the capture works")
                .contains("Logged in to IAM Identity Center")
                .contains("Refreshed the IAM Identity Center token")
                .contains("Connected with profile `dev-sso`");
        List<String> secrets = new ArrayList<>(AwsStub.secrets());
        secrets.addAll(
                List.of(STATIC_KEY, STATIC_SECRET, STATIC_SESSION, PROCESS_KEY, PROCESS_SECRET, PROCESS_SESSION));
        assertThat(logged).as("the log file got the same lines").contains("Connected with profile `dev-sso`");
        for (String secret : secrets) {
            assertThat(logs).as("logs").doesNotContain(secret);
            assertThat(logged).as("log file").doesNotContain(secret);
            assertThat(messages).as("messages").noneMatch(message -> message.contains(secret));
        }
    }

    private void writeProfiles() throws IOException {
        Path script = new ProfileFolder(dir).credentialProcess(PROCESS_KEY, PROCESS_SECRET, PROCESS_SESSION);
        Files.writeString(dir.resolve("config"), SsoProfiles.DEV_SSO + """
                [profile keys]
                region = eu-west-1
                [profile stale]
                region = eu-west-1
                [profile batch]
                region = eu-west-1
                credential_process = %s
                """.formatted(script));
        Files.writeString(
                dir.resolve("credentials"),
                "[keys]\naws_access_key_id = " + STATIC_KEY
                        + "\naws_secret_access_key = " + STATIC_SECRET + "\naws_session_token = " + STATIC_SESSION
                        + "\n[stale]\naws_access_key_id = AKIAUNKNOWN\naws_secret_access_key = " + STATIC_SECRET
                        + "\n");
    }
}
