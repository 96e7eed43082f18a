package io.tenantdesk.ui.concurrent;

import io.tenantdesk.concurrent.Daemons;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;

/** The application's executors: a pool of daemon worker threads and the JavaFX application thread. */
public final class FxExecutors implements UiExecutors, AutoCloseable {

    private final ExecutorService workers;

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
    public void close() {
        workers.shutdownNow();
        try {
            workers.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
