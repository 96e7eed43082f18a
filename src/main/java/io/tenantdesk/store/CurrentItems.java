package io.tenantdesk.store;

import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;

/**
 * Reads the items of many keys of one table as they are now: BatchGetItem, strongly consistent, up to
 * {@value #KEYS_PER_REQUEST} keys a request; the keys DynamoDB leaves unprocessed (throttled, or over its size limit)
 * are asked again after a growing pause. Only reads: asking again is always safe.
 */
final class CurrentItems {

    static final int KEYS_PER_REQUEST = 100;
    private static final int ATTEMPTS = 8;
    private static final BackoffStrategy BACKOFF =
            BackoffStrategy.exponentialDelayHalfJitter(Duration.ofMillis(50), Duration.ofSeconds(2));

    private final DynamoDbClient client;
    private final TableDef table;
    private final String physical;
    private final ItemClassifier classifier;

    CurrentItems(DynamoDbClient client, TableDef table, String physical, ItemClassifier classifier) {
        this.client = client;
        this.table = table;
        this.physical = physical;
        this.classifier = classifier;
    }

    /** The items of {@code keys} as they are now; a key without an item is left out. */
    Map<PrimaryKey, EntityRow> read(List<PrimaryKey> keys) {
        List<PrimaryKey> distinct = new ArrayList<>(new LinkedHashSet<>(keys));
        Map<PrimaryKey, EntityRow> rows = new HashMap<>();
        for (int from = 0; from < distinct.size(); from += KEYS_PER_REQUEST) {
            List<Map<String, AttributeValue>> asked = distinct.subList(from, Math.min(distinct.size(),
                    from + KEYS_PER_REQUEST)).stream().map(k -> ItemConverter.toAttributes(k.asItem())).toList();
            readAll(asked, rows);
        }
        return rows;
    }

    private void readAll(List<Map<String, AttributeValue>> keys, Map<PrimaryKey, EntityRow> rows) {
        List<Map<String, AttributeValue>> left = keys;
        for (int attempt = 1; !left.isEmpty(); attempt++) {
            if (attempt > 1) {
                pause(attempt - 1, left.size());
            }
            List<Map<String, AttributeValue>> asking = left;
            BatchGetItemResponse response = client.batchGetItem(b -> b.requestItems(Map.of(physical,
                    KeysAndAttributes.builder().keys(asking).consistentRead(true).build())));
            for (Map<String, AttributeValue> attributes : response.responses().getOrDefault(physical, List.of())) {
                Item item = ItemConverter.toItem(attributes);
                rows.put(PrimaryKey.of(table, item), new EntityRow(table.name(), item,
                        classifier.classify(table.name(), item)));
            }
            KeysAndAttributes unprocessed = response.unprocessedKeys().get(physical);
            left = unprocessed == null ? List.of() : unprocessed.keys();
            if (!left.isEmpty() && attempt == ATTEMPTS) {
                throw new StoreException(StoreException.Kind.THROTTLED, "DynamoDB left " + left.size() + " of the "
                        + "items unread after " + ATTEMPTS + " attempts; try again in a moment.", null);
            }
        }
    }

    private static void pause(int retry, int left) {
        try {
            Thread.sleep(BACKOFF.computeDelay(retry).toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException(StoreException.Kind.UNEXPECTED, "Stopped while reading " + left
                    + " items again.", e);
        }
    }
}
