package io.tenantdesk.aws.connect;

import static io.tenantdesk.aws.connect.AwsSetups.CI_ROLE;
import static io.tenantdesk.aws.connect.AwsSetups.DEPLOY_ROLE;
import static io.tenantdesk.aws.connect.AwsSetups.LOGIN_KEY;
import static io.tenantdesk.aws.connect.AwsSetups.PROCESS_KEY;
import static io.tenantdesk.aws.connect.AwsSetups.SESSION_KEY;
import static io.tenantdesk.aws.connect.AwsSetups.STATIC_KEY;
import static io.tenantdesk.aws.connect.AwsSetups.STATIC_SECRET;
import static io.tenantdesk.aws.connect.AwsSetups.WEB_TOKEN;
import static io.tenantdesk.aws.connect.AwsSetups.closing;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.AwsStub;
import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.ConnectionSpec;
import io.tenantdesk.aws.ProfileFolder;
import io.tenantdesk.aws.SdkSsoPortal;
import io.tenantdesk.aws.SsoProfiles;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.profile.ProfileInfo;
import io.tenantdesk.aws.profile.ProfileKind;
import io.tenantdesk.aws.profile.ProfileListing;
import io.tenantdesk.aws.sso.SsoLogin;
import io.tenantdesk.aws.sso.SsoSessionConfig;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.local.LocalDynamo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * Profile files with malformed sections, the region from the environment and the SDK's default credential chain,
 * connected for real: profile files written here, the environment through {@code HostEnvironment}, AWS's identity
 * services played by {@link AwsStub} on 127.0.0.1, and dynalite for the data.
 */
@ExtendWith(AwsSetupsExtension.class)
@Isolated
class AwsSetupsTest {

    private final AwsSetups aws;
    private final Path dir;
    private final LocalDynamo dynamo;
    private final AwsStub stub;
    private final ProfileFolder profiles;
    private final SsoLogin login;

    AwsSetupsTest(AwsSetups aws) {
        this.aws = aws;
        dir = aws.dir();
        dynamo = aws.dynamo();
        stub = aws.stub();
        profiles = aws.profiles();
        login = aws.login();
    }

    // One malformed section must not drop the whole file

