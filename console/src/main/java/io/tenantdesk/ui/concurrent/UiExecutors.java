package io.tenantdesk.ui.concurrent;

import java.util.concurrent.Executor;

/**
 * Where view-models run work: {@link #background()} for anything that may wait (the network, the disk),
 * {@link #ui()} to publish results. The application hands in a daemon pool and {@code Platform::runLater};
 * view-model tests hand in executors that run at once on the test's thread.
 */
public interface UiExecutors {

    Executor background();

    Executor ui();

    /**
     * Where a store fetches the next page while a background worker handles the current one. Never the
     * background pool itself: its workers wait for these fetches, and would wait for ever once every worker did.
     */
    Executor readAhead();

    /** Runs everything on the calling thread, in order; for view-model tests. */
    static UiExecutors direct() {
        return of(Runnable::run, Runnable::run, Runnable::run);
    }

    static UiExecutors of(Executor background, Executor ui, Executor readAhead) {
        return new Fixed(background, ui, readAhead);
    }

    /** The three executors as given. */
    record Fixed(Executor background, Executor ui, Executor readAhead) implements UiExecutors {}
}
