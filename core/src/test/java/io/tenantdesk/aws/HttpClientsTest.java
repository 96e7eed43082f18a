package io.tenantdesk.aws;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.FaultProxy;
import io.tenantdesk.local.FaultProxy.Fault;
import io.tenantdesk.local.LocalDynamo;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.retries.DefaultRetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** The HTTP layer under the SDK sends each attempt once: a write is never resent below the SDK's own retries. */
@ExtendWith(DynaliteExtension.class)
class HttpClientsTest {

    /**
     * The JDK's HttpURLConnection resends a buffered POST once when reading its reply fails. The SDK's client hands
     * the connection the body's length, which makes it stream the body, and a streamed POST is never resent.
     */
    @Test
    void aPostWhoseConnectionDropsAfterTheServerAppliedItReachesTheServerOnce(LocalDynamo dynamo) {
        AtomicInteger attempts = new AtomicInteger();
        ExecutionInterceptor countAttempts = new ExecutionInterceptor() {
            @Override
            public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
                attempts.incrementAndGet();
            }
        };
        String table = dynamo.tablePrefix() + "post-once";
        String marker = "post-once-" + System.nanoTime();
        try (FaultProxy proxy = FaultProxy.start(dynamo.endpoint());
                DynamoDbClient client = DynamoDbClient.builder()
                        .endpointOverride(proxy.endpoint())
                        .region(Region.US_EAST_1)
                        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("t", "t")))
                        .httpClientBuilder(HttpClients.builderFor(Optional.of(proxy.endpoint())))
                        .overrideConfiguration(o -> o.retryStrategy(DefaultRetryStrategy.doNotRetry())
                                .defaultProfileFileSupplier(HttpClients::noProfiles)
                                .defaultProfileName("default")
                                .addExecutionInterceptor(countAttempts))
                        .build()) {
            client.createTable(b -> b.tableName(table)
                    .keySchema(KeySchemaElement.builder()
                            .attributeName("id")
                            .keyType(KeyType.HASH)
                            .build())
                    .attributeDefinitions(AttributeDefinition.builder()
                            .attributeName("id")
                            .attributeType(ScalarAttributeType.S)
                            .build())
                    .billingMode(BillingMode.PAY_PER_REQUEST));
            proxy.faultNextWrite(marker, Fault.DROP_AFTER_APPLYING);
            attempts.set(0);

            assertThatThrownBy(() ->
                            client.putItem(b -> b.tableName(table).item(Map.of("id", AttributeValue.fromS(marker)))))
                    .isInstanceOf(SdkClientException.class);

            assertThat(attempts).as("attempts the SDK made").hasValue(1);
            assertThat(proxy.seen(marker))
                    .as("requests that reached the server")
                    .singleElement()
                    .satisfies(seen -> assertThat(seen.applied()).isTrue());
        }
    }
}
