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
        String description) {

    /** True when the read needed no request, since no item can hold the keys it asks for; the description says why. */
    public boolean nothingToRead() {
        return pages == 0 && !cancelled;
    }
}
