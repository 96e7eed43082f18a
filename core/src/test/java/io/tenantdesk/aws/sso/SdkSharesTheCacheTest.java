package io.tenantdesk.aws.sso;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.AwsStub;
import io.tenantdesk.aws.TestClock;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.profile.ProfileListing;
import io.tenantdesk.aws.profile.SdkProfileView;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.host.HostEnvironment;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cache is shared: a token Tenantdesk wrote is used by the SDK's own profile provider, and a token the SDK
 * refreshed and rewrote is read back by Tenantdesk; without a login the SDK fails in a way
 * {@link SsoErrors} recognises. The SDK finds the cache under {@code HOME} only, so it runs
 * in a child JVM whose HOME is a test folder; the real home is never touched.
 */
class SdkSharesTheCacheTest {

    @TempDir
    Path home;

    @Test
    void theSdkUsesOurTokenAndWeReadTheOneItRefreshed() throws Exception {
        TestClock clock = TestClock.startingNow();
        try (AwsStub stub = AwsStub.start(clock)) {
            Files.createDirectories(home.resolve(".aws"));
            Files.writeString(home.resolve(".aws/config"), """
                    [profile fresh]
                    sso_session = fresh-session
                    sso_account_id = 111122223333
                    sso_role_name = Support
                    region = eu-west-1
                    [profile expiring]
                    sso_session = expiring-session
                    sso_account_id = 444455556666
                    sso_role_name = Admin
                    region = eu-west-1
                    [profile never]
                    sso_session = never-session
                    sso_account_id = 777788889999
                    sso_role_name = Support
                    region = eu-west-1
                    [profile never-legacy]
                    sso_start_url = https://never.awsapps.com/start
                    sso_region = us-east-1
                    sso_account_id = 777788889999
                    sso_role_name = Support
                    region = eu-west-1
                    [sso-session never-session]
                    sso_start_url = https://corp.awsapps.com/start
                    sso_region = us-east-1
                    [sso-session fresh-session]
                    sso_start_url = https://corp.awsapps.com/start
                    sso_region = us-east-1
                    [sso-session expiring-session]
                    sso_start_url = https://corp.awsapps.com/start
                    sso_region = us-east-1
                    """);
            HostEnvironment env = HostEnvironment.of(Map.of("HOME", home.toString()), Map.of());
            SsoTokenCache cache = new SsoTokenCache(SsoTokenCache.defaultDirectory(env));
            assertThat(cache.directory()).isEqualTo(home.resolve(".aws/sso/cache"));
            SsoLogin login = new SsoLogin(
                    cache,
                    OidcClientFactory.standard(
                            new SdkProfileView(HostEnvironment.system()), Optional.of(stub.endpoint())),
                    clock,
                    clock.sleeper());
            ProfileListing listing = new ProfileCatalog(env).load();
            SsoSessionConfig fresh = SsoSessionConfig.forProfile(listing, "fresh");
            SsoSessionConfig expiring = SsoSessionConfig.forProfile(listing, "expiring");
            assertThat(login.login(fresh, prompt -> {}, new CancelToken())).isInstanceOf(SsoOutcome.LoggedIn.class);
            assertThat(login.login(expiring, prompt -> {}, new CancelToken())).isInstanceOf(SsoOutcome.LoggedIn.class);
            SsoToken ours = cache.readToken(expiring).orElseThrow();
            cache.writeToken(
                    expiring,
                    new SsoToken(
                            ours.startUrl(),
                            ours.region(),
                            ours.accessToken(),
                            Instant.now().plus(Duration.ofMinutes(2)),
                            ours.clientId(),
                            ours.clientSecret(),
                            ours.registrationExpiresAt(),
                            ours.refreshToken()));

            String probed = probe(stub, "fresh", "expiring", "never", "never-legacy");

            assertThat(probed).contains("PROBE fresh match", "PROBE expiring match");
            String expired = "loginRequired=true "
                    + software.amazon.awssdk.services.sso.auth.ExpiredTokenException.class.getName()
                    + ": The SSO session associated with this profile has expired or is otherwise invalid.";
            assertThat(probed)
                    .as("what the SDK throws without a login, and that SsoErrors recognises it")
                    .contains("PROBE never failed " + expired, "PROBE never-legacy failed " + expired);

            assertThat(stub.roleCalls())
                    .containsExactly(
                            new AwsStub.RoleCall("111122223333", "Support", AwsStub.ACCESS_TOKEN),
                            new AwsStub.RoleCall("444455556666", "Admin", AwsStub.REFRESHED_ACCESS_TOKEN));
            SsoToken rewrittenBySdk = cache.readToken(expiring).orElseThrow();
            assertThat(rewrittenBySdk.accessToken()).isEqualTo(AwsStub.REFRESHED_ACCESS_TOKEN);
            assertThat(rewrittenBySdk.refreshToken()).contains(AwsStub.REFRESHED_REFRESH_TOKEN);
            assertThat(rewrittenBySdk.expiresAt()).isAfter(Instant.now().plus(Duration.ofHours(7)));
            assertThat(new SsoTokens(login).status(expiring).state()).isEqualTo(SsoTokenStatus.State.LOGGED_IN);
        }
    }

    private String probe(AwsStub stub, String... profiles) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>(List.of(
                java.toString(),
                "-XX:TieredStopAtLevel=1",
                "-Daws.endpointUrlSso=" + stub.endpoint(),
                "-Daws.endpointUrlSsoOidc=" + stub.endpoint(),
                "-cp",
                System.getProperty("java.class.path"),
                SdkProfileProbe.class.getName(),
                AwsStub.ROLE_KEY));
        command.addAll(List.of(profiles));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("HOME", home.toString());
        builder.environment().keySet().removeIf(name -> name.startsWith("AWS_"));
        builder.redirectErrorStream(true);
        Process process = builder.start();
        byte[] output = process.getInputStream().readAllBytes();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String text = new String(output, StandardCharsets.UTF_8);
        for (String secret : AwsStub.secrets()) {
            assertThat(text).doesNotContain(secret);
        }
        return text;
    }
}
