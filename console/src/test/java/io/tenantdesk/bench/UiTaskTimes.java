package io.tenantdesk.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * The benchmark's UI thread: runs tasks on the given executor and, while started, takes the CPU time of each one
 * (which the machine's load hardly changes, unlike the time on the clock), and the collector's pauses during it,
 * which stop the thread as well without counting as its CPU.
 */
final class UiTaskTimes implements Executor {

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final Executor ui;
    private final List<Double> times = new ArrayList<>();
    private final List<Double> stalls = new ArrayList<>();
    private volatile boolean timing;

    UiTaskTimes(Executor ui) {
        this.ui = ui;
    }

    @Override
    public void execute(Runnable task) {
        ui.execute(() -> {
            long start = threads.getCurrentThreadCpuTime();
            long pausedBefore = collectorPausesMs();
            task.run();
            if (timing) {
                double cpu = (threads.getCurrentThreadCpuTime() - start) / 1e6;
                synchronized (times) {
                    times.add(cpu);
                    stalls.add(cpu + collectorPausesMs() - pausedBefore);
                }
            }
        });
    }

    void start() {
        synchronized (times) {
            times.clear();
            stalls.clear();
        }
        timing = true;
    }

    /** The CPU times of the tasks run since {@link #start()}, in ms. */
    List<Double> stop() {
        timing = false;
        synchronized (times) {
            return new ArrayList<>(times);
        }
    }

    /** The tasks' CPU times until the last {@link #stop()}, each with the collector's pauses while it ran, in ms. */
    List<Double> stalls() {
        synchronized (times) {
            return new ArrayList<>(stalls);
        }
    }

    private static long collectorPausesMs() {
        long total = 0;
        for (var collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            total += Math.max(0, collector.getCollectionTime());
        }
        return total;
    }
}
