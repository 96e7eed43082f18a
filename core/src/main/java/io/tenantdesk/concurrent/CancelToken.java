package io.tenantdesk.concurrent;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Lets the user stop long work at any moment: a load or scan checks it between pages, a login between polls,
 * and a wait ends as soon as it fires.
 */
public final class CancelToken {

    private final CountDownLatch cancelled = new CountDownLatch(1);

    public void cancel() {
        cancelled.countDown();
    }

    public boolean isCancelled() {
        return cancelled.getCount() == 0;
    }

    /** Waits up to {@code duration}; true when cancelled meanwhile. */
    public boolean await(Duration duration) throws InterruptedException {
        return cancelled.await(duration.toNanos(), TimeUnit.NANOSECONDS);
    }
}
