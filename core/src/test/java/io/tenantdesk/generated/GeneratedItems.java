package io.tenantdesk.generated;

import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.schema.item.Item;
import java.util.List;
import java.util.Map;

/**
 * A generated platform's items.
 *
 * @param data    every item by table, valid, malformed and hostile, as the demo loader writes them
 * @param tenants the tenant ids the valid items belong to (empty where the platform has no tenant entity)
 * @param valid   the valid items alone, by the name of their entity
 */
public record GeneratedItems(DemoDataset data, List<String> tenants, Map<String, List<Item>> valid) {

    public int count() {
        return data.itemsByTable().values().stream().mapToInt(List::size).sum();
    }
}
