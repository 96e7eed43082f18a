package io.tenantdesk.screenshots;

import io.tenantdesk.aws.CallerIdentity;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.demo.DemoSize;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteServer;
import io.tenantdesk.local.LocalDemo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.settings.RecentDescriptors;
import io.tenantdesk.ui.about.HelpMenu;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.dialogs.FxDialogService;
import io.tenantdesk.ui.main.FeatureTabs;
import io.tenantdesk.ui.main.MainWindowView;
import io.tenantdesk.ui.main.MainWindowViewModel;
import io.tenantdesk.ui.platforms.PlatformLibrary;
import io.tenantdesk.ui.platforms.PlatformMenu;
import io.tenantdesk.ui.theme.TestAppearance;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

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
        List<PlatformDescriptor> platforms = new DescriptorLoader().loadBundled();
        Path scratch = Files.createTempDirectory("tenantdesk-shots");
        MainWindowViewModel vm = new MainWindowViewModel(platforms, executors, new FxDialogService(stage),
                new FeatureTabs(true), new ChangeJournal(scratch.resolve("journal.jsonl")), Clock.systemDefaultZone(),
                ZoneId.systemDefault());
        MainWindowView view = new MainWindowView(vm, () -> { }, TestAppearance.light());
        Scene scene = new Scene(view.load(), 1280, 800);
        view.helpItems(new HelpMenu(scratch.resolve("tenantdesk.log"), uri -> { }, stage).items());
        view.platformItems(new PlatformMenu(platformLibrary(platforms, scratch, vm), stage, uri -> { },
                owner -> Optional.empty()).items());
        scene.getStylesheets().add(Stylesheets.THEME);
        stage.setScene(scene);
        stage.setTitle("Tenantdesk");
        stage.show();
        CompletableFuture.supplyAsync(() -> LocalDemo.start(DynaliteServer.defaultDirectory(), platforms, DemoSize.DEFAULT,
                Instant.now(), message -> { }), executors.background()).thenAccept(started -> {
                    demo = started;
                    Tour tour = new Tour(stage, README, TourSteps.README, ALL, this::finish);
                    new TourSteps(vm, stage, executors, scratch).addTo(tour, new Connection("Local demo", started.client(),
                            TableNameMapping.identity(), false, CallerIdentity.local(started.endpoint())));
                    tour.run();
                }).exceptionally(failure -> {
                    failure.printStackTrace();
                    Platform.exit();
                    return null;
                });
    }

    /** The bundled platforms and an empty platforms folder, as a first start shows them in the header. */
    private PlatformLibrary platformLibrary(List<PlatformDescriptor> bundled, Path scratch, MainWindowViewModel vm) {
        return new PlatformLibrary(bundled, scratch.resolve("platforms"), new RecentDescriptors(scratch),
                new DescriptorLoader(), executors, new PlatformLibrary.Console() {
                    @Override
                    public void offer(List<PlatformDescriptor> offered) {
                        vm.offerPlatforms(offered);
                    }

                    @Override
                    public void choose(PlatformDescriptor platform) {
                        vm.choosePlatform(platform);
                    }

                    @Override
                    public void notice(String text) {
                        vm.notice(text);
                    }
                }, folder -> { });
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
