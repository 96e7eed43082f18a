package io.tenantdesk.ui.rows;

import io.tenantdesk.ui.common.FirstPaint;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * One load's wait, on its loading thread, between handing over the first page and asking for the second: until
 * the grid has shown the first page's rows, the load stops, or the longest wait has passed.
 */
final class FirstPageHold {

    private static final long STOP_CHECK_MS = 10;

    private final FirstPaint paint;
    private final Duration atMost;
    private final CountDownLatch painted;

    private FirstPageHold(FirstPaint paint, Duration atMost) {
        this.paint = paint;
        this.atMost = atMost;
        this.painted = new CountDownLatch(paint == null ? 0 : 1);
    }

    /** Waits for {@code paint}, {@code atMost} at the longest. */
    static FirstPageHold until(FirstPaint paint, Duration atMost) {
        return new FirstPageHold(paint, atMost);
    }

    /** Holds nothing back. */
    static FirstPageHold none() {
        return new FirstPageHold(null, Duration.ZERO);
    }

    /** The first page's rows are in the grid (UI thread): the wait ends after the next frame. */
    void shown() {
        if (paint != null) {
            paint.afterNextFrame(painted::countDown);
        }
    }

    /** Returns once the rows are on screen, {@code stop} holds, or the wait has lasted its longest. */
    void await(BooleanSupplier stop) {
        long deadline = System.nanoTime() + atMost.toNanos();
        try {
            while (!painted.await(STOP_CHECK_MS, TimeUnit.MILLISECONDS)) {
                if (stop.getAsBoolean() || System.nanoTime() > deadline) {
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
