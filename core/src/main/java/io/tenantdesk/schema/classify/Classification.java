package io.tenantdesk.schema.classify;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.ArrayMap;
import io.tenantdesk.schema.validation.Violation;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What an item is: its entity (or none, with the reason), the field values parsed out of its keys, and every
 * rule it breaks. An unrecognised or invalid item is described, never rejected.
 */
public record Classification(
        EntityDef entity, Map<String, String> keyValues, List<Violation> violations, String unrecognisedReason) {

    /** Copies only what is not already immutable, so a validator's result passes through as it is. */
    public Classification {
        keyValues = ArrayMap.copyOf(keyValues);
        violations = List.copyOf(violations);
    }

    public static Classification unrecognised(String reason) {
        return new Classification(null, Map.of(), List.of(), reason);
    }

    public Optional<EntityDef> entityIfAny() {
        return Optional.ofNullable(entity);
    }

    public boolean recognised() {
        return entity != null;
    }

    /** Recognised and breaking no rule. */
    public boolean valid() {
        return entity != null && violations.isEmpty();
    }

    /** One line for a status badge or tooltip: the reason it is unrecognised, or its first violation. */
    public String summary() {
        if (entity == null) {
            return unrecognisedReason;
        }
        if (violations.isEmpty()) {
            return "valid " + entity.name();
        }
        String first = violations.get(0).message();
        return violations.size() == 1 ? first : first + " (and " + (violations.size() - 1) + " more)";
    }
}
