package io.tenantdesk.ui.query;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.IndexDef;
import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.TableDef;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A table or one of its indexes, as the query form offers it: its key attributes, and the entities that have items
 * in it (those writing its partition key).
 *
 * @param index the index, or null for the table itself
 */
public record QueryIndex(TableDef table, IndexDef index) {

    /** Every table of the platform, each followed by its indexes. */
    public static List<QueryIndex> of(PlatformDescriptor platform) {
        List<QueryIndex> all = new ArrayList<>();
        for (TableDef table : platform.tables().values()) {
            all.add(new QueryIndex(table, null));
            table.indexes().values().forEach(i -> all.add(new QueryIndex(table, i)));
        }
        return List.copyOf(all);
    }

    public String indexName() {
        return index == null ? null : index.name();
    }

    public KeyAttribute partitionKey() {
        return index == null ? table.partitionKey() : index.partitionKey();
    }

    public Optional<KeyAttribute> sortKey() {
        return index == null ? table.sortKeyIfAny() : index.sortKeyIfAny();
    }

    /** True for {@code attribute} being one of this index's keys (a filter cannot name it). */
    public boolean isKey(String attribute) {
        return partitionKey().name().equals(attribute)
                || sortKey().map(k -> k.name().equals(attribute)).orElse(false);
    }

    /**
     * The entities of the platform with items in this table or index: for an index, those writing its partition key,
     * by a template or as an attribute of their own (an index on {@code status}); all the table's when none does.
     */
    public List<EntityDef> entities(PlatformDescriptor platform) {
        List<EntityDef> ofTable = platform.entitiesOf(table.name());
        if (index == null) {
            return ofTable;
        }
        String key = index.partitionKey().name();
        List<EntityDef> writing = ofTable.stream()
                .filter(e -> e.keyTemplate(key).isPresent() || e.attribute(key).isPresent())
                .toList();
        return writing.isEmpty() ? ofTable : writing;
    }

    /** "app_data" or "app_data · index GSI1". */
    public String label() {
        return index == null ? table.name() : table.name() + " · index " + index.name();
    }

    /** The keys in words, e.g. "GSI1PK (S), GSI1SK (S)". */
    public String keysText() {
        return sortKey().map(s -> key(partitionKey()) + ", " + key(s)).orElse(key(partitionKey()));
    }

    private static String key(KeyAttribute key) {
        return key.name() + " (" + key.type() + ")";
    }

    @Override
    public String toString() {
        return label();
    }
}
