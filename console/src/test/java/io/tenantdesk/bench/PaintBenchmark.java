package io.tenantdesk.bench;

import io.tenantdesk.aws.CallerIdentity;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteServer;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.dialogs.FxDialogService;
import io.tenantdesk.ui.entitylist.EntityListTab;
import io.tenantdesk.ui.entitylist.ListWarmUp;
import io.tenantdesk.ui.itemform.FormWarmUp;
import io.tenantdesk.ui.main.ConnectedWarmUp;
import io.tenantdesk.ui.main.FeatureTabs;
import io.tenantdesk.ui.main.MainWindowView;
import io.tenantdesk.ui.main.MainWindowViewModel;
import io.tenantdesk.ui.theme.TestAppearance;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.TextInputControl;
import javafx.stage.Stage;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * From a click to the first frame that shows what was asked for, in the console's real main window on headless
 * Monocle (software rendering): a list of 100,000 licenses, a tenant's overview and an item's form. The frame is
 * the first pulse after whose layout a row (or a form field) holding data is on screen; the read's own time is
 * taken in the same run, as the first page delivered by the store and as a raw Query of the same Limit. The
 * first open in this JVM is the cold one; later opens are warm.
 */
final class PaintBenchmark implements Benchmark {

    static final int ITEMS = 100_000;
    private static final String SMALL_TENANT = "small";
    private static final int SMALL_TENANT_LICENSES = 200;
    private static final int RUNS = Integer.getInteger("bench.paint.runs", 7);
    /** As the console does at start-up and once connected; false measures a cold first list without them. */
    private static final boolean WARM_UP = !"false".equals(System.getProperty("bench.paint.warmup", ""));

    @Override
    public String name() {
        return "paint";
    }

    /** In a JVM of its own with the launcher's options, as the packaged console runs: its collector and compiler. */
    @Override
    public void run(BenchReport report) throws Exception {
        if (LauncherOptions.inOwnJvm()) {
            measure(report);
        } else {
            LauncherOptions.runInOwnJvm(this, report);
        }
    }

