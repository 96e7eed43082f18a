package io.tenantdesk.ui.platforms;

import static io.tenantdesk.testing.WindowsFileSystems.acl;
import static io.tenantdesk.testing.WindowsFileSystems.ownersEntry;
import static io.tenantdesk.testing.WindowsFileSystems.usersMayRead;
import static org.assertj.core.api.Assertions.assertThat;
import static org.testfx.util.WaitForAsyncUtils.asyncFx;
import static org.testfx.util.WaitForAsyncUtils.waitFor;

import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.settings.RecentDescriptors;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.WindowsFileSystems;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.concurrent.UiExecutors;
import io.tenantdesk.ui.dialogs.FxDialogService;
import io.tenantdesk.ui.main.FeatureTabs;
import io.tenantdesk.ui.main.MainWindowView;
import io.tenantdesk.ui.main.MainWindowViewModel;
import io.tenantdesk.ui.main.NavNode;
import io.tenantdesk.ui.theme.TestAppearance;
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/** The Platforms menu in the console window: opening a user's descriptor, and a broken one listed with its problems. */
@ExtendWith(FxStageExtension.class)
@SharesTheFxThread
class PlatformsMenuTest {

    private static final List<PlatformDescriptor> BUNDLED = new DescriptorLoader().loadBundled();

    @TempDir
    static Path home;

    private final FxExecutors executors = new FxExecutors(2);
    private MainWindowViewModel vm;
    private PlatformLibrary library;
    private Path chosenFile;

    private static Path folder() {
        return home.resolve("config/tenantdesk/platforms");
    }

    @Start
    void start(Stage stage) throws Exception {
        Files.createDirectories(folder());
        Files.writeString(
                folder().resolve("broken.json"),
                Fixtures.text("grown").replace("\"type\": \"number\"", "\"type\": \"numeric\""));
        vm = new MainWindowViewModel(
                BUNDLED,
                executors,
                new FxDialogService(stage),
                new FeatureTabs(false),
                new ChangeJournal(home.resolve("journal.jsonl")),
                Clock.systemUTC(),
                ZoneId.of("UTC"));
        library = new PlatformLibrary(
                BUNDLED,
                folder(),
                new RecentDescriptors(home.resolve("config/tenantdesk")),
                new DescriptorLoader(),
                BackgroundTasks.withoutLogin(executors),
                new PlatformLibrary.Console() {
                    @Override
                    public void offer(List<PlatformDescriptor> platforms) {
                        vm.offerPlatforms(platforms);
                    }

                    @Override
                    public void choose(PlatformDescriptor platform) {
                        vm.choosePlatform(platform);
                    }

                    @Override
                    public void notice(String text) {
                        vm.notice(text);
                    }
                },
                folder -> {});
        MainWindowView view = new MainWindowView(vm, () -> {}, TestAppearance.light());
        Scene scene = new Scene(view.load(), 1280, 800);
        view.platformItems(
                new PlatformMenu(library, stage, uri -> {}, owner -> Optional.ofNullable(chosenFile)).items());
        scene.getStylesheets().add(Stylesheets.THEME);
        stage.setScene(scene);
        stage.show();
        library.reload();
    }

    @AfterEach
    void stop() {
        executors.close();
    }

    /** Waits until {@code condition}, asked on the FX thread that changes what it reads, holds. */
    private static void await(Callable<Boolean> condition) throws Exception {
        waitFor(20, TimeUnit.SECONDS, () -> asyncFx(condition).get());
        FxSettle.settle();
    }

