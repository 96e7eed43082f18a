package io.tenantdesk.bench;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.aws.connect.ServiceEndpoints;
import io.tenantdesk.cli.Cli;
import io.tenantdesk.cli.CliContext;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.concurrent.Daemons;
import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.lint.LintProgress;
import io.tenantdesk.lint.LintReport;
import io.tenantdesk.lint.LintRequest;
import io.tenantdesk.lint.Linter;
import io.tenantdesk.local.DynaliteServer;
import io.tenantdesk.local.DynaliteSetup;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.ScanShare;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.TableScanner;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Lint against a raw parallel Scan of the same 100,000 items with the same segments in the same run, and
 * export's memory: the peak heap of exporting 100,000 rows against keeping them, and the smallest heap
 * the export command runs in.
 */
final class LintBenchmark implements Benchmark {

    static final int ITEMS = 100_000;
    private static final int SEGMENTS = 4;
    private static final int RUNS = 5;
    private static final String SMALL_HEAP = "-Xmx48m";

    @Override
    public String name() {
        return "lint";
    }

    @Override
    public void run(BenchReport report) throws Exception {
        report.section("lint: " + ITEMS + " licenses in one table, " + SEGMENTS + " scan segments (dynalite, local)");
        PlatformDescriptor appData = BenchData.appData();
        ExecutorService pool = Executors.newFixedThreadPool(2 * SEGMENTS, Daemons.named("bench-scan"));
        try (DynaliteServer server = DynaliteServer.start(DynaliteServer.defaultDirectory());
                DynamoDbClient client = DynamoClients.local(server.endpoint())) {
            long loadStart = System.nanoTime();
            BenchData.load(client, appData, TableNameMapping.identity(), BenchData.licenses(ITEMS));
            report.figure("load with BatchWriteItem (setup)", (System.nanoTime() - loadStart) / 1e9, "s");
            Connection connection = new Connection("bench", client, TableNameMapping.identity(), true);
            Linter linter = new Linter(new TableScanner(connection, appData, pool), appData);

            check(rawScan(client, pool), lint(linter));
            double[] raw = new double[RUNS];
            double[] lint = new double[RUNS];
            double[] rawCpu = new double[RUNS];
            double[] lintCpu = new double[RUNS];
            for (int i = 0; i < RUNS; i++) {
                long start = System.nanoTime();
                long cpu = processCpuNanos();
                long rawItems = rawScan(client, pool);
                raw[i] = rawItems / ((System.nanoTime() - start) / 1e9);
                rawCpu[i] = (processCpuNanos() - cpu) / 1e9;
                start = System.nanoTime();
                cpu = processCpuNanos();
                long lintItems = lint(linter);
                lint[i] = lintItems / ((System.nanoTime() - start) / 1e9);
                lintCpu[i] = (processCpuNanos() - cpu) / 1e9;
                check(rawItems, lintItems);
            }
            double rawMedian = BenchStats.median(raw);
            double lintMedian = BenchStats.median(lint);
            report.figure(
                    "raw parallel Scan (" + SEGMENTS + " segments), items/s (median of " + RUNS + ")",
                    rawMedian,
                    "items/s");
            report.figure("lint (scan, classify, tally), items/s (median of " + RUNS + ")", lintMedian, "items/s");
            report.ratio("lint / raw throughput", lintMedian / rawMedian, ">= 0.8");
            report.figure(
                    "JVM CPU per run, raw scan (median; dynalite's own CPU not included)",
                    BenchStats.median(rawCpu),
                    "s");
            report.figure("JVM CPU per run, lint (median)", BenchStats.median(lintCpu), "s");
            report.note(String.format(
                    Locale.ROOT,
                    "load average when measured: %.2f on %d cores",
                    ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                    Runtime.getRuntime().availableProcessors()));
            report.figure(
                    "tenantdesk lint command end to end (connect, check tables, JSON)",
                    command(server, "lint", "--format", "json"),
                    "s");

            String[] export = {"--entity", "License", "--format", "jsonl"};
            double exportSeconds = command(server, "export", export);
            report.figure(
                    "tenantdesk export of " + ITEMS + " rows (jsonl to a null stream), rows/s",
                    ITEMS / exportSeconds,
                    "rows/s");
            Heap streamed = measure(() -> command(server, "export", export));
            Heap kept = measure(() -> keepAll(server));
            report.figure("export: peak heap held (after forced GCs, above idle)", streamed.livePeak() / 1e6, "MB");
            report.figure(
                    "export: peak old-gen heap (MemoryMXBean; promoted garbage included)",
                    streamed.oldGenPeak() / 1e6,
                    "MB");
            report.figure(
                    "export: peak heap used, sampled every 5 ms (garbage included)",
                    streamed.sampledPeak() / 1e6,
                    "MB");
            report.figure("baseline, the rows kept in a list: peak heap held", kept.livePeak() / 1e6, "MB");
            report.figure("baseline, the rows kept in a list: peak old-gen heap", kept.oldGenPeak() / 1e6, "MB");
            report.figure("baseline, the rows kept in a list: peak heap sampled", kept.sampledPeak() / 1e6, "MB");
            report.note(smallHeap(server));
        } finally {
            pool.shutdownNow();
        }
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static long rawScan(DynamoDbClient client, ExecutorService pool) throws Exception {
        List<Future<Long>> segments = new ArrayList<>();
        for (int s = 0; s < SEGMENTS; s++) {
            int segment = s;
            segments.add(pool.submit(() -> {
                long items = 0;
                Map<String, AttributeValue> start = null;
                do {
                    Map<String, AttributeValue> from = start;
                    ScanResponse page = client.scan(r -> r.tableName("app_data")
                            .segment(segment)
                            .totalSegments(SEGMENTS)
                            .exclusiveStartKey(from));
                    items += page.items().size();
                    start = page.hasLastEvaluatedKey()
                                    && !page.lastEvaluatedKey().isEmpty()
                            ? page.lastEvaluatedKey()
                            : null;
                } while (start != null);
                return items;
            }));
        }
        long total = 0;
        for (Future<Long> f : segments) {
            total += f.get();
        }
        return total;
    }

    private static long lint(Linter linter) {
        LintReport report = linter.lint(
                new LintRequest(List.of("app_data"), SEGMENTS, ScanShare.whole(), 5, Instant.now(), false),
                LintProgress.none(),
                new CancelToken());
        if (!report.clean()) {
            throw new IllegalStateException(
                    "the benchmark's licenses should be clean: " + report.findings() + " findings");
        }
        return report.items();
    }

    /** Runs a command in-process with its output thrown away; returns the seconds it took. */
    private static double command(DynaliteServer server, String command, String... options) {
        List<String> args = new ArrayList<>(
                List.of(command, "--endpoint", server.endpoint().toString(), "--platform", "app_data", "--quiet"));
        args.addAll(List.of(options));
        PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream());
        CliContext context = new CliContext(
                nowhere,
                System.err,
                HostEnvironment.system(),
                Clock.systemUTC(),
                false,
                ServiceEndpoints.standard(),
                DynaliteSetup.at(DynaliteServer.defaultDirectory()),
                onStop -> onStop.run());
        long start = System.nanoTime();
        int exit = new Cli(context).run(args.toArray(String[]::new));
        if (exit > 1) {
            throw new IllegalStateException("tenantdesk " + command + " exited with " + exit);
        }
        return (System.nanoTime() - start) / 1e9;
    }

