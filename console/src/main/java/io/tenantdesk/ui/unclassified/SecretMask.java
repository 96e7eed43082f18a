package io.tenantdesk.ui.unclassified;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.schema.values.SecretValues;
import io.tenantdesk.store.EntityRow;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Masks secrets in items no entity vouches for. An unrecognised item has no entity to say which attributes are
 * secret, so every attribute that any entity of its table declares secret is masked: in the item, in the values
 * parsed from its keys, and wherever its reason quotes them. What is shown, copied or exported is a masked row:
 * the screen masks with {@link io.tenantdesk.ui.common.ValueText#MASK} like every other view, copies and exports
 * with {@link PlainValues#MASK}.
 */
final class SecretMask {

    private final Map<String, Set<String>> secretsByTable = new HashMap<>();

    SecretMask(PlatformDescriptor platform) {
        for (String table : platform.tables().keySet()) {
            secretsByTable.put(table, platform.secretAttributesOf(table));
        }
    }

    /** The row with every secret of its table replaced by {@code maskText}; the row itself when it holds none. */
    EntityRow mask(EntityRow row, String maskText) {
        Set<String> secrets = secretsByTable.getOrDefault(row.table(), Set.of());
        Item.Builder item = null;
        for (String name : secrets) {
            if (row.item().get(name).isPresent()) {
                if (item == null) {
                    item = row.item().toBuilder();
                }
                item.put(name, Value.str(maskText));
            }
        }
        Classification c = row.classification();
        Map<String, String> keyValues = new LinkedHashMap<>(c.keyValues());
        boolean keysChanged = false;
        for (String name : secrets) {
            if (keyValues.get(name) != null) {
                keyValues.put(name, maskText);
                keysChanged = true;
            }
        }
        if (item == null && !keysChanged) {
            return row;
        }
        SecretValues quoted = SecretValues.of(row.item(), row.classification(), secrets);
        List<Violation> violations = new ArrayList<>();
        for (Violation v : c.violations()) {
            violations.add(new Violation(v.attribute(), v.rule(), quoted.scrub(v.message(), maskText)));
        }
        String reason = c.unrecognisedReason() == null ? null : quoted.scrub(c.unrecognisedReason(), maskText);
        Classification masked = new Classification(c.entityIfAny().orElse(null), keyValues, violations, reason);
        return new EntityRow(row.table(), item == null ? row.item() : item.build(), masked);
    }
}
