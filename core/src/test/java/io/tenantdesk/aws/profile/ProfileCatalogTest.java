package io.tenantdesk.aws.profile;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.host.HostEnvironment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProfileCatalogTest {

    static final String CONFIG = """
            [default]
            region = eu-west-1

            [profile prod]
            sso_session = corp
            sso_account_id = 111122223333
            sso_role_name = SupportReadOnly
            region = eu-central-1

            [profile old-sso]
            sso_start_url = https://legacy.awsapps.com/start
            sso_region = us-east-1
            sso_account_id = 444455556666
            sso_role_name = Admin
            region = us-east-2

            [profile support-role]
            role_arn = arn:aws:iam::777788889999:role/team/Support
            source_profile = keys
            region = ap-southeast-2

            [profile ec2-role]
            role_arn = arn:aws:iam::777788889999:role/OnBox
            credential_source = Ec2InstanceMetadata

            [profile proc]
            credential_process = /usr/local/bin/get-creds --account 1
            region = sa-east-1

            [profile ci]
            role_arn = arn:aws:iam::123456789012:role/GitHubActions
            web_identity_token_file = /var/run/token

            [profile bare]
            output = json

            [sso-session corp]
            sso_start_url = https://corp.awsapps.com/start
            sso_region = eu-west-1
            sso_registration_scopes = sso:account:access
            """;

    static final String CREDENTIALS = """
            [keys]
            aws_access_key_id = AKIAEXAMPLEKEY000001
            aws_secret_access_key = not-a-real-secret-1
            aws_account_id = 999988887777

            [temp]
            aws_access_key_id = ASIAEXAMPLEKEY000002
            aws_secret_access_key = not-a-real-secret-2
            aws_session_token = not-a-real-session-token

            [default]
            aws_access_key_id = AKIAEXAMPLEDEFAULT01
            aws_secret_access_key = not-a-real-secret-3
            """;

    @TempDir
    Path dir;

    @Test
    void listsEveryProfileOfBothFilesWithItsKind() throws IOException {
        ProfileListing listing = catalog(CONFIG, CREDENTIALS, Map.of()).load();

        assertThat(listing.problems()).isEmpty();
        assertThat(listing.profiles())
                .extracting(ProfileInfo::name)
                .containsExactly(
                        "default", "bare", "ci", "ec2-role", "keys", "old-sso", "proc", "prod", "support-role", "temp");
        assertThat(kind(listing, "default")).isEqualTo(ProfileKind.STATIC_KEYS);
        assertThat(kind(listing, "keys")).isEqualTo(ProfileKind.STATIC_KEYS);
        assertThat(kind(listing, "temp")).isEqualTo(ProfileKind.STATIC_SESSION_KEYS);
        assertThat(kind(listing, "prod")).isEqualTo(ProfileKind.SSO_SESSION);
        assertThat(kind(listing, "old-sso")).isEqualTo(ProfileKind.LEGACY_SSO);
        assertThat(kind(listing, "support-role")).isEqualTo(ProfileKind.ASSUME_ROLE);
        assertThat(kind(listing, "ec2-role")).isEqualTo(ProfileKind.ASSUME_ROLE);
        assertThat(kind(listing, "proc")).isEqualTo(ProfileKind.CREDENTIAL_PROCESS);
        assertThat(kind(listing, "ci")).isEqualTo(ProfileKind.WEB_IDENTITY);
        assertThat(kind(listing, "bare")).isEqualTo(ProfileKind.UNKNOWN);
    }

    @Test
    void knowsAccountRoleRegionAndSsoDetails() throws IOException {
        ProfileListing listing = catalog(CONFIG, CREDENTIALS, Map.of()).load();

        ProfileInfo prod = listing.find("prod").orElseThrow();
        assertThat(prod.accountId()).contains("111122223333");
        assertThat(prod.roleName()).contains("SupportReadOnly");
        assertThat(prod.region()).contains("eu-central-1");
        assertThat(prod.ssoSession()).contains("corp");
        assertThat(prod.ssoStartUrl()).contains("https://corp.awsapps.com/start");
        assertThat(prod.ssoRegion()).contains("eu-west-1");
        assertThat(prod.summary()).isEqualTo("IAM Identity Center · 111122223333 / SupportReadOnly · eu-central-1");

        ProfileInfo legacy = listing.find("old-sso").orElseThrow();
        assertThat(legacy.ssoSession()).isEmpty();
        assertThat(legacy.ssoStartUrl()).contains("https://legacy.awsapps.com/start");
        assertThat(legacy.ssoRegion()).contains("us-east-1");
        assertThat(legacy.accountId()).contains("444455556666");

        ProfileInfo role = listing.find("support-role").orElseThrow();
        assertThat(role.roleArn()).contains("arn:aws:iam::777788889999:role/team/Support");
        assertThat(role.accountId()).contains("777788889999");
        assertThat(role.roleName()).contains("Support");
        assertThat(role.sourceProfile()).contains("keys");

        assertThat(listing.find("keys").orElseThrow().accountId()).contains("999988887777");
        assertThat(listing.find("ci").orElseThrow().accountId()).contains("123456789012");
        assertThat(listing.find("bare").orElseThrow().region()).isEmpty();
    }

    @Test
    void mergesTheTwoFilesWithTheCredentialsFileWinning() throws IOException {
        ProfileListing listing = catalog(CONFIG, CREDENTIALS, Map.of()).load();

        ProfileInfo merged = listing.find("default").orElseThrow();
        assertThat(merged.region()).contains("eu-west-1");
        assertThat(merged.kind()).isEqualTo(ProfileKind.STATIC_KEYS);
        assertThat(listing.profileFile().profile("default").orElseThrow().property("aws_access_key_id"))
                .contains("AKIAEXAMPLEDEFAULT01");
    }

    @Test
    void theCurrentProfileIsTheOneAwsProfileNames() throws IOException {
        assertThat(catalog(CONFIG, CREDENTIALS, Map.of()).load().current().map(ProfileInfo::name))
                .contains("default");

        ProfileListing listing =
                catalog(CONFIG, CREDENTIALS, Map.of("AWS_PROFILE", "prod")).load();
        assertThat(listing.current().map(ProfileInfo::name)).contains("prod");
        assertThat(listing.profiles()).filteredOn(ProfileInfo::current).hasSize(1);
    }

    @Test
    void theSystemPropertyWinsOverTheEnvironmentVariable() throws IOException {
        Path config = write("config-a", "[profile from-property]\nregion = us-west-2\n");
        Path other = write("config-b", "[profile from-variable]\nregion = us-west-1\n");
        HostEnvironment env = HostEnvironment.of(
                Map.of("HOME", dir.toString(), "AWS_CONFIG_FILE", other.toString(), "AWS_PROFILE", "from-variable"),
                Map.of("aws.configFile", config.toString(), "aws.profile", "from-property"));

        ProfileListing listing = new ProfileCatalog(env).load();

        assertThat(listing.profiles()).extracting(ProfileInfo::name).containsExactly("from-property");
        assertThat(listing.current().map(ProfileInfo::name)).contains("from-property");
    }

    @Test
    void defaultsToTheAwsFolderInTheHomeDirectoryAndExpandsTilde() throws IOException {
        Files.createDirectories(dir.resolve(".aws"));
        Files.writeString(dir.resolve(".aws/config"), "[profile home]\nregion = eu-north-1\n");
        Files.writeString(dir.resolve("creds"), "[tilde]\naws_access_key_id = A\naws_secret_access_key = B\n");
        HostEnvironment env =
                HostEnvironment.of(Map.of("HOME", dir.toString(), "AWS_SHARED_CREDENTIALS_FILE", "~/creds"), Map.of());

        ProfileListing listing = new ProfileCatalog(env).load();

        assertThat(listing.locations().configFile()).isEqualTo(dir.resolve(".aws/config"));
        assertThat(listing.locations().credentialsFile()).isEqualTo(dir.resolve("creds"));
        assertThat(listing.profiles()).extracting(ProfileInfo::name).containsExactlyInAnyOrder("home", "tilde");
    }

    @Test
    void aMalformedSectionIsReportedAndLeftOutWhileTheRestOfItsFileIsListed() throws IOException {
        String broken = """
                [keys]
                aws_access_key_id = AKIAEXAMPLEKEY000001
                aws_secret_access_key = not-a-real-secret-1
                [profile unclosed
                region = eu-west-1
                [temp]
                aws_access_key_id = ASIAEXAMPLEKEY000002
                aws_secret_access_key = not-a-real-secret-2
                aws_session_token = not-a-real-session-token
                """;
        ProfileListing listing = catalog(CONFIG, broken, Map.of()).load();

        assertThat(listing.problems()).singleElement().satisfies(problem -> {
            assertThat(problem.file()).isEqualTo(dir.resolve("credentials"));
            assertThat(problem.line()).hasValue(4);
            assertThat(problem.section()).hasValue("[profile unclosed");
            assertThat(problem.message()).contains("must end with ']'").contains("left out");
            assertThat(problem.toString()).startsWith(dir.resolve("credentials") + ":4: [profile unclosed: ");
        });
        assertThat(listing.profiles())
                .extracting(ProfileInfo::name)
                .contains("prod", "old-sso", "proc", "keys", "temp");
        assertThat(kind(listing, "keys")).isEqualTo(ProfileKind.STATIC_KEYS);
        assertThat(kind(listing, "temp")).isEqualTo(ProfileKind.STATIC_SESSION_KEYS);
        assertThat(listing.profileFile().profile("unclosed")).isEmpty();
    }

    @Test
    void aPropertyBeforeAnySectionIsLeftOutAndEveryProfileStillListed() throws IOException {
        ProfileListing listing =
                catalog("region = eu-west-1\n" + CONFIG, CREDENTIALS, Map.of()).load();

        assertThat(listing.problems()).singleElement().satisfies(problem -> {
            assertThat(problem.file()).isEqualTo(dir.resolve("config"));
            assertThat(problem.line()).hasValue(1);
            assertThat(problem.message())
                    .contains("Expected a profile definition")
                    .contains("before the first section");
        });
        assertThat(listing.profiles()).extracting(ProfileInfo::name).contains("default", "keys", "temp", "prod", "ci");
    }

    @Test
    void missingFilesAreNotProblemsButAnUnknownAwsProfileIs() {
        HostEnvironment env = HostEnvironment.of(Map.of("HOME", dir.toString(), "AWS_PROFILE", "nope"), Map.of());

        ProfileListing listing = new ProfileCatalog(env).load();

        assertThat(listing.profiles()).isEmpty();
        assertThat(listing.problems())
                .singleElement()
                .satisfies(problem ->
                        assertThat(problem.message()).contains("AWS_PROFILE").contains("`nope`"));
    }

    private ProfileCatalog catalog(String config, String credentials, Map<String, String> extraVariables)
            throws IOException {
        Path configFile = write("config", config);
        Path credentialsFile = write("credentials", credentials);
        Map<String, String> variables = new java.util.HashMap<>(extraVariables);
        variables.put("HOME", dir.resolve("home").toString());
        variables.put("AWS_CONFIG_FILE", configFile.toString());
        variables.put("AWS_SHARED_CREDENTIALS_FILE", credentialsFile.toString());
        return new ProfileCatalog(HostEnvironment.of(variables, Map.of()));
    }

    private Path write(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content);
    }

    private static ProfileKind kind(ProfileListing listing, String name) {
        return listing.find(name).orElseThrow().kind();
    }
}
