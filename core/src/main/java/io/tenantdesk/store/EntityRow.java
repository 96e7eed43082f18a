package io.tenantdesk.store;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.item.Item;
import java.util.Optional;

/**
 * One item as the console shows it: the raw attributes, the entity it belongs to (if any), the values
 * parsed out of its keys (so {@code account_id} shows even when it lives only in {@code PK}), and every
 * rule it breaks.
 *
 * @param table the logical table name
 */
public record EntityRow(String table, Item item, Classification classification) {

    public Optional<EntityDef> entity() {
        return classification.entityIfAny();
    }

    public boolean valid() {
        return classification.valid();
    }

    /** A field's text: the stored attribute when it is a string or number, else the value from the keys. */
    public Optional<String> text(String field) {
        Optional<String> stored = item.scalarText(field);
        return stored.isPresent()
                ? stored
                : Optional.ofNullable(classification.keyValues().get(field));
    }
}
