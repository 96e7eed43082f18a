package io.tenantdesk.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.values.PlainValues;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Keys as lint reports them (key attributes only, secret ones masked), for comparing reports with what was written. */
final class Expected {

    private Expected() {}

    static Map<String, String> key(PlatformDescriptor platform, String table, Item item) {
        TableDef def = platform.table(table).orElseThrow();
        Map<String, String> key = new LinkedHashMap<>();
        for (String name : def.primaryKeyNames()) {
            boolean secret = platform.entitiesOf(table).stream()
                    .map(e -> e.attribute(name))
                    .anyMatch(a -> a.map(AttributeSpec::secret).orElse(false));
            key.put(
                    name,
                    secret ? PlainValues.MASK : PlainValues.text(item.get(name).orElseThrow()));
        }
        return key;
    }

    static List<Map<String, String>> keys(PlatformDescriptor platform, String table, List<Item> items) {
        return sorted(items.stream().map(i -> key(platform, table, i)).toList());
    }

    /** The example keys of a report group. */
    static List<Map<String, String>> keysOf(JsonNode group) {
        List<Map<String, String>> keys = new ArrayList<>();
        for (JsonNode example : group.get("examples")) {
            Map<String, String> key = new LinkedHashMap<>();
            example.get("key")
                    .properties()
                    .forEach(e -> key.put(e.getKey(), e.getValue().asText()));
            keys.add(key);
        }
        return sorted(keys);
    }

    static List<Map<String, String>> sorted(List<Map<String, String>> keys) {
        List<Map<String, String>> copy = new ArrayList<>(keys);
        copy.sort(Comparator.comparing(Map::toString));
        return copy;
    }

    static boolean ttlPassed(TableDef table, Item item, Instant now) {
        return table.ttlAttributeIfAny()
                .flatMap(item::get)
                .filter(v -> v instanceof Value.Num)
                .map(v ->
                        new BigDecimal(((Value.Num) v).value()).compareTo(BigDecimal.valueOf(now.getEpochSecond())) < 0)
                .orElse(false);
    }

    static JsonNode table(JsonNode report, String table) {
        for (JsonNode t : report.get("tables")) {
            if (t.get("table").asText().equals(table)) {
                return t;
            }
        }
        throw new AssertionError("no table " + table + " in the report");
    }

    static JsonNode entity(JsonNode table, EntityDef entity) {
        for (JsonNode e : table.get("entities")) {
            if (e.get("entity").asText().equals(entity.name())) {
                return e;
            }
        }
        throw new AssertionError("no entity " + entity.name() + " in the report of " + table.get("table"));
    }
}
