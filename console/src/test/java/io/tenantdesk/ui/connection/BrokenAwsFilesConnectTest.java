package io.tenantdesk.ui.connection;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.BrokenAwsHome;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.testing.JavaProcess;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Connect… › Local endpoint in a console whose user has a malformed section in {@code ~/.aws/config} and in
 * {@code ~/.aws/credentials}: the connection does not use them, so they never stop it, and the dialog names the
 * user's files, not a copy.
 */
@ExtendWith(DynaliteExtension.class)
class BrokenAwsFilesConnectTest {

    @TempDir
    Path home;

    @TempDir
    Path temp;

    @Test
    void aLocalEndpointConnectsAgainAndAgainAndTheDialogNamesTheUsersFiles(LocalDynamo dynamo) throws Exception {
        BrokenAwsHome aws = BrokenAwsHome.in(home);

        JavaProcess.Run run = probe(aws, Map.of(), dynamo);

        assertThat(run.output().lines().filter(line -> line.startsWith("CONNECTED")))
                .as(run.output())
                .hasSize(2);
        assertThat(run.output()).doesNotContain("FAILED");
        assertThat(run.output().lines().filter(line -> line.startsWith("PROBLEMS")))
                .singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
                .contains(aws.config() + ":4: [profile broken")
                .contains(aws.credentials() + ":6: [creds-broken]")
                .doesNotContain("tenantdesk-aws-");
        assertThat(BrokenAwsHome.copiesIn(temp)).isEmpty();
    }

    @Test
    void aLocalEndpointConnectsWhateverTheAwsVariablesSay(LocalDynamo dynamo) throws Exception {
        BrokenAwsHome aws = BrokenAwsHome.in(home);

        JavaProcess.Run run = probe(
                aws,
                Map.of(
                        "AWS_CONFIG_FILE",
                        aws.config().toString(),
                        "AWS_SHARED_CREDENTIALS_FILE",
                        aws.credentials().toString(),
                        "AWS_PROFILE",
                        "broken",
                        "AWS_REGION",
                        "eu-west-1"),
                dynamo);

        assertThat(run.output().lines().filter(line -> line.startsWith("CONNECTED")))
                .as(run.output())
                .hasSize(2);
        assertThat(run.output()).doesNotContain("FAILED");
    }

    private JavaProcess.Run probe(BrokenAwsHome aws, Map<String, String> variables, LocalDynamo dynamo)
            throws Exception {
        return JavaProcess.run(
                ConnectDialogProbe.class,
                List.of("-Duser.home=" + home, "-Djava.io.tmpdir=" + temp),
                aws.environment(variables),
                temp.resolve("settings").toString(),
                dynamo.endpoint().toString());
    }
}