    @Test
    void aDescriptorOpenedFromTheMenuIsChosenAndItsEntitiesAreNavigable(FxRobot robot) throws Exception {
        chosenFile = Files.writeString(home.resolve("mine.json"), Fixtures.text("grown"));

        robot.clickOn("#platformsMenu").clickOn("#openDescriptor");
        // chosen at once, then offered by the reload the opening started (which may choose its new reading again)
        await(() -> vm.platformProperty().get() != null
                && vm.platformProperty().get().id().equals("grown")
                && vm.platforms().stream().anyMatch(p -> p.id().equals("grown")));

        @SuppressWarnings("unchecked")
        ComboBox<PlatformDescriptor> choice = robot.lookup("#platformChoice").queryAs(ComboBox.class);
        assertThat(choice.getValue().id()).isEqualTo("grown");
        assertThat(choice.getButtonCell().getText()).isEqualTo("Grown format · mine.json");
        assertThat(vm.navigation().stream().flatMap(n -> n.children().stream()).map(NavNode::label))
                .contains("Orgs", "Invoices");
        assertThat(library.recentFiles()).containsExactly(chosenFile);
        assertThat(choice.getItems())
                .extracting(PlatformDescriptor::id)
                .startsWith("t3nets")
                .endsWith("grown");
    }

    @Test
    void aBrokenDescriptorIsListedWithEveryProblemAndTheOthersStillLoad(FxRobot robot) throws Exception {
        await(() -> !library.broken().isEmpty());
        assertThat(vm.platforms()).hasSize(BUNDLED.size());
        assertThat(robot.lookup("#statusDescription").queryAs(Label.class).getText())
                .isEqualTo("1 descriptor did not load; see Descriptors › Descriptor problems");

        robot.clickOn("#platformsMenu").clickOn("#descriptorProblems");
        await(() -> robot.lookup("#descriptorProblemLines").tryQuery().isPresent());

        @SuppressWarnings("unchecked")
        ListView<String> lines = robot.lookup("#descriptorProblemLines").queryAs(ListView.class);
        Path broken = folder().resolve("broken.json");
        assertThat(lines.getItems())
                .hasSizeGreaterThanOrEqualTo(3)
                .allSatisfy(line -> assertThat(line).startsWith(broken + ": $.entities["))
                .contains(
                        broken
                                + ": $.entities[0].attributes.number.type: unknown attribute type `numeric`; expected one of"
                                + " string, number, boolean, enum, email, url, timestamp, date, epoch, json, list, map, stringSet, secret");

        Files.writeString(broken, Fixtures.text("grown").replace("\"platform\": \"grown\"", "\"platform\": \"fixed\""));
        robot.clickOn("#reloadDescriptorsNow");
        await(() -> lines.getItems().isEmpty());

        assertThat(vm.platforms()).extracting(PlatformDescriptor::id).endsWith("fixed");
        assertThat(robot.lookup("#descriptorProblemsSummary")
                        .queryAs(Label.class)
                        .getText())
                .startsWith("Every descriptor in");
    }

    @Test
    void showingAMissingPlatformsFolderMakesItTheOwnersAloneOnWindowsToo(FxRobot robot) throws Exception {
        try (FileSystem windows = WindowsFileSystems.create()) {
            Path roaming = Files.createDirectories(windows.getPath("C:\\Users\\ana\\AppData\\Roaming"));
            Path folder = roaming.resolve("Tenantdesk\\platforms");
            PlatformLibrary onWindows = new PlatformLibrary(
                    BUNDLED,
                    folder,
                    new RecentDescriptors(roaming.resolve("Tenantdesk")),
                    new DescriptorLoader(),
                    BackgroundTasks.withoutLogin(UiExecutors.direct()),
                    new PlatformLibrary.Console() {
                        @Override
                        public void offer(List<PlatformDescriptor> platforms) {}

                        @Override
                        public void choose(PlatformDescriptor platform) {}

                        @Override
                        public void notice(String text) {}
                    },
                    watched -> {});
            List<URI> opened = new ArrayList<>();

            robot.interact(() -> new PlatformMenu(onWindows, null, opened::add, owner -> Optional.empty())
                    .items().stream()
                            .filter(item -> "showPlatformsFolder".equals(item.getId()))
                            .findFirst()
                            .orElseThrow()
                            .fire());

            assertThat(opened).containsExactly(folder.toUri());
            assertThat(acl(folder)).containsExactly(ownersEntry(folder, true));
            assertThat(acl(folder.getParent())).containsExactly(ownersEntry(folder, true));
            assertThat(acl(roaming)).containsExactly(usersMayRead(windows));
        }
    }
}
