package io.tenantdesk.schema.validation;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.ArrayMap;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.template.KeyTemplate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

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
    private final Map<EntityDef, EntityRules> rulesByEntity = new ConcurrentHashMap<>();

    public ItemValidator(AttributeValidator attributes) {
        this.attributes = attributes;
        this.keys = new KeyRenderer(attributes);
    }

    /**
     * @param primaryKeyValues the values parsed out of the item's table keys when it was recognised
     */
    public Result validate(EntityDef entity, Item item, Map<String, String> primaryKeyValues) {
        EntityRules rules = rulesByEntity.computeIfAbsent(entity, EntityRules::new);
        List<Violation> violations = new ArrayList<>();
        Map<String, String> known = new HashMap<>(2 * (primaryKeyValues.size() + rules.storedKeyFields.length));
        known.putAll(primaryKeyValues);
        checkStoredAgainstKeys(rules, item, primaryKeyValues, known, violations);

        Map<String, String> keyValues = parseIndexKeys(entity, rules, item, known, primaryKeyValues, violations);
        Map<String, String> allValues = keyValues == primaryKeyValues ? known : merged(keyValues, known);
        for (EntityRules.KeyField field : rules.unstoredKeyFields) {
            String value = allValues.get(field.name());
            if (value != null) {
                keys.checkKeyField(field.name(), value, field.separators(), field.spec(), violations);
            }
        }
        checkAttributes(rules, item, allValues, violations);
        checkDrift(entity, rules, item, known, violations);
        return new Result(keyValues, violations);
    }

    private static Map<String, String> merged(Map<String, String> a, Map<String, String> b) {
        Map<String, String> all = new LinkedHashMap<>(a);
        all.putAll(b);
        return all;
    }

    /**
     * Stored attributes that also appear in the primary key must agree with it; with the key values, their
     * values are what the item's keys are rendered from.
     */
    private static void checkStoredAgainstKeys(
            EntityRules rules,
            Item item,
            Map<String, String> primaryKeyValues,
            Map<String, String> known,
            List<Violation> violations) {
        for (AttributeSpec spec : rules.storedKeyFields) {
            String text = item.scalarTextOrNull(spec.name());
            if (text == null) {
                continue;
            }
            String fromKey = primaryKeyValues.get(spec.name());
            if (fromKey != null && !fromKey.equals(text)) {
                violations.add(new Violation(
                        spec.name(),
                        Rule.KEY_MISMATCH,
                        "`" + spec.name() + "` is `" + text + "` but the item's key says `" + fromKey + "`"));
            }
            known.putIfAbsent(spec.name(), text);
        }
    }

    /**
     * Index keys carry fields that live nowhere else (app_data users' account); read them back. Returns the
     * primary key's values themselves when no index key adds one.
     */
    private static Map<String, String> parseIndexKeys(
            EntityDef entity,
            EntityRules rules,
            Item item,
            Map<String, String> known,
            Map<String, String> primaryKeyValues,
            List<Violation> violations) {
        Map<String, String> keyValues = primaryKeyValues;
        for (int i = 0; i < rules.indexKeys.length; i++) {
            KeyTemplate template = rules.indexTemplates[i];
            if (!rules.renderedIndexKeys[i] || template.canRender(known)) {
                continue;
            }
            String keyName = rules.indexKeys[i];
            String stored = item.scalarTextOrNull(keyName);
            if (stored == null) {
                continue;
            }
            Optional<Map<String, String>> parsed = template.match(stored, entity.declaredPatterns());
            if (parsed.isEmpty()) {
                violations.add(new Violation(
                        keyName,
                        Rule.KEY_DRIFT,
                        "`" + keyName + "` `" + stored + "` does not have the shape `" + template.text() + "`"));
                continue;
            }
            if (keyValues == primaryKeyValues) {
                keyValues = new LinkedHashMap<>(primaryKeyValues);
            }
            parsed.get().forEach(keyValues::putIfAbsent);
        }
        return keyValues;
    }

    private void checkAttributes(
            EntityRules rules, Item item, Map<String, String> allValues, List<Violation> violations) {
        for (AttributeSpec spec : rules.attributes) {
            if (!spec.stored()) {
                if (spec.required() && allValues.get(spec.name()) == null) {
                    violations.add(new Violation(
                            spec.name(),
                            Rule.MISSING_REQUIRED,
                            "`" + spec.name() + "` is required; no key of the item carries it"));
                }
                continue;
            }
            Value value = item.get(spec.name()).orElse(null);
            if (value == null) {
                if (spec.required()) {
                    violations.add(new Violation(
                            spec.name(), Rule.MISSING_REQUIRED, "`" + spec.name() + "` is required but missing"));
                }
                continue;
            }
            attributes.validateInto(spec, value, violations);
        }
    }

    private static void checkDrift(
            EntityDef entity, EntityRules rules, Item item, Map<String, String> known, List<Violation> violations) {
        for (int i = 0; i < rules.indexKeys.length; i++) {
            String keyName = rules.indexKeys[i];
            KeyTemplate template = rules.indexTemplates[i];
            String stored = item.scalarTextOrNull(keyName);
            if (stored != null && template.rendersTo(known, stored)) {
                continue;
            }
            if (!rules.renderedIndexKeys[i] || !entity.expectsIndexKey(keyName, known)) {
                continue;
            }
            String expected = template.render(known);
            if (stored == null) {
                violations.add(new Violation(
                        keyName,
                        Rule.KEY_MISSING,
                        "`" + keyName + "` is missing; `" + template.text() + "` gives `" + expected + "`"));
            } else {
                violations.add(new Violation(
                        keyName,
                        Rule.KEY_DRIFT,
                        "`" + keyName + "` is `" + stored + "` but the item's values give `" + expected
                                + "` (template `" + template.text() + "`)"));
            }
        }
    }
}
