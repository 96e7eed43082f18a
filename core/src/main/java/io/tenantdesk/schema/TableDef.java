package io.tenantdesk.schema;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A table of the design, by its logical name; a connection maps it to the deployment's physical name.
 * Immutable; what is derived from the keys is worked out once, since classification asks for it per item.
 */
public final class TableDef {

    private final String name;
    private final String description;
    private final KeyAttribute partitionKey;
    private final KeyAttribute sortKey;
    private final Map<String, IndexDef> indexes;
    private final String ttlAttribute;
    private final Set<String> primaryKeyNames;
    private final Map<String, KeyType> allKeyAttributes;

    public TableDef(
            String name,
            String description,
            KeyAttribute partitionKey,
            KeyAttribute sortKey,
            Map<String, IndexDef> indexes,
            String ttlAttribute) {
        this.name = Objects.requireNonNull(name);
        this.description = description;
        this.partitionKey = Objects.requireNonNull(partitionKey);
        this.sortKey = sortKey;
        this.indexes = Collections.unmodifiableMap(new LinkedHashMap<>(indexes));
        this.ttlAttribute = ttlAttribute;
        Set<String> primary = new LinkedHashSet<>();
        primary.add(partitionKey.name());
        if (sortKey != null) {
            primary.add(sortKey.name());
        }
        this.primaryKeyNames = Collections.unmodifiableSet(primary);
        Map<String, KeyType> all = new LinkedHashMap<>();
        all.put(partitionKey.name(), partitionKey.type());
        if (sortKey != null) {
            all.put(sortKey.name(), sortKey.type());
        }
        for (IndexDef index : this.indexes.values()) {
            all.putIfAbsent(index.partitionKey().name(), index.partitionKey().type());
            index.sortKeyIfAny().ifPresent(k -> all.putIfAbsent(k.name(), k.type()));
        }
        this.allKeyAttributes = Collections.unmodifiableMap(all);
    }

    public String name() {
        return name;
    }

    public String description() {
        return description;
    }

    public KeyAttribute partitionKey() {
        return partitionKey;
    }

    public KeyAttribute sortKey() {
        return sortKey;
    }

    public Map<String, IndexDef> indexes() {
        return indexes;
    }

    public String ttlAttribute() {
        return ttlAttribute;
    }

    public Optional<KeyAttribute> sortKeyIfAny() {
        return Optional.ofNullable(sortKey);
    }

    public Optional<String> ttlAttributeIfAny() {
        return Optional.ofNullable(ttlAttribute);
    }

    public Optional<IndexDef> index(String indexName) {
        return Optional.ofNullable(indexes.get(indexName));
    }

    /** The table's own key attribute names: partition key, then sort key when there is one. */
    public Set<String> primaryKeyNames() {
        return primaryKeyNames;
    }

    /** Every attribute that is a key of the table or of one of its indexes, with its type. */
    public Map<String, KeyType> allKeyAttributes() {
        return allKeyAttributes;
    }

    public boolean isPrimaryKey(String attribute) {
        return primaryKeyNames.contains(attribute);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TableDef other
                && name.equals(other.name)
                && partitionKey.equals(other.partitionKey)
                && Objects.equals(sortKey, other.sortKey)
                && indexes.equals(other.indexes)
                && Objects.equals(ttlAttribute, other.ttlAttribute)
                && Objects.equals(description, other.description);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, partitionKey, sortKey, indexes, ttlAttribute);
    }

    @Override
    public String toString() {
        return name;
    }
}
