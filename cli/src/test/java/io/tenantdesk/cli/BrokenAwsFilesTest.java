package io.tenantdesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.BrokenAwsHome;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.testing.JavaProcess;
import io.tenantdesk.testing.Platforms;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * A malformed section in the user's own AWS config or credentials file (found through HOME, as the SDK finds it, or
 * through AWS_CONFIG_FILE), in a launched command line: it stops only the profile it defines, which is named with the
 * user's file and line, and nothing is left in the temporary folder.
 */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class BrokenAwsFilesTest {

    private LocalDynamo dynamo;
    private String tablePrefix;
    private BrokenAwsHome aws;

    @TempDir
    Path home;

    @TempDir
    Path temp;

    @BeforeAll
    void provision(LocalDynamo dynamo) {
        this.dynamo = dynamo;
        tablePrefix = dynamo.provision(Platforms.get("app_data"), dynamo.freshMapping())
                .prefix();
    }

    @BeforeEach
    void writeFiles() throws IOException {
        aws = BrokenAwsHome.in(home);
    }

    @Test
    void aLocalEndpointConnectsWithBrokenSectionsInTheFilesInHome() throws Exception {
        JavaProcess.Run run = lint(Map.of(), "--endpoint", dynamo.endpoint().toString());

        assertThat(run.exit()).as(run.output()).isIn(0, 1);
        assertThat(run.output()).contains("\"result\"").doesNotContain("tenantdesk lint: ");
        assertThat(BrokenAwsHome.copiesIn(temp)).isEmpty();
    }

    @Test
    void aLocalEndpointConnectsWithBrokenFilesNamedByTheEnvironment() throws Exception {
        Path elsewhere = Files.createDirectories(temp.resolve("elsewhere"));
        BrokenAwsHome named = BrokenAwsHome.in(elsewhere);

        JavaProcess.Run run = lint(
                Map.of(
                        "AWS_CONFIG_FILE", named.config().toString(),
                        "AWS_SHARED_CREDENTIALS_FILE", named.credentials().toString(),
                        "AWS_PROFILE", "broken",
                        "AWS_REGION", "eu-west-1",
                        "AWS_ACCESS_KEY_ID", "AKIABROKENFILESTEST1",
                        "AWS_SECRET_ACCESS_KEY", "broken-files-SECRET"),
                "--endpoint",
                dynamo.endpoint().toString());

        assertThat(run.exit()).as(run.output()).isIn(0, 1);
        assertThat(run.output()).contains("\"result\"").doesNotContain("tenantdesk lint: ");
        assertThat(BrokenAwsHome.copiesIn(temp)).isEmpty();
    }

    @Test
    void aProfileWhoseSectionIsMalformedIsNamedWithTheUsersFileAndLine() throws Exception {
        JavaProcess.Run config = lint(Map.of(), "--profile", "broken");
        JavaProcess.Run credentials = lint(Map.of(), "--profile", "creds-broken");

        assertThat(config.exit()).as(config.output()).isEqualTo(2);
        assertThat(config.output())
                .contains("tenantdesk lint: " + aws.config() + " line 4: the section `[profile broken` is malformed, "
                        + "so profile `broken` could not be read: Profile definition must end with ']'")
                .doesNotContain("tenantdesk-aws-")
                .doesNotContain(temp.toString());
        assertThat(credentials.exit()).as(credentials.output()).isEqualTo(2);
        assertThat(credentials.output())
                .contains("tenantdesk lint: " + aws.credentials() + " line 6: the section `[creds-broken]` is "
                        + "malformed, so profile `creds-broken` could not be read: Expected an '=' sign");
        assertThat(BrokenAwsHome.copiesIn(temp)).isEmpty();
    }

    private JavaProcess.Run lint(Map<String, String> variables, String... connection)
            throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of("lint", "--platform", "app_data"));
        args.addAll(List.of(connection));
        args.addAll(List.of("--table-prefix", tablePrefix, "--format", "json"));
        return JavaProcess.run(
                TenantdeskCli.class,
                List.of("-Duser.home=" + home, "-Djava.io.tmpdir=" + temp),
                aws.environment(variables),
                args.toArray(String[]::new));
    }
}
