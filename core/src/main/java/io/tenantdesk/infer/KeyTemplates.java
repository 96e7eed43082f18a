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

/** The key templates of one drafted entity, and the fields their placeholders declare. */
final class KeyTemplates {

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

    /** Declares a placeholder of another key (an index's): the stored attribute, or one of {@code type} in keys only. */
    void declare(String name, boolean stored, String type, String why) {
        ObjectNode declared = stored ? stored(name) : null;
        if (declared == null) {
            declared = DescriptorDraft.object();
            declared.put("type", stored ? "string" : type);
            if (!stored) {
                declared.put("stored", false);
            }
        }
        fields.putIfAbsent(name, declared);
        reasons.add(why);
    }

    /** The values the table keys give each field, per item (null where an item's key does not). */
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
