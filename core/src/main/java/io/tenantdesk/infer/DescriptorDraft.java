package io.tenantdesk.infer;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.item.Item;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Drafts a platform descriptor from what live tables show: their key schema, indexes and TTL, and a sample of their
 * items grouped into entities by the shape of their keys. Every guess is written into the draft's notes, for a
 * person to confirm: entity names, placeholders, types, enums, required attributes, index key templates, roles and
 * tenant links, and what the draft leaves out (access patterns other than a scan).
 */
public final class DescriptorDraft {

    /** One table as described and sampled; the name is the one the draft uses for it. */
    public record TableFacts(
            String name,
            KeyAttribute partitionKey,
            KeyAttribute sortKey,
            List<IndexFacts> indexes,
            Optional<String> ttl,
            Optional<String> ttlNote,
            List<Item> sample) {}

    /** An index as described; {@code sortKey} may be null. */
    public record IndexFacts(
            String name, KeyAttribute partitionKey, KeyAttribute sortKey, String projection, List<String> included) {}

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private DescriptorDraft() {}

    /** The draft as JSON text. */
    public static String draft(String platformId, List<TableFacts> tables) {
        ObjectNode root = JSON.createObjectNode();
        root.put("platform", platformId);
        root.put("title", platformId + " (drafted)");
        ArrayNode notes = root.putArray("notes");
        notes.add(
                "Drafted by `tenantdesk schema infer` from "
                        + tables.stream().mapToInt(t -> t.sample().size()).sum()
                        + " sampled items: every entity, placeholder and type below is a guess; check them against the design.");
        notes.add("Index key templates, roles and tenant links are proposed where the items show them clearly, each"
                + " noted with its entity as a guess. Left to you: byTenant and range access patterns; every entity"
                + " is listed by a full scan until then.");
        ObjectNode tableNodes = root.putObject("tables");
        ArrayNode entities = root.putArray("entities");
        Set<String> entityNames = new HashSet<>();
        Map<TableFacts, List<KeyGrouping.Group>> groupsByTable = new LinkedHashMap<>();
        Map<TableFacts, List<StrayGroups.Stray>> straysByTable = new LinkedHashMap<>();
        List<EntityDraft> drafts = new ArrayList<>();
        PlaceholderNames names = new PlaceholderNames();
        for (TableFacts t : tables) {
            StrayGroups.Split split = StrayGroups.split(
                    KeyGrouping.group(
                            t.sample(),
                            t.partitionKey().name(),
                            t.sortKey() == null ? null : t.sortKey().name()),
                    t.sample().size(),
                    primaryKeyNames(t));
            groupsByTable.put(t, split.entities());
            straysByTable.put(t, split.strays());
            split.entities().forEach(g -> learnNames(t, g, names));
        }
        for (Map.Entry<TableFacts, List<KeyGrouping.Group>> table : groupsByTable.entrySet()) {
            TableFacts t = table.getKey();
            tableNodes.set(t.name(), table(t, notes));
            Set<String> indexKeys = new HashSet<>();
            t.indexes().forEach(i -> {
                indexKeys.add(i.partitionKey().name());
                Optional.ofNullable(i.sortKey()).ifPresent(k -> indexKeys.add(k.name()));
            });
            if (hasBinaryKey(t)) {
                notes.add("Table `" + t.name() + "` has a Binary key, which no key template renders: no entity is"
                        + " drafted for it, and its items are unrecognised.");
                continue;
            }
            List<KeyGrouping.Group> groups = table.getValue();
            if (groups.isEmpty()) {
                notes.add("Table `" + t.name() + "` showed no items: its one entity takes any key as it is.");
                groups = List.of(new KeyGrouping.Group(
                        KeyShape.of("0"), t.sortKey() == null ? null : KeyShape.of("0"), List.of()));
            }
            List<EntityDraft> ofTable = new ArrayList<>();
            for (KeyGrouping.Group g : groups) {
                ofTable.add(EntityDraft.of(t, g, indexKeys, entityNames, names, groups));
            }
            for (StrayGroups.Stray stray : straysByTable.get(t)) {
                String closest = ofTable.get(groups.indexOf(stray.closest())).name();
                notes.add(StrayGroups.note(t, stray, closest, ofTable));
            }
            drafts.addAll(ofTable);
        }
        RoleGuess.propose(drafts);
        for (EntityDraft d : drafts) {
            entities.add(d.node());
            notes.add(d.note());
        }
        try {
            return JSON.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static boolean hasBinaryKey(TableFacts t) {
        return t.partitionKey().type() == KeyType.B
                || t.sortKey() != null && t.sortKey().type() == KeyType.B;
    }

    private static Set<String> primaryKeyNames(TableFacts t) {
        Set<String> names = new HashSet<>(Set.of(t.partitionKey().name()));
        Optional.ofNullable(t.sortKey()).ifPresent(k -> names.add(k.name()));
        return names;
    }

    private static void learnNames(TableFacts t, KeyGrouping.Group g, PlaceholderNames names) {
        Set<String> notNames = KeyTemplates.notNames(t, g.items());
        if (t.partitionKey().type() == KeyType.S) {
            names.learn(
                    PlaceholderNames.Slot.of(t.partitionKey().name(), g.partition(), g.items()), g.items(), notNames);
        }
        if (t.sortKey() != null && t.sortKey().type() == KeyType.S) {
            names.learn(PlaceholderNames.Slot.of(t.sortKey().name(), g.sort(), g.items()), g.items(), notNames);
        }
    }

    private static ObjectNode table(TableFacts t, ArrayNode notes) {
        ObjectNode node = JSON.createObjectNode();
        node.set("partitionKey", key(t.partitionKey()));
        if (t.sortKey() != null) {
            node.set("sortKey", key(t.sortKey()));
        }
        t.ttl().ifPresent(a -> node.put("ttl", a));
        t.ttlNote().ifPresent(n -> notes.add("Table `" + t.name() + "`: " + n + "."));
        if (!t.indexes().isEmpty()) {
            ObjectNode indexes = node.putObject("indexes");
            for (IndexFacts i : t.indexes()) {
                ObjectNode index = indexes.putObject(i.name());
                index.set("partitionKey", key(i.partitionKey()));
                if (i.sortKey() != null) {
                    index.set("sortKey", key(i.sortKey()));
                }
                if ("INCLUDE".equals(i.projection())) {
                    ObjectNode projection = index.putObject("projection");
                    projection.put("type", "INCLUDE");
                    i.included().forEach(projection.putArray("attributes")::add);
                } else {
                    index.put("projection", i.projection());
                }
            }
        }
        return node;
    }

    private static ObjectNode key(KeyAttribute k) {
        ObjectNode node = JSON.createObjectNode();
        node.put("name", k.name());
        node.put("type", k.type().name());
        return node;
    }

    static ObjectNode object() {
        return JSON.createObjectNode();
    }

    /**
     * {@code workspaces} to {@code Workspace}, {@code TENANT} to {@code Tenant}, {@code api_key} to {@code ApiKey},
     * {@code output-channels} to {@code OutputChannel}.
     */
    static String entityName(String word) {
        StringBuilder s = new StringBuilder();
        for (String piece : word.toLowerCase(Locale.ROOT).split("[_-]")) {
            if (!piece.isEmpty()) {
                s.append(Character.toUpperCase(piece.charAt(0))).append(piece.substring(1));
            }
        }
        String name = s.toString();
        return name.length() > 3 && name.endsWith("s") && !name.endsWith("ss")
                ? name.substring(0, name.length() - 1)
                : name;
    }

    static Set<String> sortedNames(List<Item> items) {
        Set<String> names = new TreeSet<>();
        items.forEach(i -> names.addAll(i.names()));
        return names;
    }
}
