package io.tenantdesk.store;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.RepeatedParts;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.Predicate;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Runs a {@link ReadPlan} page by page: while one page's items are classified and handed to the listener, the
 * next page is already being fetched; after a cancel no further page is requested, so the load stops within
 * one page. The first request is small so the first rows show at once, and the second is sent only once the
 * listener has taken the first, so a view may hold the rest back until it has shown it. Items an index returns as keys
 * only are fetched from the table with BatchGetItem, in order.
 */
final class ItemReader {

    /**
     * The first request asks for this many items, so the first rows show without waiting for a full 1 MB page: more
     * than a screenful even at a 4K window's height, and few enough to read, classify and make into rows at once.
     */
    static final int FIRST_PAGE_LIMIT = 100;

    private final DynamoDbClient client;
    private final ItemClassifier classifier;
    private final Map<String, TableDef> tables;
    private final Executor readAhead;

    /** @param readAhead runs the request for the next page while the current one is classified */
    ItemReader(DynamoDbClient client, ItemClassifier classifier, Map<String, TableDef> tables, Executor readAhead) {
        this.client = client;
        this.classifier = classifier;
        this.tables = tables;
        this.readAhead = readAhead;
    }

    /**
     * @param keep     which rows to deliver (a scan for one entity skips the others'); everything else counts as scanned
     * @param pageSize DynamoDB's Limit per request, or null for its default (1 MB pages)
     */
    LoadSummary read(
            ReadPlan plan, Predicate<EntityRow> keep, Integer pageSize, PageListener listener, CancelToken cancel) {
        long began = System.nanoTime();
        if (plan.findsNothing()) {
            return new LoadSummary(0, 0, 0, since(began), 0, false, false, plan.description());
        }
        long rows = 0;
        long scanned = 0;
        int pages = 0;
        double capacity = 0;
        Integer firstLimit = pageSize != null ? pageSize : FIRST_PAGE_LIMIT;
        CompletableFuture<Fetched> next = fetch(plan, null, firstLimit, cancel);
        RepeatedParts parts = new RepeatedParts();
        while (next != null) {
            if (cancel.isCancelled()) {
                next.cancel(false);
                return new LoadSummary(
                        rows, scanned, pages, since(began), capacity, plan.scan(), true, plan.description());
            }
            Fetched page = join(next);
            boolean first = pages == 0;
            next = first || page.lastKey() == null ? null : fetch(plan, page.lastKey(), pageSize, cancel);
            capacity += page.capacity();
            List<Item> items = page.takeItems(parts);
            List<EntityRow> pageRows = new ArrayList<>(items.size());
            for (Item item : items) {
                Classification c = classifier.classify(plan.logicalTable(), item, parts);
                EntityRow row = new EntityRow(plan.logicalTable(), item, c);
                if (keep.test(row)) {
                    pageRows.add(row);
                }
            }
            scanned += items.size();
            rows += pageRows.size();
            pages++;
            listener.onPage(new Page(pageRows, pages, rows, scanned, since(began), capacity, plan.scan()));
            if (first && page.lastKey() != null) {
                // the second page is asked for once the first is handed over, so a listener can hold the rest back
                if (cancel.isCancelled()) {
                    return new LoadSummary(
                            rows, scanned, pages, since(began), capacity, plan.scan(), true, plan.description());
                }
                next = fetch(plan, page.lastKey(), pageSize, cancel);
            }
        }
        return new LoadSummary(rows, scanned, pages, since(began), capacity, plan.scan(), false, plan.description());
    }

    /**
     * One request's items (whole items, after any fetch from the table) and where the next page starts. The items are
     * taken once, converted: the SDK's attribute maps, several times the size of the items made of them, can then be
     * collected while the page is classified and shown, instead of being kept, and promoted, until the next page.
     */
    private static final class Fetched {
        private List<Map<String, AttributeValue>> sdkItems;
        private final Map<String, AttributeValue> lastKey;
        private final double capacity;

        Fetched(List<Map<String, AttributeValue>> sdkItems, Map<String, AttributeValue> lastKey, double capacity) {
            this.sdkItems = sdkItems;
            this.lastKey = lastKey;
            this.capacity = capacity;
        }

