package io.tenantdesk.ui.concurrent;

import io.tenantdesk.concurrent.Daemons;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;

/**
 * The application's executors: a pool of daemon worker threads, the JavaFX application thread, and threads made
 * as needed for the stores' page fetches (each waits on the network for a worker that waits on it).
 */
public final class FxExecutors implements UiExecutors, AutoCloseable {

    private final ExecutorService workers;
    private final ExecutorService fetches = Executors.newCachedThreadPool(Daemons.named("tenantdesk-read-ahead"));

    public FxExecutors(int threads) {
        this.workers = Executors.newFixedThreadPool(threads, Daemons.named("tenantdesk-worker"));
    }

    @Override
    public ExecutorService background() {
        return workers;
    }

    @Override
    public java.util.concurrent.Executor ui() {
        return Platform::runLater;
    }

    @Override
    public java.util.concurrent.Executor readAhead() {
        return fetches;
    }

    @Override
    public void close() {
        fetches.shutdownNow();
        workers.shutdownNow();
        try {
            workers.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
