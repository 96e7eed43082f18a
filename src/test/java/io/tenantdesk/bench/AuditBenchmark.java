package io.tenantdesk.bench;

import io.tenantdesk.audit.AuditEntry;
import io.tenantdesk.audit.AuditPage;
import io.tenantdesk.audit.AuditQuery;
import io.tenantdesk.audit.AuditTable;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.journal.JournalPage;
import io.tenantdesk.journal.JournalQuery;
import io.tenantdesk.journal.SharedRecord;
import io.tenantdesk.local.DynaliteServer;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.Scope;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
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
 * {@value #PAGE} rows from an audit table of {@value #ENTRIES} entries, against the bare Query of that page.
 */
final class AuditBenchmark implements Benchmark {

    static final int UPDATES = Integer.getInteger("bench.audit.updates", 200);
    static final int ENTRIES = Integer.getInteger("bench.audit.entries", 100_000);
    static final int PAGE = 200;
    static final int RUNS = 7;

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
            AuditTable table = new AuditTable(client, "tenantdesk-audit", Optional.empty());
            table.create();
            Connection connection = new Connection("bench", client, mapping, false);
            EntityStore local = new EntityStore(connection, appData, new ChangeJournal(dir.resolve("local.jsonl")),
                    Clock.systemUTC(), "bench");
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

    private static void updates(BenchReport report, PlatformDescriptor appData, EntityStore local, EntityStore sharing) {
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

    private record Timed(EntityRow row, double ms) {
    }

    private static Timed update(EntityStore store, EntityDef license, EntityRow loaded, int seats) {
        Map<String, Value> fields = ChangePlanner.fieldsOf(license, loaded);
        fields.put("seats", Value.num(seats));
        long start = System.nanoTime();
        EntityRow written = store.apply(store.planUpdate(loaded, fields), "bench " + seats).item().orElseThrow();
        return new Timed(written, (System.nanoTime() - start) / 1e6);
    }

    /** Fills the table with copies of the entries already in it (new ids, a second apart), then lists it. */
    private static void firstRows(BenchReport report, AuditTable table, SharedRecord shared) throws Exception {
        AuditEntry model = table.page(AuditQuery.Window.everything(), Optional.empty(), 1).entries().get(0);
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
                        table.begin(new AuditEntry(id, t0.plusSeconds(n), model.platform(), model.actor(), model.itemKey(),
                                model.tenant(), AuditEntry.PENDING, model.begin().replace(model.id(), id), List.of(), null));
                        table.complete(id, model.status(), model.end().replace(model.id(), id));
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
        double[] bare = new double[RUNS];
        double[] view = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long q = System.nanoTime();
            AuditPage page = table.page(AuditQuery.Window.everything(), Optional.empty(), PAGE);
            bare[i] = (System.nanoTime() - q) / 1e6;
            long v = System.nanoTime();
            JournalPage rows = shared.page(JournalQuery.all(), Optional.empty(), PAGE, new CancelToken());
            view[i] = (System.nanoTime() - v) / 1e6;
            if (rows.lines().size() != PAGE || page.entries().size() != PAGE) {
                report.note("a page held " + rows.lines().size() + " rows, not " + PAGE);
            }
        }
        double baseline = BenchStats.median(bare);
        double firstPage = BenchStats.median(view);
        report.figure("baseline: the bare Query of the newest " + PAGE + " entries (median of " + RUNS + ")", baseline, "ms");
        report.figure("journal view's first " + PAGE + " rows of " + ENTRIES + " entries (median of " + RUNS + ")",
                firstPage, "ms");
        report.ratio("first rows / bare Query", firstPage / baseline, "<= 1.5");
    }
}
