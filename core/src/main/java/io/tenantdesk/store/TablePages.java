package io.tenantdesk.store;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Reads a table of a design of its own (the shared audit table) a page at a time, its items as stored: a Query of
 * the table or an index on a {@link KeyCondition}, or one item by its key. Thread-safe.
 */
public final class TablePages {

    private final Connection connection;
    private final String physicalTable;

    public TablePages(Connection connection, String physicalTable) {
        this.connection = connection;
        this.physicalTable = physicalTable;
    }

    /**
     * One page of a query's items and, when there are more, the key of its last item to go on after.
     *
     * @param next empty when this was the last page
     */
    public record Page(List<Item> items, Optional<Item> next) {

        public Page {
            items = List.copyOf(items);
        }
    }

    /**
     * The page of items {@code condition} selects on {@code index} after {@code after} (from the first when empty).
     *
     * @param forward true for ascending sort key order, false for descending
     * @param limit   how many items at the most
     */
    public Page page(String index, KeyCondition condition, Optional<Item> after, int limit, boolean forward) {
        Expressions ex = new Expressions();
        QueryRequest.Builder request = QueryRequest.builder()
                .tableName(physicalTable)
                .indexName(index)
                .keyConditionExpression(condition.expression(ex))
                .expressionAttributeNames(ex.names())
                .expressionAttributeValues(ex.values())
                .scanIndexForward(forward)
                .limit(limit);
        after.ifPresent(key -> request.exclusiveStartKey(ItemConverter.toAttributes(key)));
        QueryResponse response = connection.client().query(request.build());
        return new Page(
                response.items().stream().map(ItemConverter::toItem).toList(),
                response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
                        ? Optional.of(ItemConverter.toItem(response.lastEvaluatedKey()))
                        : Optional.empty());
    }

    /** The item at {@code key}, read strongly consistent, or empty when there is none. */
    public Optional<Item> get(PrimaryKey key) {
        GetItemResponse response = connection
                .client()
                .getItem(b -> b.tableName(physicalTable)
                        .key(ItemConverter.toAttributes(key.asItem()))
                        .consistentRead(true));
        return response.hasItem() && !response.item().isEmpty()
                ? Optional.of(ItemConverter.toItem(response.item()))
                : Optional.empty();
    }
}