    @Test
    void everyIntactProfileOfFilesWithMalformedSectionsIsListedAndConnects() throws IOException {
        Path script = profiles.credentialProcess(PROCESS_KEY, "process-SECRET", "process-SESSION");
        Path webToken = Files.writeString(dir.resolve("web-token"), WEB_TOKEN);
        aws.writeConfig(
                "[profile deploy]\nrole_arn = " + DEPLOY_ROLE + "\nsource_profile = keys\nregion = eu-west-1\n\n"
                        + "[profile broken\nregion = eu-west-1\n\n"
                        + "[profile batch]\ncredential_process = " + script + "\nregion = us-west-2\n\n"
                        + SsoProfiles.DEV_SSO + "\n"
                        + "[profile signed-in]\nlogin_session = arn:aws:iam::555566667777:user/ana\nregion = eu-west-1\n\n"
                        + "[profile ci]\nrole_arn = " + CI_ROLE + "\nweb_identity_token_file = " + webToken
                        + "\nregion = eu-west-1\n");
        aws.writeCredentials(
                "[keys]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = " + STATIC_SECRET + "\n"
                        + "region = eu-west-1\n"
                        + "[temp]\naws_access_key_id = ASIATEMP\nthis line has no equals sign\n"
                        + "[session]\naws_access_key_id = " + SESSION_KEY
                        + "\naws_secret_access_key = s\naws_session_token = t\n"
                        + "region = eu-west-1\n");
        // The SDK, reading the default files itself, would reject both files whole: point it at them to prove it never
        // does.
        aws.setProperty("aws.configFile", dir.resolve("config").toString());
        aws.setProperty("aws.sharedCredentialsFile", dir.resolve("credentials").toString());
        aws.writeLoginSession(
                "arn:aws:iam::555566667777:user/ana", LOGIN_KEY, Instant.now().plus(Duration.ofHours(1)));
        ProfileListing listing = profiles.catalog().load();
        login.login(SsoSessionConfig.forProfile(listing, "dev-sso"), prompt -> {}, new CancelToken());
        SdkSsoPortal.pointAt(stub);
        String table = aws.createTable(dynamo.tablePrefix() + "setups");

        assertThat(System.getProperty("aws.configFile"))
                .isNotEqualTo(dir.resolve("config").toString());
        assertThat(Files.exists(Path.of(System.getProperty("aws.configFile"))))
                .as("the SDK reads nothing of the file itself, and no copy of it is written")
                .isFalse();
        assertThat(profiles.catalog().load().problems())
                .as("still reported against the user's file")
                .hasSize(2);
        assertThat(listing.problems())
                .hasSize(2)
                .anySatisfy(problem -> {
                    assertThat(problem.file()).isEqualTo(dir.resolve("config"));
                    assertThat(problem.line()).hasValue(6);
                    assertThat(problem.section()).hasValue("[profile broken");
                })
                .anySatisfy(problem -> {
                    assertThat(problem.file()).isEqualTo(dir.resolve("credentials"));
                    assertThat(problem.line()).hasValue(7);
                    assertThat(problem.section()).hasValue("[temp]");
                    assertThat(problem.message()).contains("Expected an '=' sign");
                });
        assertThat(listing.profiles())
                .extracting(ProfileInfo::name)
                .containsExactlyInAnyOrder("keys", "session", "deploy", "batch", "dev-sso", "signed-in", "ci");
        assertThat(listing.profiles())
                .extracting(ProfileInfo::kind)
                .containsExactlyInAnyOrder(
                        ProfileKind.STATIC_KEYS,
                        ProfileKind.STATIC_SESSION_KEYS,
                        ProfileKind.ASSUME_ROLE,
                        ProfileKind.CREDENTIAL_PROCESS,
                        ProfileKind.SSO_SESSION,
                        ProfileKind.LOGIN_SESSION,
                        ProfileKind.WEB_IDENTITY);
        assertThat(listing.find("signed-in").orElseThrow().accountId()).hasValue("555566667777");

        Map<String, String> accounts = Map.of(
                "keys",
                "222233334444",
                "session",
                "222233334444",
                "deploy",
                "444455556666",
                "batch",
                "333344445555",
                "dev-sso",
                "111122223333",
                "signed-in",
                "555566667777",
                "ci",
                "666677778888");
        Connector connector = aws.connector(profiles.catalog());
        accounts.forEach((profile, account) -> {
            try (var connection = closing(
                    connector.connect(ConnectionSpec.profile(profile).withEndpointOverride(dynamo.endpoint())))) {
                assertThat(connection.get().client().listTables().tableNames())
                        .as(profile)
                        .contains(table);
                assertThat(connection.get().identity().account()).as(profile).isEqualTo(account);
            }
        });
        assertThat(stub.stsCalls("AssumeRoleWithWebIdentity"))
                .singleElement()
                .satisfies(call -> assertThat(call.parameters()).containsEntry("WebIdentityToken", WEB_TOKEN));
        assertThatThrownBy(() -> connector.connect(ConnectionSpec.profile("broken")))
                .isInstanceOf(ConnectionException.class)
                .hasMessageContaining(dir.resolve("config") + " line 6: the section `[profile broken` is malformed")
                .hasMessageContaining("so profile `broken` could not be read");
    }

    // AWS_REGION and AWS_DEFAULT_REGION

    @Test
    void theEnvironmentsRegionServesAProfileWithoutOneAndWinsAsInTheAwsCli() throws IOException {
        aws.writeCredentials(
                "[plain]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = " + STATIC_SECRET + "\n"
                        + "[placed]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = " + STATIC_SECRET
                        + "\nregion = eu-west-3\n");

        assertThat(aws.region(Map.of(), "placed", null)).isEqualTo("eu-west-3");
        assertThat(aws.region(Map.of("AWS_DEFAULT_REGION", "ap-south-1"), "plain", null))
                .isEqualTo("ap-south-1");
        assertThat(aws.region(Map.of("AWS_REGION", "eu-north-1", "AWS_DEFAULT_REGION", "ap-south-1"), "plain", null))
                .isEqualTo("eu-north-1");
        assertThat(aws.region(Map.of("AWS_REGION", "eu-north-1"), "placed", null))
                .as("the environment wins, as in the CLI")
                .isEqualTo("eu-north-1");
        assertThat(aws.region(Map.of("AWS_REGION", "eu-north-1"), "placed", "us-east-2"))
                .as("a chosen region wins over all")
                .isEqualTo("us-east-2");
        assertThatThrownBy(() -> aws.region(Map.of(), "plain", null))
                .hasMessageContaining("profile `plain` has no region");
    }

