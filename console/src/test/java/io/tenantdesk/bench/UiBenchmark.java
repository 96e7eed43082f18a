package io.tenantdesk.bench;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.Daemons;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteServer;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.RecordingWorkspace;
import io.tenantdesk.ui.ScriptedDialogs;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.concurrent.UiExecutors;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.entitylist.EntityListViewModel;
import io.tenantdesk.ui.entitylist.EntityRowViewModel;
import io.tenantdesk.ui.entitylist.ListColumns;
import io.tenantdesk.ui.entitylist.SortOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The entity list's view-model with 100,000 licenses loaded: the quick filter's update per keystroke (typing
 * realistic queries a character at a time, then clearing them), unsorted and sorted, against a bare baseline
 * (the same search texts filtered as a plain ArrayList in the same run); and the time from the store handing
 * over a page to its rows being in the list's items. A single-thread executor stands in for the FX thread;
 * nothing here needs the JavaFX toolkit.
 */
final class UiBenchmark implements Benchmark {

    static final int ITEMS = 100_000;
    private static final int LOADS = 5;
    private static final List<String> QUERIES =
            List.of("analytics", "l-04217", "2027-03-1", "data vault active", "bench", "zzz");

    @Override
    public String name() {
        return "ui";
    }

    /**
     * Runs the figures in a JVM of its own started with the launcher's options ({@link LauncherOptions}: the
     * parallel collector, a 1 GB heap), as the packaged console runs, so collections pause the "FX thread" as they
     * would there.
     */
    @Override
    public void run(BenchReport report) throws Exception {
        if (LauncherOptions.inOwnJvm()) {
            measure(report);
        } else {
            LauncherOptions.runInOwnJvm(this, report);
        }
    }

    private void measure(BenchReport report) throws Exception {
        report.section("ui: entity list view-model with " + ITEMS + " licenses loaded (no JavaFX toolkit)");
        PlatformDescriptor appData = BenchData.appData();
        ExecutorService ui = Executors.newSingleThreadExecutor(Daemons.named("bench-ui"));
        UiTaskTimes uiTimes = new UiTaskTimes(ui);
        ExecutorService background = Executors.newFixedThreadPool(2, Daemons.named("bench-worker"));
        ExecutorService readAhead = Executors.newFixedThreadPool(2, Daemons.named("bench-read-ahead"));
        Path journal = Files.createTempFile("tenantdesk-bench", ".jsonl");
        try (DynaliteServer server = DynaliteServer.start(DynaliteServer.defaultDirectory());
                DynamoDbClient client = DynamoClients.local(server.endpoint())) {
            TableNameMapping mapping = TableNameMapping.identity();
            long loadStart = System.nanoTime();
            BenchData.load(client, appData, mapping, BenchData.licenses(ITEMS));
            report.figure("load with BatchWriteItem (setup)", (System.nanoTime() - loadStart) / 1e9, "s");
            EntityStore store = new EntityStore(
                    new Connection("bench", client, mapping, true),
                    appData,
                    new ChangeJournal(journal),
                    Clock.systemUTC(),
                    "bench",
                    readAhead);
            UiExecutors executors = new UiExecutors() {
                @Override
                public java.util.concurrent.Executor background() {
                    return background;
                }

                @Override
                public java.util.concurrent.Executor ui() {
                    return uiTimes;
                }

                @Override
                public java.util.concurrent.Executor readAhead() {
                    return readAhead;
                }
            };
            ConsoleContext ctx = new ConsoleContext(
                    store,
                    new ChangeJournal(journal),
                    executors,
                    new ScriptedDialogs(),
                    new RecordingWorkspace(),
                    new ValueText(Clock.systemUTC(), ZoneId.systemDefault()),
                    Clock.systemUTC());
            EntityDef license = appData.entity("License").orElseThrow();
            EntityListViewModel vm =
                    onUi(ui, () -> new EntityListViewModel(ctx, license, Scope.tenant(BenchData.TENANT)));

            pageFigures(report, ui, vm);
            filterFigures(report, ui, vm);
            sortedLoadFigures(report, ui, uiTimes, vm);
        } finally {
            ui.shutdownNow();
            background.shutdownNow();
            readAhead.shutdownNow();
            Files.deleteIfExists(journal);
        }
    }

