package io.tenantdesk.ui.rows;

import io.tenantdesk.store.LoadSummary;
import io.tenantdesk.ui.common.LoadProgress;

/** How a read of the store shows in a view's {@link LoadProgress}. */
public final class StoreLoads {

    private StoreLoads() {}

    /** The read ended, whole or cancelled: its figures and its description. */
    public static void finished(LoadProgress progress, LoadSummary summary) {
        progress.finished(
                summary.rows(),
                summary.pages(),
                summary.elapsed(),
                summary.capacity(),
                summary.description(),
                summary.cancelled());
    }
}
