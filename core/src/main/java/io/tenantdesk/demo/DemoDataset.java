package io.tenantdesk.demo;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One platform's demo data: every item by logical table (the deliberately malformed ones included) and
 * what the generator knows of them.
 *
 * @param validCounts items per entity that follow the design
 */
public record DemoDataset(
        PlatformDescriptor platform,
        Map<String, List<Item>> itemsByTable,
        Map<String, Integer> validCounts,
        List<MalformedItem> malformed) {

    public DemoDataset {
        Map<String, List<Item>> copy = new LinkedHashMap<>();
        itemsByTable.forEach((table, items) -> copy.put(table, List.copyOf(items)));
        itemsByTable = Collections.unmodifiableMap(copy);
        validCounts = Collections.unmodifiableMap(new LinkedHashMap<>(validCounts));
        malformed = List.copyOf(malformed);
    }

    public int itemCount() {
        return itemsByTable.values().stream().mapToInt(List::size).sum();
    }

    /** Items per entity as recognition will count them: valid ones plus malformed ones still recognised. */
    public Map<String, Integer> recognisedCounts() {
        Map<String, Integer> counts = new LinkedHashMap<>(validCounts);
        for (MalformedItem m : malformed) {
            if (!m.unrecognised()) {
                counts.merge(m.entity(), 1, Integer::sum);
            }
        }
        return counts;
    }

    public List<MalformedItem> malformedIn(String table) {
        List<MalformedItem> result = new ArrayList<>();
        malformed.stream().filter(m -> m.table().equals(table)).forEach(result::add);
        return result;
    }
}