        Map<String, AttributeValue> lastKey() {
            return lastKey;
        }

        double capacity() {
            return capacity;
        }

        List<Item> takeItems(RepeatedParts parts) {
            List<Item> items = new ArrayList<>(sdkItems.size());
            sdkItems.forEach(raw -> items.add(ItemConverter.toItem(raw, parts)));
            sdkItems = null;
            return items;
        }
    }

    /** Starts fetching a page on the read-ahead executor, so the next page arrives while this one is classified. */
    private CompletableFuture<Fetched> fetch(
            ReadPlan plan, Map<String, AttributeValue> startKey, Integer limit, CancelToken cancel) {
        return CompletableFuture.supplyAsync(
                () -> {
                    List<Map<String, AttributeValue>> items;
                    ConsumedCapacity consumed;
                    Map<String, AttributeValue> lastKey;
                    if (plan.scan()) {
                        ScanResponse response = client.scan(scanRequest(plan, startKey, limit));
                        items = response.items();
                        consumed = response.consumedCapacity();
                        lastKey = response.hasLastEvaluatedKey()
                                        && !response.lastEvaluatedKey().isEmpty()
                                ? response.lastEvaluatedKey()
                                : null;
                    } else {
                        QueryResponse response = client.query(queryRequest(plan, startKey, limit));
                        items = response.items();
                        consumed = response.consumedCapacity();
                        lastKey = response.hasLastEvaluatedKey()
                                        && !response.lastEvaluatedKey().isEmpty()
                                ? response.lastEvaluatedKey()
                                : null;
                    }
                    double capacity =
                            consumed == null || consumed.capacityUnits() == null ? 0 : consumed.capacityUnits();
                    if (plan.wholeItems() && !items.isEmpty()) {
                        BatchGets.Found whole = fetchWholeItems(plan, items, cancel);
                        return new Fetched(whole.items(), lastKey, capacity + whole.capacity());
                    }
                    return new Fetched(items, lastKey, capacity);
                },
                readAhead);
    }

    private static Fetched join(CompletableFuture<Fetched> future) {
        try {
            return future.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw e;
        }
    }

    private static QueryRequest queryRequest(ReadPlan plan, Map<String, AttributeValue> startKey, Integer pageSize) {
        return QueryRequest.builder()
                .tableName(plan.physicalTable())
                .indexName(plan.index())
                .keyConditionExpression(plan.keyCondition())
                .filterExpression(plan.filter())
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

    /** The table's items for an index page of keys, in the index's order; keys whose item vanished are skipped. */
    private BatchGets.Found fetchWholeItems(
            ReadPlan plan, List<Map<String, AttributeValue>> keyItems, CancelToken cancel) {
        TableDef table = tables.get(plan.logicalTable());
        List<String> keyNames = new ArrayList<>(table.primaryKeyNames());
        List<Map<String, AttributeValue>> keys = new ArrayList<>(keyItems.size());
        for (Map<String, AttributeValue> k : keyItems) {
            Map<String, AttributeValue> key = new LinkedHashMap<>();
            keyNames.forEach(n -> key.put(n, k.get(n)));
            keys.add(key);
        }
        BatchGets.Found found = BatchGets.read(client, plan.logicalTable(), plan.physicalTable(), keys, false, cancel);
        Map<List<AttributeValue>, Map<String, AttributeValue>> byKey = new HashMap<>();
        found.items().forEach(item -> byKey.put(keyOf(item, keyNames), item));
        List<Map<String, AttributeValue>> ordered = new ArrayList<>(keyItems.size());
        for (Map<String, AttributeValue> k : keyItems) {
            Map<String, AttributeValue> item = byKey.get(keyOf(k, keyNames));
            if (item != null) {
                ordered.add(item);
            }
        }
        return new BatchGets.Found(ordered, found.capacity());
    }

    private static List<AttributeValue> keyOf(Map<String, AttributeValue> item, List<String> keyNames) {
        List<AttributeValue> key = new ArrayList<>(keyNames.size());
        keyNames.forEach(n -> key.add(item.get(n)));
        return key;
    }

    private static Duration since(long began) {
        return Duration.ofNanos(System.nanoTime() - began);
    }
}
