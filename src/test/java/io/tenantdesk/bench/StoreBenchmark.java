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
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The store's list against a raw SDK paginated Query loop over the same 100,000 items in the same run:
 * throughput, first-page latency and their ratios, and heap per loaded row.
 */
final class StoreBenchmark implements Benchmark {

    static final int ITEMS = 100_000;
    private static final int RUNS = 11;
    /** The store's first request asks for this many items, so its first rows come before a whole 1 MB page. */
    private static final int FIRST_PAGE = 500;

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
            EntityStore store = new EntityStore(new Connection("bench", client, mapping, true), appData, audit,
                    Clock.systemUTC(), "bench", readAhead);
            EntityDef license = appData.entity("License").orElseThrow();

            check(raw(client, null).items(), store(store, license).items());
            Series shared = series(client, store, license);
            shared.report(report, "");
            report.figure("raw SDK first page of " + FIRST_PAGE + " items (median)", shared.rawFirstPageMs(), "ms");
            report.figure("store first page of " + FIRST_PAGE + " rows (median)", shared.storeFirstPageMs(), "ms");
            report.figure("store - raw first-page latency, same page size", shared.storeFirstPageMs() - shared.rawFirstPageMs(),
                    "ms (goal <= 50)");
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
    private record Series(double rawItemsPerSecond, double storeItemsPerSecond, double[] throughputRatios,
                          double rawFirstPageMs, double storeFirstPageMs) {
        void report(BenchReport report, String prefix) {
            report.figure(prefix + "raw SDK Query loop, items/s (median of " + RUNS + ")", rawItemsPerSecond, "items/s");
            report.figure(prefix + "store list, items/s (median of " + RUNS + ")", storeItemsPerSecond, "items/s");
            report.ratio(prefix + "store / raw throughput, run by run", throughputRatios, ">= 0.95");
        }
    }

    private static Series series(DynamoDbClient client, EntityStore store, EntityDef license) {
        double[] rawRate = new double[RUNS];
        double[] storeRate = new double[RUNS];
        double[] rawFirst = new double[RUNS];
        double[] storeFirst = new double[RUNS];
        double[] ratios = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            Timing r = raw(client, null);
            Timing s = store(store, license);
            rawRate[i] = r.itemsPerSecond();
            storeRate[i] = s.itemsPerSecond();
            ratios[i] = storeRate[i] / rawRate[i];
            rawFirst[i] = raw(client, FIRST_PAGE).firstPageMs();
            storeFirst[i] = s.firstPageMs();
        }
        return new Series(BenchStats.median(rawRate), BenchStats.median(storeRate), ratios, BenchStats.median(rawFirst),
                BenchStats.median(storeFirst));
    }

    private record Timing(long items, double seconds, double firstPageMs) {
        double itemsPerSecond() {
            return items / seconds;
        }
    }

    /**
     * The raw SDK loop over every page: DynamoDB's own 1 MB pages for throughput, or pages of {@code limit} items
     * (the first one is what is compared then: the store's first page has {@value #FIRST_PAGE} rows).
     */
    private static Timing raw(DynamoDbClient client, Integer limit) {
        long start = System.nanoTime();
        long firstPage = -1;
        long items = 0;
        QueryRequest request = QueryRequest.builder().tableName("app_data")
                .keyConditionExpression("#pk = :pk AND begins_with(#sk, :prefix)")
                .expressionAttributeNames(Map.of("#pk", "PK", "#sk", "SK"))
                .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("ACCOUNT#" + BenchData.TENANT),
                        ":prefix", AttributeValue.fromS("LICENSE#")))
                .limit(limit)
                .build();
        for (QueryResponse page : client.queryPaginator(request)) {
            if (firstPage < 0) {
                firstPage = System.nanoTime();
                if (limit != null) {
                    return new Timing(page.items().size(), (firstPage - start) / 1e9, (firstPage - start) / 1e6);
                }
            }
            items += page.items().size();
        }
        return new Timing(items, (System.nanoTime() - start) / 1e9, (firstPage - start) / 1e6);
    }

    private static Timing store(EntityStore store, EntityDef license) {
        long start = System.nanoTime();
        long[] firstPage = {-1};
        long[] items = {0};
        store.list(license, Scope.tenant(BenchData.TENANT), null, page -> {
            if (firstPage[0] < 0) {
                firstPage[0] = System.nanoTime();
            }
            items[0] += page.rows().size();
        }, new CancelToken());
        return new Timing(items[0], (System.nanoTime() - start) / 1e9, (firstPage[0] - start) / 1e6);
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
