package io.tenantdesk.infer;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.item.Item;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The key templates of one drafted entity, and the fields their placeholders declare. */
final class KeyTemplates {

    private static final Pattern PREFIXED_ID = Pattern.compile("([A-Za-z]+[_-])[A-Za-z0-9_-]+");
    private static final int MIN_PATTERN_ITEMS = 3;

    private final List<Item> items;
    private final PlaceholderNames names;
    private final Set<String> notNames;
    private final Map<String, ObjectNode> fields = new LinkedHashMap<>();
    private final Map<String, List<String>> keyValues = new LinkedHashMap<>();
    private final List<String> reasons = new ArrayList<>();

    KeyTemplates(List<Item> items, PlaceholderNames names, Set<String> notNames) {
        this.items = items;
        this.names = names;
        this.notNames = notNames;
    }

    /**
     * The attributes no placeholder may be named after: the table's keys, and the index keys whose values in these
     * items are composed of several parts ({@code CHANNEL#slack#C42}); an index key holding a plain value
     * ({@code workspaceId}) is an attribute like any other.
     */
    static Set<String> notNames(DescriptorDraft.TableFacts table, List<Item> items) {
        Set<String> keys = new HashSet<>();
        keys.add(table.partitionKey().name());
        Optional.ofNullable(table.sortKey()).ifPresent(k -> keys.add(k.name()));
        for (DescriptorDraft.IndexFacts index : table.indexes()) {
            for (KeyAttribute k : index.sortKey() == null
                    ? List.of(index.partitionKey())
                    : List.of(index.partitionKey(), index.sortKey())) {
                boolean composite = items.stream()
                        .flatMap(i -> i.scalarText(k.name()).stream())
                        .anyMatch(t -> KeyShape.of(t).parts().size() > 1);
                if (composite) {
                    keys.add(k.name());
                }
            }
        }
        return keys;
    }

    /** The template of a table key whose values have {@code shape}. */
    String primary(KeyAttribute key, KeyShape shape) {
        if (key.type() != KeyType.S
                || shape.parts().size() == 1 && shape.parts().get(0).isValue()) {
            ObjectNode declared = DescriptorDraft.object();
            declared.put("type", key.type() == KeyType.N ? "number" : "string");
            if (key.type() == KeyType.S && AttributeGuess.secretName(key.name())) {
                declared.put("secret", true);
            } else if (key.type() == KeyType.S) {
                idPrefix(key.name()).ifPresent(prefix -> {
                    declared.put("pattern", prefix + "[A-Za-z0-9_-]+");
                    declared.put("example", items.get(0).scalarTextOrNull(key.name()));
                    reasons.add("`{" + key.name() + "}` values all start with `" + prefix + "`: a pattern says so");
                });
            }
            declared.put("required", true);
            fields.put(key.name(), declared);
            keyValues.put(
                    key.name(),
                    items.stream().map(i -> i.scalarTextOrNull(key.name())).toList());
            return "{" + key.name() + "}";
        }
        return template(shape, PlaceholderNames.Slot.of(key.name(), shape, items));
    }

    private String template(KeyShape shape, List<PlaceholderNames.Slot> slots) {
        StringBuilder t = new StringBuilder();
        int slot = 0;
        for (int i = 0; i < shape.parts().size(); i++) {
            KeyShape.Part part = shape.parts().get(i);
            if (part.isValue()) {
                t.append('{').append(placeholder(slots.get(slot++))).append('}');
            } else {
                t.append(part.literal());
            }
            if (i < shape.separators().size()) {
                t.append(shape.separators().get(i));
            }
        }
        return t.toString();
    }

    private String placeholder(PlaceholderNames.Slot slot) {
        PlaceholderNames.Name name = names.name(slot, items, notNames, fields.keySet());
        ObjectNode declared = name.stored() ? stored(name.name()) : null;
        if (declared == null) {
            declared = DescriptorDraft.object();
            declared.put("type", AttributeGuess.keyValueType(slot.present()));
            declared.put("stored", false);
            declared.put("required", true);
        }
        fields.put(name.name(), declared);
        keyValues.put(name.name(), slot.values());
        reasons.add("`{" + name.name() + "}` " + name.why());
        return name.name();
    }

    /** The stored attribute's declaration when it can be a placeholder, a scalar; else null. */
    private ObjectNode stored(String attribute) {
        AttributeGuess.Guess guess = AttributeGuess.of(attribute, items);
        if (guess == null
                || List.of("list", "map", "stringSet", "json", "boolean")
                        .contains(guess.declaration().path("type").asText())) {
            return null;
        }
        return guess.declaration();
    }

    /**
     * The prefix every item's key starts with when the keys are ids written as a word and {@code _} or {@code -}
     * before letters and digits ({@code sess_8k2m4q9x1z}, {@code ctx_5h7j2k9m}), in {@link #MIN_PATTERN_ITEMS} items
     * at least.
     */
    private Optional<String> idPrefix(String key) {
        List<String> texts = items.stream().map(i -> i.scalarTextOrNull(key)).toList();
        if (texts.size() < MIN_PATTERN_ITEMS || texts.contains(null)) {
            return Optional.empty();
        }
        Matcher first = PREFIXED_ID.matcher(texts.get(0));
        if (!first.matches()) {
            return Optional.empty();
        }
        String prefix = first.group(1);
        return texts.stream()
                        .allMatch(t ->
                                t.startsWith(prefix) && PREFIXED_ID.matcher(t).matches())
                ? Optional.of(prefix)
                : Optional.empty();
    }

    /** Declares a stored attribute that a placeholder of an index key names. */
    void declareStored(String name, String why) {
        ObjectNode declared = stored(name);
        if (declared == null) {
            declared = DescriptorDraft.object();
            declared.put("type", "string");
        }
        fields.putIfAbsent(name, declared);
        reasons.add(why);
    }

    /** Declares a value found only in an index key, with its text in each item (null where it has none). */
    void declareIndexOnly(String name, List<String> values, String why) {
        ObjectNode declared = DescriptorDraft.object();
        declared.put(
                "type",
                AttributeGuess.keyValueType(
                        values.stream().filter(v -> v != null).toList()));
        declared.put("stored", false);
        fields.putIfAbsent(name, declared);
        keyValues.putIfAbsent(name, values);
        reasons.add(why);
    }

    /** The values the keys give each field, per item (null where an item's key does not). */
    Map<String, List<String>> keyValues() {
        return keyValues;
    }

    /** The fields the placeholders declare, by name. */
    Map<String, ObjectNode> fields() {
        return fields;
    }

    /** Why each placeholder has its name, for the draft's notes. */
    List<String> reasons() {
        return reasons;
    }
}