    /** The baseline export avoids: every row of the same read kept until the end. */
    private static double keepAll(DynaliteServer server) throws IOException {
        PlatformDescriptor appData = BenchData.appData();
        Path journal = Files.createTempFile("tenantdesk-bench", ".jsonl");
        try (DynamoDbClient client = DynamoClients.local(server.endpoint())) {
            EntityStore store = new EntityStore(
                    new Connection("bench", client, TableNameMapping.identity(), true),
                    appData,
                    new ChangeJournal(journal),
                    Clock.systemUTC(),
                    "bench");
            List<EntityRow> rows = new ArrayList<>();
            store.list(
                    appData.entity("License").orElseThrow(),
                    Scope.all(),
                    null,
                    page -> rows.addAll(page.rows()),
                    new CancelToken());
            return rows.size();
        } finally {
            Files.deleteIfExists(journal);
        }
    }

    /**
     * @param oldGenPeak  the old generation's peak use (the MemoryMXBean figure; promoted garbage included)
     * @param sampledPeak the most heap in use at any 5 ms sample, garbage included
     * @param livePeak    the most heap still in use after a full collection, forced every 100 ms, above the heap
     *                    in use before the work began: what the work really holds on to
     */
    private record Heap(long oldGenPeak, long sampledPeak, long livePeak) {}

