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
 * @param noneBecause  entities that hold no items of this tenant by design, with why in words (a tenant id that is
 *                     no number, where the entity finds its tenant's items by a Number key)
 * @param failures     entities whose read failed, with the failure in words; the other entities are still shown
 * @param reads        the requests made, in words
 */
public record TenantOverview(
        String tenantId,
        EntityRow tenant,
        Map<String, List<EntityRow>> rowsByEntity,
        List<EntityRow> strays,
        List<String> notListed,
        Map<String, String> noneBecause,
        Map<String, String> failures,
        List<String> reads) {

    public TenantOverview {
        Map<String, List<EntityRow>> copy = new LinkedHashMap<>();
        rowsByEntity.forEach((k, v) -> copy.put(k, List.copyOf(v)));
        rowsByEntity = Collections.unmodifiableMap(copy);
        strays = List.copyOf(strays);
        notListed = List.copyOf(notListed);
        noneBecause = Collections.unmodifiableMap(new LinkedHashMap<>(noneBecause));
        failures = Collections.unmodifiableMap(new LinkedHashMap<>(failures));
        reads = List.copyOf(reads);
    }

    public Optional<EntityRow> tenantIfFound() {
        return Optional.ofNullable(tenant);
    }

    public List<EntityRow> rows(String entity) {
        return rowsByEntity.getOrDefault(entity, List.of());
    }

    /** Why reading the entity's items of this tenant failed; empty when it did not. */
    public Optional<String> failure(String entity) {
        return Optional.ofNullable(failures.get(entity));
    }
}
