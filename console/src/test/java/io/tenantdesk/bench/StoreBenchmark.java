package io.tenantdesk.bench;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.concurrent.Daemons;
import io.tenantdesk.local.DynaliteServer;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.WriteAudit;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The store's list against a raw SDK paginated Query loop over the same 100,000 items in the same run, taken in
 * turns: throughput, and the first page's latency with the same Limit on both sides (the store asks for a small
 * first page, then 1 MB pages); heap per loaded row.
 */
final class StoreBenchmark implements Benchmark {

    static final int ITEMS = 100_000;
    private static final int RUNS = 11;

    @Override
    public String name() {
        return "store";
    }

    @Override
    public void run(BenchReport report) throws Exception {
        report.section("store: listing " + ITEMS + " licenses of one tenant (dynalite, local)");
        PlatformDescriptor appData = BenchData.appData();
        try (DynaliteServer server = DynaliteServer.start(DynaliteServer.defaultDirectory());
                DynamoDbClient client = DynamoClients.local(server.endpoint())) {
            TableNameMapping mapping = TableNameMapping.identity();
            long loadStart = System.nanoTime();
            BenchData.load(client, appData, mapping, BenchData.licenses(ITEMS));
            report.figure("load with BatchWriteItem (setup)", (System.nanoTime() - loadStart) / 1e9, "s");
            Path journal = Files.createTempFile("tenantdesk-bench", ".jsonl");
            WriteAudit audit = new io.tenantdesk.journal.ChangeJournal(journal);
            ExecutorService readAhead = Executors.newFixedThreadPool(2, Daemons.named("bench-read-ahead"));
            EntityStore store = new EntityStore(
                    new Connection("bench", client, mapping, true),
                    appData,
                    audit,
                    Clock.systemUTC(),
                    "bench",
                    readAhead);
            EntityDef license = appData.entity("License").orElseThrow();

            Timing first = store(store, license);
            check(raw(client, first.firstPageItems()).items(), first.items());
            Series shared = series(client, store, license);
            shared.report(report, "");
            report.figure("raw SDK first page, same Limit as the store's (median)", shared.rawFirstPageMs(), "ms");
            report.figure("store first page (median)", shared.storeFirstPageMs(), "ms");
            report.figure(
                    "store - raw first-page latency",
                    shared.storeFirstPageMs() - shared.rawFirstPageMs(),
                    "ms (goal <= 50)");
            report.note(String.format(
                    Locale.ROOT,
                    "  first page: raw %s ms, store %s ms; %s",
                    BenchStats.spread(shared.rawFirsts()),
                    BenchStats.spread(shared.storeFirsts()),
                    BenchStats.loadAverage()));
            report.note("Again with dynalite on a core of its own, as DynamoDB is on machines of its own:");
            Optional<CoreSplit> split = CoreSplit.serverApart(report);
            if (split.isPresent()) {
                try (CoreSplit apart = split.get()) {
                    series(client, store, license).report(report, "server apart: ");
                }
            }
            report.figure("heap per loaded row (EntityRow kept in a list)", heapPerRow(store, license), "bytes");
            Files.deleteIfExists(journal);
            readAhead.shutdownNow();
        }
    }

    /** Medians of {@link #RUNS} runs of the raw loop and the store, taken in turns. */
    private record Series(
            List<Double> rateRatios,
            double rawItemsPerSecond,
            double storeItemsPerSecond,
            List<Double> rawFirsts,
            List<Double> storeFirsts) {
        double rawFirstPageMs() {
            return BenchStats.median(rawFirsts);
        }

        double storeFirstPageMs() {
            return BenchStats.median(storeFirsts);
        }

        void report(BenchReport report, String prefix) {
            report.figure(
                    prefix + "raw SDK Query loop, items/s (median of " + RUNS + ")", rawItemsPerSecond, "items/s");
            report.figure(prefix + "store list, items/s (median of " + RUNS + ")", storeItemsPerSecond, "items/s");
            report.ratio(
                    prefix + "store / raw throughput (median of the runs' ratios)",
                    BenchStats.median(rateRatios),
                    ">= 0.95");
            report.note(String.format(
                    Locale.ROOT, "  %sstore / raw per run, taken in turns: %s", prefix, BenchStats.spread(rateRatios)));
        }
    }

