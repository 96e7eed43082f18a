package io.tenantdesk.schema.load;

import io.tenantdesk.schema.IndexDef;
import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.Projection;
import io.tenantdesk.schema.TableDef;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Reads the {@code tables} section of a descriptor. */
final class TableReader {

    /**
     * The tables read, and the names of all declared, including those of the wrong shape (already reported), whose
     * entities are not checked against them.
     */
    record Tables(Map<String, TableDef> defs, Set<String> declared) {}

    Tables read(JsonCursor root, BrokenPlaces broken) {
        Map<String, TableDef> tables = new LinkedHashMap<>();
        Set<String> declared = new LinkedHashSet<>();
        root.object("tables")
                .ifPresent(section -> section.members().forEach((name, table) -> {
                    declared.add(name);
                    if (!broken.within(table.path())) {
                        readTable(name, table).ifPresent(t -> tables.put(name, t));
                    }
                }));
        return new Tables(tables, declared);
    }

    private Optional<TableDef> readTable(String name, JsonCursor table) {
        Map<String, IndexDef> indexes = new LinkedHashMap<>();
        table.object("indexes")
                .ifPresent(section -> section.members()
                        .forEach((indexName, index) ->
                                readIndex(indexName, index).ifPresent(i -> indexes.put(indexName, i))));
        return keyAttribute(table, "partitionKey").map(pk -> {
            TableDef def = new TableDef(
                    name,
                    table.text("description").orElse(null),
                    pk,
                    keyAttribute(table, "sortKey").orElse(null),
                    indexes,
                    table.text("ttl").orElse(null));
            checkConsistentTypes(def, table);
            return def;
        });
    }

    private static Optional<IndexDef> readIndex(String name, JsonCursor index) {
        return keyAttribute(index, "partitionKey")
                .map(pk -> new IndexDef(
                        name, pk, keyAttribute(index, "sortKey").orElse(null), projection(index.child("projection"))));
    }

    private static Projection projection(JsonCursor p) {
        if (p.node().isTextual()) {
            return new Projection(projectionType(p.node().asText()), List.of());
        }
        return p.node().isObject()
                ? new Projection(projectionType(p.text("type").orElse("ALL")), p.strings("attributes"))
                : Projection.all();
    }

    private static Projection.Type projectionType(String text) {
        return Arrays.stream(Projection.Type.values())
                .filter(t -> t.name().equals(text.toUpperCase(Locale.ROOT)))
                .findFirst()
                .orElse(Projection.Type.ALL);
    }

    private static Optional<KeyAttribute> keyAttribute(JsonCursor owner, String field) {
        return owner.object(field)
                .flatMap(key -> key.text("name")
                        .flatMap(name -> key.text("type")
                                .flatMap(type -> Arrays.stream(KeyType.values())
                                        .filter(t -> t.name().equals(type))
                                        .findFirst())
                                .map(type -> new KeyAttribute(name, type))));
    }

    /** An attribute used as a key in several places must have the same type everywhere. */
    private static void checkConsistentTypes(TableDef table, JsonCursor at) {
        Map<String, KeyType> seen = new HashMap<>();
        seen.put(table.partitionKey().name(), table.partitionKey().type());
        table.sortKeyIfAny().ifPresent(k -> seen.put(k.name(), k.type()));
        for (IndexDef index : table.indexes().values()) {
            for (KeyAttribute k : new KeyAttribute[] {index.partitionKey(), index.sortKey()}) {
                if (k == null) {
                    continue;
                }
                KeyType earlier = seen.putIfAbsent(k.name(), k.type());
                if (earlier != null && earlier != k.type()) {
                    at.child("indexes")
                            .child(index.name())
                            .problem("`" + k.name() + "` is type " + k.type() + " here but " + earlier
                                    + " elsewhere in table `" + table.name() + "`");
                }
            }
        }
    }
}
