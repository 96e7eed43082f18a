package io.tenantdesk.ui.dialogs;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.write.CreditAdjustment;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Stamp;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.testing.fx.Truncation;
import io.tenantdesk.testing.fx.Typing;
import io.tenantdesk.ui.bulk.BulkDialogs;
import io.tenantdesk.ui.itemform.ItemDialogs;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/** The real dialogs, an item's own among them, opened on a headless window and answered with the robot. */
@ExtendWith(FxStageExtension.class)
@SharesTheFxThread
class FxDialogServiceTest {

    private FxDialogService dialogs;
    private ItemDialogs items;
    private final Plans plans = new Plans("app_data");

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(new StackPane(new Label("owner")), 400, 300));
        stage.show();
        dialogs = new FxDialogService(stage);
        items = ItemDialogs.shownBy(dialogs);
    }

    /** Opens a dialog later on the FX thread (it blocks there until answered) and hands back its answer. */
    private static <T> CompletableFuture<T> open(Supplier<T> dialog) {
        CompletableFuture<T> answer = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                answer.complete(dialog.get());
            } catch (RuntimeException e) {
                answer.completeExceptionally(e);
            }
        });
        FxSettle.settle();
        return answer;
    }

    @Test
    void theDiffDialogShowsEveryChangeAndWantsAReason(FxRobot robot) throws Exception {
        ItemWrite plan = plans.licenseStatusChange();
        CompletableFuture<Optional<String>> answer = open(() -> items.confirmChange("Save License acme / l-1", plan));

        TableView<DiffRow> table = robot.lookup("#diffTable").queryTableView();
        assertThat(table.getItems())
                .extracting(DiffRow::attribute)
                .startsWith("status")
                .contains("GSI3PK");
        assertThat(robot.lookup("#diffSummary").queryAs(Label.class).getText())
                .isEqualTo("1 attribute you changed · 3 derived (re-rendered keys, version, stamps)");
        Node derivedRow = robot.lookup(".table-row-cell")
                .match(n -> n.getPseudoClassStates().contains(ChangeDialog.DERIVED))
                .query();
        assertThat(derivedRow).isNotNull();
        Button save = robot.lookup("#confirmWrite").queryButton();
        assertThat(save.getText()).isEqualTo("Save");
        assertThat(save.isDisabled()).isTrue();

        Typing.write(robot.clickOn("#reasonField"), " ");
        assertThat(save.isDisabled()).as("blank is no reason").isTrue();
        Typing.write(robot, "T-7");
        assertThat(save.isDisabled()).isFalse();
        robot.clickOn(save);

        assertThat(answer.get(5, TimeUnit.SECONDS)).contains("T-7");
    }

    @Test
    void aCreditAdjustmentSaysHowTheBalanceMovesInsteadOfAnEmptyDiff(FxRobot robot) throws Exception {
        Plans helpmaton = new Plans("helpmaton");
        EntityDef workspace = helpmaton.entity("Workspace");
        CreditAdjustment revert = CreditAdjustment.of(
                        workspace, "ws-1", PrimaryKey.of("pk", Value.str("workspaces/ws-1")), new BigDecimal("25"))
                .inverse(new Stamp(Instant.now(), "ana@example.com"));
        CompletableFuture<Optional<String>> answer = open(() -> items.confirmChange("Revert", revert));

        assertThat(robot.lookup("#diffSummary").queryAs(Label.class).getText())
                .startsWith("Credit balance changes by -25 from whatever it is when the adjustment is written");
        assertThat(robot.lookup("#diffTable").queryTableView().isVisible()).isFalse();
        Typing.write(robot.clickOn("#reasonField"), "wrong tenant, ticket 4411");
        robot.clickOn("#confirmWrite");
        assertThat(answer.get(5, TimeUnit.SECONDS)).contains("wrong tenant, ticket 4411");
    }

    @Test
    void aRevertIsAskedAsOneAndAReasonTypedBeforeIsOfferedAgain(FxRobot robot) throws Exception {
        ItemWrite undo = plans.licenseStatusChange().inverse(new Stamp(Instant.now(), "ana@example.com"));
        CompletableFuture<Optional<String>> answer =
                open(() -> items.confirmChange("Revert update", undo, "customer cancelled"));

        assertThat(robot.lookup(".change-dialog-pane .header-panel .label")
                        .queryAs(Label.class)
                        .getText())
                .isEqualTo("Put the license back as it was before the change?");
        assertThat(robot.lookup("#reasonField").queryAs(TextField.class).getText())
                .isEqualTo("customer cancelled");
        Button revert = robot.lookup("#confirmWrite").queryButton();
        assertThat(revert.getText()).isEqualTo("Revert");
        robot.clickOn(revert);

        assertThat(answer.get(5, TimeUnit.SECONDS)).contains("customer cancelled");
    }

    @Test
    void aLongMessageWrapsAtAReadingWidthSoItsDialogStaysOnTheScreen(FxRobot robot) throws Exception {
        String message = "This change was made on Helpmaton · Local demo, us-east-1, and this console is on "
                + "Wallcrawler · http://127.0.0.1:33655, us-east-1. Open that platform and connection to see the item.";
        CompletableFuture<Boolean> shown = open(() -> {
            dialogs.showInfo("Item not opened", message);
            return true;
        });

        Label text = robot.lookup(".info-dialog-pane .dialog-message").queryAs(Label.class);
        assertThat(text.getScene().getWindow().getWidth()).isLessThan(700);
        assertThat(Truncation.cut(text)).isFalse();
        robot.clickOn("OK");
        assertThat(shown.get(5, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void aBatchOutcomeWrapsWhyAnItemWasNotWrittenInsteadOfCuttingIt(FxRobot robot) throws Exception {
        ItemWrite write = plans.licenseStatusChange();
        BatchOutcome outcome = new BatchOutcome(
                null,
                List.of(
                        new BatchOutcome.ItemOutcome(write, BatchOutcome.Status.WRITTEN, "", Optional.empty()),
                        new BatchOutcome.ItemOutcome(
                                write,
                                BatchOutcome.Status.UNKNOWN,
                                "UpdateItem on app_data (staging-app-data-1A2B3C): the reply was lost (no reply in"
                                        + " time); the item read back cannot tell whether the change was applied.",
                                Optional.empty())),
                false);
        CompletableFuture<Boolean> retry =
                open(() -> BulkDialogs.shownBy(dialogs).showBatchOutcome("Set seats of 2 items", outcome));

        FxSettle.settle();
        List<Label> whys = robot.lookup(".wrapped-cell .label").queryAllAs(Label.class).stream()
                .filter(l -> l.getText() != null && !l.getText().isEmpty())
                .toList();
        assertThat(whys).singleElement().satisfies(why -> {
            assertThat(Truncation.cut(why)).isFalse();
            assertThat(why.getHeight()).as("two lines or more").isGreaterThan(30);
            assertThat(why.getParent().getLayoutBounds().getHeight())
                    .as("its row as tall as the text")
                    .isGreaterThanOrEqualTo(why.getHeight());
        });
        TableView<?> table = robot.lookup("#batchOutcomeTable").queryTableView();
        assertThat(Truncation.cutCells(table, table.getColumns().get(1))).isEmpty();
        robot.clickOn("#closeOutcome");
        assertThat(retry.get(5, TimeUnit.SECONDS)).isFalse();
    }

    @Test
    void cancellingTheDiffGivesNoReason(FxRobot robot) throws Exception {
        CompletableFuture<Optional<String>> answer =
                open(() -> items.confirmChange("Save", plans.licenseStatusChange()));
        Typing.write(robot.clickOn("#reasonField"), "x");
        robot.clickOn("Cancel");
        assertThat(answer.get(5, TimeUnit.SECONDS)).isEmpty();
    }

    @Test
    void theConflictDialogHighlightsWhatDiffersAndReturnsTheChoice(FxRobot robot) throws Exception {
        ItemWrite mine = plans.licenseStatusChange();
        Map<String, Value> theirFields = Plans.license("active");
        theirFields.put("product", Value.str("Data Vault"));
        EntityRow theirs = plans.stored("License", theirFields);
        CompletableFuture<ConflictChoice> answer = open(() -> items.resolveConflict(
                "Conflict: License acme / l-1", mine.entity(), mine.afterImage().orElseThrow(), Optional.of(theirs)));

        TableView<ConflictRow> table = robot.lookup("#conflictTable").queryTableView();
        assertThat(table.getItems())
                .filteredOn(ConflictRow::differs)
                .extracting(ConflictRow::attribute)
                .contains("status", "product", "GSI3PK");
        assertThat(robot.lookup(".table-row-cell")
                        .match(n -> n.getPseudoClassStates().contains(ConflictDialog.DIFFERS))
                        .queryAll())
                .isNotEmpty();
        assertThat(robot.lookup("#takeTheirs").queryButton().getText()).isEqualTo("Take theirs");
        robot.clickOn("#reapplyMine");

        assertThat(answer.get(5, TimeUnit.SECONDS)).isEqualTo(ConflictChoice.REAPPLY_MINE);
    }

    @Test
    void theConflictDialogSaysWhenTheItemWasDeleted(FxRobot robot) throws Exception {
        ItemWrite mine = plans.licenseStatusChange();
        CompletableFuture<ConflictChoice> answer = open(() -> items.resolveConflict(
                "Conflict", mine.entity(), mine.afterImage().orElseThrow(), Optional.empty()));

        assertThat(robot.lookup("#conflictMessage").queryAs(Label.class).getText())
                .startsWith("The item is gone.");
        assertThat(robot.lookup("#reapplyMine").queryButton().getText()).isEqualTo("Create it again with mine");
        robot.clickOn("#takeTheirs");

        assertThat(answer.get(5, TimeUnit.SECONDS)).isEqualTo(ConflictChoice.TAKE_THEIRS);
    }

    @Test
    void deleteIsEnabledOnlyByTheTypedKeyAndAReason(FxRobot robot) throws Exception {
        CompletableFuture<Optional<String>> answer = open(() -> items.confirmDelete(
                "Delete License acme / l-1", "License PK = ACCOUNT#acme, SK = LICENSE#l-1", "acme / l-1"));
        Button delete = robot.lookup("#confirmDelete").queryButton();

        robot.interact(() -> robot.lookup("#typedKey").queryTextInputControl().setText("acme / l-"));
        Typing.write(robot.clickOn("#typedKey"), "2");
        Typing.write(robot.clickOn("#deleteReason"), "dup");
        assertThat(delete.isDisabled()).as("wrong key").isTrue();
        Typing.write(robot.clickOn("#typedKey").type(KeyCode.BACK_SPACE), "1");
        assertThat(delete.isDisabled()).isFalse();
        robot.interact(
                () -> robot.lookup("#deleteReason").queryTextInputControl().clear());
        assertThat(delete.isDisabled()).as("no reason").isTrue();
        Typing.write(robot.clickOn("#deleteReason"), "dup");
        robot.clickOn(delete);

        assertThat(answer.get(5, TimeUnit.SECONDS)).contains("dup");
    }

    @Test
    void aConfirmationSaysYesOnlyToItsOwnButton(FxRobot robot) throws Exception {
        CompletableFuture<Boolean> first =
                open(() -> dialogs.confirm("Unsaved edits", "Discard them?", "Discard edits"));
        robot.clickOn("Discard edits");
        assertThat(first.get(5, TimeUnit.SECONDS)).isTrue();

        CompletableFuture<Boolean> second =
                open(() -> dialogs.confirm("Unsaved edits", "Discard them?", "Discard edits"));
        robot.clickOn("Cancel");
        assertThat(second.get(5, TimeUnit.SECONDS)).isFalse();
    }

    @Test
    void aTextQuestionAnswersWhatWasTypedTrimmedAndNothingWhenBlank(FxRobot robot) throws Exception {
        CompletableFuture<Optional<String>> named = open(() -> dialogs.askText("Save query as", "Name", "old name"));
        robot.interact(() -> robot.lookup("#textAnswer").queryTextInputControl().clear());
        Typing.write(robot.clickOn("#textAnswer"), "  licences  ").type(KeyCode.ENTER);
        assertThat(named.get(5, TimeUnit.SECONDS)).contains("licences");

        CompletableFuture<Optional<String>> blank = open(() -> dialogs.askText("Save query as", "Name", "   "));
        robot.clickOn("#textAnswer").type(KeyCode.ENTER);
        assertThat(blank.get(5, TimeUnit.SECONDS)).isEmpty();
    }
}
