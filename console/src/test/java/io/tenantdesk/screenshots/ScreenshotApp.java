package io.tenantdesk.screenshots;

import io.tenantdesk.demo.DemoSize;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteServer;
import io.tenantdesk.local.LocalDemo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.main.MainWindowViewModel;
import io.tenantdesk.ui.theme.PopupFrames;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.application.ConditionalFeature;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.Window;

/** The console on the local demo in a real window, touring every view and dialog (see {@link Screenshots}). */
public final class ScreenshotApp extends Application {

    private static final Path README = Path.of(System.getProperty("screenshots.dir", "docs/screenshots"));
    private static final Path ALL = Path.of(System.getProperty("screenshots.all", "target/screenshots"));

    private final FxExecutors executors = new FxExecutors(6);
    private LocalDemo demo;
    private Stage stage;

    @Override
    public void start(Stage stage) throws Exception {
        Files.createDirectories(README);
        PopupFrames.install(Window.getWindows(), Platform.isSupported(ConditionalFeature.TRANSPARENT_WINDOW));
        List<PlatformDescriptor> platforms = new DescriptorLoader().loadBundled();
        Path scratch = Files.createTempDirectory("tenantdesk-shots");
        stage.setScene(new Scene(new StackPane(), 1280, 800));
        stage.show();
        MainWindowViewModel vm = TourHome.consoles(
                        scratch, executors, platforms, new ChangeJournal(scratch.resolve("journal.jsonl")), true)
                .open(stage);
        CompletableFuture.supplyAsync(
                        () -> LocalDemo.start(
                                DynaliteServer.defaultDirectory(),
                                platforms,
                                DemoSize.DEFAULT,
                                Instant.now(),
                                message -> {}),
                        executors.background())
                .thenAccept(started -> {
                    demo = started;
                    Tour tour = new Tour(stage, README, TourSteps.README, ALL, this::finish);
                    TourFrame frame = new TourFrame(vm, stage, scratch);
                    frame.addBeforeConnecting(tour);
                    new TourSteps(vm, stage, executors, scratch).addTo(tour, started.connection());
                    frame.addConnected(tour);
                    tour.run();
                })
                .exceptionally(failure -> {
                    failure.printStackTrace();
                    Platform.exit();
                    return null;
                });
    }

    private void finish() {
        System.out.println("README screenshots in " + README.toAbsolutePath() + ", every view and dialog in "
                + ALL.toAbsolutePath());
        Platform.exit();
    }

    @Override
    public void stop() throws Exception {
        if (demo != null) {
            demo.close();
        }
        executors.background().shutdownNow();
        executors.background().awaitTermination(2, TimeUnit.SECONDS);
    }
}
