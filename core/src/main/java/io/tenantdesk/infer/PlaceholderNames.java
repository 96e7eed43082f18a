package io.tenantdesk.infer;

import io.tenantdesk.schema.item.Item;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Names the values in a draft's keys. A value takes the name of the attribute that holds the same value in its items
 * (all but a few exceptions); else the name such an attribute gave the value after the same literal
 * ({@code T|}) or with the same values in another entity; else a name made from the literal before it ({@code
 * SEAT|} gives {@code seatId}, a time after {@code EV|} {@code evAt}). One instance serves one draft: it first
 * learns what every entity's own attributes say.
 */
final class PlaceholderNames {

    /**
     * One value of a key's shape: the part's index, the literal and separator just before it ({@code T|}, empty when
     * a value precedes it), the nearest literal word before it, and its text in each item (null where it has none).
     */
    record Slot(int index, String prefix, String previousLiteral, List<String> values, boolean followedByValue) {

        static List<Slot> of(String key, KeyShape shape, List<Item> items) {
            List<Slot> slots = new ArrayList<>();
            String previousLiteral = null;
            for (int i = 0; i < shape.parts().size(); i++) {
                KeyShape.Part part = shape.parts().get(i);
                if (!part.isValue()) {
                    previousLiteral = part.literal();
                    continue;
                }
                KeyShape.Part before = i == 0 ? null : shape.parts().get(i - 1);
                String prefix = before == null || before.isValue()
                        ? ""
                        : before.literal() + shape.separators().get(i - 1);
                boolean followed =
                        i + 1 < shape.parts().size() && shape.parts().get(i + 1).isValue();
                slots.add(new Slot(i, prefix, previousLiteral, valuesAt(items, key, i), followed));
            }
            return slots;
        }

        private static List<String> valuesAt(List<Item> items, String key, int index) {
            List<String> values = new ArrayList<>();
            for (Item item : items) {
                List<String> texts =
                        item.scalarText(key).map(t -> KeyShape.of(t).texts()).orElse(List.of());
                values.add(index < texts.size() ? texts.get(index) : null);
            }
            return values;
        }

        List<String> present() {
            return values.stream().filter(v -> v != null).toList();
        }
    }

    private static final int MIN_SHARED_VALUES = 3;

    private final Map<String, Map<String, Integer>> namesByPrefix = new HashMap<>();
    private final Map<String, Set<String>> valuesByName = new HashMap<>();
    private final Map<String, Set<String>> valuesByLiteralName = new HashMap<>();

    /**
     * Learns the names a group's slots take from its own attributes, and the values of those it can only name after
     * a literal ({@code PARTNER#} gives {@code partnerId}, which then names the same values elsewhere).
     */
    void learn(List<Slot> slots, List<Item> items, Set<String> notNames) {
        for (Slot slot : slots) {
            Optional<String> own = sameValue(slot, items, notNames);
            if (own.isPresent() && !slot.prefix().isEmpty()) {
                namesByPrefix
                        .computeIfAbsent(slot.prefix(), p -> new HashMap<>())
                        .merge(own.get(), slot.present().size(), Integer::sum);
            }
            (own.isPresent() ? valuesByName : valuesByLiteralName)
                    .computeIfAbsent(own.orElseGet(() -> fromLiteral(slot)), n -> new HashSet<>())
                    .addAll(slot.present());
        }
    }

    /** What the slot's value is called, and whether it is that stored attribute. */
    record Name(String name, boolean stored, String why) {}

