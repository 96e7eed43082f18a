package io.tenantdesk.store.write;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One attribute a write changes.
 *
 * @param before  the value before, or null when the attribute is added
 * @param after   the value after, or null when the attribute is removed
 * @param derived true for what the console works out rather than the user types: re-rendered keys, the
 *                version, the stamps
 */
public record AttributeChange(String attribute, Value before, Value after, boolean derived) {

    /** Every attribute that differs between two versions of an item, derived ones (keys, version, stamps) marked. */
    public static List<AttributeChange> between(EntityDef entity, Item before, Item after) {
        Set<String> names = new LinkedHashSet<>(before.names());
        names.addAll(after.names());
        Set<String> derived = new LinkedHashSet<>(entity.attributesSetByWrites());
        entity.keys().keySet().stream().filter(entity::isRenderedKey).forEach(derived::add);
        List<AttributeChange> changes = new ArrayList<>();
        for (String name : names) {
            Value was = before.get(name).orElse(null);
            Value now = after.get(name).orElse(null);
            if (was == null ? now != null : !was.equals(now)) {
                changes.add(new AttributeChange(name, was, now, derived.contains(name)));
            }
        }
        return changes;
    }
}
