package io.tenantdesk.store;

import io.tenantdesk.schema.EntityDef;

/**
 * A planned read.
 *
 * @param keyCondition   for a Query
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
        String description) {}
