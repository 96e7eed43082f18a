package io.tenantdesk.schema.load;

import io.tenantdesk.schema.IndexDef;
import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.Projection;
import io.tenantdesk.schema.TableDef;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Reads the {@code tables} section of a descriptor. */
final class TableReader {

    Map<String, TableDef> read(JsonCursor root) {
        Map<String, TableDef> tables = new LinkedHashMap<>();
        Optional<JsonCursor> section = root.object("tables", true);
        if (section.isEmpty()) {
            return tables;
        }
        if (section.get().members().isEmpty()) {
            section.get().problem("a descriptor needs at least one table");
        }
        for (Map.Entry<String, JsonCursor> e : section.get().members().entrySet()) {
            readTable(e.getKey(), e.getValue()).ifPresent(t -> tables.put(t.name(), t));
        }
        return tables;
    }

    private Optional<TableDef> readTable(String name, JsonCursor table) {
        if (!table.node().isObject()) {
            table.problem("a table must be a JSON object");
            return Optional.empty();
        }
        table.allowOnly("description", "partitionKey", "sortKey", "ttl", "indexes");
        Optional<KeyAttribute> pk = keyAttribute(table, "partitionKey", true);
        Optional<KeyAttribute> sk = keyAttribute(table, "sortKey", false);
        Optional<String> ttl = table.text("ttl", false);
        Map<String, IndexDef> indexes = new LinkedHashMap<>();
        table.object("indexes", false).ifPresent(section -> {
            for (Map.Entry<String, JsonCursor> e : section.members().entrySet()) {
                readIndex(e.getKey(), e.getValue()).ifPresent(i -> indexes.put(i.name(), i));
            }
        });
        if (pk.isEmpty()) {
            return Optional.empty();
        }
        TableDef def = new TableDef(
                name,
                table.text("description", false).orElse(null),
                pk.get(),
                sk.orElse(null),
                indexes,
                ttl.orElse(null));
        checkConsistentTypes(def, table);
        return Optional.of(def);
    }

    private Optional<IndexDef> readIndex(String name, JsonCursor index) {
        if (!index.node().isObject()) {
            index.problem("an index must be a JSON object");
            return Optional.empty();
        }
        index.allowOnly("partitionKey", "sortKey", "projection", "description");
        Optional<KeyAttribute> pk = keyAttribute(index, "partitionKey", true);
        Optional<KeyAttribute> sk = keyAttribute(index, "sortKey", false);
        Projection projection = projection(index);
        return pk.map(p -> new IndexDef(name, p, sk.orElse(null), projection));
    }

    private static Projection projection(JsonCursor index) {
        JsonCursor p = index.child("projection");
        if (p.node().isMissingNode() || p.node().isNull()) {
            return Projection.all();
        }
        if (p.node().isTextual()) {
            return projectionType(p, p.node().asText())
                    .map(t -> {
                        if (t == Projection.Type.INCLUDE) {
                            p.problem(
                                    "an INCLUDE projection lists its attributes: {\"type\": \"INCLUDE\", \"attributes\": [...]}");
                        }
                        return new Projection(t, List.of());
                    })
                    .orElse(Projection.all());
        }
        if (!p.node().isObject()) {
            p.problem("`projection` must be ALL, KEYS_ONLY or {\"type\": \"INCLUDE\", \"attributes\": [...]}");
            return Projection.all();
        }
        p.allowOnly("type", "attributes");
        Optional<Projection.Type> type = p.text("type", true).flatMap(t -> projectionType(p.child("type"), t));
        return new Projection(type.orElse(Projection.Type.ALL), p.strings("attributes"));
    }

    private static Optional<Projection.Type> projectionType(JsonCursor at, String text) {
        try {
            return Optional.of(Projection.Type.valueOf(text.toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            at.problem("unknown projection `" + text + "`; expected ALL, KEYS_ONLY or INCLUDE");
            return Optional.empty();
        }
    }

    private static Optional<KeyAttribute> keyAttribute(JsonCursor owner, String field, boolean required) {
        Optional<JsonCursor> key = owner.object(field, required);
        if (key.isEmpty()) {
            return Optional.empty();
        }
        JsonCursor k = key.get();
        k.allowOnly("name", "type");
        Optional<String> name = k.text("name", true);
        Optional<String> type = k.text("type", true);
        Optional<KeyType> keyType = type.flatMap(t -> {
            try {
                return Optional.of(KeyType.valueOf(t));
            } catch (IllegalArgumentException e) {
                k.problemAt("type", "key type `" + t + "` must be S, N or B");
                return Optional.empty();
            }
        });
        if (name.isEmpty() || keyType.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new KeyAttribute(name.get(), keyType.get()));
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
