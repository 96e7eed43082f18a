package io.tenantdesk.ui.unclassified;

import io.tenantdesk.export.PlainValues;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.store.EntityRow;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
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

    /** Values shorter than this are not hunted down in messages (they would match ordinary text). */
    private static final int MIN_QUOTED = 4;

    private final Map<String, Set<String>> secretsByTable = new HashMap<>();

    SecretMask(PlatformDescriptor platform) {
        for (EntityDef entity : platform.entities()) {
            Set<String> names = secretsByTable.computeIfAbsent(entity.table().name(), t -> new HashSet<>());
            entity.attributes().values().stream().filter(AttributeSpec::secret).map(AttributeSpec::name).forEach(names::add);
        }
    }

    /** The row with every secret of its table replaced by {@code maskText}; the row itself when it holds none. */
    EntityRow mask(EntityRow row, String maskText) {
        Set<String> secrets = secretsByTable.getOrDefault(row.table(), Set.of());
        List<String> quoted = new ArrayList<>();
        Item.Builder item = null;
        for (String name : secrets) {
            Value value = row.item().get(name).orElse(null);
            if (value == null) {
                continue;
            }
            Item.scalarText(value).filter(t -> t.length() >= MIN_QUOTED).ifPresent(quoted::add);
            if (item == null) {
                item = row.item().toBuilder();
            }
            item.put(name, Value.str(maskText));
        }
        Classification c = row.classification();
        Map<String, String> keyValues = new LinkedHashMap<>(c.keyValues());
        boolean keysChanged = false;
        for (String name : secrets) {
            String v = keyValues.get(name);
            if (v != null) {
                if (v.length() >= MIN_QUOTED) {
                    quoted.add(v);
                }
                keyValues.put(name, maskText);
                keysChanged = true;
            }
        }
        if (item == null && !keysChanged) {
            return row;
        }
        List<Violation> violations = new ArrayList<>();
        for (Violation v : c.violations()) {
            violations.add(new Violation(v.attribute(), v.rule(), scrub(v.message(), quoted, maskText)));
        }
        String reason = c.unrecognisedReason() == null ? null : scrub(c.unrecognisedReason(), quoted, maskText);
        Classification masked = new Classification(c.entityIfAny().orElse(null), keyValues, violations, reason);
        return new EntityRow(row.table(), item == null ? row.item() : item.build(), masked);
    }

    private static String scrub(String text, List<String> secrets, String maskText) {
        String out = text;
        for (String s : secrets) {
            out = out.replace(s, maskText);
        }
        return out;
    }
}
