package io.tenantdesk.schema.item;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/** An immutable DynamoDB item: attribute names to values, in a stable order. */
public final class Item {

    private static final Item EMPTY = new Item(Map.of());

    private final Map<String, Value> attributes;

    private Item(Map<String, Value> attributes) {
        this.attributes = attributes;
    }

    public static Item of(Map<String, Value> attributes) {
        return attributes.isEmpty() ? EMPTY : new Item(ArrayMap.copyOf(attributes));
    }

    /** An item from a map's entries in its order, each value converted: how items read from DynamoDB are made. */
    public static <T> Item converted(Map<String, T> attributes, Function<? super T, ? extends Value> convert) {
        return attributes.isEmpty() ? EMPTY : new Item(ArrayMap.converted(attributes, convert));
    }

    /** As {@link #converted(Map, Function)}, sharing the names' order with the items {@code parts} has seen. */
    public static <T> Item converted(
            Map<String, T> attributes, Function<? super T, ? extends Value> convert, RepeatedParts parts) {
        return attributes.isEmpty() ? EMPTY : new Item(ArrayMap.converted(attributes, convert, parts));
    }

    public static Item empty() {
        return EMPTY;
    }

    public static Builder builder() {
        return new Builder(new LinkedHashMap<>());
    }

    public Builder toBuilder() {
        return new Builder(new LinkedHashMap<>(attributes));
    }

    public Map<String, Value> attributes() {
        return attributes;
    }

    public Set<String> names() {
        return attributes.keySet();
    }

    public boolean has(String name) {
        return attributes.containsKey(name);
    }

    public Optional<Value> get(String name) {
        return Optional.ofNullable(attributes.get(name));
    }

    /**
     * The attribute's value as key text: the string of an S, the decimal text of an N; empty for a missing
     * attribute or any other type.
     */
    public Optional<String> scalarText(String name) {
        return Optional.ofNullable(scalarTextOrNull(name));
    }

    /** As {@link #scalarText(String)}, without the Optional: null when absent or not a string or number. */
    public String scalarTextOrNull(String name) {
        Value value = attributes.get(name);
        if (value instanceof Value.Str s) {
            return s.value();
        }
        return value instanceof Value.Num n ? n.value() : null;
    }

    public static Optional<String> scalarText(Value value) {
        if (value instanceof Value.Str s) {
            return Optional.of(s.value());
        }
        if (value instanceof Value.Num n) {
            return Optional.of(n.value());
        }
        return Optional.empty();
    }

    public int size() {
        return attributes.size();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Item other && attributes.equals(other.attributes);
    }

    @Override
    public int hashCode() {
        return attributes.hashCode();
    }

    @Override
    public String toString() {
        return "Item" + attributes;
    }

    /** Collects attributes for a new item. */
    public static final class Builder {
        private final Map<String, Value> attributes;

        private Builder(Map<String, Value> attributes) {
            this.attributes = attributes;
        }

        public Builder put(String name, Value value) {
            attributes.put(name, value);
            return this;
        }

        public Builder putString(String name, String value) {
            return put(name, Value.str(value));
        }

        public Builder remove(String name) {
            attributes.remove(name);
            return this;
        }

        public Builder putAll(Map<String, Value> values) {
            attributes.putAll(values);
            return this;
        }

        public Item build() {
            return Item.of(attributes);
        }
    }
}
