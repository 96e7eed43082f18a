package io.tenantdesk.bench;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

/**
 * Where a console process's time went between two moments, as {@link WindowProbeFx} sees it from the FX thread: the
 * CPU of the FX thread, of JavaFX's render thread (which paints each frame, in software here) and of the whole
 * process, the collector's pauses and the compiler's time, in ms.
 */
final class ThreadTimes {

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final com.sun.management.OperatingSystemMXBean os =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private final long renderer = Thread.getAllStackTraces().keySet().stream()
            .filter(t -> t.getName().startsWith("QuantumRenderer"))
            .mapToLong(Thread::getId)
            .findFirst()
            .orElse(-1);

    /** Now; call on the FX thread. */
    long[] snapshot() {
        long gc = 0;
        for (GarbageCollectorMXBean c : ManagementFactory.getGarbageCollectorMXBeans()) {
            gc += Math.max(0, c.getCollectionTime());
        }
        return new long[] {
            threads.getCurrentThreadCpuTime(),
            renderer < 0 ? 0 : threads.getThreadCpuTime(renderer),
            os.getProcessCpuTime(),
            gc,
            ManagementFactory.getCompilationMXBean().getTotalCompilationTime()
        };
    }

    /** "FX RENDER PROCESS GC JIT" in ms since {@code before}; call on the FX thread. */
    String since(long[] before) {
        long[] now = snapshot();
        return String.format(
                Locale.ROOT,
                "%.1f %.1f %.1f %d %d",
                (now[0] - before[0]) / 1e6,
                (now[1] - before[1]) / 1e6,
                (now[2] - before[2]) / 1e6,
                now[3] - before[3],
                now[4] - before[4]);
    }
}
