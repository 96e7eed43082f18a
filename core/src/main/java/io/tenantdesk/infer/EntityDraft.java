package io.tenantdesk.infer;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.schema.item.Item;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One entity of a draft: a group of items with the same key shape, its key templates and guessed attributes, and the
 * remarks on them for the draft's notes.
 */
final class EntityDraft {

    private final ObjectNode node;
    private final KeyGrouping.Group group;
    private final KeyTemplates keys;
    private final StringBuilder remarks;

    private EntityDraft(ObjectNode node, KeyGrouping.Group group, KeyTemplates keys, StringBuilder remarks) {
        this.node = node;
        this.group = group;
        this.keys = keys;
        this.remarks = remarks;
    }

    String name() {
        return node.path("name").asText();
    }

    String table() {
        return node.path("table").asText();
    }

    ObjectNode node() {
        return node;
    }

    List<Item> items() {
        return group.items();
    }

    /** The entity's template of a key attribute, if it has one. */
    Optional<String> template(String keyAttribute) {
        return Optional.ofNullable(node.path("keys").get(keyAttribute)).map(t -> t.asText());
    }

    /** The values of a field per item: from the table keys for a placeholder, else the stored attribute's text. */
    List<String> values(String field) {
        List<String> fromKeys = keys.keyValues().get(field);
        return fromKeys != null
                ? fromKeys
                : items().stream().map(i -> i.scalarTextOrNull(field)).toList();
    }

    /** The fields the entity declares: placeholders first, then stored attributes. */
    Set<String> fields() {
        Set<String> fields = new LinkedHashSet<>();
        node.path("attributes").fieldNames().forEachRemaining(fields::add);
        return fields;
    }

    /** Adds a remark to the entity's note. */
    void remark(String text) {
        remarks.append(' ').append(text).append(';');
    }

    /** The entity's note: how many items it was drawn from, and every guess about it. */
    String note() {
        String stray = group.items().size() == 1
                ? " only one item has these keys: a stray item rather than an entity, perhaps;"
                : "";
        return "Entity `" + name() + "` (" + group.items().size() + " sampled items with keys like " + group.signature()
                + "):" + stray + remarks;
    }

    static EntityDraft of(
            DescriptorDraft.TableFacts table,
            KeyGrouping.Group group,
            Set<String> indexKeys,
            Set<String> taken,
            PlaceholderNames names,
            List<KeyGrouping.Group> siblings) {
        ObjectNode entity = DescriptorDraft.object();
        entity.put("name", "");
        entity.put("table", table.name());
        ObjectNode keys = entity.putObject("keys");
        Set<String> notNames = KeyTemplates.notNames(table, group.items());
        KeyTemplates templates = new KeyTemplates(group.items(), names, notNames);
        keys.put(table.partitionKey().name(), templates.primary(table.partitionKey(), group.partition()));
        if (table.sortKey() != null) {
            keys.put(table.sortKey().name(), templates.primary(table.sortKey(), group.sort()));
        }
        entity.put(
                "name",
                unique(
                        EntityName.of(
                                table,
                                group,
                                siblings,
                                keys.get(table.partitionKey().name()).asText()),
                        taken));
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
        return new EntityDraft(entity, group, templates, guesses);
    }

    private static String unique(String name, Set<String> taken) {
        String candidate = name;
        for (int n = 2; !taken.add(candidate); n++) {
            candidate = name + n;
        }
        return candidate;
    }
}
