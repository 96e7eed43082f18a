package io.tenantdesk.store;

import io.tenantdesk.aws.DynamoClients;
import java.net.URI;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Whether the AWS SDK's DynamoDB client can be built in this runtime (its modules, service metadata and HTTP
 * client are all there): the packaged console's self-check asks this rather than touching the SDK itself.
 */
public final class ClientCheck {

    private ClientCheck() {}

    /** Builds a client (sending no request) and says so, e.g. "dynamodb client built (no request sent)". */
    public static String build() {
        try (DynamoDbClient client = DynamoClients.local(URI.create("http://127.0.0.1:8000"))) {
            return client.serviceName() + " client built (no request sent)";
        }
    }
}
