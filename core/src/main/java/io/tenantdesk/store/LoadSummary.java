package io.tenantdesk.store;

import java.time.Duration;

/**
 * How a load ended.
 *
 * @param cancelled true when the caller stopped it; the rows delivered until then stand
 */
public record LoadSummary(
        long rows,
        long scanned,
        int pages,
        Duration elapsed,
        double capacity,
        boolean fullScan,
        boolean cancelled,
        String description) {}
