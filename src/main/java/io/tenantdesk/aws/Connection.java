package io.tenantdesk.aws;

import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * An open connection to a DynamoDB deployment: the client, how the design's logical table names map to the
 * deployment's, and whether writes are allowed at all.
 *
 * @param label    what the console shows, e.g. "local demo (http://127.0.0.1:41523)" or "prod-support (eu-west-1)"
 * @param readOnly when true, the store refuses every write
 */
public record Connection(String label, DynamoDbClient client, TableNameMapping tables, boolean readOnly) {

    public Connection {
        Objects.requireNonNull(label);
        Objects.requireNonNull(client);
        Objects.requireNonNull(tables);
    }
}
