package io.tenantdesk.infer;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.item.Item;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** One entity of a draft: a group of items with the same key shape, its key templates and guessed attributes. */
final class EntityDraft {

    private EntityDraft() {}

    static ObjectNode of(
            DescriptorDraft.TableFacts table,
            KeyGrouping.Group group,
            Set<String> indexKeys,
            Set<String> taken,
            ArrayNode notes) {
        String name = unique(name(table, group), taken);
        ObjectNode entity = DescriptorDraft.object();
        entity.put("name", name);
        entity.put("table", table.name());
        ObjectNode keys = entity.putObject("keys");
        Map<String, ObjectNode> placeholders = new LinkedHashMap<>();
        keys.put(
                table.partitionKey().name(),
                template(table.partitionKey(), group.partition(), group.items(), placeholders));
        if (table.sortKey() != null) {
            keys.put(table.sortKey().name(), template(table.sortKey(), group.sort(), group.items(), placeholders));
        }
        ObjectNode attributes = entity.putObject("attributes");
        placeholders.forEach(attributes::set);
        StringBuilder guesses = new StringBuilder();
        for (String attribute : DescriptorDraft.sortedNames(group.items())) {
            if (attribute.equals(table.partitionKey().name())
                    || table.sortKey() != null
                            && attribute.equals(table.sortKey().name())
                    || indexKeys.contains(attribute)
                    || placeholders.containsKey(attribute)) {
                continue;
            }
            AttributeGuess.Guess guess = AttributeGuess.of(attribute, group.items());
            if (guess == null) {
                guesses.append(" `").append(attribute).append("` left out: its values differ in type;");
                continue;
            }
            if (table.ttl().filter(attribute::equals).isPresent()) {
                guess.declaration().put("type", "epoch");
            }
            attributes.set(attribute, guess.declaration());
            guesses.append(" `")
                    .append(attribute)
                    .append("` ")
                    .append(guess.why())
                    .append(";");
        }
        entity.putObject("list").put("scan", true);
        String stray = group.items().size() == 1
                ? " only one item has these keys: a stray item rather than an entity," + " perhaps;"
                : "";
        notes.add("Entity `" + name + "` (" + group.items().size() + " sampled items with keys like "
                + group.signature() + "):" + stray + guesses);
        return entity;
    }

    private static String name(DescriptorDraft.TableFacts table, KeyGrouping.Group group) {
        KeyShape sort = group.sort();
        boolean sortHasValue = sort != null && sort.parts().stream().anyMatch(KeyShape.Part::isValue);
        String word = sortHasValue && sort.firstLiteral() != null
                ? sort.firstLiteral()
                : group.partition().firstLiteral() != null
                        ? group.partition().firstLiteral()
                        : sort != null && sort.firstLiteral() != null ? sort.firstLiteral() : table.name();
        return DescriptorDraft.entityName(word);
    }

    private static String unique(String name, Set<String> taken) {
        String candidate = name;
        for (int n = 2; !taken.add(candidate); n++) {
            candidate = name + n;
        }
        return candidate;
    }

    /** The key's template; its placeholders are declared in {@code placeholders} (strings that live only in keys). */
    private static String template(
            KeyAttribute key, KeyShape shape, List<Item> items, Map<String, ObjectNode> placeholders) {
        if (key.type() != KeyType.S
                || shape.parts().size() == 1 && shape.parts().get(0).isValue()) {
            ObjectNode declared = DescriptorDraft.object();
            declared.put("type", key.type() == KeyType.N ? "number" : "string");
            if (key.type() == KeyType.S && AttributeGuess.secretName(key.name())) {
                declared.put("secret", true);
            }
            declared.put("required", true);
            placeholders.put(key.name(), declared);
            return "{" + key.name() + "}";
        }
        StringBuilder t = new StringBuilder();
        String previous = null;
        for (int i = 0; i < shape.parts().size(); i++) {
            KeyShape.Part part = shape.parts().get(i);
            if (part.isValue()) {
                String base = previous == null
                        ? "id"
                        : AttributeGuess.lowerCamel(DescriptorDraft.entityName(previous)) + "Id";
                String placeholder = base;
                for (int n = 2; placeholders.containsKey(placeholder); n++) {
                    placeholder = base + n;
                }
                ObjectNode declared = DescriptorDraft.object();
                declared.put("type", AttributeGuess.keyValueType(valuesAt(items, key.name(), i)));
                declared.put("stored", false);
                declared.put("required", true);
                placeholders.put(placeholder, declared);
                t.append('{').append(placeholder).append('}');
            } else {
                t.append(part.literal());
                previous = part.literal();
            }
            if (i < shape.separators().size()) {
                t.append(shape.separators().get(i));
            }
        }
        return t.toString();
    }

    /** The texts of part {@code index} of the key in each item. */
    private static List<String> valuesAt(List<Item> items, String key, int index) {
        return items.stream()
                .flatMap(i -> i.scalarText(key).stream())
                .map(text -> KeyShape.of(text).texts())
                .filter(texts -> index < texts.size())
                .map(texts -> texts.get(index))
                .toList();
    }
}
