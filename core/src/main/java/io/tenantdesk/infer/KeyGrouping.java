package io.tenantdesk.infer;

import io.tenantdesk.schema.item.Item;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

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

    private KeyGrouping() {}

    static List<Group> group(List<Item> items, String partitionKey, String sortKey) {
        WholeKeys wholeKeys = new WholeKeys(new HashMap<>(), new HashMap<>());
        for (Item item : items) {
            for (String key : sortKey == null ? List.of(partitionKey) : List.of(partitionKey, sortKey)) {
                item.scalarText(key).ifPresent(text -> wholeKeys.count(key, text));
            }
        }
        Map<String, Group> groups = new LinkedHashMap<>();
        for (Item item : items) {
            Optional<KeyShape> pk = shape(item, partitionKey, wholeKeys);
            Optional<KeyShape> sk = sortKey == null ? Optional.empty() : shape(item, sortKey, wholeKeys);
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
     * What the keys that are one part show: how often each word is the whole key, and how often an id of lower-case
     * letters and digits of each length is.
     */
    private record WholeKeys(Map<String, Integer> words, Map<String, Integer> idLengths) {

        private static final Pattern ID = Pattern.compile("[a-z0-9]+");

        void count(String key, String text) {
            KeyShape shape = KeyShape.of(text);
            if (wholeWord(shape)) {
                words.merge(key + "=" + text, 1, Integer::sum);
            }
            if (shape.parts().size() == 1 && ID.matcher(text).matches()) {
                idLengths.merge(key + "=" + text.length(), 1, Integer::sum);
            }
        }

        /**
         * Whether a key that is one word is an id: it recurs in fewer than {@link #MIN_WORD_ITEMS} items, or it is
         * written like the ids in the same attribute (lower case, their length) that are many.
         */
        boolean isId(String key, String word) {
            return words.getOrDefault(key + "=" + word, 0) < MIN_WORD_ITEMS
                    || ID.matcher(word).matches()
                            && idLengths.getOrDefault(key + "=" + word.length(), 0) - words.get(key + "=" + word)
                                    >= MIN_WORD_ITEMS;
        }
    }

    /**
     * The key's shape. A key that is one word is a literal (a fixed sort key such as {@code META}) unless it is an id
     * that happens to hold no digit ({@link WholeKeys#isId}).
     */
    private static Optional<KeyShape> shape(Item item, String key, WholeKeys wholeKeys) {
        return item.scalarText(key)
                .map(text -> item.get(key).orElseThrow().typeCode().equals("S") ? KeyShape.of(text) : KeyShape.of("0"))
                .map(shape ->
                        !wholeWord(shape) || !wholeKeys.isId(key, shape.firstLiteral()) ? shape : shape.withValueAt(0));
    }

    private static boolean wholeWord(KeyShape shape) {
        return shape.parts().size() == 1 && !shape.parts().get(0).isValue();
    }

    /**
     * Finds one literal place that is a value after all, and merges the groups that differ only there: a place taking
     * more than {@link #MAX_LITERALS} literals that mark nothing (whole keys such as {@code acme}, {@code globex}), or
     * several literals each seen in fewer than {@link #MIN_WORD_ITEMS} items ({@code agents/a1} and
     * {@code documents/d1} where a resource's type and id make the key). Markers seen often stay apart: {@code
     * ACCOUNT#a1 / METADATA} and {@code ROLE#r1 / METADATA} are different kinds of item.
     */
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
                    Group widened = side == 0
                            ? new Group(shape.withValueAt(i), g.sort(), new ArrayList<>())
                            : new Group(g.partition(), shape.withValueAt(i), new ArrayList<>());
                    List<Group> alike = alike(groups, widened, side, i);
                    List<Group> merged = alike.size() > MAX_LITERALS && !shape.isMarker(i)
                            ? alike
                            : alike.stream()
                                    .filter(o -> o.items().size() < MIN_WORD_ITEMS
                                            || o.signature().equals(widened.signature()))
                                    .toList();
                    if (merged.size() > 1) {
                        merged.forEach(o -> widened.items().addAll(o.items()));
                        groups.removeAll(merged);
                        groups.add(widened);
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** The groups that {@code widened} (a group with one more value, at {@code index} of {@code side}) takes in. */
    private static List<Group> alike(List<Group> groups, Group widened, int side, int index) {
        return groups.stream()
                .filter(o -> o.signature().equals(widened.signature())
                        || widen(o, side, index)
                                .map(Group::signature)
                                .filter(widened.signature()::equals)
                                .isPresent())
                .toList();
    }

    private static Optional<Group> widen(Group g, int side, int index) {
        KeyShape shape = side == 0 ? g.partition() : g.sort();
        if (shape == null
                || index >= shape.parts().size()
                || shape.parts().get(index).isValue()) {
            return Optional.empty();
        }
        return Optional.of(
                side == 0
                        ? new Group(shape.withValueAt(index), g.sort(), List.of())
                        : new Group(g.partition(), shape.withValueAt(index), List.of()));
    }
}
