package io.tenantdesk.store;

import java.time.Duration;

/**
 * How a table scan ended.
 *
 * @param table         the logical table name
 * @param physicalTable the table's name on the connection, or the table the export was taken from
 * @param segments      parts read at once (parallel Scan segments, or export files)
 * @param capacity      read capacity units consumed, as DynamoDB reported them (none for an export)
 * @param cancelled     true when the caller stopped it; the pages delivered until then stand
 */
public record ScanSummary(
        String table,
        String physicalTable,
        long items,
        int pages,
        int segments,
        Duration elapsed,
        double capacity,
        boolean cancelled) {}
