package io.tenantdesk.store;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.validation.Violation;
import java.util.List;

/**
 * What a create or an edit would write.
 *
 * @param before     the item as loaded, or null for a create
 * @param after      the item as it would be written
 * @param changes    every attribute that changes, in item order
 * @param violations every rule the result would break; a plan with violations is never written
 */
public record PlannedChange(EntityDef entity, Item before, Item after, List<AttributeChange> changes,
                            List<Violation> violations) {

    public PlannedChange {
        changes = List.copyOf(changes);
        violations = List.copyOf(violations);
    }

    public boolean valid() {
        return violations.isEmpty();
    }
}
