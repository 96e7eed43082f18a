package io.tenantdesk.settings;

import io.tenantdesk.schema.SortCondition.Operator;
import java.util.List;
import java.util.Objects;

/**
 * An ad-hoc query kept by name, as the user typed it: values are text, read by the attributes' types when the query
 * runs again, so a query saved before a descriptor changed still opens and says what no longer fits.
 *
 * @param index        the index queried, or null for the table itself
 * @param sortOperator the sort key's condition, or null for none
 * @param showAs       the entity whose columns list the results, or null to choose from the key condition
 */
public record SavedQuery(
        String name,
        String table,
        String index,
        String partitionValue,
        Operator sortOperator,
        String sortValue,
        String sortUpper,
        List<Filter> filters,
        String showAs) {

    /** A condition on an attribute that is not a key, as typed; {@code upper} for {@code between} only. */
    public record Filter(String attribute, Operator operator, String value, String upper) {
        public Filter {
            Objects.requireNonNull(attribute, "attribute");
            Objects.requireNonNull(operator, "operator");
        }
    }

    public SavedQuery {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(table, "table");
        filters = List.copyOf(filters);
    }

    /** The same query under another name. */
    public SavedQuery named(String newName) {
        return new SavedQuery(
                newName, table, index, partitionValue, sortOperator, sortValue, sortUpper, filters, showAs);
    }
}
