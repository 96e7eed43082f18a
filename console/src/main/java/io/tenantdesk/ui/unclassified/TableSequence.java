package io.tenantdesk.ui.unclassified;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.LoadSummary;
import io.tenantdesk.store.Page;
import io.tenantdesk.store.PageListener;
import io.tenantdesk.store.StoreException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Scans several tables for unclassified items one after another as one load: pages are numbered and counted
 * across the tables, a cancel stops between pages of whichever table is being read, and a table the connection
 * does not have is skipped (and said so) rather than ending the scan.
 */
final class TableSequence {

    private final EntityStore store;
    private final List<String> tables;
    private final Integer pageSize;
    private final String description;
    private final Consumer<String> onSkipped;

    TableSequence(
            EntityStore store, List<String> tables, Integer pageSize, String description, Consumer<String> onSkipped) {
        this.store = store;
        this.tables = List.copyOf(tables);
        this.pageSize = pageSize;
        this.description = description;
        this.onSkipped = onSkipped;
    }

    /** Runs on the calling thread. */
    LoadSummary read(PageListener listener, CancelToken cancel) {
        long began = System.nanoTime();
        long rows = 0;
        long scanned = 0;
        int pages = 0;
        double capacity = 0;
        boolean cancelled = false;
        List<String> skipped = new ArrayList<>();
        for (String table : tables) {
            if (cancel.isCancelled()) {
                cancelled = true;
                break;
            }
            long rowsBefore = rows;
            long scannedBefore = scanned;
            int pagesBefore = pages;
            double capacityBefore = capacity;
            LoadSummary s;
            try {
                s = store.unclassified(
                        table,
                        pageSize,
                        page -> listener.onPage(new Page(
                                page.rows(),
                                pagesBefore + page.number(),
                                rowsBefore + page.rowsSoFar(),
                                scannedBefore + page.scannedSoFar(),
                                Duration.ofNanos(System.nanoTime() - began),
                                capacityBefore + page.capacitySoFar(),
                                true)),
                        cancel);
            } catch (StoreException e) {
                if (tables.size() > 1 && UnclassifiedViewModel.skippable(e)) {
                    skipped.add(table);
                    onSkipped.accept("Skipped (not found on this connection): " + String.join(", ", skipped));
                    continue;
                }
                throw e;
            }
            rows += s.rows();
            scanned += s.scanned();
            pages += s.pages();
            capacity += s.capacity();
            if (s.cancelled()) {
                cancelled = true;
                break;
            }
        }
        return new LoadSummary(
                rows,
                scanned,
                pages,
                Duration.ofNanos(System.nanoTime() - began),
                capacity,
                true,
                cancelled,
                description);
    }
}
