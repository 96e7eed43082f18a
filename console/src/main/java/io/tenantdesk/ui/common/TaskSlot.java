package io.tenantdesk.ui.common;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The place of one kind of work in a view (its list's load, its overview's read) where a newer run replaces
 * the one before: only the latest run's answers are still wanted, so an old query never paints over a new one.
 * Safe to ask from any thread.
 */
public final class TaskSlot {

    private final AtomicLong latest = new AtomicLong();

    /** A new run takes the slot; every run before it is stale from now on. */
    public long take() {
        return latest.incrementAndGet();
    }

    /** True while {@code run} is the latest run and the slot was not cleared since. */
    public boolean holds(long run) {
        return latest.get() == run;
    }

    /** Makes every run so far stale (the view is closing). */
    public void clear() {
        latest.incrementAndGet();
    }
}
