package io.tenantdesk.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * The benchmark's UI thread: runs tasks on the given executor and, while started, takes the CPU time of each one
 * (which the machine's load hardly changes, unlike the time on the clock).
 */
final class UiTaskTimes implements Executor {

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final Executor ui;
    private final List<Double> times = new ArrayList<>();
    private volatile boolean timing;

    UiTaskTimes(Executor ui) {
        this.ui = ui;
    }

    @Override
    public void execute(Runnable task) {
        ui.execute(() -> {
            long start = threads.getCurrentThreadCpuTime();
            task.run();
            if (timing) {
                synchronized (times) {
                    times.add((threads.getCurrentThreadCpuTime() - start) / 1e6);
                }
            }
        });
    }

    void start() {
        synchronized (times) {
            times.clear();
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
}
