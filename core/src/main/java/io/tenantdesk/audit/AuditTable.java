package io.tenantdesk.audit;

import static io.tenantdesk.audit.AuditTableDesign.ACTOR;
import static io.tenantdesk.audit.AuditTableDesign.AT;
import static io.tenantdesk.audit.AuditTableDesign.BEGIN;
import static io.tenantdesk.audit.AuditTableDesign.END;
import static io.tenantdesk.audit.AuditTableDesign.ENTRY_ID;
import static io.tenantdesk.audit.AuditTableDesign.EXPIRES_AT;
import static io.tenantdesk.audit.AuditTableDesign.FEED;
import static io.tenantdesk.audit.AuditTableDesign.FEED_ALL;
import static io.tenantdesk.audit.AuditTableDesign.ITEM_KEY;
import static io.tenantdesk.audit.AuditTableDesign.PLATFORM;
import static io.tenantdesk.audit.AuditTableDesign.STATUS;
import static io.tenantdesk.audit.AuditTableDesign.STEPS;
import static io.tenantdesk.audit.AuditTableDesign.TENANT_KEY;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The shared audit table of one connection, through the AWS SDK: creating it, recording a write before it is sent
 * (a conditional put), its steps and outcome after (conditional updates: an outcome once recorded is never
 * replaced), and listing entries newest first through its indexes ({@link AuditTableDesign}). Thread-safe.
 */
public final class AuditTable {

    private final DynamoDbClient client;
    private final String name;
    private final Optional<Duration> retention;

    /** @param retention how long entries are kept (their TTL), or empty to keep them */
    public AuditTable(DynamoDbClient client, String name, Optional<Duration> retention) {
        this.client = client;
        this.name = name;
        this.retention = retention;
    }

    public String name() {
        return name;
    }

    /**
     * Creates the table (on-demand billing) with its indexes and waits until it takes writes; then turns on TTL on
     * {@code expiresAt} where the server has it.
     *
     * @return false when the server has no TTL (a local endpoint): entries then stay until deleted
     */
    public boolean create() {
        List<AttributeDefinition> attributes = new ArrayList<>(List.of(string(ENTRY_ID), string(AT)));
        List<GlobalSecondaryIndex> indexes = new ArrayList<>();
        for (List<String> index : AuditTableDesign.INDEXES) {
            attributes.add(string(index.get(1)));
            indexes.add(GlobalSecondaryIndex.builder()
                    .indexName(index.get(0))
                    .keySchema(key(index.get(1), KeyType.HASH), key(AT, KeyType.RANGE))
                    .projection(p -> p.projectionType(ProjectionType.ALL))
                    .build());
        }
        client.createTable(b -> b.tableName(name)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(attributes)
                .keySchema(key(ENTRY_ID, KeyType.HASH))
                .globalSecondaryIndexes(indexes));
        client.waiter().waitUntilTableExists(b -> b.tableName(name));
        try {
            client.updateTimeToLive(b -> b.tableName(name)
                    .timeToLiveSpecification(t -> t.enabled(true).attributeName(EXPIRES_AT)));
            return true;
        } catch (software.amazon.awssdk.services.dynamodb.model.DynamoDbException e) {
            if (e.awsErrorDetails() != null
                    && "UnknownOperationException".equals(e.awsErrorDetails().errorCode())) {
                return false;
            }
            throw e;
        }
    }

