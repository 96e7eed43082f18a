package io.tenantdesk.bench;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Collection;
import java.util.Locale;

/** The figures every benchmark section takes of its runs. */
final class BenchStats {

    private BenchStats() {}

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

    /** Heap in use once the collector has run a few times: what is still held. */
    static long usedHeap() {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 4; i++) {
            System.gc();
        }
        return rt.totalMemory() - rt.freeMemory();
    }

    /** "min–max (n)" of the values, for a figure's spread beside its median. */
    static String spread(Collection<? extends Number> values) {
        double min = values.stream().mapToDouble(Number::doubleValue).min().orElse(Double.NaN);
        double max = values.stream().mapToDouble(Number::doubleValue).max().orElse(Double.NaN);
        return String.format(Locale.ROOT, "%.1f–%.1f (n=%d)", min, max, values.size());
    }

    /** The machine's one-minute load average and its cores, to read beside a timing: "load 3.2 on 2 cores". */
    static String loadAverage() {
        var os = ManagementFactory.getOperatingSystemMXBean();
        return String.format(
                Locale.ROOT, "load %.1f on %d cores", os.getSystemLoadAverage(), os.getAvailableProcessors());
    }

    /** This process's resident memory (VmRSS), in bytes; -1 where /proc does not tell. */
    static long residentBytes() {
        try {
            for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (java.io.IOException | NumberFormatException e) {
            return -1;
        }
        return -1;
    }
}
