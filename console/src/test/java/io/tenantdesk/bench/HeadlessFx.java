package io.tenantdesk.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;

/**
 * The JavaFX toolkit on headless Monocle with software rendering, as the UI tests run it, for a benchmark that
 * needs real windows in this JVM (the toolkit starts once per JVM); with the FX and render threads' CPU time.
 */
final class HeadlessFx {

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final long fxThread;
    private final long[] renderThreads;

    private HeadlessFx(long fxThread, long[] renderThreads) {
        this.fxThread = fxThread;
        this.renderThreads = renderThreads;
    }

    static HeadlessFx start() throws Exception {
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("javafx.cachedir", System.getProperty("java.io.tmpdir") + "/tenantdesk-bench-fxcache");
        CompletableFuture<Long> fxThread = new CompletableFuture<>();
        Platform.setImplicitExit(false);
        Platform.startup(() -> fxThread.complete(Thread.currentThread().getId()));
        long fx = fxThread.get(60, TimeUnit.SECONDS);
        long[] renderers = Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().startsWith("QuantumRenderer"))
                .mapToLong(Thread::getId)
                .toArray();
        return new HeadlessFx(fx, renderers);
    }

    /** CPU time the FX thread has used so far, in nanoseconds. */
    long fxThreadCpu() {
        return threads.getThreadCpuTime(fxThread);
    }

    /** CPU time JavaFX's render thread (which paints each frame, in software here) has used so far, in nanoseconds. */
    long renderThreadCpu() {
        long cpu = 0;
        for (long thread : renderThreads) {
            cpu += Math.max(0, threads.getThreadCpuTime(thread));
        }
        return cpu;
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
