package io.tenantdesk.ui.main;

import static io.tenantdesk.ui.main.TestConsole.await;
import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.testing.fx.Typing;
import io.tenantdesk.ui.concurrent.FxExecutors;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.matcher.control.LabeledMatchers;

/** Where the keyboard goes: into the work after opening or saving, and never into a platform switch by accident. */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@SharesTheFxThread
class KeyboardFocusTest {

    @TempDir
    Path dir;

    private final FxExecutors executors = new FxExecutors(4);
    private TestConsole console;

    @Start
    void start(Stage stage) {
        console = TestConsole.show(stage, dir, executors, 1280, 800);
    }

    @AfterEach
    void stop() {
        executors.close();
    }

    private MainWindowViewModel vm() {
        return console.vm;
    }

    /** Opens the tenants' list from the navigation, by keyboard, and waits for its rows. */
    private void openTenantList(FxRobot robot) throws Exception {
        robot.clickOn(robot.lookup("#navigation .tree-cell")
                .match(LabeledMatchers.hasText("Tenants"))
                .queryAs(Node.class));
        await(() -> robot.lookup("#entityListTable")
                .tryQueryAs(TableView.class)
                .filter(t -> !t.getItems().isEmpty())
                .isPresent());
    }

    @Test
    void tabFromTheNavigationReachesTheListAndEnterPutsTheKeyboardInTheItemsFirstEditableField(
            FxRobot robot, LocalDynamo dynamo) throws Exception {
        console.connectOfferingWrites(robot, dynamo, "t3nets");
        openTenantList(robot);

        robot.type(KeyCode.TAB);
        assertThat(console.focusOwner().getId()).isEqualTo("entityListTable");
        robot.type(KeyCode.DOWN).type(KeyCode.ENTER);
        await(() -> vm().tabs().size() == 3);

        assertThat(console.focusOwner())
                .as("Name, the first field that can be edited (the Tenant ID is in the key)")
                .isInstanceOf(TextField.class)
                .extracting(Node::getId)
                .isEqualTo("field-name");
    }

    @Test
    void afterASaveTheKeyboardIsBackInTheFieldItLeft(FxRobot robot, LocalDynamo dynamo) throws Exception {
        console.connectToTablesOfItsOwn(robot, dynamo, "t3nets", "Tenant");
        openTenantList(robot);
        robot.type(KeyCode.TAB).type(KeyCode.DOWN).type(KeyCode.ENTER);
        await(() -> robot.lookup("#field-name").tryQuery().isPresent());
        robot.clickOn("#field-name").type(KeyCode.END);

        Typing.write(robot, " (renamed)");
        robot.push(KeyCode.CONTROL, KeyCode.S);
        await(() -> robot.lookup("#reasonField").tryQuery().isPresent());
        Typing.write(robot, "ticket 4411");
        robot.type(KeyCode.ENTER);
        await(() -> robot.lookup("#formStatus").queryLabeled().getText().startsWith("Saved"));

        assertThat(console.focusOwner().getId()).isEqualTo("field-name");
    }

    @Test
    void theArrowKeysOnThePlatformBoxSwitchNothingUntilEnter(FxRobot robot, LocalDynamo dynamo) throws Exception {
        PlatformDescriptor t3nets = console.connectToSharedDemo(robot, dynamo, "t3nets");
        openTenantList(robot);
        ComboBox<?> box = robot.lookup("#platformChoice").queryAs(ComboBox.class);
        robot.interact(box::requestFocus);

        robot.type(KeyCode.DOWN);
        assertThat(vm().platformProperty().get()).isEqualTo(t3nets);
        assertThat(vm().tabs()).hasSize(2);
        robot.type(KeyCode.DOWN).type(KeyCode.ESCAPE);
        assertThat(box.isShowing()).isFalse();
        assertThat(box.getValue()).as("Esc puts back the platform in use").isEqualTo(t3nets);
        assertThat(vm().platformProperty().get()).isEqualTo(t3nets);
        assertThat(vm().tabs()).hasSize(2);

        robot.type(KeyCode.DOWN).type(KeyCode.DOWN).type(KeyCode.ENTER);

        PlatformDescriptor next = vm().platforms().get(vm().platforms().indexOf(t3nets) + 1);
        assertThat(vm().platformProperty().get()).isEqualTo(next);
        assertThat(box.getValue()).isEqualTo(next);
    }

    @Test
    void aClickOnAPlatformInTheListSwitchesToIt(FxRobot robot, LocalDynamo dynamo) throws Exception {
        console.connectToSharedDemo(robot, dynamo, "t3nets");

        robot.clickOn("#platformChoice");
        robot.clickOn(robot.lookup(".combo-box-popup .list-cell")
                .match(LabeledMatchers.hasText("Helpmaton"))
                .queryAs(ListCell.class));

        assertThat(vm().platformProperty().get().id()).isEqualTo("helpmaton");
        assertThat(robot.lookup("#platformChoice").queryAs(ComboBox.class).isShowing())
                .isFalse();
        assertThat(List.copyOf(vm().tabs()))
                .extracting(t -> t.titleProperty().get())
                .containsExactly("Helpmaton");
    }

    @Test
    void theBoxNamesAPlatformReadAgainFromItsFileWhileInUse(FxRobot robot) throws Exception {
        Path file = Files.writeString(dir.resolve("drafted.json"), Fixtures.text("grown"));
        PlatformDescriptor drafted = new DescriptorLoader().load(file);
        Files.writeString(file, Fixtures.text("grown").replace("\"Grown format\"", "\"Grown again\""));
        PlatformDescriptor redrafted = new DescriptorLoader().load(file);
        List<PlatformDescriptor> offered = new ArrayList<>(TestConsole.PLATFORMS);
        robot.interact(() -> {
            vm().offerPlatforms(plus(offered, drafted));
            vm().choosePlatform(drafted);
        });

        robot.interact(() -> vm().offerPlatforms(plus(offered, redrafted)));

        ComboBox<?> box = robot.lookup("#platformChoice").queryAs(ComboBox.class);
        assertThat(vm().platformProperty().get()).isEqualTo(redrafted);
        assertThat(box.getButtonCell().getText()).isEqualTo("Grown again · drafted.json");
    }

    private static List<PlatformDescriptor> plus(List<PlatformDescriptor> platforms, PlatformDescriptor one) {
        List<PlatformDescriptor> all = new ArrayList<>(platforms);
        all.add(one);
        return all;
    }
}