    private void measure(BenchReport report) throws Exception {
        report.section("paint: click -> first frame showing data, in the main window on headless Monocle");
        HeadlessFx fx = HeadlessFx.start();
        PlatformDescriptor appData = BenchData.appData();
        Path dir = Files.createTempDirectory("tenantdesk-bench-paint");
        try (DynaliteServer server = DynaliteServer.start(DynaliteServer.defaultDirectory());
                DynamoDbClient client = DynamoClients.local(server.endpoint());
                FxExecutors executors = new FxExecutors(4)) {
            TableNameMapping mapping = TableNameMapping.identity();
            List<Item> items = new ArrayList<>(BenchData.licenses(ITEMS));
            for (int i = 0; i < SMALL_TENANT_LICENSES; i++) {
                items.add(io.tenantdesk.testing.TestData.license(
                        SMALL_TENANT, String.format("s-%04d", i), "active", "2027-05-01", "Analytics Pro"));
            }
            BenchData.load(client, appData, mapping, items);
            Stage stage = HeadlessFx.call(Stage::new);
            MainWindowViewModel vm =
                    HeadlessFx.call(() -> window(stage, appData, executors, client, server.endpoint(), mapping, dir));
            if (WARM_UP) {
                long warming = HeadlessFx.call(() -> {
                    long start = System.nanoTime();
                    new ListWarmUp().run(stage.getScene());
                    return System.nanoTime() - start;
                });
                report.figure("the console's list warm-up at start-up (FX thread, off screen)", warming / 1e6, "ms");
                long warmingForm = HeadlessFx.call(() -> {
                    long start = System.nanoTime();
                    new FormWarmUp().run(stage.getScene());
                    return System.nanoTime() - start;
                });
                report.figure("the console's form warm-up after it (FX thread, off screen)", warmingForm / 1e6, "ms");
                long fxCpuBefore = fx.fxThreadCpu();
                ConnectedWarmUp.LaidOut laidOut = HeadlessFx.call(() -> new ConnectedWarmUp(new FeatureTabs(false))
                                .run(
                                        stage.getScene(),
                                        () -> true,
                                        vm.contextProperty().get()))
                        .get(60, TimeUnit.SECONDS);
                report.figure(
                        "the console's warm-up once connected: " + laidOut.views() + " of its own views (a list with "
                                + laidOut.rowCells()
                                + " sample rows shown, a new item's form, a sample item's form) hidden in the"
                                + " window, FX-thread CPU",
                        (fx.fxThreadCpu() - fxCpuBefore) / 1e6,
                        "ms");
            } else {
                report.note(
                        "without the console's warm-ups at start-up and once connected (-Dbench.paint.warmup=false)");
            }
            EntityDef license = appData.entity("License").orElseThrow();

            List<Opened> lists = new ArrayList<>();
            List<Opened> overviews = new ArrayList<>();
            List<Opened> forms = new ArrayList<>();
            List<Double> raw = new ArrayList<>();
            EntityRow oneLicense = null;
            for (int i = 0; i < RUNS; i++) {
                lists.add(open(
                        fx,
                        stage.getScene(),
                        vm,
                        w -> w.workspace().openList(license, Scope.tenant(BenchData.TENANT)),
                        PaintBenchmark::showsRow));
                raw.add(rawFirstPage(client, lists.get(lists.size() - 1).firstPageRows()));
                overviews.add(open(
                        fx,
                        stage.getScene(),
                        vm,
                        w -> w.workspace().openTenant(SMALL_TENANT),
                        PaintBenchmark::showsRow));
                if (oneLicense == null) {
                    // read only now: the first list's Query is the store's first in this JVM, as a console's is
                    oneLicense = firstRow(vm, license);
                }
                EntityRow row = oneLicense;
                forms.add(open(fx, stage.getScene(), vm, w -> w.workspace().openItem(row), PaintBenchmark::showsField));
            }
            report.note("the first open of each is cold (first in this JVM); warm figures are medians of the "
                    + (RUNS - 1) + " later ones, with their spread");
            report.figure("list: raw Query, first page of the same Limit (median)", BenchStats.median(raw), "ms");
            Opened.report(report, "list of " + ITEMS + " licenses", lists, true);
            Opened.report(report, "tenant overview (" + SMALL_TENANT_LICENSES + " licenses)", overviews, false);
            Opened.report(report, "item form", forms, false);
            close(stage, vm);
        } finally {
            Platform.exit();
        }
    }

