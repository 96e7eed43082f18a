package io.tenantdesk.schema.item;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * An immutable map from names to values in insertion order, held in arrays: what an item keeps of its
 * attributes and of the values parsed from its keys. Items have tens of attributes and a list view holds a
 * hundred thousand items, so this takes about a third of a LinkedHashMap's memory; look-ups compare the names'
 * cached hash codes first. Null names and values are refused.
 */
public final class ArrayMap<V> extends AbstractMap<String, V> {

    private static final ArrayMap<?> EMPTY = new ArrayMap<>(new String[0], new Object[0], new int[0]);

    private final String[] names;
    private final Object[] values;
    private final int[] hashes;

    /** Takes the arrays as they are: no nulls, distinct names, and no array may change afterwards. */
    private ArrayMap(String[] names, Object[] values, int[] hashes) {
        this.names = names;
        this.values = values;
        this.hashes = hashes;
    }

    @SuppressWarnings("unchecked")
    public static <V> ArrayMap<V> empty() {
        return (ArrayMap<V>) EMPTY;
    }

    /** The map's entries in its iteration order, each value converted; the map's keys are distinct already. */
    public static <T, V> ArrayMap<V> converted(Map<String, T> map, Function<? super T, ? extends V> convert) {
        return converted(map, convert, Shape::of);
    }

    /** As {@link #converted(Map, Function)}, sharing the names' order with the maps {@code parts} has seen. */
    public static <T, V> ArrayMap<V> converted(
            Map<String, T> map, Function<? super T, ? extends V> convert, RepeatedParts parts) {
        return converted(map, convert, parts::shape);
    }

    private static <T, V> ArrayMap<V> converted(
            Map<String, T> map, Function<? super T, ? extends V> convert, Function<String[], Shape> shapes) {
        if (map.isEmpty()) {
            return empty();
        }
        String[] names = new String[map.size()];
        Object[] values = new Object[names.length];
        int i = 0;
        for (Map.Entry<String, T> e : map.entrySet()) {
            names[i] = e.getKey();
            values[i] = Objects.requireNonNull(convert.apply(e.getValue()), names[i]);
            i++;
        }
        Shape shape = shapes.apply(names);
        return new ArrayMap<>(shape.names(), values, shape.hashes());
    }

    /** This map with each value given by {@code share}; its names' order is shared with the maps {@code parts} saw. */
    @SuppressWarnings("unchecked")
    public ArrayMap<V> sharing(RepeatedParts parts, UnaryOperator<V> share) {
        if (names.length == 0) {
            return this;
        }
        Object[] shared = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            shared[i] = Objects.requireNonNull(share.apply((V) values[i]), names[i]);
        }
        Shape shape = parts.shape(names);
        return new ArrayMap<>(shape.names(), shared, shape.hashes());
    }

    /** The map's entries in its iteration order; an ArrayMap itself is returned as it is. */
    @SuppressWarnings("unchecked")
    public static <V> ArrayMap<V> copyOf(Map<String, ? extends V> map) {
        if (map instanceof ArrayMap<?> same) {
            return (ArrayMap<V>) same;
        }
        return converted(map, Function.identity());
    }

    private int indexOf(Object name) {
        return name instanceof String text ? scan(names, hashes, names.length, text, text.hashCode()) : -1;
    }

    /** Where {@code name} is among the first {@code size} names, comparing their hash codes first; -1 when absent. */
    private static int scan(String[] names, int[] hashes, int size, String name, int hash) {
        for (int i = 0; i < size; i++) {
            if (hashes[i] == hash && names[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    @SuppressWarnings("unchecked")
    public V get(Object name) {
        int i = indexOf(name);
        return i < 0 ? null : (V) values[i];
    }

    @Override
    public boolean containsKey(Object name) {
        return indexOf(name) >= 0;
    }

    @Override
    public int size() {
        return names.length;
    }

    @Override
    public Set<Map.Entry<String, V>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Map.Entry<String, V>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < names.length;
                    }

                    @Override
                    @SuppressWarnings("unchecked")
                    public Map.Entry<String, V> next() {
                        if (next >= names.length) {
                            throw new NoSuchElementException();
                        }
                        Map.Entry<String, V> entry = new SimpleImmutableEntry<>(names[next], (V) values[next]);
                        next++;
                        return entry;
                    }
                };
            }

            @Override
            public int size() {
                return names.length;
            }
        };
    }

    /** Names in order with their hash codes: what maps of the same names can share. */
    record Shape(String[] names, int[] hashes) {
        static Shape of(String[] names) {
            int[] hashes = new int[names.length];
            for (int i = 0; i < names.length; i++) {
                hashes[i] = names[i].hashCode();
            }
            return new Shape(names, hashes);
        }
    }

    /**
     * Collects entries in order without a map in between, as a parser meets them; a name given again keeps its
     * place and takes the later value, as with a LinkedHashMap. Reused: {@link #build} empties it. Not thread-safe.
     */
    public static final class Builder<V> {
        /** Past this many names, finding one again goes through a hash index instead of a scan. */
        private static final int SCANNED = 32;

        private String[] names = new String[16];
        private Object[] values = new Object[16];
        private int[] hashes = new int[16];
        private int size;
        private HashMap<String, Integer> index;

        public Builder<V> put(String name, V value) {
            Objects.requireNonNull(value, name);
            int hash = name.hashCode();
            int found = indexOf(name, hash);
            if (found >= 0) {
                values[found] = value;
                return this;
            }
            if (size == names.length) {
                names = Arrays.copyOf(names, size * 2);
                values = Arrays.copyOf(values, size * 2);
                hashes = Arrays.copyOf(hashes, size * 2);
            }
            names[size] = name;
            values[size] = value;
            hashes[size] = hash;
            if (index != null) {
                index.put(name, size);
            } else if (size + 1 > SCANNED) {
                index = new HashMap<>();
                for (int i = 0; i <= size; i++) {
                    index.put(names[i], i);
                }
            }
            size++;
            return this;
        }

        private int indexOf(String name, int hash) {
            return index != null ? index.getOrDefault(name, -1) : scan(names, hashes, size, name, hash);
        }

        /** The entries so far, in order; the builder is empty afterwards. */
        public ArrayMap<V> build() {
            ArrayMap<V> map = size == 0
                    ? empty()
                    : new ArrayMap<>(
                            Arrays.copyOf(names, size), Arrays.copyOf(values, size), Arrays.copyOf(hashes, size));
            clear();
            return map;
        }

        /** Drops the entries so far. */
        public void clear() {
            Arrays.fill(names, 0, size, null);
            Arrays.fill(values, 0, size, null);
            size = 0;
            index = null;
        }
    }
}
