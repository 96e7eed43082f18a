package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.testing.Platforms;
import io.tenantdesk.testing.RefusingPort;
import java.nio.file.Path;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

class ErrorTranslatorTest {

    private final ErrorTranslator translator = new ErrorTranslator("prod-support (eu-west-1)");

    @Test
    void aLostConnectionIsSaidPlainly(@TempDir Path dir) {
        try (RefusingPort nobody = new RefusingPort();
                DynamoDbClient client = DynamoClients.local(nobody.endpoint())) {
            EntityStore store = new EntityStore(
                    new Connection("gone", client, TableNameMapping.identity(), false),
                    Platforms.get("app_data"),
                    new ChangeJournal(dir.resolve("j.jsonl")),
                    Clock.systemUTC(),
                    "x");

            assertThatThrownBy(() -> store.list(
                            store.platform().entity("Account").orElseThrow(),
                            Scope.all(),
                            null,
                            page -> {},
                            new CancelToken()))
                    .isInstanceOfSatisfying(StoreException.class, e -> {
                        assertThat(e.kind()).isEqualTo(StoreException.Kind.CONNECTION_LOST);
                        assertThat(e.getMessage())
                                .startsWith("Lost the connection to DynamoDB (gone) during Query on app_data");
                    });
        }
    }

    @Test
    void accessDeniedNamesTheActionAndTheTable() {
        DynamoDbException denied = (DynamoDbException) DynamoDbException.builder()
                .statusCode(400)
                .awsErrorDetails(AwsErrorDetails.builder()
                        .errorCode("AccessDeniedException")
                        .errorMessage("User: arn:aws:sts::1:assumed-role/support is not authorized")
                        .build())
                .build();

        StoreException e = translator.translate(denied, "UpdateItem", "app_data (prod-app-data)");

        assertThat(e.kind()).isEqualTo(StoreException.Kind.ACCESS_DENIED);
        assertThat(e.getMessage())
                .startsWith("Access denied: this identity may not call UpdateItem on app_data (prod-app-data).");
    }

    @Test
    void throttlingAfterRetriesAndMissingTables() {
        assertThat(translator
                        .translate(
                                ProvisionedThroughputExceededException.builder()
                                        .message("x")
                                        .build(),
                                "Query",
                                "t")
                        .kind())
                .isEqualTo(StoreException.Kind.THROTTLED);
        DynamoDbException throttled = (DynamoDbException) DynamoDbException.builder()
                .awsErrorDetails(AwsErrorDetails.builder()
                        .errorCode("ThrottlingException")
                        .build())
                .build();
        assertThat(translator.translate(throttled, "Scan", "t").kind()).isEqualTo(StoreException.Kind.THROTTLED);
        assertThat(translator
                        .translate(
                                ResourceNotFoundException.builder().message("x").build(), "Query", "app_data")
                        .getMessage())
                .isEqualTo("Table app_data does not exist on prod-support (eu-west-1). "
                        + "Check the connection's table-name mapping.");
    }

    @Test
    void anExpiredSsoSignInAsksToLogInAgain() {
        SdkClientException expired = SdkClientException.create(
                "Unable to load credentials",
                new RuntimeException(
                        "The SSO session associated with this profile has expired or is otherwise invalid."));

        assertThat(translator.translate(expired, "Query", "t").kind()).isEqualTo(StoreException.Kind.LOGIN_EXPIRED);
        DynamoDbException expiredRole = (DynamoDbException) DynamoDbException.builder()
                .statusCode(400)
                .awsErrorDetails(AwsErrorDetails.builder()
                        .errorCode("ExpiredTokenException")
                        .errorMessage("The security token included in the request is expired")
                        .build())
                .build();
        assertThat(translator.translate(expiredRole, "Query", "t").kind()).isEqualTo(StoreException.Kind.LOGIN_EXPIRED);
    }
}