    @FunctionalInterface
    private interface Work {
        Object run() throws Exception;
    }

    private static Heap measure(Work work) throws Exception {
        long idle = usedAfterGc();
        List<MemoryPoolMXBean> oldGen = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getType() == MemoryType.HEAP)
                .filter(p -> p.getName().contains("Old") || p.getName().contains("Tenured"))
                .toList();
        oldGen.forEach(MemoryPoolMXBean::resetPeakUsage);
        long sampled = sample(
                work,
                5,
                () -> ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
        long oldGenPeak =
                oldGen.stream().mapToLong(p -> p.getPeakUsage().getUsed()).sum();
        long live = sample(work, 100, LintBenchmark::usedAfterGc);
        return new Heap(oldGenPeak, sampled, Math.max(0, live - idle));
    }

    /** Runs the work once while a sampler of our own reads {@code reading} every {@code millis}; the largest reading. */
    private static long sample(Work work, long millis, LongSupplier reading) throws Exception {
        AtomicLong peak = new AtomicLong();
        ScheduledExecutorService sampler = Executors.newSingleThreadScheduledExecutor();
        try {
            sampler.scheduleWithFixedDelay(
                    () -> peak.accumulateAndGet(reading.getAsLong(), Math::max), 0, millis, TimeUnit.MILLISECONDS);
            work.run();
        } finally {
            sampler.shutdownNow();
            sampler.awaitTermination(10, TimeUnit.SECONDS);
        }
        return peak.get();
    }

    private static long usedAfterGc() {
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /** The export command in a JVM whose heap could not hold the rows: it only completes if it streams. */
    private static String smallHeap(DynaliteServer server) throws Exception {
        Process child = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        SMALL_HEAP,
                        "-cp",
                        System.getProperty("java.class.path"),
                        "io.tenantdesk.Tenantdesk",
                        "export",
                        "--endpoint",
                        server.endpoint().toString(),
                        "--platform",
                        "app_data",
                        "--entity",
                        "License",
                        "--format",
                        "jsonl",
                        "--quiet",
                        "--out",
                        "/dev/null")
                .redirectErrorStream(true)
                .start();
        long start = System.nanoTime();
        String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        int exit = child.waitFor();
        double seconds = (System.nanoTime() - start) / 1e9;
        return exit == 0
                ? String.format(
                        Locale.ROOT,
                        "export of %,d rows in a separate JVM with %s: completed in %.1f s",
                        ITEMS,
                        SMALL_HEAP,
                        seconds)
                : "export of " + ITEMS + " rows with " + SMALL_HEAP + " FAILED (exit " + exit + "): " + output;
    }

    private static void check(long raw, long lint) {
        if (raw != ITEMS || lint != ITEMS) {
            throw new IllegalStateException("expected " + ITEMS + " items, raw scan read " + raw + ", lint " + lint);
        }
    }
}
