package io.tenantdesk.bench;

import io.tenantdesk.aws.CallerIdentity;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.aws.connect.WriteRetries;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteServer;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.BatchProgress;
import io.tenantdesk.store.BulkPlan;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.ItemConverter;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.store.write.ItemWrite;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/**
 * {@code mvn -Pbench -Dbench=repair}: {@value #ITEMS} licenses whose GSI3SK drifted from its template, repaired as one
 * batch through the store (planned, each write conditional on the item as loaded, journalled under one batch id),
 * against a raw SDK loop sending the same conditional UpdateItems to a second copy of the same items in the same run;
 * and the heap the plan of {@value #ITEMS} writes holds. The same UpdateItems ask for the item as written
 * ({@code ReturnValues=ALL_NEW}), as the store's do: the row shown and journalled after a write is the item DynamoDB
 * holds, attributes another writer added included. A third copy is written without asking, to show what that costs.
 */
final class RepairBenchmark implements Benchmark {

    static final int ITEMS = Integer.getInteger("bench.repair.items", 10_000);
    /** The batch and the raw loops take turns, a share of the items each round, so the machine's load hits them alike. */
    private static final int ROUNDS = 5;

    @Override
    public String name() {
        return "repair";
    }

    @Override
    public void run(BenchReport report) throws Exception {
        report.section("repair: " + ITEMS + " licenses with a drifted index key, as one batch (dynalite, local)");
        PlatformDescriptor appData = BenchData.appData();
        EntityDef license = appData.entity("License").orElseThrow();
        List<Item> drifted = BenchData.licenses(ITEMS).stream()
                .map(item -> item.toBuilder()
                        .put(
                                "GSI3SK",
                                Value.str("drifted#" + item.scalarText("SK").orElseThrow()))
                        .build())
                .toList();
        Path journal = Files.createTempFile("tenantdesk-repair-bench", ".jsonl");
        try (DynaliteServer server = DynaliteServer.start(DynaliteServer.defaultDirectory());
                DynamoDbClient client = DynamoClients.local(server.endpoint())) {
            TableNameMapping forStore = TableNameMapping.prefixed("store-");
            TableNameMapping forRaw = TableNameMapping.prefixed("raw-");
            TableNameMapping forBare = TableNameMapping.prefixed("bare-");
            BenchData.load(client, appData, forStore, drifted);
            BenchData.load(client, appData, forRaw, drifted);
            BenchData.load(client, appData, forBare, drifted);
            // the console's own kind of connection: writes on a client of their own, with the write retries
            EntityStore store = new EntityStore(
                    DynamoClients.localConnection(
                            "bench",
                            server.endpoint(),
                            List.of(),
                            WriteRetries.strategy(),
                            forStore,
                            false,
                            CallerIdentity.unverified()),
                    appData,
                    new ChangeJournal(journal),
                    Clock.systemUTC(),
                    "bench");
            EntityStore rawSide = new EntityStore(
                    new Connection("bench", client, forRaw, false),
                    appData,
                    new ChangeJournal(journal),
                    Clock.systemUTC(),
                    "bench");

            List<EntityRow> rows = rows(store, license);
            long heapBefore = BenchStats.usedHeap();
            long planStart = System.nanoTime();
            BulkPlan plan = store.bulk().repair(rows);
            double planMs = (System.nanoTime() - planStart) / 1e6;
            long heapAfter = BenchStats.usedHeap();
            report.figure("plan of " + plan.writes().size() + " repairs", planMs, "ms");
            report.figure("heap the plan holds", (heapAfter - heapBefore) / 1e6, "MB");
            report.figure(
                    "heap per planned item",
                    (heapAfter - heapBefore) / (double) plan.writes().size(),
                    "bytes");

            List<ItemWrite> sameWrites =
                    rawSide.bulk().repair(rows(rawSide, license)).writes();
            EntityStore bareSide = new EntityStore(
                    new Connection("bench", client, forBare, false),
                    appData,
                    new ChangeJournal(journal),
                    Clock.systemUTC(),
                    "bench");
            List<ItemWrite> bareWrites =
                    bareSide.bulk().repair(rows(bareSide, license)).writes();
            List<ItemWrite> storeWrites = plan.writes();
            List<Double> rawRates = new ArrayList<>();
            List<Double> bareRates = new ArrayList<>();
            List<Double> storeRates = new ArrayList<>();
            List<Double> ratios = new ArrayList<>();
            List<Double> bareRatios = new ArrayList<>();
            int written = 0;
            int size = ITEMS / ROUNDS;
            for (int round = 0; round < ROUNDS; round++) {
                List<ItemWrite> rawRound = sameWrites.subList(round * size, (round + 1) * size);
                List<ItemWrite> bareRound = bareWrites.subList(round * size, (round + 1) * size);
                Batch storeRound = Batch.of(storeWrites.subList(round * size, (round + 1) * size));
                double raw = 0;
                double bare = 0;
                double mine = 0;
                for (int turn = 0; turn < 3; turn++) {
                    long start = System.nanoTime();
                    switch ((turn + round) % 3) {
                        case 0 ->
                            raw = raw(client, "raw-app_data", license, rawRound, ReturnValue.ALL_NEW)
                                    / ((System.nanoTime() - start) / 1e9);
                        case 1 ->
                            bare = raw(client, "bare-app_data", license, bareRound, ReturnValue.NONE)
                                    / ((System.nanoTime() - start) / 1e9);
                        default -> {
                            BatchOutcome outcome =
                                    store.apply(storeRound, "bench: index keys", BatchProgress.NONE, new CancelToken());
                            mine = outcome.items().size() / ((System.nanoTime() - start) / 1e9);
                            written += (int) outcome.items().stream()
                                    .filter(i -> i.status() == BatchOutcome.Status.WRITTEN)
                                    .count();
                        }
                    }
                }
                rawRates.add(raw);
                bareRates.add(bare);
                storeRates.add(mine);
                ratios.add(mine / raw);
                bareRatios.add(mine / bare);
            }
            report.figure(
                    "raw SDK loop of the same conditional UpdateItems (median of " + ROUNDS + " rounds of " + size
                            + ", " + BenchStats.spread(rawRates) + ")",
                    BenchStats.median(rawRates),
                    "items/s");
            report.figure(
                    "store batch (" + written + " of " + size * ROUNDS + " written; " + BenchStats.spread(storeRates)
                            + ")",
                    BenchStats.median(storeRates),
                    "items/s");
            report.ratio(
                    "store / raw throughput, median of the rounds' ratios (" + BenchStats.spread(ratios) + ")",
                    BenchStats.median(ratios),
                    ">= 0.9");
            report.figure(
                    "raw SDK loop of the same UpdateItems not asking for the item back (" + BenchStats.spread(bareRates)
                            + ")",
                    BenchStats.median(bareRates),
                    "items/s");
            report.figure(
                    "store / that loop, for what asking for the item back costs (" + BenchStats.spread(bareRatios)
                            + ")",
                    BenchStats.median(bareRatios),
                    "×");
            report.figure("journal written by the batch", Files.size(journal) / 1e6, "MB");
        } finally {
            Files.deleteIfExists(journal);
        }
    }

