package io.tenantdesk.demo;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.template.KeyTemplate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The ways a good item's index keys go wrong in real tables, most believable first: a value an index key is
 * rendered from was edited and the key was left as it was (a status changed, its GSI key still says the old one);
 * a key rendered from another item's value; an index key never written (the item predates the index).
 */
final class IndexKeyDrift {

    /** A spoiled copy of an item and the index key attribute that is now wrong. */
    record Candidate(Item item, String keyAttribute, int believability) {}

    private IndexKeyDrift() {}

    /**
     * Copies of {@code good} whose one index key no longer renders from its values.
     *
     * @param others field values of other items of the entity, to take a different value from
     */
    static List<Candidate> drifted(
            EntityDef entity, Item good, Map<String, Value> fields, List<Map<String, Value>> others) {
        List<Candidate> candidates = new ArrayList<>();
        Map<String, String> text = textOf(fields);
        for (Map.Entry<String, KeyTemplate> key : renderedIndexKeys(entity).entrySet()) {
            for (String field : key.getValue().placeholders()) {
                String other = differentValue(field, text.get(field), others);
                if (other == null) {
                    continue;
                }
                if (isPlainStoredField(entity, field)) {
                    candidates.add(new Candidate(
                            good.toBuilder()
                                    .put(
                                            field,
                                            fields.get(field) instanceof Value.Num
                                                    ? Value.num(other)
                                                    : Value.str(other))
                                    .build(),
                            key.getKey(),
                            0));
                }
                Map<String, String> stale = new LinkedHashMap<>(text);
                stale.put(field, other);
                if (key.getValue().canRender(stale)) {
                    candidates.add(new Candidate(
                            good.toBuilder()
                                    .putString(key.getKey(), key.getValue().render(stale))
                                    .build(),
                            key.getKey(),
                            1));
                }
            }
        }
        return candidates;
    }

    /** Copies of {@code good} without one of its index keys. */
    static List<Candidate> missing(EntityDef entity, Item good) {
        List<Candidate> candidates = new ArrayList<>();
        renderedIndexKeys(entity).forEach((name, template) -> {
            if (good.has(name)) {
                boolean fromAttribute = template.placeholders().stream().anyMatch(f -> isPlainStoredField(entity, f));
                candidates.add(new Candidate(
                        good.toBuilder().remove(name).build(), name, fromAttribute ? 0 : template.isLiteral() ? 2 : 1));
            }
        });
        return candidates;
    }

    private static Map<String, KeyTemplate> renderedIndexKeys(EntityDef entity) {
        Map<String, KeyTemplate> keys = new LinkedHashMap<>();
        entity.indexKeyTemplates().forEach((name, template) -> {
            if (entity.isRenderedKey(name)) {
                keys.put(name, template);
            }
        });
        return keys;
    }

    /** A stored attribute that no table key is rendered from: editing it can only drift index keys. */
    private static boolean isPlainStoredField(EntityDef entity, String field) {
        Set<String> primary = Set.copyOf(entity.keyFields());
        return entity.attribute(field).map(AttributeSpec::stored).orElse(false) && !primary.contains(field);
    }

    private static String differentValue(String field, String current, List<Map<String, Value>> others) {
        for (Map<String, Value> other : others) {
            String value = Item.scalarText(other.get(field)).orElse(null);
            if (value != null && !Objects.equals(value, current)) {
                return value;
            }
        }
        return null;
    }

    private static Map<String, String> textOf(Map<String, Value> fields) {
        Map<String, String> text = new LinkedHashMap<>();
        fields.forEach((name, value) -> Item.scalarText(value).ifPresent(t -> text.put(name, t)));
        return text;
    }
}
