package io.tenantdesk.ui.main;

import static io.tenantdesk.ui.main.TestConsole.await;
import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.ui.common.Shortcuts;
import io.tenantdesk.ui.concurrent.FxExecutors;
import java.nio.file.Path;
import javafx.scene.AccessibleAttribute;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.matcher.control.LabeledMatchers;

/** What a screen reader says of the window's marks, badges and status: words, not symbols. */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@SharesTheFxThread
class AccessibleTextTest {

    @TempDir
    Path dir;

    private final FxExecutors executors = new FxExecutors(2);
    private TestConsole console;

    @Start
    void start(Stage stage) {
        console = TestConsole.show(stage, dir, executors, 1280, 800);
    }

    @AfterEach
    void stop() {
        executors.close();
    }

    private static Object said(Node node, AccessibleAttribute attribute) {
        return node.queryAccessibleAttribute(attribute);
    }

    @Test
    void theHeadersBadgeAndBoxAndTheStatusBarAreNamedInWords(FxRobot robot, LocalDynamo dynamo) {
        console.connectToSharedDemo(robot, dynamo, "helpmaton");

        Node badge = robot.lookup("#readOnlyBadge").query();
        assertThat(said(badge, AccessibleAttribute.TEXT)).isEqualTo("Read-only connection");
        assertThat(said(badge, AccessibleAttribute.HELP)).asString().contains("Writes are refused");
        Node box = robot.lookup("#platformChoice").query();
        assertThat(said(box, AccessibleAttribute.TEXT)).isEqualTo("Platform");
        assertThat(said(box, AccessibleAttribute.ROLE)).isEqualTo(AccessibleRole.COMBO_BOX);
        assertThat(said(robot.lookup("#progress").query(), AccessibleAttribute.TEXT))
                .isEqualTo("Reading");
        assertThat(said(robot.lookup("#statusDescription").query(), AccessibleAttribute.HELP))
                .isNotNull();
    }

    @Test
    void theNavigationsEntriesSayWhatTheyOpen(FxRobot robot, LocalDynamo dynamo) {
        console.connectToSharedDemo(robot, dynamo, "helpmaton");

        Node journal = robot.lookup("#navigation .tree-cell")
                .match(LabeledMatchers.hasText("Change journal"))
                .query();

        assertThat(said(journal, AccessibleAttribute.TEXT))
                .isEqualTo("Change journal, opens the change journal, " + Shortcuts.JOURNAL.getDisplayText());
        assertThat(said(journal, AccessibleAttribute.ROLE)).isEqualTo(AccessibleRole.TREE_ITEM);
    }

    @Test
    void aListsProblemMarkAndItsProblemsOnlySwitchAreWords(FxRobot robot, LocalDynamo dynamo) throws Exception {
        console.connectToSharedDemo(robot, dynamo, "t3nets");
        robot.clickOn(robot.lookup("#navigation .tree-cell")
                .match(LabeledMatchers.hasText("Tenants"))
                .queryAs(Node.class));
        await(() -> robot.lookup("#entityListTable")
                .tryQueryAs(TableView.class)
                .filter(t -> !t.getItems().isEmpty())
                .isPresent());

        Node mark = robot.lookup("#entityListTable .problem-badge").query();
        assertThat(said(mark, AccessibleAttribute.TEXT)).asString().startsWith("Problem: ");
        assertThat(said(robot.lookup("#problemsOnly").query(), AccessibleAttribute.TEXT))
                .isEqualTo("Problems only");
    }
}
