package io.tenantdesk.store;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.Daemons;
import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.item.Item;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;

/**
 * What a live table is made of, for drafting a descriptor: its key schema, indexes and projections, its TTL setting,
 * and a bounded sample of its items read with a parallel Scan. Reads only.
 */
public final class TableInspector {

    /** An index as DescribeTable tells it; {@code sortKey} is null when it has none. */
    public record IndexShape(
            String name, KeyAttribute partitionKey, KeyAttribute sortKey, String projection, List<String> included) {}

    /**
     * @param ttlAttribute the TTL attribute when TTL is enabled
     * @param ttlNote      what the server said about TTL when it could not tell (e.g. the operation is unknown)
     */
    public record TableShape(
            String table,
            KeyAttribute partitionKey,
            KeyAttribute sortKey,
            List<IndexShape> indexes,
            Optional<String> ttlAttribute,
            Optional<String> ttlNote) {}

    private final Connection connection;
    private final ErrorTranslator errors;

    public TableInspector(Connection connection) {
        this.connection = connection;
        this.errors = new ErrorTranslator(connection.label());
    }

    /**
     * The names of the tables the connection can see, in name order.
     *
     * @throws StoreException when they cannot be listed (denied, unreachable)
     */
    public List<String> tableNames() {
        try {
            return connection.client().listTablesPaginator().tableNames().stream()
                    .sorted()
                    .toList();
        } catch (SdkException e) {
            throw errors.translate(e, "ListTables", "the list of tables");
        }
    }

    /** @throws StoreException when the table cannot be described (missing, denied, unreachable) */
    public TableShape describe(String physicalTable) {
        TableDescription t;
        try {
            t = connection
                    .client()
                    .describeTable(b -> b.tableName(physicalTable))
                    .table();
        } catch (SdkException e) {
            throw errors.translate(e, "DescribeTable", physicalTable);
        }
        Map<String, KeyType> types = t.attributeDefinitions().stream()
                .collect(Collectors.toMap(
                        AttributeDefinition::attributeName, a -> KeyType.valueOf(a.attributeTypeAsString())));
        List<IndexShape> indexes = new ArrayList<>();
        t.globalSecondaryIndexes()
                .forEach(i -> indexes.add(index(i.indexName(), i.keySchema(), i.projection(), types)));
        t.localSecondaryIndexes().forEach(i -> indexes.add(index(i.indexName(), i.keySchema(), i.projection(), types)));
        Optional<String> ttl = Optional.empty();
        Optional<String> note = Optional.empty();
        try {
            TimeToLiveDescription d = connection
                    .client()
                    .describeTimeToLive(b -> b.tableName(physicalTable))
                    .timeToLiveDescription();
            if (d != null && "ENABLED".equals(d.timeToLiveStatusAsString())) {
                ttl = Optional.ofNullable(d.attributeName());
            }
        } catch (SdkException e) {
            note = Optional.of("DescribeTimeToLive failed ("
                    + Optional.ofNullable(e.getMessage()).orElse(e.getClass().getSimpleName())
                    + "): the TTL attribute, if any, is not known");
        }
        return new TableShape(
                physicalTable,
                key(t.keySchema(), software.amazon.awssdk.services.dynamodb.model.KeyType.HASH, types),
                key(t.keySchema(), software.amazon.awssdk.services.dynamodb.model.KeyType.RANGE, types),
                List.copyOf(indexes),
                ttl,
                note);
    }

    private static IndexShape index(
            String name, List<KeySchemaElement> keys, Projection projection, Map<String, KeyType> types) {
        return new IndexShape(
                name,
                key(keys, software.amazon.awssdk.services.dynamodb.model.KeyType.HASH, types),
                key(keys, software.amazon.awssdk.services.dynamodb.model.KeyType.RANGE, types),
                projection == null ? "ALL" : projection.projectionTypeAsString(),
                projection == null ? List.of() : List.copyOf(projection.nonKeyAttributes()));
    }

    private static KeyAttribute key(
            List<KeySchemaElement> keys,
            software.amazon.awssdk.services.dynamodb.model.KeyType kind,
            Map<String, KeyType> types) {
        return keys.stream()
                .filter(k -> k.keyType() == kind)
                .findFirst()
                .map(k -> new KeyAttribute(k.attributeName(), types.getOrDefault(k.attributeName(), KeyType.S)))
                .orElse(null);
    }

    /**
     * Up to {@code limit} items, read by {@code segments} parallel Scan segments each taking an equal share; the
     * sample is the same on every run against unchanged data.
     */
    public List<Item> sample(String physicalTable, int limit, int segments) {
        int perSegment = Math.max(1, (limit + segments - 1) / segments);
        ExecutorService pool = Executors.newFixedThreadPool(segments, Daemons.named("sample"));
        try {
            List<Future<List<Item>>> parts = new ArrayList<>();
            for (int s = 0; s < segments; s++) {
                int segment = s;
                parts.add(pool.submit(() -> segment(physicalTable, segment, segments, perSegment)));
            }
            List<Item> items = new ArrayList<>();
            for (Future<List<Item>> part : parts) {
                items.addAll(part.get());
            }
            return Collections.unmodifiableList(items.subList(0, Math.min(limit, items.size())));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException(
                    StoreException.Kind.UNEXPECTED, "sampling " + physicalTable + " was interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof SdkException sdk) {
                throw errors.translate(sdk, "Scan", physicalTable);
            }
            throw new StoreException(
                    StoreException.Kind.UNEXPECTED,
                    "sampling " + physicalTable + " failed: " + e.getCause(),
                    e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private List<Item> segment(String table, int segment, int segments, int limit) {
        List<Item> items = new ArrayList<>();
        Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> start = null;
        do {
            Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> from = start;
            int wanted = limit - items.size();
            ScanResponse page = connection
                    .client()
                    .scan(b -> b.tableName(table)
                            .segment(segment)
                            .totalSegments(segments)
                            .limit(Math.min(wanted, 1000))
                            .exclusiveStartKey(from));
            page.items().forEach(raw -> items.add(ItemConverter.toItem(raw)));
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null && items.size() < limit);
        return items;
    }
}
