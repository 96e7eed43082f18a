package io.tenantdesk.bench;

import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.entitylist.EntityListTab;
import io.tenantdesk.ui.entitylist.EntityRowViewModel;
import io.tenantdesk.ui.main.MainWindowViewModel;
import io.tenantdesk.ui.rows.RowList;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.stage.Stage;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The child JVM of the memory benchmark, started with the options under test: the console's main window on
 * headless Monocle, connected to a local server already holding the licenses, opens their list and loads it
 * again {@code reloads} times, printing one tab-separated figure per line ({@code figure, label, value, unit}) for
 * the parent to report. Resident memory is read as the user would see it, without forcing a collection; the heap
 * held per row is taken at the end, after collections.
 */
final class MemoryProbe {

    private MemoryProbe() {}

    /** Arguments: the server's endpoint, the tenant, the rows expected, the reloads. */
    public static void main(String[] args) throws Exception {
        URI endpoint = URI.create(args[0]);
        String tenant = args[1];
        int expected = Integer.parseInt(args[2]);
        int reloads = Integer.parseInt(args[3]);
        HeadlessFx.start();
        PlatformDescriptor appData = BenchData.appData();
        Path dir = Files.createTempDirectory("tenantdesk-bench-memory");
        try (DynamoDbClient client = DynamoClients.local(endpoint);
                FxExecutors executors = new FxExecutors(4)) {
            Stage stage = HeadlessFx.call(Stage::new);
            MainWindowViewModel vm = HeadlessFx.call(() -> PaintBenchmark.window(
                    stage, appData, executors, client, endpoint, TableNameMapping.identity(), dir));
            long idleHeap = BenchStats.usedHeap();
            List<GarbageCollectorMXBean> collectors = ManagementFactory.getGarbageCollectorMXBeans();
            long[] countsBefore = collectors.stream()
                    .mapToLong(GarbageCollectorMXBean::getCollectionCount)
                    .toArray();
            long[] millisBefore = collectors.stream()
                    .mapToLong(GarbageCollectorMXBean::getCollectionTime)
                    .toArray();
            settleFor(2000);
            figure("resident, window open, no list", BenchStats.residentBytes() / 1e6, "MB");
            EntityDef license = appData.entity("License").orElseThrow();
            EntityListTab tab = HeadlessFx.call(() -> {
                vm.workspace().openList(license, Scope.tenant(tenant));
                return (EntityListTab) vm.selectedTabProperty().get();
            });
            RowList<EntityRowViewModel> rows = tab.viewModel().list();
            long start = System.nanoTime();
            awaitLoaded(rows, expected);
            figure("first load, " + expected + " rows", (System.nanoTime() - start) / 1e9, "s");
            long first = BenchStats.residentBytes();
            figure("resident, after the first load", first / 1e6, "MB");
            long worst = first;
            for (int i = 1; i <= reloads; i++) {
                HeadlessFx.call(() -> {
                    tab.viewModel().load();
                    return null;
                });
                awaitLoaded(rows, expected);
                long now = BenchStats.residentBytes();
                worst = Math.max(worst, now);
                figure("resident, after reload " + i, now / 1e6, "MB");
            }
            figure("resident, worst after a load", worst / 1e6, "MB");
            figure(
                    "resident after the last reload / after the first load",
                    BenchStats.residentBytes() / (double) first,
                    "x (goal <= 1.10)");
            for (int i = 0; i < collectors.size(); i++) {
                GarbageCollectorMXBean c = collectors.get(i);
                System.out.printf(
                        Locale.ROOT,
                        "gc\t%s: %d collections during the loads, %.2f s in all%n",
                        c.getName(),
                        c.getCollectionCount() - countsBefore[i],
                        (c.getCollectionTime() - millisBefore[i]) / 1e3);
            }
            long heldHeap = BenchStats.usedHeap();
            figure("heap per loaded row (after collections)", (heldHeap - idleHeap) / (double) expected, "bytes/row");
            figure("heap in use, list loaded (after collections)", heldHeap / 1e6, "MB");
            figure("heap committed at the end", Runtime.getRuntime().totalMemory() / 1e6, "MB");
            PaintBenchmark.close(stage, vm);
        } finally {
            Platform.exit();
        }
        System.exit(0);
    }

    private static void figure(String label, double value, String unit) {
        System.out.printf(Locale.ROOT, "figure\t%s\t%f\t%s%n", label, value, unit);
    }

    /** Waits until the load has finished, every row is in, and the rows shown have caught up. */
    private static void awaitLoaded(RowList<EntityRowViewModel> rows, int expected) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(300);
        while (HeadlessFx.call(() -> rows.loadingProperty().get()
                || rows.shapingProperty().get()
                || rows.rows().size() != expected)) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the list never finished loading " + expected + " rows");
            }
            Thread.sleep(20);
        }
        settleFor(500);
    }

    /** Lets a few frames pass, as a user would look at the list before doing anything else. */
    private static void settleFor(long millis) throws InterruptedException {
        CountDownLatch never = new CountDownLatch(1);
        never.await(millis, TimeUnit.MILLISECONDS);
    }
}
