package io.tenantdesk.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenantdesk.aws.CallerIdentity;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.dialogs.FxDialogService;
import io.tenantdesk.ui.entitylist.ListWarmUp;
import io.tenantdesk.ui.itemform.FormWarmUp;
import io.tenantdesk.ui.main.ConnectedWarmUp;
import io.tenantdesk.ui.main.FeatureTabs;
import io.tenantdesk.ui.main.MainWindowView;
import io.tenantdesk.ui.main.MainWindowViewModel;
import io.tenantdesk.ui.startup.Pulses;
import io.tenantdesk.ui.theme.TestAppearance;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;

/**
 * A child JVM of the window benchmark: the console's start-up and connection taken apart, step by step in the order
 * the console takes them, on the benchmark's display and with the launcher's options: for each step the process's
 * CPU time (all threads, from /proc, in 10 ms ticks), the time on the clock and the classes it loaded, printed as
 * tab-separated lines ({@code step, label, cpu s, wall ms, classes}). Each step's cost includes loading and linking
 * what it is the first to use.
 */
final class StartCosts {

    private long cpuTicks;
    private long wall = System.nanoTime()
            - TimeUnit.MILLISECONDS.toNanos(ManagementFactory.getRuntimeMXBean().getUptime());
    private long classes;

    private StartCosts() {}

    /** Arguments: the local server's endpoint. */
    public static void main(String[] args) throws Exception {
        StartCosts costs = new StartCosts();
        costs.step("JVM start to main (boot, class path, this class)");
        costs.measure(URI.create(args[0]));
        Platform.exit();
        System.exit(0);
    }

    private void measure(URI endpoint) throws Exception {
        Platform.setImplicitExit(false);
        CompletableFuture<Void> up = new CompletableFuture<>();
        Platform.startup(() -> up.complete(null));
        up.get(60, TimeUnit.SECONDS);
        step("JavaFX toolkit (Glass GTK, Prism, Quantum threads)");
        Stage stage = HeadlessFx.call(() -> {
            Stage s = new Stage();
            s.setScene(new Scene(new StackPane(new Label("Tenantdesk")), 1280, 800));
            s.show();
            return s;
        });
        afterLayout(stage);
        step("first window shown and laid out");
        ObjectMapper json = new ObjectMapper();
        for (String id : DescriptorLoader.bundledIds()) {
            try (InputStream in = DescriptorLoader.class.getResourceAsStream("/platforms/" + id + ".json")) {
                json.readTree(in);
            }
        }
        step("bundled descriptors parsed alone (Jackson trees, the first use of Jackson)");
        DescriptorLoader loader = new DescriptorLoader();
        step("descriptor loader made (its JSON Schema compiled)");
        List<PlatformDescriptor> platforms = loader.loadBundled();
        step("bundled descriptors loaded (parsed again, checked against the schema, read)");
        Path dir = Files.createTempDirectory("tenantdesk-start-costs");
        FxExecutors executors = new FxExecutors(6);
        MainWindowViewModel vm = HeadlessFx.call(() -> new MainWindowViewModel(
                platforms,
                executors,
                new FxDialogService(stage),
                new FeatureTabs(false),
                new ChangeJournal(dir.resolve("journal.jsonl")),
                Clock.systemUTC(),
                ZoneId.of("UTC")));
        Parent view = HeadlessFx.call(() -> new MainWindowView(vm, () -> {}, TestAppearance.light()).load());
        step("main window: view model and FXML loaded");
        HeadlessFx.call(() -> {
            stage.getScene().getStylesheets().add(Stylesheets.THEME);
            stage.getScene().setRoot(view);
            return null;
        });
        afterLayout(stage);
        step("main window: theme style sheet, first CSS and layout pass");
        HeadlessFx.call(() -> new ListWarmUp().run(stage.getScene()));
        step("list warm-up (off screen)");
        HeadlessFx.call(() -> new FormWarmUp().run(stage.getScene()));
        step("form warm-up (off screen)");
        DynamoDbClient client = DynamoClients.local(endpoint);
        step("SDK DynamoDbClient built");
        client.describeTable(
                DescribeTableRequest.builder().tableName("app_data").build());
        step("SDK first request (DescribeTable)");
        HeadlessFx.call(() -> {
            vm.choosePlatform(platforms.stream()
                    .filter(p -> p.id().equals("app_data"))
                    .findFirst()
                    .orElseThrow());
            return vm.connect(
                    new Connection("bench", client, TableNameMapping.identity(), true, CallerIdentity.local(endpoint)));
        });
        afterLayout(stage);
        step("connected: store, navigation, platform overview laid out");
        HeadlessFx.call(() -> new ConnectedWarmUp(new FeatureTabs(false))
                        .run(stage.getScene(), () -> true, vm.contextProperty().get()))
                .get(60, TimeUnit.SECONDS);
        step("connected warm-up (sample list and forms, hidden)");
        executors.close();
    }

    private void step(String label) {
        long ticks = WindowProbe.cpuTicks(Path.of("/proc/self/stat"));
        long now = System.nanoTime();
        long loaded = ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount();
        System.out.printf(
                Locale.ROOT,
                "step\t%s\t%.2f\t%.0f\t%d%n",
                label,
                (ticks - cpuTicks) / ProcessUse.TICKS_PER_SECOND,
                (now - wall) / 1e6,
                loaded - classes);
        cpuTicks = ticks;
        wall = now;
        classes = loaded;
    }

    private static void afterLayout(Stage stage) throws Exception {
        CompletableFuture<Void> laidOut = new CompletableFuture<>();
        Platform.runLater(() -> Pulses.afterNextLayout(stage.getScene(), () -> laidOut.complete(null)));
        laidOut.get(60, TimeUnit.SECONDS);
    }
}
