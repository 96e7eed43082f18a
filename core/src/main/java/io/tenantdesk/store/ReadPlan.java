package io.tenantdesk.store;

import io.tenantdesk.schema.EntityDef;

/**
 * A planned read.
 *
 * @param keyCondition   for a Query; null, and no scan, for a read that can find nothing ({@link #findsNothing()})
 * @param filter         for a Scan narrowed to an entity's key prefixes, or null
 * @param wholeItems     true when the index returns keys only, so the items are then read from the table
 * @param entity         the entity a scan keeps (others' items are skipped); null keeps every item
 * @param description    the read in words, e.g. "Query app_data index GSI1 where GSI1PK = ENTITY#LICENSE"
 */
record ReadPlan(
        String logicalTable,
        String physicalTable,
        String index,
        boolean scan,
        String keyCondition,
        String filter,
        Expressions expressions,
        boolean wholeItems,
        EntityDef entity,
        String description) {

    /** A read that needs no request: no item can hold the keys it asks for. {@code description} says why. */
    static ReadPlan nothing(
            String logicalTable, String physicalTable, String index, EntityDef entity, String description) {
        return new ReadPlan(
                logicalTable, physicalTable, index, false, null, null, new Expressions(), false, entity, description);
    }

    boolean findsNothing() {
        return !scan && keyCondition == null;
    }
}
