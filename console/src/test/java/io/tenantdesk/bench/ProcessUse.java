package io.tenantdesk.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Another process's CPU time and resident memory, from /proc, as {@code top} reads them. */
final class ProcessUse {

    /** Clock ticks a second in /proc's CPU times (USER_HZ, 100 on Linux). */
    static final double TICKS_PER_SECOND = 100;

    private final long pid;

    ProcessUse(long pid) {
        this.pid = pid;
    }

    /** CPU seconds the process has used, user and system, all its threads. */
    double cpuSeconds() {
        return WindowProbe.cpuTicks(Path.of("/proc", Long.toString(pid), "stat")) / TICKS_PER_SECOND;
    }

    /** VmRSS, in MB (10^6 bytes); NaN when /proc does not tell. */
    double residentMb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024 / 1e6;
                }
            }
        } catch (IOException | NumberFormatException e) {
            return Double.NaN;
        }
        return Double.NaN;
    }

    /**
     * Waits until the process is idle, as a user who stops to look: less than 30 ms of CPU in a second, at most
     * {@code maxSeconds}.
     */
    void settle(int maxSeconds) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(maxSeconds);
        double before = cpuSeconds();
        while (System.nanoTime() < deadline) {
            Thread.sleep(1000);
            double now = cpuSeconds();
            if (now - before < 0.03) {
                return;
            }
            before = now;
        }
    }
}
