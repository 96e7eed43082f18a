package io.tenantdesk.store;

import io.tenantdesk.concurrent.CancelToken;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * BatchGetItem over many keys of one table: up to {@value #KEYS_PER_REQUEST} keys a request, and the keys DynamoDB
 * leaves unprocessed (throttled, or over its size limit) asked again after a growing pause. Only reads: asking again
 * is always safe.
 */
final class BatchGets {

    static final int KEYS_PER_REQUEST = 100;
    private static final int ATTEMPTS = 10;
    private static final BackoffStrategy BACKOFF =
            BackoffStrategy.exponentialDelayHalfJitter(Duration.ofMillis(25), Duration.ofSeconds(2));

    /** The items found, in no particular order (a key without an item has none), and the capacity they consumed. */
    record Found(List<Map<String, AttributeValue>> items, double capacity) {}

    private BatchGets() {}

    /**
     * @param table      the table's logical name, for messages
     * @param consistent whether to read strongly consistent
     * @param cancel     stops between requests, keeping what was found
     */
    static Found read(
            DynamoDbClient client,
            String table,
            String physical,
            List<Map<String, AttributeValue>> keys,
            boolean consistent,
            CancelToken cancel) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        double capacity = 0;
        for (int from = 0; from < keys.size() && !cancel.isCancelled(); from += KEYS_PER_REQUEST) {
            List<Map<String, AttributeValue>> left = keys.subList(from, Math.min(keys.size(), from + KEYS_PER_REQUEST));
            for (int attempt = 1; !left.isEmpty() && !cancel.isCancelled(); attempt++) {
                if (attempt > ATTEMPTS) {
                    throw new StoreException(
                            StoreException.Kind.THROTTLED,
                            "DynamoDB kept leaving items of " + table + " unread; try again in a moment",
                            null);
                }
                if (attempt > 1) {
                    pause(attempt - 1);
                }
                List<Map<String, AttributeValue>> asking = left;
                BatchGetItemResponse response = client.batchGetItem(b -> b.requestItems(Map.of(
                                physical,
                                KeysAndAttributes.builder()
                                        .keys(asking)
                                        .consistentRead(consistent)
                                        .build()))
                        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
                items.addAll(response.responses().getOrDefault(physical, List.of()));
                if (response.hasConsumedCapacity()) {
                    capacity += response.consumedCapacity().stream()
                            .mapToDouble(c -> c.capacityUnits() == null ? 0 : c.capacityUnits())
                            .sum();
                }
                KeysAndAttributes unprocessed = response.unprocessedKeys().get(physical);
                left = unprocessed == null ? List.of() : unprocessed.keys();
            }
        }
        return new Found(items, capacity);
    }

    private static void pause(int retry) {
        try {
            Thread.sleep(BACKOFF.computeDelay(retry).toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException(StoreException.Kind.UNEXPECTED, "Stopped while reading unread items again.", e);
        }
    }
}
