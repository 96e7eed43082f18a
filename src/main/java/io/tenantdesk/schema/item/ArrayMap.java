package io.tenantdesk.schema.item;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * An immutable map from names to values in insertion order, held in arrays: what an item keeps of its
 * attributes and of the values parsed from its keys. Items have tens of attributes and a list view holds a
 * hundred thousand items, so this takes about a third of a LinkedHashMap's memory; look-ups compare the names'
 * cached hash codes first. Null names and values are refused.
 */
public final class ArrayMap<V> extends AbstractMap<String, V> {

    private static final ArrayMap<?> EMPTY = new ArrayMap<>(new String[0], new Object[0]);

    private final String[] names;
    private final Object[] values;
    private final int[] hashes;

    /** Takes the arrays as they are: no nulls, distinct names, and neither array may change afterwards. */
    private ArrayMap(String[] names, Object[] values) {
        this.names = names;
        this.values = values;
        this.hashes = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            hashes[i] = names[i].hashCode();
            Objects.requireNonNull(values[i], names[i]);
        }
    }

    @SuppressWarnings("unchecked")
    public static <V> ArrayMap<V> empty() {
        return (ArrayMap<V>) EMPTY;
    }

    /** The map's entries in its iteration order, each value converted; the map's keys are distinct already. */
    public static <T, V> ArrayMap<V> converted(Map<String, T> map, Function<? super T, ? extends V> convert) {
        if (map.isEmpty()) {
            return empty();
        }
        String[] names = new String[map.size()];
        Object[] values = new Object[names.length];
        int i = 0;
        for (Map.Entry<String, T> e : map.entrySet()) {
            names[i] = e.getKey();
            values[i] = convert.apply(e.getValue());
            i++;
        }
        return new ArrayMap<>(names, values);
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
        if (!(name instanceof String text)) {
            return -1;
        }
        int hash = text.hashCode();
        for (int i = 0; i < names.length; i++) {
            if (hashes[i] == hash && names[i].equals(text)) {
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
}