    /**
     * Records a write about to be sent, only if no entry has its id.
     *
     * @throws software.amazon.awssdk.core.exception.SdkException when the table does not take it: the write must then
     *                                                            not be sent
     */
    public void begin(AuditEntry entry) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put(ENTRY_ID, s(entry.id()));
        item.put(AT, s(AuditTableDesign.time(entry.at())));
        item.put(FEED, s(FEED_ALL));
        item.put(PLATFORM, s(entry.platform()));
        item.put(ACTOR, s(entry.actor()));
        if (entry.itemKey() != null) {
            item.put(ITEM_KEY, s(entry.itemKey()));
        }
        entry.tenantIfAny().ifPresent(t -> item.put(TENANT_KEY, s(AuditTableDesign.tenantKey(entry.platform(), t))));
        item.put(STATUS, s(AuditEntry.PENDING));
        item.put(BEGIN, s(entry.begin()));
        retention.ifPresent(keep -> item.put(
                EXPIRES_AT,
                AttributeValue.fromN(Long.toString(entry.at().plus(keep).getEpochSecond()))));
        client.putItem(b -> b.tableName(name)
                .item(item)
                .conditionExpression("attribute_not_exists(#id)")
                .expressionAttributeNames(Map.of("#id", ENTRY_ID)));
    }

    /** Adds a step's line to a recorded write. */
    public void step(String id, String line) {
        client.updateItem(b -> b.tableName(name)
                .key(Map.of(ENTRY_ID, s(id)))
                .updateExpression("SET #steps = list_append(if_not_exists(#steps, :none), :step)")
                .conditionExpression("attribute_exists(#id)")
                .expressionAttributeNames(Map.of("#steps", STEPS, "#id", ENTRY_ID))
                .expressionAttributeValues(Map.of(
                        ":none", AttributeValue.fromL(List.of()), ":step", AttributeValue.fromL(List.of(s(line))))));
    }

    /** Records a write's outcome, only while none is recorded. */
    public void complete(String id, String status, String line) {
        client.updateItem(b -> b.tableName(name)
                .key(Map.of(ENTRY_ID, s(id)))
                .updateExpression("SET #status = :status, #end = :end")
                .conditionExpression("attribute_exists(#id) AND #status = :pending")
                .expressionAttributeNames(Map.of("#status", STATUS, "#end", END, "#id", ENTRY_ID))
                .expressionAttributeValues(
                        Map.of(":status", s(status), ":end", s(line), ":pending", s(AuditEntry.PENDING))));
    }

    /** One entry by its id, read strongly consistent. */
    public Optional<AuditEntry> get(String id) {
        var response = client.getItem(
                b -> b.tableName(name).key(Map.of(ENTRY_ID, s(id))).consistentRead(true));
        return response.hasItem() && !response.item().isEmpty()
                ? Optional.of(entry(response.item()))
                : Optional.empty();
    }

    /**
     * The next page of entries the query lists, newest first.
     *
     * @param limit how many entries at the most
     */
    public AuditPage page(AuditQuery query, Optional<AuditPage.Cursor> after, int limit) {
        return page(query, after, limit, false);
    }

    /** As {@link #page(AuditQuery, Optional, int)}, oldest first when {@code oldestFirst} (an export in time order). */
    public AuditPage page(AuditQuery query, Optional<AuditPage.Cursor> after, int limit, boolean oldestFirst) {
        AuditQuery.requireValid(query);
        Map<String, String> names = new HashMap<>(Map.of("#p", query.partitionAttribute()));
        Map<String, AttributeValue> values = new HashMap<>(Map.of(":p", s(query.partitionValue())));
        String condition = "#p = :p";
        if (query.from() != null || query.to() != null) {
            names.put("#at", AT);
            values.put(":from", s(query.from() == null ? "0" : AuditTableDesign.time(query.from())));
            values.put(":to", s(query.to() == null ? "9" : AuditTableDesign.time(query.to())));
            condition += " AND #at BETWEEN :from AND :to";
        }
        QueryRequest.Builder request = QueryRequest.builder()
                .tableName(name)
                .indexName(query.index())
                .keyConditionExpression(condition)
                .expressionAttributeNames(names)
                .expressionAttributeValues(values)
                .scanIndexForward(oldestFirst)
                .limit(limit);
        after.ifPresent(cursor -> request.exclusiveStartKey(cursor.lastKey));
        QueryResponse response = client.query(request.build());
        List<AuditEntry> entries =
                response.items().stream().map(AuditTable::entry).toList();
        Optional<AuditPage.Cursor> next =
                response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
                        ? Optional.of(new AuditPage.Cursor(query.partitionValue(), response.lastEvaluatedKey()))
                        : Optional.empty();
        return new AuditPage(entries, next);
    }

    private static AuditEntry entry(Map<String, AttributeValue> item) {
        String tenantKey = text(item, TENANT_KEY);
        String platform = text(item, PLATFORM);
        String tenant = tenantKey == null ? null : tenantKey.substring(tenantKey.indexOf('|') + 1);
        List<String> steps = item.containsKey(STEPS)
                ? item.get(STEPS).l().stream().map(AttributeValue::s).toList()
                : List.of();
        return new AuditEntry(
                text(item, ENTRY_ID),
                Instant.parse(text(item, AT)),
                platform,
                text(item, ACTOR),
                text(item, ITEM_KEY),
                tenant,
                text(item, STATUS),
                text(item, BEGIN),
                steps,
                text(item, END));
    }

    private static String text(Map<String, AttributeValue> item, String name) {
        AttributeValue value = item.get(name);
        return value == null ? null : value.s();
    }

    private static AttributeValue s(String text) {
        return AttributeValue.fromS(text);
    }

    private static AttributeDefinition string(String name) {
        return AttributeDefinition.builder()
                .attributeName(name)
                .attributeType(ScalarAttributeType.S)
                .build();
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }
}