    private static List<EntityRow> rows(EntityStore store, EntityDef license) {
        List<EntityRow> rows = new ArrayList<>(ITEMS);
        store.list(license, Scope.tenant(BenchData.TENANT), null, page -> rows.addAll(page.rows()), new CancelToken());
        return rows;
    }

    /**
     * The same UpdateItems the store sends, without planning, journal or outcome checks: each changed attribute set,
     * conditional on the item still existing with every attribute as loaded and the entity's other attributes still
     * absent.
     */
    private static int raw(
            DynamoDbClient client, String table, EntityDef entity, List<ItemWrite> writes, ReturnValue returned) {
        int written = 0;
        for (ItemWrite write : writes) {
            Item before = write.beforeImage().orElseThrow();
            Map<String, String> names = new HashMap<>();
            Map<String, AttributeValue> values = new HashMap<>();
            List<String> sets = new ArrayList<>();
            List<String> removes = new ArrayList<>();
            for (AttributeChange change : write.changes()) {
                if (change.after() == null) {
                    names.put("#r" + removes.size(), change.attribute());
                    removes.add("#r" + removes.size());
                    continue;
                }
                String n = "#s" + sets.size();
                names.put(n, change.attribute());
                values.put(":s" + sets.size(), ItemConverter.toAttribute(change.after()));
                sets.add(n + " = :s" + sets.size());
            }
            List<String> guards = new ArrayList<>();
            names.put("#pk", "PK");
            guards.add("attribute_exists(#pk)");
            for (String attribute : before.names()) {
                if (attribute.equals("PK") || attribute.equals("SK")) {
                    continue;
                }
                String n = "#g" + guards.size();
                names.put(n, attribute);
                values.put(
                        ":g" + guards.size(),
                        ItemConverter.toAttribute(before.get(attribute).orElseThrow()));
                guards.add(n + " = :g" + guards.size());
            }
            Set<String> declared = new LinkedHashSet<>();
            entity.attributes().values().stream().filter(a -> a.stored()).forEach(a -> declared.add(a.name()));
            declared.addAll(entity.keys().keySet());
            for (String attribute : declared) {
                if (!before.has(attribute) && !attribute.equals("PK") && !attribute.equals("SK")) {
                    String n = "#a" + guards.size();
                    names.put(n, attribute);
                    guards.add("attribute_not_exists(" + n + ")");
                }
            }
            Map<String, AttributeValue> key =
                    ItemConverter.toAttributes(write.key().asItem());
            String update = "SET " + String.join(", ", sets)
                    + (removes.isEmpty() ? "" : " REMOVE " + String.join(", ", removes));
            client.updateItem(b -> b.tableName(table)
                    .key(key)
                    .updateExpression(update)
                    .conditionExpression(String.join(" AND ", guards))
                    .expressionAttributeNames(names)
                    .expressionAttributeValues(values)
                    .returnValues(returned));
            written++;
        }
        return written;
    }
}
