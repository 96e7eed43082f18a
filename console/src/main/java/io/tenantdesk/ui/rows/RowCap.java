package io.tenantdesk.ui.rows;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.store.LoadSummary;
import io.tenantdesk.store.Page;
import java.util.Optional;

/**
 * The most rows one load keeps: the page that goes past the cap is cut to fit and the read is cancelled, so no
 * further page is requested. A read of exactly the cap's rows ends as it would have, not stopped. Thread-safe: a parallel scan may deliver pages from several threads.
 */
final class RowCap {

    private final long cap;
    private boolean reached;

    RowCap(long cap) {
        this.cap = cap;
    }

    /** The page, or as much of it as fits under the cap; empty once the cap is reached. */
    synchronized Optional<Page> fit(Page page, CancelToken cancel) {
        if (reached) {
            return Optional.empty();
        }
        if (page.rowsSoFar() <= cap) {
            return Optional.of(page);
        }
        reached = true;
        cancel.cancel();
        long before = page.rowsSoFar() - page.rows().size();
        int keep = (int) (cap - before);
        if (keep <= 0) {
            return Optional.empty();
        }
        return Optional.of(new Page(
                page.rows().subList(0, keep),
                page.number(),
                cap,
                page.scannedSoFar(),
                page.elapsed(),
                page.capacitySoFar(),
                page.fullScan()));
    }

    synchronized boolean reached() {
        return reached;
    }

    /** The load's summary as the cap ended it: the rows kept, not a cancellation by the user. */
    LoadSummary summary(LoadSummary read) {
        return new LoadSummary(
                cap,
                read.scanned(),
                read.pages(),
                read.elapsed(),
                read.capacity(),
                read.fullScan(),
                false,
                read.description());
    }
}
