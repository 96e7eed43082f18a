package io.tenantdesk.schema.validation;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.ArrayMap;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.template.KeyTemplate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks a stored item against its entity: key values, attribute types, required attributes, and whether
 * each index key still matches what its template renders from the item's own values (key drift).
 * Returns every violation; never throws, whatever the item holds. Thread-safe.
 */
public final class ItemValidator {

    /** The field values found in the item's keys, and every rule the item breaks. */
    public record Result(Map<String, String> keyValues, List<Violation> violations) {
        public Result {
            keyValues = ArrayMap.copyOf(keyValues);
            violations = List.copyOf(violations);
        }

        public boolean valid() {
            return violations.isEmpty();
        }
    }

    private final AttributeValidator attributes;
    private final KeyRenderer keys;

    public ItemValidator(AttributeValidator attributes) {
        this.attributes = attributes;
        this.keys = new KeyRenderer(attributes);
    }

    /**
     * @param primaryKeyValues the values parsed out of the item's table keys when it was recognised
     */
    public Result validate(EntityDef entity, Item item, Map<String, String> primaryKeyValues) {
        List<Violation> violations = new ArrayList<>();
        Map<String, String> known = new java.util.HashMap<>(primaryKeyValues);
        checkStoredAgainstKeys(entity, item, primaryKeyValues, known, violations);

        Map<String, String> keyValues = new LinkedHashMap<>(primaryKeyValues);
        parseIndexKeys(entity, item, known, keyValues, violations);

        Map<String, String> allValues = keyValues.size() == primaryKeyValues.size() ? known : merged(keyValues, known);
        violations.addAll(keys.checkKeyFields(entity, allValues, field -> !isStored(entity, field)));
        checkAttributes(entity, item, allValues, violations);
        checkDrift(entity, item, known, violations);
        return new Result(keyValues, violations);
    }

    private static Map<String, String> merged(Map<String, String> a, Map<String, String> b) {
        Map<String, String> all = new LinkedHashMap<>(a);
        all.putAll(b);
        return all;
    }

    /** Stored attributes that also appear in the primary key must agree with it. */
    private static void checkStoredAgainstKeys(EntityDef entity, Item item, Map<String, String> primaryKeyValues,
                                               Map<String, String> known, List<Violation> violations) {
        for (AttributeSpec spec : entity.attributes().values()) {
            if (!spec.stored()) {
                continue;
            }
            String text = item.scalarTextOrNull(spec.name());
            if (text == null) {
                continue;
            }
            String fromKey = primaryKeyValues.get(spec.name());
            if (fromKey != null && !fromKey.equals(text)) {
                violations.add(new Violation(spec.name(), Rule.KEY_MISMATCH, "`" + spec.name() + "` is `" + text
                        + "` but the item's key says `" + fromKey + "`"));
            }
            known.putIfAbsent(spec.name(), text);
        }
    }

    /** Index keys carry fields that live nowhere else (app_data users' account); read them back. */
    private static void parseIndexKeys(EntityDef entity, Item item, Map<String, String> known,
                                       Map<String, String> keyValues, List<Violation> violations) {
        for (Map.Entry<String, KeyTemplate> e : entity.indexKeyTemplates().entrySet()) {
            KeyTemplate template = e.getValue();
            if (!entity.isRenderedKey(e.getKey()) || template.canRender(known)) {
                continue;
            }
            Optional<String> stored = item.scalarText(e.getKey());
            if (stored.isEmpty()) {
                continue;
            }
            Optional<Map<String, String>> parsed = template.match(stored.get(), entity.declaredPatterns());
            if (parsed.isEmpty()) {
                violations.add(new Violation(e.getKey(), Rule.KEY_DRIFT, "`" + e.getKey() + "` `" + stored.get()
                        + "` does not have the shape `" + template.text() + "`"));
                continue;
            }
            parsed.get().forEach(keyValues::putIfAbsent);
        }
    }

    /** Stored attributes are type-checked as values; only fields that live in keys alone are checked here. */
    private static boolean isStored(EntityDef entity, String field) {
        AttributeSpec spec = entity.attributes().get(field);
        return spec != null && spec.stored();
    }

    private void checkAttributes(EntityDef entity, Item item, Map<String, String> allValues, List<Violation> violations) {
        for (AttributeSpec spec : entity.attributes().values()) {
            if (!spec.stored()) {
                if (spec.required() && allValues.get(spec.name()) == null) {
                    violations.add(new Violation(spec.name(), Rule.MISSING_REQUIRED,
                            "`" + spec.name() + "` is required; no key of the item carries it"));
                }
                continue;
            }
            Optional<Value> value = item.get(spec.name());
            if (value.isEmpty()) {
                if (spec.required()) {
                    violations.add(new Violation(spec.name(), Rule.MISSING_REQUIRED,
                            "`" + spec.name() + "` is required but missing"));
                }
                continue;
            }
            violations.addAll(attributes.validate(spec, value.get()));
        }
    }

    private static void checkDrift(EntityDef entity, Item item, Map<String, String> known, List<Violation> violations) {
        for (Map.Entry<String, KeyTemplate> e : entity.indexKeyTemplates().entrySet()) {
            String keyName = e.getKey();
            KeyTemplate template = e.getValue();
            String stored = item.scalarTextOrNull(keyName);
            if (stored != null && template.rendersTo(known, stored)) {
                continue;
            }
            if (!entity.isRenderedKey(keyName) || !entity.expectsIndexKey(keyName, known)) {
                continue;
            }
            String expected = template.render(known);
            if (stored == null) {
                violations.add(new Violation(keyName, Rule.KEY_MISSING, "`" + keyName + "` is missing; `"
                        + template.text() + "` gives `" + expected + "`"));
            } else {
                violations.add(new Violation(keyName, Rule.KEY_DRIFT, "`" + keyName + "` is `" + stored
                        + "` but the item's values give `" + expected + "` (template `" + template.text() + "`)"));
            }
        }
    }
}