    /** Loads the list several times; per page, the time from the store delivering it to its rows being in the items. */
    private static void pageFigures(BenchReport report, ExecutorService ui, EntityListViewModel vm) throws Exception {
        List<Double> firstPage = new ArrayList<>();
        List<Double> firstPageOnUi = new ArrayList<>();
        List<Double> laterPages = new ArrayList<>();
        List<Double> laterPagesOnUi = new ArrayList<>();
        List<Double> loadSeconds = new ArrayList<>();
        boolean[] measuring = {false};
        vm.list().onPageShown((page, sinceDelivered, onUiThread) -> {
            if (!measuring[0]) {
                return;
            }
            (page.number() == 1 ? firstPage : laterPages).add(sinceDelivered / 1e6);
            (page.number() == 1 ? firstPageOnUi : laterPagesOnUi).add(onUiThread / 1e6);
        });
        long before = BenchStats.usedHeap();
        long residentBefore = BenchStats.residentBytes();
        load(ui, vm);
        long heapFirst = BenchStats.usedHeap();
        long residentFirst = BenchStats.residentBytes();
        for (int i = 0; i < LOADS; i++) {
            measuring[0] = true;
            long start = System.nanoTime();
            load(ui, vm);
            loadSeconds.add((System.nanoTime() - start) / 1e9);
        }
        measuring[0] = false;
        int rows = onUi(ui, () -> vm.list().loadedRows().size());
        if (rows != ITEMS) {
            throw new IllegalStateException("expected " + ITEMS + " rows in the list, found " + rows);
        }
        report.figure(
                "full load into the list, " + ITEMS + " rows (median of " + LOADS + ")",
                BenchStats.median(loadSeconds),
                "s");
        report.figure("first page: delivered -> rows in items (median)", BenchStats.median(firstPage), "ms");
        report.figure(
                "  of which on the UI thread (addAll of the page, median)", BenchStats.median(firstPageOnUi), "ms");
        report.figure("later pages: delivered -> rows in items (median)", BenchStats.median(laterPages), "ms");
        report.figure("later pages: on the UI thread per page (median)", BenchStats.median(laterPagesOnUi), "ms");
        report.figure("later pages: on the UI thread per page (worst)", max(laterPagesOnUi), "ms");
        report.note(String.format(
                Locale.ROOT,
                "(%d pages per load; rows become row view-models off the UI thread)",
                (laterPages.size() + firstPage.size()) / LOADS));
        long after = BenchStats.usedHeap();
        long residentAfter = BenchStats.residentBytes();
        report.figure(
                "heap held by the loaded list (row view-models + rows, rough)",
                (heapFirst - Math.min(before, heapFirst)) / (double) ITEMS,
                "bytes/row");
        report.figure("heap in use, after the first load", heapFirst / 1e6, "MB");
        report.figure("heap in use, after " + LOADS + " more loads of the same list", after / 1e6, "MB");
        report.ratio("heap after reloads / after the first load", after / (double) heapFirst, "<= 1.10");
        report.figure("resident (this JVM), before loading", residentBefore / 1e6, "MB");
        report.figure("resident, after the first load", residentFirst / 1e6, "MB");
        report.figure("resident, after " + LOADS + " more loads", residentAfter / 1e6, "MB");
        report.ratio(
                "resident after reloads / after the first load", residentAfter / (double) residentFirst, "<= 1.10");
    }

    /**
     * Reloads while the list is sorted, and unsorted: every task the UI thread runs meanwhile (a page into the
     * loaded rows, a finished snapshot of the rows shown) is timed.
     */
    private static void sortedLoadFigures(
            BenchReport report, ExecutorService ui, UiTaskTimes uiTimes, EntityListViewModel vm) throws Exception {
        for (boolean sorted : new boolean[] {true, false}) {
            onUi(ui, () -> {
                vm.sortBy(sorted ? List.of(new SortOrder(ListColumns.indexOf(vm, "end_date"), true)) : List.of());
                return null;
            });
            settle(ui, vm);
            List<Double> worst = new ArrayList<>();
            List<Double> worstStall = new ArrayList<>();
            List<Double> seconds = new ArrayList<>();
            List<Double> tasks = new ArrayList<>();
            for (int run = 0; run < LOADS; run++) {
                uiTimes.start();
                long start = System.nanoTime();
                load(ui, vm);
                settle(ui, vm);
                seconds.add((System.nanoTime() - start) / 1e9);
                List<Double> times = uiTimes.stop();
                worst.add(max(times));
                worstStall.add(max(uiTimes.stalls()));
                tasks.addAll(times);
            }
            String how = sorted ? "reload sorted by end date" : "reload unsorted";
            report.figure(how + ": whole load until shown (median of " + LOADS + ")", BenchStats.median(seconds), "s");
            report.figure(how + ": UI-thread CPU per task (median)", BenchStats.median(tasks), "ms");
            report.figure(
                    how + ": UI-thread CPU, worst task of a load (median)",
                    BenchStats.median(worst),
                    "ms (goal <= 16)");
            report.note(String.format(
                    Locale.ROOT,
                    "  %s: worst UI-thread task's CPU per load %s ms; %s",
                    how,
                    BenchStats.spread(worst),
                    BenchStats.loadAverage()));
            report.figure(
                    how + ": worst task with the collector's pauses in it (median)",
                    BenchStats.median(worstStall),
                    "ms (goal <= 16)");
            report.note(String.format(
                    Locale.ROOT,
                    "  %s: worst UI-thread task with pauses per load %s ms",
                    how,
                    BenchStats.spread(worstStall)));
        }
        onUi(ui, () -> {
            vm.sortBy(List.of());
            return null;
        });
        settle(ui, vm);
    }