    /**
     * What one open took, in ms from the click: the first data handed over, the first frame showing it; the FX
     * thread's CPU until that frame, and from the data being in the view (a list's first page in its rows, or the
     * read's end) to that frame.
     */
    private record Opened(
            double firstDataMs,
            double firstFrameMs,
            double fxCpuMs,
            double fxCpuAfterDataMs,
            double renderCpuAfterDataMs,
            int firstPageRows) {

        static void report(BenchReport report, String what, List<Opened> runs, boolean paged) {
            Opened cold = runs.get(0);
            List<Opened> warm = runs.subList(1, runs.size());
            List<Double> warmData = warm.stream().map(Opened::firstDataMs).toList();
            List<Double> warmFrame = warm.stream().map(Opened::firstFrameMs).toList();
            List<Double> warmGap =
                    warm.stream().map(o -> o.firstFrameMs() - o.firstDataMs()).toList();
            String data = paged ? "first page delivered" : "data read";
            report.figure(what + ", cold: click -> " + data, cold.firstDataMs(), "ms");
            report.figure(what + ", cold: click -> first frame with data", cold.firstFrameMs(), "ms");
            report.figure(what + ", cold: frame - data", cold.firstFrameMs() - cold.firstDataMs(), "ms (goal <= 100)");
            report.figure(what + ", cold: FX-thread CPU until that frame", cold.fxCpuMs(), "ms");
            report.figure(
                    what + ", cold: FX-thread CPU from data in the view to that frame", cold.fxCpuAfterDataMs(), "ms");
            report.figure(
                    what + ", cold: render-thread CPU from data in the view to that frame (earlier frames being"
                            + " painted in software, which the FX thread waits for)",
                    cold.renderCpuAfterDataMs(),
                    "ms");
            report.figure(what + ", warm: click -> " + data + " (median)", BenchStats.median(warmData), "ms");
            report.figure(what + ", warm: click -> first frame (median)", BenchStats.median(warmFrame), "ms");
            report.figure(what + ", warm: frame - data (median)", BenchStats.median(warmGap), "ms (goal <= 100)");
            report.note(String.format(
                    java.util.Locale.ROOT,
                    "  %s, warm frame - data spread: %s ms; %s",
                    what,
                    BenchStats.spread(warmGap),
                    BenchStats.loadAverage()));
            report.figure(
                    what + ", warm: FX-thread CPU until that frame (median)",
                    BenchStats.median(warm.stream().map(Opened::fxCpuMs).toList()),
                    "ms");
            List<Double> warmAfterData =
                    warm.stream().map(Opened::fxCpuAfterDataMs).toList();
            report.figure(
                    what + ", warm: FX-thread CPU from data in the view to that frame (median)",
                    BenchStats.median(warmAfterData),
                    "ms");
            report.note(String.format(
                    java.util.Locale.ROOT,
                    "  %s, warm FX-thread CPU from data to frame spread: %s ms",
                    what,
                    BenchStats.spread(warmAfterData)));
            report.figure(
                    what + ", warm: render-thread CPU from data in the view to that frame (median)",
                    BenchStats.median(
                            warm.stream().map(Opened::renderCpuAfterDataMs).toList()),
                    "ms");
        }
    }

    /**
     * Opens a tab as a click would (on the FX thread, through the window's workspace), then waits for the first
     * pulse after which {@code shows} finds data on screen in the tab; closes the tab again.
     */
    private static Opened open(
            HeadlessFx fx,
            Scene scene,
            MainWindowViewModel vm,
            Consumer<MainWindowViewModel> click,
            Predicate<Parent> shows)
            throws Exception {
        BenchStats.usedHeap();
        CompletableFuture<Opened> opened = new CompletableFuture<>();
        long[] firstData = {-1};
        long[] fxCpuAtData = {-1};
        long[] renderCpuAtData = {-1};
        int[] firstPageRows = {0};
        Platform.runLater(() -> {
            long fxCpuStart = fx.fxThreadCpu();
            long renderCpuStart = fx.renderThreadCpu();
            long clicked = System.nanoTime();
            click.accept(vm);
            TabContent tab = vm.selectedTabProperty().get();
            if (tab instanceof EntityListTab list) {
                list.viewModel().list().onPageShown((page, sinceDelivered, onUi) -> {
                    if (page.number() == 1) {
                        firstData[0] = System.nanoTime() - sinceDelivered;
                        fxCpuAtData[0] = fx.fxThreadCpu();
                        renderCpuAtData[0] = fx.renderThreadCpu();
                        firstPageRows[0] = page.rows().size();
                    }
                });
            } else {
                tab.progress()
                        .ifPresent(p -> p.runningProperty().addListener((obs, was, now) -> {
                            if (!now && firstData[0] < 0) {
                                firstData[0] = System.nanoTime();
                                fxCpuAtData[0] = fx.fxThreadCpu();
                                renderCpuAtData[0] = fx.renderThreadCpu();
                            }
                        }));
                if (tab.progress().isEmpty()) {
                    firstData[0] = clicked;
                    fxCpuAtData[0] = fxCpuStart;
                    renderCpuAtData[0] = renderCpuStart;
                }
            }
            Runnable onPulse = new Runnable() {
                @Override
                public void run() {
                    if (firstData[0] < 0 || !shows.test(tab.view())) {
                        Platform.requestNextPulse();
                        return;
                    }
                    long frame = System.nanoTime();
                    long fxCpu = fx.fxThreadCpu();
                    long renderCpu = fx.renderThreadCpu();
                    scene.removePostLayoutPulseListener(this);
                    opened.complete(new Opened(
                            (firstData[0] - clicked) / 1e6,
                            (frame - clicked) / 1e6,
                            (fxCpu - fxCpuStart) / 1e6,
                            (fxCpu - fxCpuAtData[0]) / 1e6,
                            (renderCpu - renderCpuAtData[0]) / 1e6,
                            firstPageRows[0]));
                    vm.closeTab(tab);
                }
            };
            scene.addPostLayoutPulseListener(onPulse);
            Platform.requestNextPulse();
        });
        Opened result = opened.get(120, TimeUnit.SECONDS);
        CountDownLatch settled = new CountDownLatch(1);
        Platform.runLater(settled::countDown);
        settled.await(30, TimeUnit.SECONDS);
        return result;
    }

