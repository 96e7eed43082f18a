package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.CallerIdentity;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.testing.Platforms;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.auth.credentials.AnonymousCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The AWS CLI commands are built without sending anything: no server is needed. */
class AwsCliCommandsTest {

    @TempDir
    Path dir;

    private final PlatformDescriptor appData = Platforms.get("app_data");

    private EntityStore store(Connection connection) {
        return new EntityStore(
                connection, appData, new ChangeJournal(dir.resolve("journal.jsonl")), Clock.systemUTC(), "test");
    }

    @Test
    void aListsQueryWithItsIndexKeyConditionNamesAndValuesOnTheLocalEndpoint() {
        DynamoDbClient client = DynamoClients.local(URI.create("http://127.0.0.1:8000"));
        Connection local = new Connection(
                "Local · http://127.0.0.1:8000",
                client,
                TableNameMapping.identity(),
                false,
                CallerIdentity.local(URI.create("http://127.0.0.1:8000")));

        String command = store(local).cliCommand(appData.entity("License").orElseThrow(), Scope.all());

        assertThat(command)
                .startsWith("aws dynamodb query --table-name 'app_data' --index-name 'GSI1'"
                        + " --key-condition-expression '#n0 = :v0' --expression-attribute-names '{\"#n0\":\"GSI1PK\"}'"
                        + " --expression-attribute-values '{\":v0\":{\"S\":\"ENTITY#LICENSE\"}}'")
                .contains(" --region '" + local.region().id() + "'")
                .endsWith(" --endpoint-url 'http://127.0.0.1:8000'")
                .doesNotContain("--profile");
    }

    @Test
    void anItemsGetItemByItsPrimaryKeyOnTheProfileAndPhysicalTable() {
        DynamoDbClient client = DynamoClients.local(URI.create("http://127.0.0.1:8000"));
        Connection profile = Connection.owning(
                "prod-support · 111122223333 (eu-west-1)",
                client,
                TableNameMapping.prefixed("prod-"),
                true,
                new CallerIdentity(
                        "111122223333", "arn:aws:sts::111122223333:assumed-role/Support/ana", "AROA:ana", false),
                Optional.of("prod-support"));
        Item item = Item.builder()
                .putString("PK", "ACCOUNT#o'brien")
                .putString("SK", "LICENSE#l1")
                .putString("status", "active")
                .build();

        String command = store(profile).cliGetItem(store(profile).rowOf("app_data", item));

        assertThat(command)
                .startsWith("aws dynamodb get-item --table-name 'prod-app_data' --key "
                        + "'{\"PK\":{\"S\":\"ACCOUNT#o'\\''brien\"},\"SK\":{\"S\":\"LICENSE#l1\"}}' --consistent-read")
                .contains(" --profile 'prod-support'")
                .doesNotContain("status");
    }

    @Test
    void aScanForAnEntityWithoutAQuery() {
        DynamoDbClient client = DynamoClients.local(URI.create("http://127.0.0.1:8000"));
        PlatformDescriptor helpmaton = Platforms.get("helpmaton");
        EntityStore store = new EntityStore(
                new Connection(
                        "Local · x",
                        client,
                        TableNameMapping.identity(),
                        false,
                        CallerIdentity.local(URI.create("http://127.0.0.1:8000"))),
                helpmaton,
                new ChangeJournal(dir.resolve("j.jsonl")),
                Clock.systemUTC(),
                "test");

        assertThat(store.cliCommand(helpmaton.entity("Workspace").orElseThrow(), Scope.all()))
                .startsWith("aws dynamodb scan --table-name ");
    }

    @Test
    void theAwsConsolesItemPageOnlyOnAnAwsConnection() {
        Item item = Item.builder()
                .putString("PK", "ACCOUNT#a 1")
                .putString("SK", "LICENSE#l1")
                .build();
        try (DynamoDbClient aws = DynamoDbClient.builder()
                .region(Region.EU_WEST_1)
                .credentialsProvider(AnonymousCredentialsProvider.create())
                .httpClient(UrlConnectionHttpClient.create())
                .build()) {
            EntityStore store = store(new Connection(
                    "prod-support · 111122223333 (eu-west-1)",
                    aws,
                    TableNameMapping.prefixed("prod-"),
                    true,
                    new CallerIdentity("111122223333", "arn", "id", false)));

            assertThat(store.consoleUrl(store.rowOf("app_data", item)))
                    .contains(
                            URI.create(
                                    "https://eu-west-1.console.aws.amazon.com/dynamodbv2/home?region=eu-west-1#edit-item?itemMode=2"
                                            + "&route=ROUTE_ITEM_EXPLORER&table=prod-app_data&pk=ACCOUNT%23a%201&sk=LICENSE%23l1"));
        }
        DynamoDbClient local = DynamoClients.local(URI.create("http://127.0.0.1:8000"));
        EntityStore onLocal = store(new Connection(
                "Local · x",
                local,
                TableNameMapping.identity(),
                false,
                CallerIdentity.local(URI.create("http://127.0.0.1:8000"))));
        assertThat(onLocal.consoleUrl(onLocal.rowOf("app_data", item))).isEmpty();
    }
}
