package io.tenantdesk.ui.approvals;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.testing.fx.Typing;
import io.tenantdesk.ui.DemoScreen;
import io.tenantdesk.ui.ScriptedDialogs;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.dialogs.DiffRow;
import io.tenantdesk.ui.dialogs.FxDialogService;
import java.nio.file.Files;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Approvals view on screen (headless Monocle): Ben approves Ana's proposal; Ana may only withdraw hers. */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@SharesTheFxThread
class ApprovalsViewTest {

    private final FxExecutors executors = new FxExecutors(2);
    private TeamConsoles consoles;
    private StackPane root;

    @BeforeEach
    void propose(LocalDynamo dynamo) throws Exception {
        consoles = new TeamConsoles(dynamo, Files.createTempDirectory("approvals-view"));
        consoles.team.workspace("ws-1", "Northwind");
        consoles.anaProposes("ws-1", "Northwind Traders");
    }

    @Start
    void start(Stage stage) {
        root = DemoScreen.emptyWindow(stage);
    }

    @AfterEach
    void stop() {
        executors.close();
    }

    /** Who's Approvals view, its comments asked in the real dialog over the window. */
    private ApprovalsTab show(FxRobot robot, io.tenantdesk.audit.FourEyes.Console who, ScriptedDialogs dialogs)
            throws TimeoutException {
        AtomicReference<ApprovalsTab> tab = new AtomicReference<>();
        robot.interact(() -> {
            tab.set(new ApprovalsTab(new ApprovalsViewModel(
                    TeamConsoles.context(who, dialogs, executors),
                    ApprovalDialogs.shownBy(new FxDialogService(root.getScene().getWindow())))));
            root.getChildren().setAll(tab.get().view());
            tab.get().start();
        });
        DemoScreen.awaitIdle(tab.get().viewModel().progress().runningProperty());
        return tab.get();
    }

    @Test
    @SuppressWarnings("unchecked")
    void theApproverSeesTheDiffAndApprovesWithAComment(FxRobot robot) throws Exception {
        ApprovalsTab tab = show(robot, consoles.ben, consoles.bensDialogs);
        TableView<ProposalRow> proposals = robot.lookup("#proposals").queryAs(TableView.class);
        Button approve = robot.lookup("#approveButton").queryAs(Button.class);

        assertThat(proposals.getItems()).hasSize(1);
        assertThat(approve.isDisabled()).as("nothing chosen yet").isTrue();
        assertThat(robot.lookup("#approvalsPolicy").queryAs(Label.class).getText())
                .startsWith("Needs approval here: every write");

        robot.clickOn(robot.lookup("#proposals .table-row-cell").nth(0).queryAs(javafx.scene.Node.class));
        FxSettle.settle();

        TableView<DiffRow> diff = robot.lookup("#proposalDiff").queryAs(TableView.class);
        assertThat(diff.getItems()).extracting(DiffRow::attribute).contains("name");
        assertThat(robot.lookup("#proposalDetails").queryAs(Label.class).getText())
                .startsWith("Proposed by ana@example.com");
        assertThat(approve.isDisabled()).isFalse();
        assertThat(robot.lookup("#withdrawButton").queryAs(Button.class).isDisabled())
                .isTrue();

        robot.clickOn(approve);
        FxSettle.settle();
        Button confirm = robot.lookup("#confirmWrite").queryAs(Button.class);
        assertThat(confirm.getText()).isEqualTo("Approve");
        assertThat(confirm.isDisabled()).as("a comment is required").isTrue();
        robot.clickOn("#decisionComment");
        Typing.write(robot, "matches the ticket");
        robot.clickOn(confirm);
        WaitForAsyncUtils.waitFor(
                10, TimeUnit.SECONDS, () -> proposals.getItems().isEmpty());
        DemoScreen.awaitIdle(tab.viewModel().progress().runningProperty());

        assertThat(consoles.team.now("ws-1").text("name")).contains("Northwind Traders");
        assertThat(robot.lookup("#approvalsStatus").queryAs(Label.class).getText())
                .contains("Approved and applied");
    }

    @Test
    void theProposerMayWithdrawButNotApprove(FxRobot robot) throws Exception {
        show(robot, consoles.ana, consoles.anasDialogs);

        robot.clickOn(robot.lookup("#proposals .table-row-cell").nth(0).queryAs(javafx.scene.Node.class));
        FxSettle.settle();

        assertThat(robot.lookup("#approveButton").queryAs(Button.class).isDisabled())
                .isTrue();
        assertThat(robot.lookup("#rejectButton").queryAs(Button.class).isDisabled())
                .isTrue();
        assertThat(robot.lookup("#withdrawButton").queryAs(Button.class).isDisabled())
                .isFalse();
        assertThat(robot.lookup("#approvalsHint").queryAs(Label.class).getText())
                .startsWith("You proposed this");
    }
}