    /** A table row holding an item is on screen. */
    private static boolean showsRow(Parent view) {
        for (Node n : view.lookupAll(".table-row-cell")) {
            if (n instanceof IndexedCell<?> cell
                    && !cell.isEmpty()
                    && cell.getItem() != null
                    && cell.isVisible()
                    && cell.getHeight() > 0) {
                return true;
            }
        }
        return false;
    }

    /** A form field holding a value is on screen. */
    private static boolean showsField(Parent view) {
        for (Node n : view.lookupAll(".text-input")) {
            if (n instanceof TextInputControl field
                    && field.getText() != null
                    && !field.getText().isEmpty()
                    && field.getWidth() > 0) {
                return true;
            }
        }
        return false;
    }

    private static double rawFirstPage(DynamoDbClient client, int limit) {
        long start = System.nanoTime();
        client.query(QueryRequest.builder()
                .tableName("app_data")
                .keyConditionExpression("#pk = :pk AND begins_with(#sk, :prefix)")
                .expressionAttributeNames(Map.of("#pk", "PK", "#sk", "SK"))
                .expressionAttributeValues(Map.of(
                        ":pk",
                        AttributeValue.fromS("ACCOUNT#" + BenchData.TENANT),
                        ":prefix",
                        AttributeValue.fromS("LICENSE#")))
                .limit(Math.max(1, limit))
                .build());
        return (System.nanoTime() - start) / 1e6;
    }

    /** The console's main window on {@code stage}, connected to the local server, as a user would have it. */
    static MainWindowViewModel window(
            Stage stage,
            PlatformDescriptor appData,
            FxExecutors executors,
            DynamoDbClient client,
            java.net.URI endpoint,
            TableNameMapping mapping,
            Path dir) {
        MainWindowViewModel vm = new MainWindowViewModel(
                List.of(appData),
                executors,
                new FxDialogService(stage),
                new FeatureTabs(false),
                new ChangeJournal(dir.resolve("journal.jsonl")),
                Clock.systemUTC(),
                ZoneId.of("UTC"));
        Scene scene = new Scene(new MainWindowView(vm, () -> {}, TestAppearance.light()).load(), 1280, 800);
        scene.getStylesheets().add(Stylesheets.THEME);
        stage.setScene(scene);
        stage.show();
        vm.choosePlatform(appData);
        vm.connect(new Connection("bench", client, mapping, true, CallerIdentity.local(endpoint)));
        return vm;
    }

    /** Closes the window's connection, then the window. */
    static void close(Stage stage, MainWindowViewModel vm) throws Exception {
        HeadlessFx.call(() -> {
            vm.closeConnection();
            return null;
        });
        Platform.runLater(stage::close);
    }

    private static EntityRow firstRow(MainWindowViewModel vm, EntityDef license) throws Exception {
        List<EntityRow> rows = new ArrayList<>();
        HeadlessFx.call(() -> vm.contextProperty().get().store())
                .list(license, Scope.tenant(SMALL_TENANT), null, page -> rows.addAll(page.rows()), new CancelToken());
        return rows.get(0);
    }
}
