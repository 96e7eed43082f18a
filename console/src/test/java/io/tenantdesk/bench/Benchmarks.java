package io.tenantdesk.bench;

import java.util.List;
import java.util.Set;

/**
 * The benchmark command ({@code mvn -Pbench}): runs every section, or those named in the system property
 * {@code bench} (comma-separated). Each section measures Tenantdesk against a baseline taken in the same
 * run and prints the ratio; nothing here is asserted.
 */
public final class Benchmarks {

    private Benchmarks() {}

    static List<Benchmark> all() {
        return List.of(
                new StoreBenchmark(),
                new UiBenchmark(),
                new PaintBenchmark(),
                new LintBenchmark(),
                new LintExportBenchmark(),
                new MemoryBenchmark(),
                new StartupBenchmark(),
                new WindowBenchmark(),
                new JournalBenchmark(),
                new RepairBenchmark(),
                new AuditBenchmark());
    }

    public static void main(String[] args) throws Exception {
        String wanted = System.getProperty("bench", "");
        Set<String> names = wanted.isBlank() ? Set.of() : Set.of(wanted.split(","));
        BenchReport report = new BenchReport(System.out);
        for (Benchmark b : all()) {
            if (names.isEmpty() || names.contains(b.name())) {
                b.run(report);
            }
        }
    }
}