    private static Series series(DynamoDbClient client, EntityStore store, EntityDef license) {
        double[] rawRate = new double[RUNS];
        double[] storeRate = new double[RUNS];
        List<Double> ratios = new ArrayList<>();
        List<Double> rawFirst = new ArrayList<>();
        List<Double> storeFirst = new ArrayList<>();
        for (int i = 0; i < RUNS; i++) {
            Timing s = store(store, license);
            Timing r = raw(client, s.firstPageItems());
            rawRate[i] = r.itemsPerSecond();
            storeRate[i] = s.itemsPerSecond();
            ratios.add(s.itemsPerSecond() / r.itemsPerSecond());
            rawFirst.add(r.firstPageMs());
            storeFirst.add(s.firstPageMs());
        }
        return new Series(ratios, BenchStats.median(rawRate), BenchStats.median(storeRate), rawFirst, storeFirst);
    }

    private record Timing(long items, double seconds, double firstPageMs, int firstPageItems) {
        double itemsPerSecond() {
            return items / seconds;
        }
    }

    /**
     * The raw paginated Query: its first request with {@code firstLimit} (the store's first page size, so the two
     * first pages are alike), later ones without a Limit (1 MB pages, as the store's).
     */
    private static Timing raw(DynamoDbClient client, int firstLimit) {
        long start = System.nanoTime();
        long firstPage = -1;
        int firstItems = 0;
        long items = 0;
        Map<String, AttributeValue> from = null;
        do {
            QueryRequest.Builder request = query().toBuilder().exclusiveStartKey(from);
            if (firstPage < 0) {
                request.limit(firstLimit);
            }
            QueryResponse page = client.query(request.build());
            if (firstPage < 0) {
                firstPage = System.nanoTime();
                firstItems = page.items().size();
            }
            items += page.items().size();
            from = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (from != null);
        return new Timing(items, (System.nanoTime() - start) / 1e9, (firstPage - start) / 1e6, firstItems);
    }

    private static QueryRequest query() {
        return QueryRequest.builder()
                .tableName("app_data")
                .keyConditionExpression("#pk = :pk AND begins_with(#sk, :prefix)")
                .expressionAttributeNames(Map.of("#pk", "PK", "#sk", "SK"))
                .expressionAttributeValues(Map.of(
                        ":pk",
                        AttributeValue.fromS("ACCOUNT#" + BenchData.TENANT),
                        ":prefix",
                        AttributeValue.fromS("LICENSE#")))
                .build();
    }

    private static Timing store(EntityStore store, EntityDef license) {
        long start = System.nanoTime();
        long[] firstPage = {-1};
        int[] firstItems = {0};
        long[] items = {0};
        store.list(
                license,
                Scope.tenant(BenchData.TENANT),
                null,
                page -> {
                    if (firstPage[0] < 0) {
                        firstPage[0] = System.nanoTime();
                        firstItems[0] = page.rows().size();
                    }
                    items[0] += page.rows().size();
                },
                new CancelToken());
        return new Timing(items[0], (System.nanoTime() - start) / 1e9, (firstPage[0] - start) / 1e6, firstItems[0]);
    }

    private static double heapPerRow(EntityStore store, EntityDef license) {
        List<EntityRow> kept = new ArrayList<>(ITEMS);
        long before = BenchStats.usedHeap();
        store.list(license, Scope.tenant(BenchData.TENANT), null, page -> kept.addAll(page.rows()), new CancelToken());
        long after = BenchStats.usedHeap();
        return (after - before) / (double) kept.size();
    }

    private static void check(long raw, long store) {
        if (raw != ITEMS || store != ITEMS) {
            throw new IllegalStateException("expected " + ITEMS + " items, raw read " + raw + ", store " + store);
        }
    }
}
