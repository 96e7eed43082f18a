package io.tenantdesk.store;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * Whether the server behind a connection has TransactWriteItems, whose ClientRequestToken makes a write safe to
 * send again for ten minutes. DynamoDB has it; some local servers (dynalite) answer UnknownOperationException.
 * Found out once per connection, by asking for an empty transaction: DynamoDB refuses it as invalid (it writes
 * nothing either way), a server without transactions does not know the operation.
 */
final class TransactionSupport {

    private static final System.Logger LOG = System.getLogger(TransactionSupport.class.getName());

    private final DynamoDbClient client;
    private final AtomicReference<Boolean> known = new AtomicReference<>();

    TransactionSupport(DynamoDbClient client) {
        this.client = client;
    }

    /** True when the server has transactions; false when it has not, or when that could not be found out now. */
    synchronized boolean available() {
        Boolean answer = known.get();
        if (answer != null) {
            return answer;
        }
        try {
            client.transactWriteItems(b -> b.transactItems(List.of()));
            known.set(true);
        } catch (DynamoDbException e) {
            String code = e.awsErrorDetails() == null ? "" : e.awsErrorDetails().errorCode();
            if ("UnknownOperationException".equals(code)) {
                LOG.log(
                        System.Logger.Level.INFO,
                        "The server has no TransactWriteItems; credit adjustments are sent as "
                                + "UpdateItem and key moves in two steps, each checked by reading back after a lost reply");
                known.set(false);
            } else if ("ValidationException".equals(code)) {
                known.set(true);
            } else {
                return false;
            }
        } catch (SdkException e) {
            return false;
        }
        return known.get();
    }
}
