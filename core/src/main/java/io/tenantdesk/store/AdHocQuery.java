package io.tenantdesk.store;

import io.tenantdesk.schema.SortCondition.Operator;
import io.tenantdesk.schema.item.Value;
import java.util.List;

/**
 * A query a person writes on the spot, on any table or index of the platform: the partition key equal to a value,
 * optionally a condition on the sort key, and filters on other attributes. Values are written as the key
 * attributes' types read them (a number key takes digits).
 *
 * @param index          the index queried, or null for the table itself
 * @param sortOperator   the sort key's condition, or null for none
 * @param sortUpper      the upper bound of {@code between}, else null
 * @param filters        conditions on other attributes, all of which an item must meet
 */
public record AdHocQuery(
        String table,
        String index,
        String partitionValue,
        Operator sortOperator,
        String sortValue,
        String sortUpper,
        List<Filter> filters) {

    /** A condition on an attribute that is not a key: {@code upper} for {@code between} only. */
    public record Filter(String attribute, Operator operator, Value value, Value upper) {}

    public AdHocQuery {
        filters = List.copyOf(filters);
    }

    /** The partition key alone. */
    public static AdHocQuery partition(String table, String index, String partitionValue) {
        return new AdHocQuery(table, index, partitionValue, null, null, null, List.of());
    }
}
