package io.tenantdesk.infer;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
            ArrayNode notes,
            PlaceholderNames names) {
        String name = unique(name(table, group), taken);
        ObjectNode entity = DescriptorDraft.object();
        entity.put("name", name);
        entity.put("table", table.name());
        ObjectNode keys = entity.putObject("keys");
        Set<String> notNames = KeyTemplates.notNames(table, group.items());
        KeyTemplates templates = new KeyTemplates(group.items(), names, notNames);
        keys.put(table.partitionKey().name(), templates.primary(table.partitionKey(), group.partition()));
        if (table.sortKey() != null) {
            keys.put(table.sortKey().name(), templates.primary(table.sortKey(), group.sort()));
        }
        IndexTemplates.Proposal index = new IndexTemplates(table, group.items(), templates, notNames).propose();
        index.templates().forEach(keys::put);
        Map<String, ObjectNode> placeholders = templates.fields();
        ObjectNode attributes = entity.putObject("attributes");
        placeholders.forEach(attributes::set);
        StringBuilder guesses = new StringBuilder();
        templates.reasons().forEach(r -> guesses.append(' ').append(r).append(';'));
        for (String attribute : DescriptorDraft.sortedNames(group.items())) {
            if (attribute.equals(table.partitionKey().name())
                    || table.sortKey() != null
                            && attribute.equals(table.sortKey().name())
                    || indexKeys.contains(attribute) && !index.plainAttributes().contains(attribute)
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
        if (!index.notes().isEmpty()) {
            guesses.append(" index keys (guesses): ")
                    .append(String.join("; ", index.notes()))
                    .append(';');
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
}
