package io.tenantdesk.store;

import java.util.Objects;

/**
 * How to read a table: which share of it, how many parts of that share to read at once, and how many items
 * a page may hold.
 *
 * @param parallelism parts of the share read at the same time (parallel Scan segments, or export files), at least 1
 * @param pageSize    items per request of a live scan, or null for DynamoDB's 1 MB pages
 */
public record ScanPlan(ScanShare share, int parallelism, Integer pageSize) {

    public ScanPlan {
        Objects.requireNonNull(share, "share");
        if (parallelism < 1) {
            throw new IllegalArgumentException("parallelism must be at least 1; got " + parallelism);
        }
        if (pageSize != null && pageSize < 1) {
            throw new IllegalArgumentException("a page holds at least one item; got " + pageSize);
        }
    }

    /** The whole table with {@code parallelism} parts at once, in DynamoDB's own page size. */
    public static ScanPlan whole(int parallelism) {
        return new ScanPlan(ScanShare.whole(), parallelism, null);
    }
}
