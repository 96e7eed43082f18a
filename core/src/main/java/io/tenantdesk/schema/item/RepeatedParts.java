package io.tenantdesk.schema.item;

import java.util.Arrays;
import java.util.function.Function;

/**
 * Keeps one copy of what the items of one read repeat: the order of their attribute names, which the items of an
 * entity share, and short string and number values, such as a tenant's partition key or id, an entity's type or
 * a status, which many items hold. A list of a hundred thousand items then holds each once, not once per item.
 * <p>
 * Each part has one slot, chosen from its text; a part is found again while no other has taken its slot since.
 * Values a read repeats come back to their slots more often than others take them, and the memory held stays the
 * same whatever is read. Not thread-safe: one per reading thread, dropped when its read ends.
 */
public final class RepeatedParts {

    private static final int VALUE_SLOTS = 4096;
    private static final int SHAPE_SLOTS = 64;
    /** Longer values are seldom repeated; comparing them would cost more than it could save. */
    private static final int LONGEST_SHARED = 64;

    private final Value[] strings = new Value[VALUE_SLOTS];
    private final Value[] numbers = new Value[VALUE_SLOTS];
    private final String[] texts = new String[VALUE_SLOTS];
    private final ArrayMap.Shape[] shapes = new ArrayMap.Shape[SHAPE_SLOTS];

    /** An S value equal to {@code text}: one met before, or a new one. */
    public Value str(String text) {
        return shared(strings, text, Value::str, RepeatedParts::textOf);
    }

    /** An N value with this decimal text: one met before, or a new one. */
    public Value num(String decimal) {
        return shared(numbers, decimal, Value::num, RepeatedParts::textOf);
    }

    /** A string equal to {@code text}, such as a value parsed out of a key: one met before, or this one. */
    public String text(String text) {
        return shared(texts, text, Function.identity(), Function.identity());
    }

    private static <T> T shared(Object[] slots, String text, Function<String, T> make, Function<T, String> textOf) {
        if (text.length() > LONGEST_SHARED) {
            return make.apply(text);
        }
        int slot = slotOf(text, slots.length);
        @SuppressWarnings("unchecked")
        T held = (T) slots[slot];
        if (held != null && textOf.apply(held).equals(text)) {
            return held;
        }
        T made = make.apply(text);
        slots[slot] = made;
        return made;
    }

    private static String textOf(Value scalar) {
        return scalar instanceof Value.Str s ? s.value() : ((Value.Num) scalar).value();
    }

    /** The shape of a map of these names, in this order: an equal one met before, or a new one. */
    ArrayMap.Shape shape(String[] names) {
        int slot = spread(Arrays.hashCode(names)) & (SHAPE_SLOTS - 1);
        ArrayMap.Shape held = shapes[slot];
        if (held != null && Arrays.equals(held.names(), names)) {
            return held;
        }
        ArrayMap.Shape made = ArrayMap.Shape.of(names);
        shapes[slot] = made;
        return made;
    }

    /**
     * A slot for {@code text} from its length and four of its characters: the last two, the fourth from the end and
     * the middle one, where ids, counters and dates differ. Equal texts always meet in one slot, and reading four
     * characters instead of all of them ({@link String#hashCode}) keeps the look-up a small part of reading an item.
     */
    private static int slotOf(String text, int slots) {
        int length = text.length();
        if (length < 4) {
            return spread(text.hashCode()) & (slots - 1);
        }
        int hash =
                ((length * 31 + text.charAt(length - 1)) * 31 + text.charAt(length - 2)) * 31 + text.charAt(length - 4);
        return spread(hash * 31 + text.charAt(length >> 1)) & (slots - 1);
    }

    private static int spread(int hash) {
        return hash ^ (hash >>> 16);
    }
}
