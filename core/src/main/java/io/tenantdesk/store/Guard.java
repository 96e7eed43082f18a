package io.tenantdesk.store;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.write.AttributeChange;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What an item must be for a conditional write to go ahead: absent altogether, or present holding {@code equal}'s
 * values and none of the {@code absent} attributes. Every write the store sends carries one.
 *
 * @param exists false for a write that needs no item with the key (a create); the other fields are then empty
 */
public record Guard(boolean exists, Map<String, Value> equal, Set<String> absent) {

    /** Above this many attributes an unversioned item is guarded on the attributes the write touches. */
    private static final int MAX_GUARDED_ATTRIBUTES = 100;

    public Guard {
        equal = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(equal));
        absent = java.util.Collections.unmodifiableSet(new LinkedHashSet<>(absent));
        if (!exists && (!equal.isEmpty() || !absent.isEmpty())) {
            throw new IllegalArgumentException("a guard on an absent item holds no values");
        }
    }

    /** Only if no item has the key. */
    public static Guard noItem() {
        return new Guard(false, Map.of(), Set.of());
    }

    /** Only if the item exists and holds these values. */
    public static Guard holding(Map<String, Value> equal) {
        return new Guard(true, equal, Set.of());
    }

    /**
     * Only if the item is still as loaded: at its version when the entity declares one, otherwise holding every
     * attribute's loaded value (or, for very wide items, the attributes the write touches), and still without the
     * declared attributes it lacked.
     */
    static Guard asLoaded(EntityDef entity, Item loaded, List<AttributeChange> changes) {
        TableDef table = entity.table();
        Map<String, Value> equal = new LinkedHashMap<>();
        Optional<String> version = entity.versionAttribute();
        if (version.isPresent() && loaded.has(version.get())) {
            equal.put(version.get(), loaded.get(version.get()).orElseThrow());
            return new Guard(true, equal, Set.of());
        }
        List<String> guarded = new ArrayList<>();
        if (loaded.size() <= MAX_GUARDED_ATTRIBUTES) {
            guarded.addAll(loaded.names());
        } else {
            changes.forEach(c -> guarded.add(c.attribute()));
        }
        for (String name : guarded) {
            if (!table.isPrimaryKey(name)) {
                loaded.get(name).ifPresent(was -> equal.put(name, was));
            }
        }
        Set<String> absent = new LinkedHashSet<>();
        entity.attributes().values().stream().filter(a -> a.stored()).forEach(a -> absent.add(a.name()));
        absent.addAll(entity.keys().keySet());
        changes.forEach(c -> absent.add(c.attribute()));
        absent.removeIf(name -> loaded.has(name) || table.isPrimaryKey(name));
        return new Guard(true, equal, absent);
    }

    /** The condition expression, its names and values placeholders of {@code ex}. */
    String render(String partitionKey, Expressions ex) {
        if (!exists) {
            return "attribute_not_exists(" + ex.name(partitionKey) + ")";
        }
        List<String> parts = new ArrayList<>();
        parts.add("attribute_exists(" + ex.name(partitionKey) + ")");
        equal.forEach((name, value) -> parts.add(ex.name(name) + " = " + ex.value(ItemConverter.toAttribute(value))));
        absent.forEach(name -> parts.add("attribute_not_exists(" + ex.name(name) + ")"));
        return String.join(" AND ", parts);
    }
}
