package io.tenantdesk.bench;

import io.tenantdesk.audit.AuditPage;
import io.tenantdesk.audit.AuditQuery;
import io.tenantdesk.audit.AuditRecords;
import io.tenantdesk.audit.AuditTable;
import io.tenantdesk.audit.AuditTableDesign;
import io.tenantdesk.audit.SharedRecord;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.journal.JournalPage;
import io.tenantdesk.journal.JournalQuery;
import io.tenantdesk.local.DynaliteServer;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.WriteRecord;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@code mvn -Pbench -Dbench=audit}: what the shared change record costs. The median latency of one conditional
 * update of a license through the store, recording it in the local journal only (the baseline) and in the shared
 * audit table as well, taken in turns in the same run; then the time the journal view takes to its first page of
 * {@value #PAGE} rows from an audit table of {@code bench.audit.entries} entries (100,000 unless set), against the
 * bare Query of that page, taken in turns: the first time in the JVM (cold) apart, then the median of the rest with
 * its spread, and the client's CPU time and heap allocated per page, which the machine's load hardly changes.
 */
final class AuditBenchmark implements Benchmark {

    static final int UPDATES = Integer.getInteger("bench.audit.updates", 200);
    static final int ENTRIES = Integer.getInteger("bench.audit.entries", 100_000);
    static final int PAGE = 200;
    static final int RUNS = 16;

    @Override
    public String name() {
        return "audit";
    }

    @Override
    public void run(BenchReport report) throws Exception {
        report.section("audit: the shared change record (dynalite, local)");
        PlatformDescriptor appData = BenchData.appData();
        Path dir = Files.createTempDirectory("tenantdesk-audit-bench");
        try (DynaliteServer server = DynaliteServer.start(DynaliteServer.defaultDirectory());
                DynamoDbClient client = DynamoClients.local(server.endpoint())) {
            TableNameMapping mapping = TableNameMapping.identity();
            BenchData.load(client, appData, mapping, BenchData.licenses(10));
            Connection connection = new Connection("bench", client, mapping, false);
            AuditTable table = new AuditTable(connection, "tenantdesk-audit", Optional.empty());
            table.create();
            EntityStore local = new EntityStore(
                    connection, appData, new ChangeJournal(dir.resolve("local.jsonl")), Clock.systemUTC(), "bench");
            SharedRecord shared = new SharedRecord(new ChangeJournal(dir.resolve("shared.jsonl")), table);
            EntityStore sharing = new EntityStore(connection, appData, shared, Clock.systemUTC(), "bench");
            updates(report, appData, local, sharing);
            firstRows(report, table, shared);
        } finally {
            try (var files = Files.list(dir)) {
                for (Path file : files.toList()) {
                    Files.deleteIfExists(file);
                }
            }
            Files.deleteIfExists(dir);
        }
    }

    private static void updates(
            BenchReport report, PlatformDescriptor appData, EntityStore local, EntityStore sharing) {
        EntityDef license = appData.entity("License").orElseThrow();
        List<EntityRow> rows = new ArrayList<>();
        local.list(license, Scope.all(), null, page -> rows.addAll(page.rows()), new CancelToken());
        EntityRow one = rows.get(0);
        double[] plain = new double[UPDATES];
        double[] withShared = new double[UPDATES];
        for (int i = 0; i < UPDATES + 20; i++) {
            boolean warmUp = i < 20;
            Timed alone = update(local, license, one, 2 * i + 1);
            Timed recorded = update(sharing, license, alone.row(), 2 * i + 2);
            one = recorded.row();
            if (!warmUp) {
                plain[i - 20] = alone.ms();
                withShared[i - 20] = recorded.ms();
            }
        }
        double base = BenchStats.median(plain);
        double audited = BenchStats.median(withShared);
        report.figure("baseline: one conditional update, local journal only (median of " + UPDATES + ")", base, "ms");
        report.figure("one conditional update with the shared audit table (median of " + UPDATES + ")", audited, "ms");
        report.figure("added by the shared record", audited - base, "ms (a put before, an update after)");
        report.ratio("shared / local-only latency", audited / base, "about 3: two more requests per write");
    }

    private record Timed(EntityRow row, double ms) {}

    private static Timed update(EntityStore store, EntityDef license, EntityRow loaded, int seats) {
        Map<String, Value> fields = ChangePlanner.fieldsOf(license, loaded);
        fields.put("seats", Value.num(seats));
        long start = System.nanoTime();
        EntityRow written = store.apply(store.planUpdate(loaded, fields), "bench " + seats)
                .item()
                .orElseThrow();
        return new Timed(written, (System.nanoTime() - start) / 1e6);
    }

    /** Fills the table with copies of the entries already in it (new ids, a second apart), then lists it. */
    private static void firstRows(BenchReport report, AuditTable table, SharedRecord shared) throws Exception {
        WriteRecord model = shared.page(JournalQuery.all(), Optional.empty(), 1, new CancelToken())
                .entries()
                .get(0);
        Item stored = table.get(model.id()).orElseThrow();
        String begin = stored.scalarTextOrNull(AuditTableDesign.BEGIN);
        String end = stored.scalarTextOrNull(AuditTableDesign.END);
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<?>> puts = new ArrayList<>();
            Instant t0 = Instant.parse("2026-01-01T00:00:00Z");
            for (int worker = 0; worker < 8; worker++) {
                int from = worker;
                puts.add(pool.submit(() -> {
                    for (int n = from; n < ENTRIES; n += 8) {
                        String id = String.format("bench-%08d", n);
                        WriteRecord copy = AuditRecords.copy(model, id, t0.plusSeconds(n));
                        table.begin(copy, begin.replace(model.id(), id));
                        table.complete(copy.completed(model.outcome()), end.replace(model.id(), id));
                    }
                }));
            }
            for (Future<?> put : puts) {
                put.get();
            }
        } finally {
            pool.shutdownNow();
        }
        report.figure("audit table filled (setup): " + ENTRIES + " entries", (System.nanoTime() - start) / 1e9, "s");
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long self = Thread.currentThread().getId();
        List<Double> bareMs = new ArrayList<>();
        List<Double> viewMs = new ArrayList<>();
        List<Double> ratios = new ArrayList<>();
        List<Double> bareCpu = new ArrayList<>();
        List<Double> viewCpu = new ArrayList<>();
        List<Double> bareKb = new ArrayList<>();
        List<Double> viewKb = new ArrayList<>();
        for (int i = 0; i < RUNS; i++) {
            long qBytes = threads.getThreadAllocatedBytes(self);
            long qCpu = threads.getCurrentThreadCpuTime();
            long q = System.nanoTime();
            AuditPage page = table.page(AuditQuery.Window.everything(), Optional.empty(), PAGE);
            double bare = (System.nanoTime() - q) / 1e6;
            double bareThread = (threads.getCurrentThreadCpuTime() - qCpu) / 1e6;
            double bareAllocated = (threads.getThreadAllocatedBytes(self) - qBytes) / 1024.0;
            long vBytes = threads.getThreadAllocatedBytes(self);
            long vCpu = threads.getCurrentThreadCpuTime();
            long v = System.nanoTime();
            JournalPage rows = shared.page(JournalQuery.all(), Optional.empty(), PAGE, new CancelToken());
            double view = (System.nanoTime() - v) / 1e6;
            double viewThread = (threads.getCurrentThreadCpuTime() - vCpu) / 1e6;
            double viewAllocated = (threads.getThreadAllocatedBytes(self) - vBytes) / 1024.0;
            if (rows.lines().size() != PAGE || page.items().size() != PAGE) {
                report.note("a page held " + rows.lines().size() + " rows, not " + PAGE);
            }
            if (i == 0) {
                report.figure(
                        "cold (the JVM's first listing): bare Query of the newest " + PAGE + " entries", bare, "ms");
                report.figure("cold: the journal view's first " + PAGE + " rows", view, "ms");
                report.ratio("cold: first rows / bare Query", view / bare, "<= 1.5");
                continue;
            }
            bareMs.add(bare);
            viewMs.add(view);
            ratios.add(view / bare);
            bareCpu.add(bareThread);
            viewCpu.add(viewThread);
            bareKb.add(bareAllocated);
            viewKb.add(viewAllocated);
        }
        report.figure(
                "baseline: the bare Query of the newest " + PAGE + " entries (median of " + bareMs.size() + ", spread "
                        + BenchStats.spread(bareMs) + ")",
                BenchStats.median(bareMs),
                "ms");
        report.figure(
                "journal view's first " + PAGE + " rows of " + ENTRIES + " entries (median, spread "
                        + BenchStats.spread(viewMs) + ")",
                BenchStats.median(viewMs),
                "ms");
        report.figure(
                "client CPU per page: bare Query (median, spread " + BenchStats.spread(bareCpu) + ")",
                BenchStats.median(bareCpu),
                "ms");
        report.figure(
                "client CPU per page: journal view (median, spread " + BenchStats.spread(viewCpu) + ")",
                BenchStats.median(viewCpu),
                "ms");
        report.figure("client heap allocated per page: bare Query (median)", BenchStats.median(bareKb), "KB");
        report.figure("client heap allocated per page: journal view (median)", BenchStats.median(viewKb), "KB");
        report.ratio(
                "first rows / bare Query, taken in turns (median of the runs' ratios, spread "
                        + String.format(
                                Locale.ROOT,
                                "%.2f–%.2f",
                                ratios.stream().mapToDouble(d -> d).min().orElse(0),
                                ratios.stream().mapToDouble(d -> d).max().orElse(0))
                        + ")",
                BenchStats.median(ratios),
                "<= 1.5");
    }
}
