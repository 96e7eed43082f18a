package io.tenantdesk.schema;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A table of the design, by its logical name; a connection maps it to the deployment's physical name.
 */
public record TableDef(String name, String description, KeyAttribute partitionKey, KeyAttribute sortKey,
                       Map<String, IndexDef> indexes, String ttlAttribute) {

    public TableDef {
        indexes = Collections.unmodifiableMap(new LinkedHashMap<>(indexes));
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
        Set<String> names = new LinkedHashSet<>();
        names.add(partitionKey.name());
        if (sortKey != null) {
            names.add(sortKey.name());
        }
        return names;
    }

    /** Every attribute that is a key of the table or of one of its indexes, with its type. */
    public Map<String, KeyType> allKeyAttributes() {
        Map<String, KeyType> all = new LinkedHashMap<>();
        all.put(partitionKey.name(), partitionKey.type());
        sortKeyIfAny().ifPresent(k -> all.put(k.name(), k.type()));
        for (IndexDef index : indexes.values()) {
            all.putIfAbsent(index.partitionKey().name(), index.partitionKey().type());
            index.sortKeyIfAny().ifPresent(k -> all.putIfAbsent(k.name(), k.type()));
        }
        return all;
    }

    public boolean isPrimaryKey(String attribute) {
        return primaryKeyNames().contains(attribute);
    }
}
