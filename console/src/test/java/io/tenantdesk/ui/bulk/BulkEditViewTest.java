package io.tenantdesk.ui.bulk;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.testing.fx.Typing;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.DemoScreen;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.dialogs.FxDialogService;
import io.tenantdesk.ui.entitylist.EntityListTab;
import io.tenantdesk.ui.entitylist.EntityRowViewModel;
import java.nio.file.Files;
import java.time.Clock;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Several rows of a list selected, one field set on all of them through the real dialogs (headless Monocle). */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SharesTheFxThread
class BulkEditViewTest {

    private final FxExecutors executors = new FxExecutors(2);
    private ConsoleFixture f;
    private StackPane root;
    private ConsoleContext context;

    @BeforeAll
    void load(LocalDynamo dynamo) throws java.io.IOException {
        f = new ConsoleFixture(dynamo, "app_data", Files.createTempDirectory("bulk-journal"), false, executors);
    }

    @Start
    void start(Stage stage) {
        root = DemoScreen.emptyWindow(stage);
        context = new ConsoleContext(
                f.store,
                f.journal,
                executors,
                new FxDialogService(stage),
                f.workspace,
                new ValueText(Clock.systemUTC(), ZoneId.of("Europe/Berlin")),
                Clock.systemUTC());
    }

    @AfterAll
    void stop() {
        executors.close();
    }

    private static void await(FxRobot robot, String query) throws Exception {
        WaitForAsyncUtils.waitFor(
                20, TimeUnit.SECONDS, () -> robot.lookup(query).tryQuery().isPresent());
        FxSettle.settle();
    }

    @Test
    void threeSelectedRowsGetOneFieldAfterOneConfirmationAndEachShowsItsOutcome(FxRobot robot) throws Exception {
        EntityListTab tab = new DemoScreenTab(robot).show();
        @SuppressWarnings("unchecked")
        TableView<EntityRowViewModel> table = robot.lookup("#entityListTable").queryAs(TableView.class);
        robot.interact(() -> {
            table.getSelectionModel().clearSelection();
            List<Integer> valid = new java.util.ArrayList<>();
            for (int i = 0; i < table.getItems().size() && valid.size() < 3; i++) {
                if (table.getItems().get(i).row().valid()) {
                    valid.add(i);
                }
            }
            valid.forEach(table.getSelectionModel()::select);
        });
        List<EntityRow> chosen = table.getSelectionModel().getSelectedItems().stream()
                .map(EntityRowViewModel::row)
                .toList();
        assertThat(chosen).hasSize(3);
        MenuItem setField = table.getContextMenu().getItems().stream()
                .filter(i -> "setFieldSelected".equals(i.getId()))
                .findFirst()
                .orElseThrow();
        robot.interact(() -> table.getContextMenu().getOnShowing().handle(null));
        assertThat(setField.getText()).isEqualTo("Set field of selected (3)…");
        assertThat(setField.isDisable()).isFalse();
        MenuItem repair = table.getContextMenu().getItems().stream()
                .filter(i -> "repairSelected".equals(i.getId()))
                .findFirst()
                .orElseThrow();
        assertThat(repair.getText()).as("valid rows: nothing to repair").isEqualTo("Repair selected (0)…");
        assertThat(repair.isDisable()).isTrue();

        Platform.runLater(setField::fire);
        await(robot, "#bulkField");
        ComboBox<AttributeSpec> fields = robot.lookup("#bulkField").queryAs(ComboBox.class);
        assertThat(fields.getItems()).extracting(AttributeSpec::name).doesNotContain("updated_at", "updated_by");
        assertThat(fields.getConverter().toString(fields.getItems().get(0))).isEqualTo("Enterprise ID");
        robot.interact(() -> fields.getSelectionModel()
                .select(fields.getItems().stream()
                        .filter(spec -> spec.name().equals("seats"))
                        .findFirst()
                        .orElseThrow()));
        Typing.write(robot.clickOn("#bulkValue"), "7");
        robot.clickOn("#previewBatch");

        await(robot, "#batchSummary");
        assertThat(robot.lookup("#batchSummary").queryAs(Label.class).getText())
                .isEqualTo("Set seats to 7: 3 items change.");
        assertThat(robot.lookup("#batchHeading").queryAs(Label.class).getText()).startsWith("Item 1 of 3: License ");
        robot.clickOn("#batchNext");
        assertThat(robot.lookup("#batchHeading").queryAs(Label.class).getText()).startsWith("Item 2 of 3: License ");
        assertThat(robot.lookup("#batchDiffTable").queryTableView().getItems()).isNotEmpty();
        Typing.write(robot.clickOn("#reasonField"), "Ticket 31: seats");
        robot.clickOn("#confirmWrite");

        await(robot, "#batchOutcomeTable");
        TableView<BatchOutcome.ItemOutcome> outcomes =
                robot.lookup("#batchOutcomeTable").queryTableView();
        assertThat(outcomes.getItems())
                .extracting(BatchOutcome.ItemOutcome::status)
                .containsExactly(BatchOutcome.Status.WRITTEN, BatchOutcome.Status.WRITTEN, BatchOutcome.Status.WRITTEN);
        assertThat(robot.lookup("#retryFailed").tryQuery()).isEmpty();
        robot.clickOn("#closeOutcome");
        FxSettle.settle();

        chosen.forEach(
                row -> assertThat(f.store.reload(row).orElseThrow().item().scalarText("seats"))
                        .contains("7"));
        assertThat(f.journal.entries()).hasSize(3);
        assertThat(tab.viewModel().list().messageProperty().get()).isEqualTo("Batch: 3 written");
    }

    /** Shows the licence list on the window and waits for its first read. */
    private final class DemoScreenTab {
        private final FxRobot robot;

        DemoScreenTab(FxRobot robot) {
            this.robot = robot;
        }

        EntityListTab show() throws Exception {
            java.util.concurrent.atomic.AtomicReference<EntityListTab> made =
                    new java.util.concurrent.atomic.AtomicReference<>();
            robot.interact(() -> {
                made.set(new EntityListTab(context, f.platform.entity("License").orElseThrow(), Scope.all()));
                root.getChildren().setAll(made.get().view());
                made.get().start();
            });
            DemoScreen.awaitIdle(made.get().viewModel().list().loadingProperty());
            return made.get();
        }
    }
}
