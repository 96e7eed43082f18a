package io.tenantdesk.aws.sso;

import io.tenantdesk.concurrent.CancelToken;
import java.time.Duration;

/** Waits between polls; tests pass one that only advances a clock. */
@FunctionalInterface
public interface Sleeper {

    /** Waits {@code duration}, returning early when {@code cancel} fires. */
    void sleep(Duration duration, CancelToken cancel) throws InterruptedException;

    /** Really waits, waking at once on cancel. */
    static Sleeper waiting() {
        return (duration, cancel) -> cancel.await(duration);
    }
}