    /**
     * The slot's name, none of {@code taken} (the entity's names so far); {@code notNames} are attributes that cannot
     * name it (the table's keys).
     */
    Name name(Slot slot, List<Item> items, Set<String> notNames, Set<String> taken) {
        Optional<String> own = sameValue(slot, items, notNames).filter(n -> !taken.contains(n));
        if (own.isPresent()) {
            return new Name(own.get(), true, "the attribute holding the same value");
        }
        Set<String> inItems = DescriptorDraft.sortedNames(items);
        Optional<String> byPrefix = Optional.ofNullable(namesByPrefix.get(slot.prefix()))
                .flatMap(names -> names.entrySet().stream()
                        .filter(e -> !taken.contains(e.getKey()) && !inItems.contains(e.getKey()))
                        .max(Map.Entry.comparingByValue())
                        .map(Map.Entry::getKey));
        if (byPrefix.isPresent()) {
            return new Name(byPrefix.get(), false, "named as after `" + slot.prefix() + "` elsewhere");
        }
        String literal = fromLiteral(slot);
        Optional<String> byValues = sharedValues(valuesByName, slot, inItems, taken)
                .or(() ->
                        sharedValues(valuesByLiteralName, slot, inItems, taken).filter(n -> !n.equals(literal)));
        if (byValues.isPresent()) {
            return new Name(byValues.get(), false, "its values are `" + byValues.get() + "` values elsewhere");
        }
        return new Name(unique(literal, taken), false, "named after the literal before it");
    }

    /**
     * The attribute whose value equals the slot's in all but a few of the items holding both, held by at least half of
     * the items; one named after the literal before the slot first ({@code seatId} after {@code SEAT|}), then an id.
     */
    private static Optional<String> sameValue(Slot slot, List<Item> items, Set<String> notNames) {
        List<String> candidates = new ArrayList<>();
        for (String attribute : DescriptorDraft.sortedNames(items)) {
            if (notNames.contains(attribute)) {
                continue;
            }
            int both = 0;
            int equal = 0;
            for (int i = 0; i < items.size(); i++) {
                String value = slot.values().get(i);
                String held = items.get(i).scalarTextOrNull(attribute);
                if (value != null && held != null) {
                    both++;
                    equal += value.equals(held) ? 1 : 0;
                }
            }
            if (both > 0 && 2 * both >= items.size() && (equal == both || Rarity.exceptions(both - equal, both))) {
                candidates.add(attribute);
            }
        }
        String literal =
                slot.previousLiteral() == null ? "" : squash(DescriptorDraft.entityName(slot.previousLiteral()));
        return candidates.stream()
                .max(Comparator.comparing(
                                (String a) -> !literal.isEmpty() && squash(a).startsWith(literal))
                        .thenComparing(a -> squash(a).endsWith("id"))
                        .thenComparing(a -> -a.length()));
    }

    private static String squash(String word) {
        return word.toLowerCase(Locale.ROOT).replace("_", "").replace("-", "");
    }

    /** A name learnt elsewhere whose values include nearly all of the slot's distinct values. */
    private static Optional<String> sharedValues(
            Map<String, Set<String>> valuesByName, Slot slot, Set<String> inItems, Set<String> taken) {
        Set<String> distinct = new LinkedHashSet<>(slot.present());
        if (distinct.size() < MIN_SHARED_VALUES) {
            return Optional.empty();
        }
        return valuesByName.entrySet().stream()
                .filter(e -> !taken.contains(e.getKey()) && !inItems.contains(e.getKey()))
                .filter(e -> Rarity.exceptions(
                                (int) distinct.stream()
                                        .filter(v -> !e.getValue().contains(v))
                                        .count(),
                                distinct.size())
                        || e.getValue().containsAll(distinct))
                .map(Map.Entry::getKey)
                .sorted()
                .findFirst();
    }

    private static String fromLiteral(Slot slot) {
        if (slot.previousLiteral() == null) {
            return "id";
        }
        String base = AttributeGuess.lowerCamel(DescriptorDraft.entityName(slot.previousLiteral()));
        List<String> present = slot.present();
        String type = AttributeGuess.keyValueType(present);
        if (type.equals("timestamp") || type.equals("epoch")) {
            return base + "At";
        }
        if (type.equals("date")) {
            return base + "Date";
        }
        long distinct = present.stream().distinct().count();
        boolean kinds =
                slot.followedByValue() && distinct <= AttributeGuess.MAX_ENUM_VALUES && present.size() >= 3 * distinct;
        return base + (kinds ? "Type" : "Id");
    }

    private static String unique(String name, Set<String> taken) {
        String candidate = name;
        for (int n = 2; taken.contains(candidate); n++) {
            candidate = name + n;
        }
        return candidate;
    }
}
