package io.tenantdesk.aws.connect;

import static io.tenantdesk.aws.connect.AwsSetups.DEPLOY_ROLE;
import static io.tenantdesk.aws.connect.AwsSetups.closing;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.BrokenAwsHome;
import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.ConnectionSpec;
import io.tenantdesk.aws.DynamoClients;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.parallel.Isolated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A malformed section in the config or the credentials file stops only the profile it defines, and says so with the
 * user's file, line and problem; connections that do not use it, one after another, never see it.
 */
@ExtendWith(AwsSetupsExtension.class)
@Isolated
class BrokenSectionsTest {

    private final AwsSetups aws;
    private final Path dir;

    BrokenSectionsTest(AwsSetups aws) throws IOException {
        this.aws = aws;
        dir = aws.dir();
        aws.stub().identity("AKIABROKENFILESTEST1", "222233334444", "arn:aws:iam::222233334444:user/ana");
        aws.writeConfig(BrokenAwsHome.CONFIG + "[profile uses-broken]\nrole_arn = " + DEPLOY_ROLE
                + "\nsource_profile = broken\nregion = eu-west-1\n");
        aws.writeCredentials(BrokenAwsHome.CREDENTIALS);
    }

    @Test
    void connectionsThatDoNotUseABrokenSectionNeverSeeItAndNoCopyIsWritten() {
        // What the SDK reads by itself: the same broken files.
        aws.setProperty("aws.configFile", dir.resolve("config").toString());
        aws.setProperty("aws.sharedCredentialsFile", dir.resolve("credentials").toString());
        Connector connector = aws.connector(aws.profiles().catalog());

        for (int round = 0; round < 2; round++) {
            try (var keys = closing(connector.connect(ConnectionSpec.profile("keys")
                    .withRegion("eu-west-1")
                    .withEndpointOverride(aws.dynamo().endpoint())))) {
                assertThat(keys.get().identity().account()).isEqualTo("222233334444");
            }
            try (var local =
                    closing(connector.connect(ConnectionSpec.local(aws.dynamo().endpoint())))) {
                assertThat(local.get().client().listTables().hasTableNames()).isTrue();
            }
            try (DynamoDbClient client = DynamoClients.local(aws.dynamo().endpoint())) {
                assertThat(client.listTables().hasTableNames()).isTrue();
            }
        }
        for (String property : List.of("aws.configFile", "aws.sharedCredentialsFile")) {
            assertThat(Files.exists(Path.of(System.getProperty(property))))
                    .as("what the SDK reads by itself (" + property + "): no file, so no copy left anywhere")
                    .isFalse();
        }
    }

    @Test
    void aProfileInABrokenSectionIsNamedWithItsFileLineAndProblem() {
        Connector connector = aws.connector(aws.profiles().catalog());

        assertThatThrownBy(() -> connector.connect(ConnectionSpec.profile("broken")))
                .isInstanceOf(ConnectionException.class)
                .hasMessage(dir.resolve("config") + " line 4: the section `[profile broken` is malformed, so profile"
                        + " `broken` could not be read: Profile definition must end with ']' on line 4 (the other "
                        + "profiles can be used)");
        assertThatThrownBy(() -> connector.connect(ConnectionSpec.profile("creds-broken")))
                .isInstanceOf(ConnectionException.class)
                .hasMessageStartingWith(dir.resolve("credentials") + " line 6: the section `[creds-broken]` is "
                        + "malformed, so profile `creds-broken` could not be read: Expected an '=' sign");
        assertThatThrownBy(() -> connector.connect(ConnectionSpec.profile("uses-broken")))
                .isInstanceOf(ConnectionException.class)
                .hasMessageStartingWith("profile `uses-broken` uses source_profile `broken`, which cannot be used: "
                        + dir.resolve("config") + " line 4: the section `[profile broken` is malformed");
    }
}
