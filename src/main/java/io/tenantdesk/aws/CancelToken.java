package io.tenantdesk.aws;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Lets the user stop a login at any moment: the login checks it between polls, and a wait ends when it fires. */
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
