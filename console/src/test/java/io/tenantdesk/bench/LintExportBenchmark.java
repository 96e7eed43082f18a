package io.tenantdesk.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.concurrent.Daemons;
import io.tenantdesk.lint.LintJson;
import io.tenantdesk.lint.LintMerge;
import io.tenantdesk.lint.LintProgress;
import io.tenantdesk.lint.LintReport;
import io.tenantdesk.lint.LintRequest;
import io.tenantdesk.lint.Linter;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.ScanShare;
import io.tenantdesk.tableexport.ExportManifest;
import io.tenantdesk.tableexport.ExportSource;
import io.tenantdesk.tableexport.FolderFiles;
import io.tenantdesk.tableexport.ManifestReader;
import io.tenantdesk.testing.ExportWriter;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * Lint of a DynamoDB export (100,000 app_data licenses written by the tests' export writer, 16 gzipped data
 * files) against the raw work any reader of those files does in the same run: gunzip, split into lines, parse
 * each line with Jackson's tree model. Both run on one thread, so items per CPU-second of the process is the
 * per-core figure. Then 8 shares of the export linted apart and merged, against one run over the whole.
 */
final class LintExportBenchmark implements Benchmark {

    private static final int ITEMS = 100_000;
    private static final int FILES = 16;
    private static final int RUNS = 5;
    /**
     * Passes over the files per run, raw and lint taking turns pass by pass and their CPU time summed, so that what
     * else the machine runs falls on both alike (the process's CPU time counts in 10 ms steps; a pass takes about
     * 0.2 s).
     */
    private static final int PASSES = 5;

    private static final int SHARES = 8;
    private static final Instant EXPORTED = Instant.parse("2026-03-01T12:00:00Z");

    @Override
    public String name() {
        return "lint-export";
    }

    @Override
    public void run(BenchReport report) throws Exception {
        report.section("lint --export: " + ITEMS + " licenses in " + FILES + " gzipped DynamoDB JSON files");
        PlatformDescriptor appData = BenchData.appData();
        Path root = Files.createTempDirectory("tenantdesk-bench-export");
        ExecutorService pool = Executors.newFixedThreadPool(2, Daemons.named("bench-export"));
        try {
            List<Item> items = new ArrayList<>(BenchData.licenses(ITEMS));
            for (int i = 0; i < items.size(); i += 1_000) {
                items.set(
                        i,
                        items.get(i).toBuilder().putString("status", "archived").build());
            }
            Path folder = new ExportWriter().write(root, "prod-app_data", items, FILES, EXPORTED);
            FolderFiles files = new FolderFiles(folder);
            ExportManifest manifest = new ManifestReader().read(files);
            List<Path> dataFiles =
                    manifest.files().stream().map(f -> folder.resolve(f.path())).toList();
            ExportSource source = new ExportSource(files, manifest, "app_data", appData, pool);
            Linter linter = new Linter(source, appData);

            check(rawParse(dataFiles), lint(linter, 1, ScanShare.whole()).items());
            double[] raw = new double[RUNS];
            double[] lint = new double[RUNS];
            double[] rawCpu = new double[RUNS];
            double[] lintCpu = new double[RUNS];
            double[] lintTwo = new double[RUNS];
            List<Double> ratios = new ArrayList<>();
            for (int i = 0; i < RUNS; i++) {
                long rawItems = 0;
                long lintItems = 0;
                long rawNanos = 0;
                long lintNanos = 0;
                for (int pass = 0; pass < PASSES; pass++) {
                    long cpu = processCpuNanos();
                    rawItems += rawParse(dataFiles);
                    rawNanos += processCpuNanos() - cpu;
                    cpu = processCpuNanos();
                    lintItems += lint(linter, 1, ScanShare.whole()).items();
                    lintNanos += processCpuNanos() - cpu;
                }
                rawCpu[i] = rawNanos / 1e9;
                lintCpu[i] = lintNanos / 1e9;
                raw[i] = rawItems / rawCpu[i];
                lint[i] = lintItems / lintCpu[i];
                ratios.add(lint[i] / raw[i]);
                long start = System.nanoTime();
                lintTwo[i] = lint(linter, 2, ScanShare.whole()).items() / ((System.nanoTime() - start) / 1e9);
                check(rawItems / PASSES, lintItems / PASSES);
            }
            report.figure(
                    "raw: gunzip + Jackson tree per line, items per CPU-second",
                    BenchStats.median(raw),
                    "items/s/core");
            report.figure(
                    "lint --export (parse, classify, tally), items per CPU-second",
                    BenchStats.median(lint),
                    "items/s/core");
            report.ratio("lint / raw per core (median of the runs' ratios)", BenchStats.median(ratios), ">= 0.8");
            report.note("  lint / raw per run: "
                    + ratios.stream()
                            .map(r -> String.format(Locale.ROOT, "%.2f", r))
                            .toList());
            report.figure(
                    "CPU per run of " + PASSES + " passes, raw (median of " + RUNS + ")",
                    BenchStats.median(rawCpu),
                    "s");
            report.figure(
                    "CPU per run of " + PASSES + " passes, lint (median of " + RUNS + ")",
                    BenchStats.median(lintCpu),
                    "s");
            report.figure("lint --export, 2 files at once, wall-clock items/s", BenchStats.median(lintTwo), "items/s");
            report.note(String.format(
                    Locale.ROOT,
                    "load average when measured: %.2f on %d cores",
                    ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                    Runtime.getRuntime().availableProcessors()));

            LintReport whole = lint(linter, 2, ScanShare.whole());
            List<LintReport> shares = new ArrayList<>();
            for (int s = 0; s < SHARES; s++) {
                shares.add(lint(linter, 2, new ScanShare(s, SHARES)));
            }
            LintReport merged = new LintMerge().merge(shares);
            boolean equal = comparable(merged).equals(comparable(whole));
            report.note(String.format(
                    Locale.ROOT,
                    "%d shares merged == one run over the whole: %s (%,d items, %,d findings;"
                            + " largest share %,d items)",
                    SHARES,
                    equal ? "yes" : "NO, they differ",
                    merged.items(),
                    merged.findings(),
                    shares.stream().mapToLong(LintReport::items).max().orElse(0)));
        } finally {
            pool.shutdownNow();
            try (Stream<Path> walk = Files.walk(root)) {
                walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static LintReport lint(Linter linter, int filesAtOnce, ScanShare share) {
        return linter.lint(
                new LintRequest(List.of("app_data"), filesAtOnce, share, 5, EXPORTED, false),
                LintProgress.none(),
                new CancelToken());
    }

    /** What any reader of the export does before it can look at an item. */
    private static long rawParse(List<Path> dataFiles) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        long items = 0;
        for (Path file : dataFiles) {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(
                    new GZIPInputStream(Files.newInputStream(file), 64 * 1024), StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    if (mapper.readTree(line).has("Item")) {
                        items++;
                    }
                }
            }
        }
        return items;
    }

    private static JsonNode comparable(LintReport report) {
        ObjectNode json = new LintJson().toJson(report);
        json.remove(List.of("elapsedMs", "segments", "share"));
        json.get("tables").forEach(t -> ((ObjectNode) t).remove(List.of("elapsedMs", "capacityUnits")));
        return json;
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static void check(long raw, long lint) {
        if (raw != ITEMS || lint != ITEMS) {
            throw new IllegalStateException("expected " + ITEMS + " items, raw parsing read " + raw + ", lint " + lint);
        }
    }
}
