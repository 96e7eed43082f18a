package io.tenantdesk.store;

import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Runs a {@link ReadPlan} page by page: each page's items are classified and handed to the listener before
 * the next page is requested, and the load stops within one page of a cancel. Items an index returns as keys
 * only are fetched from the table with BatchGetItem, in order.
 */
final class ItemReader {

    private static final int BATCH_GET_SIZE = 100;
    private static final int MAX_UNPROCESSED_RETRIES = 10;

    private final DynamoDbClient client;
    private final ItemClassifier classifier;
    private final Map<String, TableDef> tables;

    ItemReader(DynamoDbClient client, ItemClassifier classifier, Map<String, TableDef> tables) {
        this.client = client;
        this.classifier = classifier;
        this.tables = tables;
    }

    /**
     * @param keep     which rows to deliver (a scan for one entity skips the others'); everything else counts as scanned
     * @param pageSize DynamoDB's Limit per request, or null for its default (1 MB pages)
     */
    LoadSummary read(ReadPlan plan, Predicate<EntityRow> keep, Integer pageSize, PageListener listener, CancelToken cancel) {
        long began = System.nanoTime();
        Map<String, AttributeValue> startKey = null;
        long rows = 0;
        long scanned = 0;
        int pages = 0;
        double capacity = 0;
        do {
            if (cancel.isCancelled()) {
                return new LoadSummary(rows, scanned, pages, since(began), capacity, plan.scan(), true, plan.description());
            }
            List<Map<String, AttributeValue>> items;
            ConsumedCapacity consumed;
            if (plan.scan()) {
                ScanResponse response = client.scan(scanRequest(plan, startKey, pageSize));
                items = response.items();
                consumed = response.consumedCapacity();
                startKey = response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null;
            } else {
                QueryResponse response = client.query(queryRequest(plan, startKey, pageSize));
                items = response.items();
                consumed = response.consumedCapacity();
                startKey = response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null;
            }
            capacity += consumed == null || consumed.capacityUnits() == null ? 0 : consumed.capacityUnits();
            if (plan.wholeItems() && !items.isEmpty()) {
                FetchResult fetched = fetchWholeItems(plan, items, cancel);
                items = fetched.items();
                capacity += fetched.capacity();
            }
            List<EntityRow> pageRows = new ArrayList<>(items.size());
            for (Map<String, AttributeValue> raw : items) {
                Item item = ItemConverter.toItem(raw);
                Classification c = classifier.classify(plan.logicalTable(), item);
                EntityRow row = new EntityRow(plan.logicalTable(), item, c);
                if (keep.test(row)) {
                    pageRows.add(row);
                }
            }
            scanned += items.size();
            rows += pageRows.size();
            pages++;
            listener.onPage(new Page(pageRows, pages, rows, scanned, since(began), capacity, plan.scan()));
        } while (startKey != null && !startKey.isEmpty());
        return new LoadSummary(rows, scanned, pages, since(began), capacity, plan.scan(), false, plan.description());
    }

    private static QueryRequest queryRequest(ReadPlan plan, Map<String, AttributeValue> startKey, Integer pageSize) {
        return QueryRequest.builder()
                .tableName(plan.physicalTable())
                .indexName(plan.index())
                .keyConditionExpression(plan.keyCondition())
                .expressionAttributeNames(plan.expressions().names())
                .expressionAttributeValues(plan.expressions().values())
                .exclusiveStartKey(startKey)
                .limit(pageSize)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                .build();
    }

    private static ScanRequest scanRequest(ReadPlan plan, Map<String, AttributeValue> startKey, Integer pageSize) {
        return ScanRequest.builder()
                .tableName(plan.physicalTable())
                .filterExpression(plan.filter())
                .expressionAttributeNames(plan.expressions().names())
                .expressionAttributeValues(plan.expressions().values())
                .exclusiveStartKey(startKey)
                .limit(pageSize)
                .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                .build();
    }

    private record FetchResult(List<Map<String, AttributeValue>> items, double capacity) {
    }

    /** The table's items for an index page of keys, in the index's order; keys whose item vanished are skipped. */
    private FetchResult fetchWholeItems(ReadPlan plan, List<Map<String, AttributeValue>> keyItems, CancelToken cancel) {
        TableDef table = tables.get(plan.logicalTable());
        List<String> keyNames = new ArrayList<>(table.primaryKeyNames());
        Map<List<AttributeValue>, Map<String, AttributeValue>> found = new HashMap<>();
        double capacity = 0;
        for (int from = 0; from < keyItems.size(); from += BATCH_GET_SIZE) {
            List<Map<String, AttributeValue>> keys = new ArrayList<>();
            for (Map<String, AttributeValue> k : keyItems.subList(from, Math.min(keyItems.size(), from + BATCH_GET_SIZE))) {
                Map<String, AttributeValue> key = new LinkedHashMap<>();
                keyNames.forEach(n -> key.put(n, k.get(n)));
                keys.add(key);
            }
            Map<String, KeysAndAttributes> pending = Map.of(plan.physicalTable(),
                    KeysAndAttributes.builder().keys(keys).consistentRead(false).build());
            for (int attempt = 0; !pending.isEmpty(); attempt++) {
                if (cancel.isCancelled()) {
                    break;
                }
                if (attempt > MAX_UNPROCESSED_RETRIES) {
                    throw new StoreException(StoreException.Kind.THROTTLED, "DynamoDB kept leaving items of "
                            + plan.logicalTable() + " unprocessed; try again in a moment", null);
                }
                Map<String, KeysAndAttributes> request = pending;
                BatchGetItemResponse response = client.batchGetItem(b -> b.requestItems(request)
                        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL));
                response.responses().getOrDefault(plan.physicalTable(), List.of())
                        .forEach(item -> found.put(keyOf(item, keyNames), item));
                if (response.hasConsumedCapacity()) {
                    capacity += response.consumedCapacity().stream()
                            .mapToDouble(c -> c.capacityUnits() == null ? 0 : c.capacityUnits()).sum();
                }
                pending = response.hasUnprocessedKeys() ? response.unprocessedKeys() : Map.of();
                if (!pending.isEmpty()) {
                    backOff(attempt);
                }
            }
        }
        List<Map<String, AttributeValue>> ordered = new ArrayList<>(keyItems.size());
        for (Map<String, AttributeValue> k : keyItems) {
            Map<String, AttributeValue> item = found.get(keyOf(k, keyNames));
            if (item != null) {
                ordered.add(item);
            }
        }
        return new FetchResult(ordered, capacity);
    }

    private static List<AttributeValue> keyOf(Map<String, AttributeValue> item, List<String> keyNames) {
        List<AttributeValue> key = new ArrayList<>(keyNames.size());
        keyNames.forEach(n -> key.add(item.get(n)));
        return key;
    }

    private static void backOff(int attempt) {
        try {
            Thread.sleep(Math.min(2000, 25L << Math.min(attempt, 6)));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException(StoreException.Kind.UNEXPECTED, "interrupted", e);
        }
    }

    private static Duration since(long began) {
        return Duration.ofNanos(System.nanoTime() - began);
    }
}
