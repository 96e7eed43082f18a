package io.tenantdesk.ui.startup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.testing.fx.FxWait;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.dialogs.FxDialogService;
import io.tenantdesk.ui.main.FeatureTabs;
import io.tenantdesk.ui.main.MainWindowView;
import io.tenantdesk.ui.main.MainWindowViewModel;
import io.tenantdesk.ui.theme.TestAppearance;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

@ExtendWith(FxStageExtension.class)
@SharesTheFxThread
class SelfCheckProbesTest {

    private static final List<PlatformDescriptor> PLATFORMS = new DescriptorLoader().loadBundled();
    private final FxExecutors executors = new FxExecutors(1);
    private Stage stage;

    @TempDir
    static Path journal;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        MainWindowViewModel viewModel = new MainWindowViewModel(
                PLATFORMS,
                executors,
                new FxDialogService(stage),
                new FeatureTabs(false),
                new ChangeJournal(journal.resolve("journal.jsonl")),
                Clock.systemUTC(),
                ZoneId.of("UTC"));
        Scene scene = new Scene(new MainWindowView(viewModel, () -> {}, TestAppearance.light()).load(), 900, 600);
        scene.getStylesheets().add(Stylesheets.THEME);
        stage.setScene(scene);
        stage.setTitle("Tenantdesk");
        stage.show();
    }

    @AfterEach
    void stop() {
        executors.close();
    }

    @Test
    void theMainWindowPassesEveryCheck() throws Exception {
        SelfCheckProbes probes = new SelfCheckProbes(stage, PLATFORMS);

        List<String> onFx = onFxThread(probes::onFxThread);
        List<String> background = probes.inBackground();

        assertThat(onFx).hasSize(6).allMatch(line -> line.startsWith("ok  "));
        assertThat(String.join("\n", onFx))
                .contains("5 bundled: t3nets, app_data, lon12, helpmaton, wallcrawler", "theme.css");
        assertThat(background).hasSize(2).allMatch(line -> line.startsWith("ok  "));
    }

    @Test
    void aWindowWithoutItsStyleSheetFails(FxRobot robot) {
        robot.interact(() -> stage.setScene(new Scene(new StackPane(new StackPane()), 200, 100)));
        SelfCheckProbes probes = new SelfCheckProbes(stage, PLATFORMS);

        assertThatThrownBy(() -> onFxThread(probes::onFxThread))
                .hasRootCauseMessage("style sheets: the main window has none");
    }

    @Test
    void noDescriptorsFail() {
        SelfCheckProbes probes = new SelfCheckProbes(stage, List.of());

        assertThatThrownBy(() -> onFxThread(probes::onFxThread))
                .hasRootCauseMessage("descriptors: no bundled platform descriptor was loaded");
    }

    private static <T> T onFxThread(Supplier<T> work) throws Exception {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(work.get());
            } catch (RuntimeException | Error e) {
                result.completeExceptionally(e);
            }
        });
        return FxWait.await(result);
    }
}
