package io.tenantdesk.demo;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Role;
import io.tenantdesk.schema.item.Value;
import java.time.Instant;
import java.util.Map;

/**
 * What makes one platform's demo data read like that platform's: how many items of each entity and the
 * values only a person who knows the platform would choose. The generic defaults work for any descriptor.
 */
public interface DemoPlan {

    /** Items per tenant of an entity that belongs to a tenant. */
    default int perTenant(EntityDef entity) {
        if (entity.hasRole(Role.USER)) {
            return 5;
        }
        if (entity.hasRole(Role.SESSION)) {
            return 6;
        }
        if (entity.hasRole(Role.LICENSE) || entity.hasRole(Role.CREDIT)) {
            return 3;
        }
        return 2;
    }

    /** Items of an entity outside any tenant. */
    default int standalone(EntityDef entity) {
        return 6;
    }

    /**
     * Adjusts an item's values after the generic fill and before its keys are rendered; make related values
     * agree here (a license whose end date has passed is expired).
     */
    default void adjust(EntityDef entity, Map<String, Value> fields, DemoRandom random, Instant now) {}
}
