package io.tenantdesk.infer;

import io.tenantdesk.schema.item.Item;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Groups a table's items by the shape of their keys: {@code TENANT#t1 / META} and {@code TENANT#t2 / META} are one
 * group, {@code TENANT#t1 / USER#u1} another. A literal that takes many values where the rest of the shape is the
 * same ({@code acme}, {@code globex}, … as whole keys) is a value after all, and those groups are merged.
 */
final class KeyGrouping {

    /** More distinct literals than this at one place of otherwise equal shapes make that place a value. */
    static final int MAX_LITERALS = 6;
    /** A key that is one word recurring in fewer items than this is taken for an id. */
    static final int MIN_WORD_ITEMS = 3;

    /** Items whose keys share a shape; {@code sort} is null for a table without a sort key. */
    record Group(KeyShape partition, KeyShape sort, List<Item> items) {
        String signature() {
            return partition.signature() + (sort == null ? "" : " / " + sort.signature());
        }
    }

    private KeyGrouping() {
    }

    static List<Group> group(List<Item> items, String partitionKey, String sortKey) {
        Map<String, Integer> wholeWords = new HashMap<>();
        for (Item item : items) {
            for (String key : sortKey == null ? List.of(partitionKey) : List.of(partitionKey, sortKey)) {
                shape(item, key, Map.of()).filter(KeyGrouping::wholeWord)
                        .ifPresent(s -> wholeWords.merge(key + "=" + s.firstLiteral(), 1, Integer::sum));
            }
        }
        Map<String, Group> groups = new LinkedHashMap<>();
        for (Item item : items) {
            Optional<KeyShape> pk = shape(item, partitionKey, wholeWords);
            Optional<KeyShape> sk = sortKey == null ? Optional.empty() : shape(item, sortKey, wholeWords);
            if (pk.isEmpty() || sortKey != null && sk.isEmpty()) {
                continue;
            }
            Group g = new Group(pk.get(), sk.orElse(null), new ArrayList<>());
            groups.computeIfAbsent(g.signature(), k -> g).items().add(item);
        }
        List<Group> result = new ArrayList<>(groups.values());
        while (mergeOnce(result)) {
            // each pass makes one over-used literal place a value
        }
        return result;
    }

    /**
     * The key's shape. A key that is one word is a literal (a fixed sort key such as {@code META}) only when the word
     * recurs in {@link #MIN_WORD_ITEMS} items or more; otherwise it is an id that happens to hold no digit.
     */
    private static Optional<KeyShape> shape(Item item, String key, Map<String, Integer> wholeWords) {
        return item.scalarText(key).map(text -> item.get(key).orElseThrow().typeCode().equals("S")
                ? KeyShape.of(text) : KeyShape.of("0")).map(shape -> wholeWords.isEmpty() || !wholeWord(shape)
                || wholeWords.getOrDefault(key + "=" + shape.firstLiteral(), 0) >= MIN_WORD_ITEMS
                ? shape : shape.withValueAt(0));
    }

    private static boolean wholeWord(KeyShape shape) {
        return shape.parts().size() == 1 && !shape.parts().get(0).isValue();
    }

    /** Finds one literal place that varies too much, and merges the groups that differ only there. */
    private static boolean mergeOnce(List<Group> groups) {
        for (Group g : groups) {
            for (int side = 0; side < 2; side++) {
                KeyShape shape = side == 0 ? g.partition() : g.sort();
                if (shape == null) {
                    continue;
                }
                for (int i = 0; i < shape.parts().size(); i++) {
                    if (shape.parts().get(i).isValue()) {
                        continue;
                    }
                    Group widened = side == 0 ? new Group(shape.withValueAt(i), g.sort(), new ArrayList<>())
                            : new Group(g.partition(), shape.withValueAt(i), new ArrayList<>());
                    int s = side;
                    int at = i;
                    List<Group> alike = groups.stream().filter(o -> o.signature().equals(widened.signature()) || widen(o, s, at).map(Group::signature)
                            .filter(widened.signature()::equals).isPresent()).toList();
                    if (alike.size() > MAX_LITERALS) {
                        alike.forEach(o -> widened.items().addAll(o.items()));
                        groups.removeAll(alike);
                        groups.add(widened);
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static Optional<Group> widen(Group g, int side, int index) {
        KeyShape shape = side == 0 ? g.partition() : g.sort();
        if (shape == null || index >= shape.parts().size() || shape.parts().get(index).isValue()) {
            return Optional.empty();
        }
        return Optional.of(side == 0 ? new Group(shape.withValueAt(index), g.sort(), List.of())
                : new Group(g.partition(), shape.withValueAt(index), List.of()));
    }
}
