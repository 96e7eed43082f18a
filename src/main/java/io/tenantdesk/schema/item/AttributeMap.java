package io.tenantdesk.schema.item;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * An item's attributes: an immutable map in insertion order, held in two arrays. Items have tens of attributes
 * and a list view holds a hundred thousand items, so this takes about a third of a LinkedHashMap's memory;
 * look-ups compare the names' cached hash codes first.
 */
final class AttributeMap extends AbstractMap<String, Value> {

    private final String[] names;
    private final Value[] values;
    private final int[] hashes;

    /** Takes the arrays as they are: the names must be distinct, and neither array may change afterwards. */
    private AttributeMap(String[] names, Value[] values) {
        this.names = names;
        this.values = values;
        this.hashes = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            hashes[i] = names[i].hashCode();
        }
    }

    /** @throws IllegalArgumentException if a name repeats, or the arrays differ in length */
    static AttributeMap of(String[] names, Value[] values) {
        if (names.length != values.length) {
            throw new IllegalArgumentException(names.length + " names for " + values.length + " values");
        }
        AttributeMap map = new AttributeMap(names.clone(), values.clone());
        for (int i = 0; i < names.length; i++) {
            if (map.indexOf(names[i]) != i) {
                throw new IllegalArgumentException("attribute `" + names[i] + "` appears twice");
            }
        }
        return map;
    }

    static AttributeMap copyOf(Map<String, Value> attributes) {
        String[] names = new String[attributes.size()];
        Value[] values = new Value[names.length];
        int i = 0;
        for (Map.Entry<String, Value> e : attributes.entrySet()) {
            names[i] = e.getKey();
            values[i] = e.getValue();
            i++;
        }
        return new AttributeMap(names, values);
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
    public Value get(Object name) {
        int i = indexOf(name);
        return i < 0 ? null : values[i];
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
    public Set<Map.Entry<String, Value>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Map.Entry<String, Value>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < names.length;
                    }

                    @Override
                    public Map.Entry<String, Value> next() {
                        if (next >= names.length) {
                            throw new NoSuchElementException();
                        }
                        Map.Entry<String, Value> entry = new SimpleImmutableEntry<>(names[next], values[next]);
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
