package io.tenantdesk.screenshots;

import io.tenantdesk.ui.theme.TestAppearance;
import io.tenantdesk.aws.CallerIdentity;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.demo.DemoSize;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteServer;
import io.tenantdesk.local.LocalDemo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.dialogs.FxDialogService;
import io.tenantdesk.ui.main.FeatureTabs;
import io.tenantdesk.ui.main.MainWindowView;
import io.tenantdesk.ui.main.MainWindowViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

/** The console on the local demo in a real window, touring the main views (see {@link Screenshots}). */
public final class ScreenshotApp extends Application {

    private static final Path OUT = Path.of(System.getProperty("screenshots.dir", "docs/screenshots"));

    private final FxExecutors executors = new FxExecutors(6);
    private LocalDemo demo;
    private Stage stage;

    @Override
    public void start(Stage stage) throws Exception {
        this.stage = stage;
        Files.createDirectories(OUT);
        List<PlatformDescriptor> platforms = new DescriptorLoader().loadBundled();
        Path journal = Files.createTempDirectory("tenantdesk-shots").resolve("journal.jsonl");
        MainWindowViewModel vm = new MainWindowViewModel(platforms, executors, new FxDialogService(stage),
                new FeatureTabs(true), new ChangeJournal(journal), Clock.systemDefaultZone(), ZoneId.systemDefault());
        String[] size = System.getProperty("screenshots.size", "1360x820").split("x");
        Scene scene = new Scene(new MainWindowView(vm, () -> { }, TestAppearance.light()).load(),
                Integer.parseInt(size[0]), Integer.parseInt(size[1]));
        scene.getStylesheets().add(Stylesheets.THEME);
        stage.setScene(scene);
        stage.setTitle("Tenantdesk");
        stage.show();
        CompletableFuture.supplyAsync(() -> LocalDemo.start(DynaliteServer.defaultDirectory(), platforms, DemoSize.DEFAULT,
                Instant.now(), message -> { }), executors.background()).thenAccept(started -> {
                    demo = started;
                    Platform.runLater(() -> new Tour(vm, scene, OUT, executors, this::finish).run(started.client(),
                            new Connection("Local demo", started.client(), TableNameMapping.identity(), false,
                                    CallerIdentity.local(started.endpoint()))));
                }).exceptionally(failure -> {
                    failure.printStackTrace();
                    Platform.exit();
                    return null;
                });
    }

    private void finish() {
        new AboutShot(OUT).shoot(stage, () -> {
            System.out.println("screenshots written to " + OUT.toAbsolutePath());
            Platform.exit();
        });
    }

    @Override
    public void stop() throws Exception {
        if (demo != null) {
            demo.close();
        }
        executors.background().shutdownNow();
        executors.background().awaitTermination(2, TimeUnit.SECONDS);
    }

    static TabContent selected(MainWindowViewModel vm) {
        return vm.selectedTabProperty().get();
    }
}
