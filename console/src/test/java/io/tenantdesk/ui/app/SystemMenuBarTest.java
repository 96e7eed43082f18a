package io.tenantdesk.ui.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.testfx.util.WaitForAsyncUtils.waitFor;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.ui.common.Shortcuts;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.main.MainWindowViewModel;
import io.tenantdesk.ui.query.QueryTab;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/** On macOS the window's menus are the system's menu bar's, their shortcuts on the command key. */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@SharesTheFxThread
class SystemMenuBarTest {

    @TempDir
    static Path home;

    private final FxExecutors executors = new FxExecutors(2);
    private ConsoleWindows windows;
    private MainWindowViewModel vm;

    @Start
    void start(Stage stage) {
        HostEnvironment mac = HostEnvironment.of(
                Map.of("HOME", home.toString()), Map.of("user.home", home.toString(), "os.name", "Mac OS X"));
        windows = HomeConsoles.consoles(
                mac,
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
    void theMenusAreTheSystemMenuBarsAndTheHeaderHasNoMenuButtons(FxRobot robot) {
        MenuBar bar = robot.lookup("#menuBar").queryAs(MenuBar.class);

        assertThat(bar.isUseSystemMenuBar()).isTrue();
        assertThat(bar.getMenus()).extracting(Menu::getText).containsExactly("_Descriptors", "Se_ttings", "_Help");
        assertThat(bar.getMenus().get(0).getItems())
                .extracting(MenuItem::getAccelerator)
                .contains(Shortcuts.OPEN_DESCRIPTOR, Shortcuts.NEW_QUERY);
        assertThat(bar.getMenus().get(2).getItems()).extracting(MenuItem::getId).contains("about");
        for (String button : new String[] {"#platformsMenu", "#settingsButton", "#helpButton"}) {
            Node header = robot.lookup(".header " + button).query();
            assertThat(header.isManaged()).as(button).isFalse();
        }
    }

    @Test
    void aMenuBarShortcutOpensWhatItsItemDoes(FxRobot robot, LocalDynamo dynamo) throws Exception {
        robot.interact(() -> vm.connect(new Connection("local", dynamo.client(), dynamo.mapping(), true)));

        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.F);

        waitFor(5, TimeUnit.SECONDS, () -> vm.selectedTabProperty().get() instanceof QueryTab);
        assertThat(vm.selectedTabProperty().get()).isInstanceOf(QueryTab.class);
    }
}
