package io.tenantdesk.bench;

import java.util.Arrays;
import java.util.Collection;

/** The figures every benchmark section takes of its runs. */
final class BenchStats {

    private BenchStats() {
    }

    /** The middle value, or the mean of the two middle values of an even count; NaN when there is none. */
    static double median(double[] values) {
        if (values.length == 0) {
            return Double.NaN;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    static double median(Collection<? extends Number> values) {
        return median(values.stream().mapToDouble(Number::doubleValue).toArray());
    }

    /** The last minute's and five minutes' load average, e.g. "1.52 0.98", or "?" where the system does not say. */
    static String loadAverage() {
        try {
            String[] fields = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).split(" ");
            return fields[0] + " " + fields[1];
        } catch (java.io.IOException | RuntimeException notLinux) {
            double minute = java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
            return minute < 0 ? "?" : String.format(java.util.Locale.ROOT, "%.2f", minute);
        }
    }

    /** Heap in use once the collector has run a few times: what is still held. */
    static long usedHeap() {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 4; i++) {
            System.gc();
        }
        return rt.totalMemory() - rt.freeMemory();
    }
}
