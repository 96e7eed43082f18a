package io.tenantdesk.ui.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.testfx.util.WaitForAsyncUtils.waitFor;

import io.tenantdesk.aws.CallerIdentity;
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
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/** Settings › New window: a second console with its own connection, each window labelled in its title and header. */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@SharesTheFxThread
class NewWindowTest {

    @TempDir
    static Path home;

    private final FxExecutors executors = new FxExecutors(2);
    private ConsoleWindows windows;
    private Stage first;

    @Start
    void start(Stage stage) {
        windows = HomeConsoles.consoles(
                HomeConsoles.linuxHome(home),
                executors,
                new DescriptorLoader().loadBundled(),
                new ChangeJournal(home.resolve("journal.jsonl")),
                false);
        first = stage;
        stage.setScene(new Scene(new StackPane(), 1024, 700));
        windows.open(stage);
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(() ->
                Window.getWindows().stream().filter(w -> w != first).toList().forEach(Window::hide));
        windows.closeAll();
        executors.close();
    }

    @Test
    void aNewWindowHasItsOwnConnectionAndEachSaysWhichInItsTitleAndHeader(FxRobot robot, LocalDynamo dynamo)
            throws Exception {
        MainWindowViewModel production = windows.windows().get(0);
        robot.interact(() -> production.connect(new Connection("production", dynamo.client(), dynamo.mapping(), true)));

        robot.clickOn("#settingsButton").clickOn("#newWindow");
        waitFor(20, TimeUnit.SECONDS, () -> windows.windows().size() == 2);
        MainWindowViewModel staging = windows.windows().get(1);
        robot.interact(() -> staging.connect(new Connection("staging", dynamo.client(), dynamo.mapping(), false)));
        FxSettle.settle();

        Stage second = (Stage) Window.getWindows().stream()
                .filter(w -> w != first && w.isShowing())
                .findFirst()
                .orElseThrow();
        assertThat(first.getTitle())
                .startsWith("Tenantdesk — ")
                .contains("production")
                .endsWith("READ-ONLY");
        assertThat(second.getTitle())
                .startsWith("Tenantdesk — ")
                .contains("staging")
                .endsWith("WRITABLE");
        assertThat(label(first, "#connectionLabel")).startsWith("production");
        assertThat(label(second, "#connectionLabel")).startsWith("staging");
        assertThat(first.getScene().lookup("#readOnlyBadge").isVisible()).isTrue();
        assertThat(second.getScene().lookup("#readOnlyBadge").isVisible()).isFalse();
        assertThat(production.connectionProperty().get().label()).isEqualTo("production");
    }

    @Test
    void aClosedWindowLetsGoOfItsTabs(FxRobot robot, LocalDynamo dynamo) throws Exception {
        robot.clickOn("#settingsButton").clickOn("#newWindow");
        waitFor(20, TimeUnit.SECONDS, () -> windows.windows().size() == 2);
        MainWindowViewModel second = windows.windows().get(1);
        robot.interact(() -> second.connect(new Connection("staging", dynamo.client(), dynamo.mapping(), false)));
        assertThat(second.tabs()).isNotEmpty();

        robot.interact(() ->
                Window.getWindows().stream().filter(w -> w != first).toList().forEach(Window::hide));

        assertThat(windows.windows()).hasSize(1);
        assertThat(second.tabs()).as("the closed window's tabs, disposed").isEmpty();
    }

    @Test
    void aNewWindowSaysHowToConnectAndOffersTheLocalEndpointAnotherWindowIsOn(FxRobot robot, LocalDynamo dynamo)
            throws Exception {
        MainWindowViewModel demo = windows.windows().get(0);
        robot.interact(() -> demo.connect(new Connection(
                "Local demo", dynamo.client(), dynamo.mapping(), true, CallerIdentity.local(dynamo.endpoint()))));

        robot.clickOn("#settingsButton").clickOn("#newWindow");
        waitFor(20, TimeUnit.SECONDS, () -> windows.windows().size() == 2);
        FxSettle.settle();
        Stage second = (Stage) Window.getWindows().stream()
                .filter(w -> w != first && w.isShowing())
                .findFirst()
                .orElseThrow();

        Node hint = second.getScene().lookup("#emptyHint");
        assertThat(hint.isVisible()).isTrue();
        assertThat(label(second, "#emptyHintText")).startsWith("Not connected. Connect… opens an AWS profile");
        assertThat(first.getScene().lookup("#emptyHint").isVisible())
                .as("the connected window shows its tabs")
                .isFalse();

        robot.clickOn(second.getScene().lookup("#hintConnectButton"));
        TextField endpoint = robot.lookup("#localEndpoint").queryAs(TextField.class);
        assertThat(endpoint.getText()).isEqualTo(dynamo.endpoint().toString());
        robot.type(KeyCode.ESCAPE);
    }

    private static String label(Stage stage, String id) {
        Node node = stage.getScene().lookup(id);
        return ((Label) node).getText();
    }
}
