package io.tenantdesk.ui.concurrent;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.application.Platform;

/** The application's executors: a pool of daemon worker threads and the JavaFX application thread. */
public final class FxExecutors implements UiExecutors, AutoCloseable {

    private final ExecutorService workers;

    public FxExecutors(int threads) {
        AtomicInteger count = new AtomicInteger();
        ThreadFactory factory = r -> {
            Thread t = Executors.defaultThreadFactory().newThread(r);
            t.setName("tenantdesk-worker-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        this.workers = Executors.newFixedThreadPool(threads, factory);
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
