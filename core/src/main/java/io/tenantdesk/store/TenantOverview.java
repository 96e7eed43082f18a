package io.tenantdesk.store;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Everything the design stores under one tenant.
 *
 * @param rowsByEntity the tenant's items by entity name (the tenant entity itself excluded)
 * @param strays       items found in the tenant's partitions that no entity recognises or that belong elsewhere
 * @param notListed    entities that belong to tenants but have no declared way to find one tenant's items
 * @param reads        the requests made, in words
 */
public record TenantOverview(
        String tenantId,
        EntityRow tenant,
        Map<String, List<EntityRow>> rowsByEntity,
        List<EntityRow> strays,
        List<String> notListed,
        List<String> reads) {

    public TenantOverview {
        Map<String, List<EntityRow>> copy = new LinkedHashMap<>();
        rowsByEntity.forEach((k, v) -> copy.put(k, List.copyOf(v)));
        rowsByEntity = Collections.unmodifiableMap(copy);
        strays = List.copyOf(strays);
        notListed = List.copyOf(notListed);
        reads = List.copyOf(reads);
    }

    public Optional<EntityRow> tenantIfFound() {
        return Optional.ofNullable(tenant);
    }

    public List<EntityRow> rows(String entity) {
        return rowsByEntity.getOrDefault(entity, List.of());
    }
}
