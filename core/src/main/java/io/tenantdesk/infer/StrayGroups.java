package io.tenantdesk.infer;

import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.template.KeyTemplate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Finds a table's key shapes held by only a handful of its items ({@link Rarity#handful}: 0.5% of the table's sampled
 * items, at least one) whose items look like those of the entity whose keys come closest, which has more than four
 * times as many: far likelier broken items of that entity than an entity of their own. Such a group is left out of the draft's entities, so that lint
 * shows its items, and noted as probably broken items of that entity.
 */
final class StrayGroups {

    /** A group of a handful of items and the entity group its keys come closest to. */
    record Stray(KeyGrouping.Group group, KeyGrouping.Group closest) {}

    /** The groups that make entities, and the strays. */
    record Split(List<KeyGrouping.Group> entities, List<Stray> strays) {}

    /** A stray's closest entity has more than this many times its items; else the stray may be an entity after all. */
    private static final int MANY_TIMES = 4;

    private static final double RESEMBLANCE = 0.8;
    private static final int SAME_SHAPE = 3;
    private static final int SAME_SEPARATORS = 2;
    private static final int SAME_LENGTH = 1;

    private StrayGroups() {}

    static Split split(List<KeyGrouping.Group> groups, int tableItems, Set<String> tableKeys) {
        int handful = Rarity.handful(tableItems);
        List<KeyGrouping.Group> entities = new ArrayList<>();
        List<KeyGrouping.Group> few = new ArrayList<>();
        for (KeyGrouping.Group g : groups) {
            (g.items().size() <= handful ? few : entities).add(g);
        }
        if (entities.isEmpty()) {
            return new Split(groups, List.of());
        }
        List<Stray> strays = new ArrayList<>();
        List<KeyGrouping.Group> kept = new ArrayList<>(entities);
        for (KeyGrouping.Group g : few) {
            KeyGrouping.Group closest = closest(g, entities);
            if (MANY_TIMES * g.items().size() < closest.items().size() && resembles(g, closest, tableKeys)) {
                strays.add(new Stray(g, closest));
            } else {
                kept.add(g);
            }
        }
        kept.sort(Comparator.comparingInt(groups::indexOf));
        return new Split(kept, strays);
    }

    /** The note on a stray group, its closest entity named, and the entity its keys fit all the same, if any. */
    static String note(DescriptorDraft.TableFacts table, Stray stray, String closest, List<EntityDraft> entities) {
        List<Item> items = stray.group().items();
        boolean one = items.size() == 1;
        String fitting = entities.stream()
                .filter(e -> items.stream().allMatch(i -> fits(table, i, e)))
                .map(EntityDraft::name)
                .findFirst()
                .map(e -> "; " + (one ? "its" : "their") + " keys fit `" + e + "`'s templates all the same, so "
                        + (one ? "it reads as one" : "they read as such"))
                .orElse("; left out, so that lint shows " + (one ? "it" : "them") + " as unrecognised");
        return "Table `" + table.name() + "`: " + items.size() + (one ? " item" : " items") + " with keys like "
                + stray.group().signature() + " (e.g. " + keys(table, items.get(0)) + ") among many others: "
                + (one ? "probably a broken item of `" : "probably broken items of `") + closest
                + "`, whose keys are the closest, rather than an entity" + fitting + ".";
    }

    private static String keys(DescriptorDraft.TableFacts table, Item item) {
        List<String> keys = new ArrayList<>();
        keys.add("`" + item.scalarText(table.partitionKey().name()).orElse("") + "`");
        if (table.sortKey() != null) {
            keys.add("`" + item.scalarText(table.sortKey().name()).orElse("") + "`");
        }
        return String.join(" / ", keys);
    }

    /** Whether the item's table keys match the entity's templates and the patterns it declares. */
    private static boolean fits(DescriptorDraft.TableFacts table, Item item, EntityDraft entity) {
        List<String> keyNames = new ArrayList<>(List.of(table.partitionKey().name()));
        Optional.ofNullable(table.sortKey()).ifPresent(k -> keyNames.add(k.name()));
        Map<String, Pattern> patterns = new HashMap<>();
        entity.node().path("attributes").fields().forEachRemaining(a -> {
            if (a.getValue().has("pattern")) {
                patterns.put(
                        a.getKey(), Pattern.compile(a.getValue().get("pattern").asText()));
            }
        });
        Map<String, String> values = new HashMap<>();
        for (String key : keyNames) {
            Optional<String> text = item.scalarText(key);
            Optional<String> template = entity.template(key);
            if (text.isEmpty()
                    || template.isEmpty()
                    || !KeyTemplate.parse(template.get()).matchInto(text.get(), patterns, values)) {
                return false;
            }
        }
        return true;
    }

    /** The entity group whose key shapes are most alike; then the one with the most attribute names in common. */
    private static KeyGrouping.Group closest(KeyGrouping.Group stray, List<KeyGrouping.Group> entities) {
        Set<String> names = DescriptorDraft.sortedNames(stray.items());
        return entities.stream()
                .max(Comparator.comparingInt((KeyGrouping.Group g) ->
                                alike(stray.partition(), g.partition()) + alike(stray.sort(), g.sort()))
                        .thenComparingDouble(g -> overlap(names, DescriptorDraft.sortedNames(g.items())))
                        .thenComparingInt(g -> g.items().size()))
                .orElseThrow();
    }

    /**
     * Whether the stray's items hold what the entity's items hold: nearly all ({@link #RESEMBLANCE}) of the attributes
     * every item of the entity has, and nearly all of their own attributes among the entity's. A small group of
     * its own kind (a dozen enterprises among thousands of items) holds other attributes and stays an entity.
     */
    private static boolean resembles(KeyGrouping.Group stray, KeyGrouping.Group entity, Set<String> tableKeys) {
        Set<String> held = DescriptorDraft.sortedNames(stray.items());
        held.removeAll(tableKeys);
        Set<String> theirs = DescriptorDraft.sortedNames(entity.items());
        theirs.removeAll(tableKeys);
        Set<String> always = new HashSet<>(theirs);
        entity.items().forEach(i -> always.retainAll(i.names()));
        return share(held, always) >= RESEMBLANCE && share(theirs, held) >= RESEMBLANCE;
    }

    /** The share of {@code of} found in {@code in}; all of nothing. */
    private static double share(Set<String> in, Set<String> of) {
        return of.isEmpty() ? 1 : (double) of.stream().filter(in::contains).count() / of.size();
    }

    private static int alike(KeyShape a, KeyShape b) {
        if (a == null || b == null) {
            return a == b ? SAME_SHAPE : 0;
        }
        if (a.signature().equals(b.signature())) {
            return SAME_SHAPE;
        }
        if (a.separators().equals(b.separators())) {
            return SAME_SEPARATORS;
        }
        return a.parts().size() == b.parts().size() ? SAME_LENGTH : 0;
    }

    private static double overlap(Set<String> a, Set<String> b) {
        Set<String> both = new HashSet<>(a);
        both.retainAll(b);
        Set<String> either = new HashSet<>(a);
        either.addAll(b);
        return either.isEmpty() ? 0 : (double) both.size() / either.size();
    }
}
