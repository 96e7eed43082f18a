package io.tenantdesk.store;

/**
 * Receives a table scan's pages. Segments run in parallel, so pages arrive concurrently from the threads of
 * the scanner's executor: an implementation must be thread-safe.
 */
@FunctionalInterface
public interface ScanListener {

    void onPage(ScanPage page);
}
