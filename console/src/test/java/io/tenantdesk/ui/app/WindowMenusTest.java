package io.tenantdesk.ui.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.testfx.util.WaitForAsyncUtils.waitFor;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.main.MainWindowViewModel;
import io.tenantdesk.ui.query.QueryTab;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.MenuButton;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/** The window's menus, as the app builds them, by keyboard: each opens on its mnemonic and runs an item on Enter. */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@SharesTheFxThread
class WindowMenusTest {

    @TempDir
    static Path home;

    private final FxExecutors executors = new FxExecutors(2);
    private ConsoleWindows windows;
    private MainWindowViewModel vm;

    @Start
    void start(Stage stage) {
        windows = HomeConsoles.consoles(
                HomeConsoles.linuxHome(home),
                executors,
                new DescriptorLoader().loadBundled(),
                new ChangeJournal(home.resolve("journal.jsonl")),
                false);
        stage.setScene(new Scene(new StackPane(), 1280, 800));
        vm = windows.open(stage);
        stage.show();
    }

    @AfterEach
    void stop() {
        windows.closeAll();
        executors.close();
    }

    @Test
    void theDescriptorsMenuOpensOnAltDAndRunsItsLastItemOnUpAndEnter(FxRobot robot, LocalDynamo dynamo)
            throws Exception {
        robot.interact(() -> vm.connect(new Connection("local", dynamo.client(), dynamo.mapping(), true)));
        MenuButton descriptors = robot.lookup("#platformsMenu").queryAs(MenuButton.class);

        robot.push(KeyCode.ALT, KeyCode.D);
        waitFor(5, TimeUnit.SECONDS, descriptors::isShowing);
        FxSettle.settle();
        robot.type(KeyCode.UP).type(KeyCode.ENTER);

        waitFor(5, TimeUnit.SECONDS, () -> vm.selectedTabProperty().get() instanceof QueryTab);
        assertThat(descriptors.isShowing()).isFalse();
    }

    @Test
    void settingsAndHelpOpenOnTheirMnemonicsAndEscCloses(FxRobot robot) throws Exception {
        MenuButton settings = robot.lookup("#settingsButton").queryAs(MenuButton.class);
        MenuButton help = robot.lookup("#helpButton").queryAs(MenuButton.class);

        robot.push(KeyCode.ALT, KeyCode.T);
        waitFor(5, TimeUnit.SECONDS, settings::isShowing);
        robot.type(KeyCode.ESCAPE);
        waitFor(5, TimeUnit.SECONDS, () -> !settings.isShowing());
        robot.push(KeyCode.ALT, KeyCode.H);
        waitFor(5, TimeUnit.SECONDS, help::isShowing);
        robot.type(KeyCode.ESCAPE);

        assertThat(help.isShowing()).isFalse();
    }
}
