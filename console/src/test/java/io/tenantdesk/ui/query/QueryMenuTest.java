package io.tenantdesk.ui.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.testfx.util.WaitForAsyncUtils.waitFor;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.host.UserFolders;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.SortCondition.Operator;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.settings.SavedQueries;
import io.tenantdesk.settings.SavedQuery;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.ui.app.ConsoleWindows;
import io.tenantdesk.ui.app.HomeConsoles;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.main.MainWindowViewModel;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.MenuButton;
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

/** The window's way to queries: Ctrl+Shift+F opens one, and the Descriptors menu lists the platform's saved ones. */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@SharesTheFxThread
class QueryMenuTest {

    @TempDir
    static Path home;

    private final FxExecutors executors = new FxExecutors(2);
    private ConsoleWindows windows;
    private UserFolders folders;

    @Start
    void start(Stage stage) {
        HostEnvironment env = HomeConsoles.linuxHome(home);
        folders = UserFolders.resolve(env);
        windows = HomeConsoles.consoles(
                env,
                executors,
                new DescriptorLoader().loadBundled(),
                new ChangeJournal(home.resolve("journal.jsonl")),
                false);
        stage.setScene(new Scene(new StackPane(), 1024, 700));
        windows.open(stage);
        stage.show();
    }

    @AfterEach
    void stop() {
        windows.closeAll();
        executors.close();
    }

    @Test
    void theShortcutOpensAQueryOnceConnectedAndTheMenuRunsASavedOneWhoseFailureIsSaidInWords(
            FxRobot robot, LocalDynamo dynamo) throws Exception {
        MainWindowViewModel window = windows.windows().get(0);
        waitFor(10, TimeUnit.SECONDS, () -> window.platformProperty().get() != null);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.F).release(KeyCode.F, KeyCode.SHIFT, KeyCode.CONTROL);
        FxSettle.settle();
        assertThat(window.tabs()).isEmpty();

        String platform = window.platformProperty().get().id();
        new SavedQueries(folders.config(), platform)
                .save(new SavedQuery(
                        "one tenant",
                        "tenants",
                        null,
                        "TENANT#none",
                        Operator.BEGINS_WITH,
                        "USER#",
                        null,
                        List.of(),
                        null));
        // A mapping to tables this server does not have: the query's read fails, and says why.
        robot.interact(() -> window.connect(new Connection("local", dynamo.client(), dynamo.mapping(), true)));
        FxSettle.settle();

        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.F).release(KeyCode.F, KeyCode.SHIFT, KeyCode.CONTROL);
        waitFor(10, TimeUnit.SECONDS, () -> window.selectedTabProperty().get() instanceof QueryTab);
        assertThat(window.selectedTabProperty().get().titleProperty().get()).isEqualTo("Ad-hoc query");

        MenuButton menu = robot.lookup("#platformsMenu").queryAs(MenuButton.class);
        robot.interact(menu::show);
        MenuItem saved = menu.getItems().stream()
                .filter(i -> "one tenant".equals(i.getText()))
                .findFirst()
                .orElseThrow();
        robot.interact(() -> {
            menu.hide();
            saved.fire();
        });
        // the read fails: waiting for the load to stop would pass before it starts
        waitFor(
                10,
                TimeUnit.SECONDS,
                () -> window.selectedTabProperty().get() instanceof QueryTab tab
                        && tab.viewModel().resultsProperty().get() != null
                        && tab.viewModel()
                                .resultsProperty()
                                .get()
                                .list()
                                .failedProperty()
                                .get());
        FxSettle.settle();
        QueryTab tab = (QueryTab) window.selectedTabProperty().get();
        assertThat(tab.titleProperty().get()).isEqualTo("Query · one tenant");
        assertThat(tab.viewModel().resultsProperty().get().placeholderText().get())
                .isEqualTo(
                        "The load failed: Table tenants does not exist on local. Check the connection's table-name mapping.");
        assertThat(tab.viewModel()
                        .resultsProperty()
                        .get()
                        .readDescriptionProperty()
                        .get())
                .isEqualTo("Query tenants where pk = TENANT#none and sk begins with USER#");
    }
}
