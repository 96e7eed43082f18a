package io.tenantdesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.AwsStub;
import io.tenantdesk.aws.SsoProfiles;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.local.SharedDemo;
import io.tenantdesk.testing.RefusingPort;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * How {@code tenantdesk lint} connects, and says why it could not: exit 2 with the reason, an endpoint nobody
 * listens on, an expired SSO login, the profile from {@code aws.profile}, the default credentials as in CI, and an
 * MFA role's code from the command line.
 */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LintConnectionsTest {

    private LocalDynamo dynamo;
    private SharedDemo demo;
    private CliRunner cli;
    private Instant now;

    @BeforeAll
    void load(LocalDynamo dynamo, @TempDir Path home) {
        this.dynamo = dynamo;
        demo = dynamo.sharedDemo();
        demo.data("app_data");
        now = Instant.now();
        cli = new CliRunner(home, now);
    }

    @Test
    void couldNotRunExitsTwoWithTheReason(@TempDir Path dir) throws Exception {
        String endpoint = dynamo.endpoint().toString();
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{ \"platform\": \"x\", \"tables\": {}, \"entities\": [ { \"name\": \"A\" } ] }");

        CliRunner.Result missingTable =
                cli.run("lint", "--endpoint", endpoint, "--platform", "app_data", "--table-prefix", "nowhere-");
        CliRunner.Result unknownPlatform = cli.run("lint", "--endpoint", endpoint, "--platform", "no_such_platform");
        CliRunner.Result badDescriptor = cli.run("lint", "--endpoint", endpoint, "--platform", broken.toString());
        CliRunner.Result unknownTable =
                cli.run("lint", "--endpoint", endpoint, "--platform", "app_data", "--table", "nope");
        CliRunner.Result noConnection = cli.run("lint", "--platform", "app_data");
        CliRunner.Result badSegments =
                cli.run("lint", "--endpoint", endpoint, "--platform", "app_data", "--segments", "0");
        CliRunner.Result unknownOption = cli.run("lint", "--endpoint", endpoint, "--platform", "app_data", "--colour");

        for (CliRunner.Result r : List.of(
                missingTable, unknownPlatform, badDescriptor, unknownTable, noConnection, badSegments, unknownOption)) {
            assertThat(r.exit()).as(r.err()).isEqualTo(2);
            assertThat(r.out()).isEmpty();
            assertThat(r.err()).startsWith("tenantdesk lint: ");
        }
        assertThat(missingTable.err()).contains("`app_data` (looked for `nowhere-app_data`)");
        assertThat(unknownPlatform.err())
                .contains("unknown platform `no_such_platform`")
                .contains("app_data");
        assertThat(badDescriptor.err()).contains(broken + ": $.entities[0]");
        assertThat(unknownTable.err()).contains("no table nope");
        assertThat(noConnection.err())
                .contains("the default credentials have no region")
                .contains("--profile P")
                .contains("--endpoint URL");
        assertThat(badSegments.err()).contains("--segments");
        assertThat(unknownOption.err()).contains("--colour").contains("tenantdesk lint --help");
    }

    @Test
    void anEndpointNobodyListensOnIsAConnectionFailure() throws Exception {
        try (RefusingPort nobody = new RefusingPort()) {
            CliRunner.Result result =
                    cli.run("lint", "--endpoint", nobody.endpoint().toString(), "--platform", "app_data");

            assertThat(result.exit()).isEqualTo(2);
            assertThat(result.err())
                    .startsWith("tenantdesk lint: nothing answers at " + nobody.endpoint())
                    .contains("Connection refused")
                    .contains("tenantdesk demo");
        }
    }

    @Test
    void aServiceThatCannotBeReachedIsNamedWithWhatToCheck(@TempDir Path home) throws Exception {
        Files.writeString(
                home.resolve("aws-credentials"),
                "[keys]\naws_access_key_id = AKIAKEYSUNREACHABLE1\naws_secret_access_key = keys-secret\n"
                        + "region = eu-west-1\n");
        String[] lint = {"lint", "--profile", "keys", "--platform", "app_data", "--table-prefix", demo.tablePrefix()};
        try (AwsStub sts = AwsStub.start(Clock.systemUTC())
                        .identity("AKIAKEYSUNREACHABLE1", "222233334444", "arn:aws:iam::222233334444:user/ana");
                RefusingPort nobody = new RefusingPort()) {
            CliRunner.Result noSts = new CliRunner(home, now)
                    .withProperties(Map.of("aws.endpointUrlSts", "https://sts.eu-west-1.tenantdesk.invalid"))
                    .run(lint);
            CliRunner.Result noDynamo = new CliRunner(home, now)
                    .withProperties(Map.of(
                            "aws.endpointUrlSts",
                            sts.endpoint().toString(),
                            "aws.endpointUrlDynamoDb",
                            nobody.endpoint().toString()))
                    .run(lint);

            assertThat(noSts.exit()).isEqualTo(2);
            assertThat(noSts.err())
                    .startsWith("tenantdesk lint: profile `keys`: cannot reach sts.eu-west-1.tenantdesk.invalid (STS"
                            + " GetCallerIdentity): the name does not resolve. Check the network connection, a proxy"
                            + " (HTTPS_PROXY) and the endpoint set for STS");
            assertThat(noDynamo.exit()).isEqualTo(2);
            assertThat(noDynamo.err())
                    .startsWith("tenantdesk lint: cannot check the tables with profile `keys`: cannot reach 127.0.0.1:"
                            + nobody.port() + " (DynamoDB ListTables): it refused the connection. Check the network"
                            + " connection, a proxy (HTTPS_PROXY) and the endpoint set for DynamoDB")
                    .doesNotContain("(Connection refused)");
        }
    }

    @Test
    void anExpiredSsoLoginSaysHowToLogInAgain(@TempDir Path home) throws Exception {
        Files.writeString(home.resolve("aws-config"), SsoProfiles.DEV_SSO);

        CliRunner.Result result =
                new CliRunner(home, now).run("lint", "--profile", "dev-sso", "--platform", "app_data");

        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.err()).contains("profile `dev-sso`").contains("aws sso login --profile dev-sso");
    }

    @Test
    void theAwsProfileSystemPropertyNamesTheProfileAsInTheConsole(@TempDir Path home) throws Exception {
        Files.writeString(home.resolve("aws-config"), SsoProfiles.DEV_SSO);

        CliRunner.Result result = new CliRunner(home, now)
                .withProperties(Map.of("aws.profile", "dev-sso"))
                .run("lint", "--platform", "app_data");

        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.err()).contains("profile `dev-sso`").doesNotContain("name a connection");
    }

    @Test
    void withoutProfileOrEndpointTheDefaultCredentialsAreUsedAsInCi() {
        try (AwsStub sts = AwsStub.start(Clock.systemUTC())
                .identity("AKIACIENVIRONMENT001", "123412341234", "arn:aws:iam::123412341234:user/ci")) {
            CliRunner.Result result = cli.withProperties(Map.of(
                            "aws.accessKeyId",
                            "AKIACIENVIRONMENT001",
                            "aws.secretAccessKey",
                            "ci-secret",
                            "aws.region",
                            "eu-west-1",
                            "aws.endpointUrlDynamoDb",
                            dynamo.endpoint().toString(),
                            "aws.endpointUrlSts",
                            sts.endpoint().toString()))
                    .run("lint", "--platform", "app_data", "--table-prefix", demo.tablePrefix(), "--format", "json");

            assertThat(result.exit()).as(result.err()).isIn(0, 1);
            assertThat(result.json().path("result").asText()).isIn("clean", "findings");
            assertThat(sts.stsCalls("GetCallerIdentity")).isNotEmpty();
        }
    }

    @Test
    void anMfaRoleTakesItsCodeFromTheCommandLine(@TempDir Path home) throws Exception {
        Files.writeString(
                home.resolve("aws-config"),
                "[profile admin]\nrole_arn = arn:aws:iam::444455556666:role/Admin\n"
                        + "source_profile = keys\nmfa_serial = arn:aws:iam::222233334444:mfa/ana\nregion = eu-west-1\n"
                        + "services = local\n[services local]\ndynamodb =\n  endpoint_url = " + dynamo.endpoint()
                        + "\n");
        Files.writeString(
                home.resolve("aws-credentials"),
                "[keys]\naws_access_key_id = AKIAKEYSFORADMIN0001\n" + "aws_secret_access_key = keys-secret\n");
        try (AwsStub sts = AwsStub.start(Clock.systemUTC())
                .role(
                        "arn:aws:iam::444455556666:role/Admin",
                        "AKIAKEYSFORADMIN0001",
                        "123456",
                        "ASIAADMINSESSION0001")) {
            CliRunner runner = new CliRunner(home, now)
                    .withProperties(Map.of("aws.endpointUrlSts", sts.endpoint().toString()));
            String[] lint = {
                "lint", "--profile", "admin", "--platform", "app_data", "--table-prefix", demo.tablePrefix()
            };

            CliRunner.Result withoutCode = runner.run(lint);
            List<String> withCodeArgs = new ArrayList<>(List.of(lint));
            withCodeArgs.addAll(List.of("--mfa-code", "123456"));
            CliRunner.Result withCode = runner.run(withCodeArgs.toArray(String[]::new));
            CliRunner.Result reused = runner.run(lint);

            assertThat(withoutCode.exit()).isEqualTo(2);
            assertThat(withoutCode.err())
                    .contains("profile `admin` assumes its role with MFA")
                    .contains("--mfa-code");
            assertThat(withCode.exit()).as(withCode.err()).isIn(0, 1);
            assertThat(reused.exit())
                    .as("the session is reused for its duration: " + reused.err())
                    .isIn(0, 1);
            assertThat(sts.stsCalls("AssumeRole"))
                    .singleElement()
                    .satisfies(call -> assertThat(call.parameters()).containsEntry("TokenCode", "123456"));
        }
    }
}
