package io.tenantdesk.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;

/**
 * The JavaFX toolkit on headless Monocle with software rendering, as the UI tests run it, for a benchmark that
 * needs real windows in this JVM (the toolkit starts once per JVM); with the FX thread's CPU time.
 */
final class HeadlessFx {

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final long fxThread;

    private HeadlessFx(long fxThread) {
        this.fxThread = fxThread;
    }

    static HeadlessFx start() throws Exception {
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("javafx.cachedir", System.getProperty("java.io.tmpdir") + "/tenantdesk-bench-fxcache");
        CompletableFuture<Long> fxThread = new CompletableFuture<>();
        Platform.setImplicitExit(false);
        Platform.startup(() -> fxThread.complete(Thread.currentThread().getId()));
        return new HeadlessFx(fxThread.get(60, TimeUnit.SECONDS));
    }

    /** CPU time the FX thread has used so far, in nanoseconds. */
    long fxThreadCpu() {
        return threads.getThreadCpuTime(fxThread);
    }

    /** Runs {@code task} on the FX thread and waits for its result. */
    static <T> T call(java.util.concurrent.Callable<T> task) throws Exception {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(task.call());
            } catch (Exception | Error e) {
                result.completeExceptionally(e);
            }
        });
        return result.get(60, TimeUnit.SECONDS);
    }
}