    // The default credential chain

    @Test
    void withoutAProfileTheDefaultChainTakesKeysFromTheEnvironment() {
        ProfileCatalog catalog = profiles.catalog(Map.of(
                "AWS_ACCESS_KEY_ID", STATIC_KEY, "AWS_SECRET_ACCESS_KEY", STATIC_SECRET, "AWS_REGION", "eu-central-1"));

        try (var connection = closing(aws.connector(catalog)
                .connect(ConnectionSpec.defaultCredentials().withEndpointOverride(dynamo.endpoint())))) {
            connection.get().client().listTables();
            assertThat(connection.get().identity().arn()).isEqualTo("arn:aws:iam::222233334444:user/ana");
            assertThat(connection.get().region().id()).isEqualTo("eu-central-1");
            assertThat(connection.get().label()).startsWith("default credentials · 222233334444 (eu-central-1)");
        }
    }

    @Test
    void withoutAProfileTheDefaultChainUsesWebIdentityAsInCi() throws IOException {
        Path token = Files.writeString(dir.resolve("oidc-token"), WEB_TOKEN);
        ProfileCatalog catalog = profiles.catalog(Map.of(
                "AWS_WEB_IDENTITY_TOKEN_FILE",
                token.toString(),
                "AWS_ROLE_ARN",
                CI_ROLE,
                "AWS_ROLE_SESSION_NAME",
                "gha-run-42",
                "AWS_DEFAULT_REGION",
                "us-east-2"));

        try (var connection = closing(aws.connector(catalog)
                .connect(ConnectionSpec.defaultCredentials().withEndpointOverride(dynamo.endpoint())))) {
            connection.get().client().listTables();
            assertThat(connection.get().identity().arn())
                    .isEqualTo("arn:aws:sts::666677778888:assumed-role/GitHubActions/gha-run-42");
        }
        assertThat(stub.stsCalls("AssumeRoleWithWebIdentity"))
                .singleElement()
                .satisfies(call -> assertThat(call.parameters())
                        .containsEntry("RoleArn", CI_ROLE)
                        .containsEntry("WebIdentityToken", WEB_TOKEN));
    }

    @Test
    void withoutAProfileTheDefaultChainUsesTheContainersRole() {
        String uri = stub.endpoint() + "/container-credentials";
        // The SDK's container provider reads its own setting; the chain includes it when the environment names one.
        aws.setProperty("aws.containerCredentialsFullUri", uri);
        stub.identity(AwsStub.ROLE_KEY, "777788889999", "arn:aws:sts::777788889999:assumed-role/BuildRole/task");
        ProfileCatalog catalog =
                profiles.catalog(Map.of("AWS_CONTAINER_CREDENTIALS_FULL_URI", uri, "AWS_REGION", "eu-west-1"));

        try (var connection = closing(aws.connector(catalog)
                .connect(ConnectionSpec.defaultCredentials().withEndpointOverride(dynamo.endpoint())))) {
            connection.get().client().listTables();
            assertThat(connection.get().identity().arn())
                    .isEqualTo("arn:aws:sts::777788889999:assumed-role/BuildRole/task");
        }
    }

    @Test
    void withoutAProfileTheDefaultChainFallsBackToTheDefaultProfile() throws IOException {
        aws.writeCredentials("[default]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = "
                + STATIC_SECRET + "\nregion = sa-east-1\n");

        try (var connection = closing(aws.connector(profiles.catalog())
                .connect(ConnectionSpec.defaultCredentials().withEndpointOverride(dynamo.endpoint())))) {
            assertThat(connection.get().identity().account()).isEqualTo("222233334444");
            assertThat(connection.get().region().id()).isEqualTo("sa-east-1");
        }
    }

    @Test
    void withoutAnyCredentialsTheDefaultChainSaysWhatItTried() {
        assertThatThrownBy(() -> aws.connector(profiles.catalog()).connect(ConnectionSpec.defaultCredentials()))
                .isInstanceOf(ConnectionException.class)
                .hasMessageContaining("the default credentials have no region");
        assertThatThrownBy(() -> aws.connector(profiles.catalog(Map.of("AWS_REGION", "eu-west-1")))
                        .connect(ConnectionSpec.defaultCredentials()))
                .isInstanceOf(ConnectionException.class)
                .hasMessageContaining("no credentials")
                .hasMessageContaining("AWS_ACCESS_KEY_ID");
    }
}
