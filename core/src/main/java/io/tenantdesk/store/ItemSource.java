package io.tenantdesk.store;

import io.tenantdesk.concurrent.CancelToken;

/**
 * Where a whole table's items are read from, every one classified, page by page: the live table (a parallel
 * Scan, {@link TableScanner}) or an export of it. Whoever checks a table reads through this, so it neither
 * knows nor cares which.
 */
public interface ItemSource {

    /** What is read. */
    enum Kind {
        /** The live table: reading consumes its read capacity. */
        TABLE,
        /** A DynamoDB export of the table: a snapshot, read without touching the table. */
        EXPORT
    }

    Kind kind();

    /** Names the source for people, e.g. "Local · http://127.0.0.1:8000" or "export s3://bucket/prefix/". */
    String label();

    /**
     * Reads the plan's share of a table of the platform and returns once all of it has reached the listener.
     *
     * @throws RuntimeException naming what stopped the read: a {@link StoreException} for the live table (missing,
     *                          access denied, throttled...), the export reader's own for a missing or broken file
     */
    ScanSummary scan(String logicalTable, ScanPlan plan, ScanListener listener, CancelToken cancel);
}
