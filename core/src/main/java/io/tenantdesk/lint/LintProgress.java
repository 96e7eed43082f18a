package io.tenantdesk.lint;

import java.time.Duration;

/** Told how a lint run goes; called from the scan's threads, so implementations must be thread-safe. */
public interface LintProgress {

    /** Items of {@code table} read so far. */
    void scanned(String table, long items, Duration elapsed);

    /** The table is done. */
    default void finished(TableReport table) {}

    static LintProgress none() {
        return (table, items, elapsed) -> {};
    }
}
