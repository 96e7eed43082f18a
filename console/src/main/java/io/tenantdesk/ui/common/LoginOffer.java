package io.tenantdesk.ui.common;

import java.util.function.Consumer;

/**
 * What a view does with a failure on the UI thread: when the connection's sign-in expired, offer to log in
 * again and, once logged in, retry; anything else (or a declined offer) gives up with the failure.
 */
@FunctionalInterface
public interface LoginOffer {

    /**
     * Call on the UI thread.
     *
     * @param retry  runs the work again, on the UI thread, once logged in
     * @param giveUp gets the failure, on the UI thread, when there is nothing to offer or the offer was declined
     */
    void handle(RuntimeException failure, Runnable retry, Consumer<RuntimeException> giveUp);

    /** Never offers: every failure gives up at once (local endpoints, static keys, tests). */
    static LoginOffer none() {
        return (failure, retry, giveUp) -> giveUp.accept(failure);
    }
}
