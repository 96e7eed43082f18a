package io.tenantdesk.store;

import io.tenantdesk.schema.EntityDef;
import java.util.Optional;

/**
 * The value an entity's tenant field holds for one tenant. Usually the tenant's id; for an entity that links to
 * its tenant by another of the tenant's attributes (a numeric tenant number), that attribute read from the tenant's
 * own item.
 */
final class TenantLinks {

    private final String tenantId;
    private final Optional<EntityRow> tenantRow;

    /** @param tenantRow the tenant's own item, read when some entity links to it by another attribute */
    TenantLinks(String tenantId, Optional<EntityRow> tenantRow) {
        this.tenantId = tenantId;
        this.tenantRow = tenantRow;
    }

    /**
     * @throws StoreException (not found) when the tenant's item, or the attribute the entity links by, is missing:
     *                        without it the entity's items of that tenant cannot be found
     */
    String valueFor(EntityDef entity) {
        Optional<String> attribute = entity.tenantLinkAttribute();
        if (attribute.isEmpty()) {
            return tenantId;
        }
        EntityRow tenant = tenantRow.orElseThrow(() -> new StoreException(
                StoreException.Kind.NOT_FOUND,
                "Tenant `"
                        + tenantId + "` has no item, so its `" + attribute.get() + "` (which " + entity.name()
                        + " items are found by) is unknown",
                null));
        return tenant.text(attribute.get())
                .orElseThrow(() -> new StoreException(
                        StoreException.Kind.NOT_FOUND,
                        "Tenant `" + tenantId + "` has no `" + attribute.get() + "`, which " + entity.name()
                                + " items are found by",
                        null));
    }
}
