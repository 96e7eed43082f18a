package io.tenantdesk.testing.fx;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

/**
 * Waits for what the FX thread was handed, however long a busy machine makes that: the wait ends when the work is
 * done. It fails when the FX thread makes no progress at all (no CPU time) for {@link #STALLED} while the work is
 * not done, which no load explains: the thread is stuck, and the failure shows where. A thread kept busy by something
 * else (an animation left running) never looks stuck, so the wait also ends, failing, after {@link #CEILING}.
 */
public final class FxWait {

    static final Duration STALLED = Duration.ofSeconds(60);
    static final Duration CEILING = Duration.ofMinutes(10);
    private static final String FX_THREAD = "JavaFX Application Thread";

    private FxWait() {}

    /** The work's result, once it is done. */
    public static <T> T await(Future<T> work) throws ExecutionException, InterruptedException {
        return await(work, STALLED, CEILING);
    }

    /**
     * As {@link #await(Future)}, failing once the FX thread made no progress for {@code stalled}, or once the work
     * took {@code ceiling}.
     */
    static <T> T await(Future<T> work, Duration stalled, Duration ceiling)
            throws ExecutionException, InterruptedException {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long fx = fxThreadId();
        long progress = cpuTime(threads, fx);
        long still = System.nanoTime();
        long started = still;
        while (true) {
            try {
                return work.get(Math.min(1000, stalled.toMillis() / 4 + 1), TimeUnit.MILLISECONDS);
            } catch (TimeoutException notYet) {
                long now = cpuTime(threads, fx);
                if (now != progress) {
                    progress = now;
                    still = System.nanoTime();
                } else if (System.nanoTime() - still > stalled.toNanos()) {
                    throw new IllegalStateException("the FX thread made no progress for " + stalled.toMillis()
                            + " ms with the work not done:\n" + where(threads, fx));
                }
                if (System.nanoTime() - started > ceiling.toNanos()) {
                    throw new IllegalStateException("the FX thread kept busy for " + ceiling.toMillis()
                            + " ms with the work not done:\n" + where(threads, fx));
                }
            }
        }
    }

    private static long fxThreadId() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals(FX_THREAD))
                .mapToLong(Thread::getId)
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no FX thread runs"));
    }

    /** The thread's CPU time; where the JVM does not measure it, a change of stack stands for progress. */
    private static long cpuTime(ThreadMXBean threads, long id) {
        long cpu = threads.isThreadCpuTimeSupported() ? threads.getThreadCpuTime(id) : -1;
        return cpu >= 0 ? cpu : where(threads, id).hashCode();
    }

    private static String where(ThreadMXBean threads, long id) {
        ThreadInfo info = threads.getThreadInfo(id, Integer.MAX_VALUE);
        return info == null
                ? "(the FX thread has ended)"
                : info.getThreadState() + "\n"
                        + Arrays.stream(info.getStackTrace())
                                .map(frame -> "    at " + frame)
                                .collect(Collectors.joining("\n"));
    }
}