    /** Waits until the rows shown have caught up with every change asked for. */
    private static void settle(ExecutorService ui, EntityListViewModel vm) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (onUi(ui, () -> vm.list().shapingProperty().get())) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the rows shown never caught up");
            }
            Thread.sleep(1);
        }
    }

    /** Types each query a character at a time, then clears it; times every predicate update on the UI thread. */
    private static void filterFigures(BenchReport report, ExecutorService ui, EntityListViewModel vm) throws Exception {
        List<String> texts = onUi(
                ui,
                () -> vm.list().loadedRows().stream()
                        .map(EntityRowViewModel::searchText)
                        .toList());
        List<String> keystrokes = keystrokes();
        typeAll(ui, vm, keystrokes);
        baseline(texts, keystrokes);

        List<Double> unsorted = typeAll(ui, vm, keystrokes);
        onUi(ui, () -> {
            vm.sortBy(List.of(new SortOrder(ListColumns.indexOf(vm, "end_date"), true)));
            return null;
        });
        settle(ui, vm);
        typeAll(ui, vm, keystrokes);
        List<Double> sorted = typeAll(ui, vm, keystrokes);
        onUi(ui, () -> {
            vm.sortBy(List.of());
            return null;
        });
        settle(ui, vm);
        List<Double> bare = baseline(texts, keystrokes);

        report.note(String.format(
                Locale.ROOT,
                "quick filter: %d keystrokes over %d queries (%s), each typed then cleared",
                keystrokes.size(),
                QUERIES.size(),
                String.join(", ", QUERIES)));
        report.figure("quick filter per keystroke, median", BenchStats.median(unsorted), "ms (goal <= 50)");
        report.figure("quick filter per keystroke, worst", max(unsorted), "ms");
        report.figure("  sorted by end date, median", BenchStats.median(sorted), "ms");
        report.figure("  sorted by end date, worst", max(sorted), "ms");
        report.figure(
                "baseline: contains() over an ArrayList of the same texts, median", BenchStats.median(bare), "ms");
        report.figure("baseline: worst", max(bare), "ms");
        report.ratio(
                "quick filter / baseline (medians)",
                BenchStats.median(unsorted) / BenchStats.median(bare),
                "as close to 1 as possible");
    }

    private static List<String> keystrokes() {
        List<String> steps = new ArrayList<>();
        for (String q : QUERIES) {
            for (int i = 1; i <= q.length(); i++) {
                steps.add(q.substring(0, i));
            }
            steps.add("");
        }
        return steps;
    }

    /** Each keystroke's time from the filter's change to the rows shown having caught up. */
    private static List<Double> typeAll(ExecutorService ui, EntityListViewModel vm, List<String> keystrokes)
            throws Exception {
        List<Double> times = new ArrayList<>();
        for (String text : keystrokes) {
            long start = System.nanoTime();
            onUi(ui, () -> {
                vm.list().quickFilterProperty().set(text);
                return null;
            });
            settle(ui, vm);
            times.add((System.nanoTime() - start) / 1e6);
        }
        return times;
    }

    /** The same filtering with nothing around it: lower-case the query, keep the texts that contain it. */
    private static List<Double> baseline(List<String> texts, List<String> keystrokes) {
        List<Double> times = new ArrayList<>();
        long kept = 0;
        for (String text : keystrokes) {
            long start = System.nanoTime();
            String q = text.toLowerCase(Locale.ROOT).trim();
            List<String> shown = new ArrayList<>();
            for (String t : texts) {
                if (q.isEmpty() || t.contains(q)) {
                    shown.add(t);
                }
            }
            kept += shown.size();
            times.add((System.nanoTime() - start) / 1e6);
        }
        if (kept < 0) {
            throw new IllegalStateException();
        }
        return times;
    }

    private static void load(ExecutorService ui, EntityListViewModel vm) throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        onUi(ui, () -> {
            vm.list().loadingProperty().addListener(new javafx.beans.value.ChangeListener<Boolean>() {
                @Override
                public void changed(
                        javafx.beans.value.ObservableValue<? extends Boolean> obs, Boolean was, Boolean now) {
                    if (!now) {
                        obs.removeListener(this);
                        done.countDown();
                    }
                }
            });
            vm.load();
            return null;
        });
        if (!done.await(120, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the load did not finish");
        }
        settle(ui, vm);
    }

    private static <T> T onUi(ExecutorService ui, Callable<T> task) throws Exception {
        return ui.submit(task).get(120, TimeUnit.SECONDS);
    }

    static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }
}
