package io.tenantdesk.schema.validation;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.template.KeyTemplate;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Renders every key an entity writes from field values, checking each value first. Table keys must render;
 * an index key whose fields are absent is left out (a sparse index). Thread-safe.
 */
public final class KeyRenderer {

    /** DynamoDB's limits on key size, in bytes of UTF-8. */
    static final int MAX_PARTITION_KEY_BYTES = 2048;

    static final int MAX_SORT_KEY_BYTES = 1024;

    /** The keys rendered, and every rule the field values broke. */
    public record RenderedKeys(Map<String, Value> keys, List<Violation> violations) {
        public RenderedKeys {
            keys = Collections.unmodifiableMap(new LinkedHashMap<>(keys));
            violations = List.copyOf(violations);
        }

        public boolean ok() {
            return violations.isEmpty();
        }
    }

    private final AttributeValidator attributes;

    public KeyRenderer(AttributeValidator attributes) {
        this.attributes = attributes;
    }

    public RenderedKeys render(EntityDef entity, Map<String, String> fieldValues) {
        List<Violation> violations = new ArrayList<>(checkKeyFields(entity, fieldValues));
        Map<String, Value> keys = new LinkedHashMap<>();
        TableDef table = entity.table();
        Map<String, KeyType> keyTypes = table.allKeyAttributes();
        for (Map.Entry<String, KeyTemplate> e : entity.keys().entrySet()) {
            String keyName = e.getKey();
            KeyTemplate template = e.getValue();
            boolean primary = table.isPrimaryKey(keyName);
            if (!primary && !entity.expectsIndexKey(keyName, fieldValues)) {
                continue;
            }
            if (!template.canRender(fieldValues)) {
                if (primary) {
                    List<String> missing = template.placeholders().stream()
                            .filter(p -> fieldValues.get(p) == null)
                            .toList();
                    violations.add(new Violation(
                            missing.get(0),
                            Rule.MISSING_REQUIRED,
                            keyName + " needs `" + String.join("`, `", missing) + "`"));
                }
                continue;
            }
            String text = template.render(fieldValues);
            KeyType type = keyTypes.getOrDefault(keyName, KeyType.S);
            Violation sizeOrType = checkKeyValue(keyName, text, type, isSortKey(table, keyName));
            if (sizeOrType != null) {
                violations.add(sizeOrType);
                continue;
            }
            keys.put(keyName, type == KeyType.N ? Value.num(text) : Value.str(text));
        }
        return new RenderedKeys(keys, violations);
    }

    /** Violations of the values of every field used in a key, whichever template uses it. */
    public List<Violation> checkKeyFields(EntityDef entity, Map<String, String> fieldValues) {
        List<Violation> violations = new ArrayList<>();
        for (String field : entity.allKeyFields()) {
            String value = fieldValues.get(field);
            if (value != null) {
                checkKeyField(
                        field,
                        value,
                        KeyValueRules.charsOf(entity.separatorsOf(field)),
                        entity.attribute(field).orElse(null),
                        violations);
            }
        }
        return violations;
    }

    /**
     * Adds the violations of {@code value} as the key field {@code field}: first the rules of any value in a key,
     * then, when those hold, its declared type ({@code spec}, null for a field declared nowhere else).
     */
    void checkKeyField(String field, String value, char[] separators, AttributeSpec spec, List<Violation> violations) {
        int before = violations.size();
        checkKeyValue(field, value, separators, spec, violations);
        if (spec != null && spec.secret()) {
            AttributeValidator.unquote(value, violations, before);
        }
    }

    private void checkKeyValue(
            String field, String value, char[] separators, AttributeSpec spec, List<Violation> violations) {
        boolean fits = KeyValueRules.checkInto(
                field,
                value,
                separators,
                spec == null ? null : spec.pattern(),
                spec == null ? null : spec.exampleIfAny().orElse(null),
                violations);
        if (fits && spec != null) {
            attributes.validateTextInto(spec, value, violations);
        }
    }

    private static boolean isSortKey(TableDef table, String keyName) {
        if (table.sortKey() != null && table.sortKey().name().equals(keyName)) {
            return true;
        }
        return table.indexes().values().stream()
                .anyMatch(i -> i.sortKey() != null
                        && i.sortKey().name().equals(keyName)
                        && !i.partitionKey().name().equals(keyName));
    }

    private static Violation checkKeyValue(String keyName, String text, KeyType type, boolean sortKey) {
        if (type == KeyType.N) {
            try {
                new BigDecimal(text);
            } catch (NumberFormatException e) {
                return new Violation(keyName, Rule.KEY_PATTERN, keyName + " must be a number, not `" + text + "`");
            }
            return null;
        }
        int bytes = text.getBytes(StandardCharsets.UTF_8).length;
        int limit = sortKey ? MAX_SORT_KEY_BYTES : MAX_PARTITION_KEY_BYTES;
        if (bytes > limit) {
            return new Violation(
                    keyName, Rule.KEY_PATTERN, keyName + " would be " + bytes + " bytes; DynamoDB allows " + limit);
        }
        return null;
    }
}
