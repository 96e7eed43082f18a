package io.tenantdesk.store;

import java.time.Duration;

/**
 * How a table scan ended.
 *
 * @param table         the logical table name
 * @param physicalTable the table's name on the connection
 * @param capacity      read capacity units consumed, as DynamoDB reported them
 * @param cancelled     true when the caller stopped it; the pages delivered until then stand
 */
public record ScanSummary(String table, String physicalTable, long items, int pages, int segments, Duration elapsed,
                          double capacity, boolean cancelled) {
}
