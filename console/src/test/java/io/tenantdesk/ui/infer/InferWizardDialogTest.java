package io.tenantdesk.ui.infer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.testfx.util.WaitForAsyncUtils.waitFor;

import io.tenantdesk.infer.LiveDraft;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.local.SharedDemo;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.testing.fx.Typing;
import io.tenantdesk.ui.ScriptedDialogs;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.concurrent.FxExecutors;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/** The infer wizard as a window: pick, draft, look at the proposed entities with secrets masked, save. */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@SharesTheFxThread
class InferWizardDialogTest {

    @TempDir
    Path home;

    private final FxExecutors executors = new FxExecutors(2);
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final List<Path> opened = new ArrayList<>();
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.setScene(new Scene(new StackPane(), 400, 300));
        stage.show();
    }

    @AfterEach
    void stop() {
        executors.close();
    }

    private static void await(Callable<Boolean> condition) throws Exception {
        waitFor(30, TimeUnit.SECONDS, condition);
        FxSettle.settle();
    }

    @Test
    void aDraftShowsItsEntitiesWithMaskedSecretsAndSavesIntoThePlatformsFolder(FxRobot robot, LocalDynamo dynamo)
            throws Exception {
        SharedDemo demo = dynamo.sharedDemo();
        Set<String> tables = demo.data("wallcrawler").platform().tables().keySet().stream()
                .map(demo.mapping()::physical)
                .collect(Collectors.toSet());
        InferWizardViewModel wizard = new InferWizardViewModel(
                new LiveDraft(demo.connection()),
                BackgroundTasks.withoutLogin(executors),
                dialogs,
                home.resolve("platforms"),
                Set.of("wallcrawler"),
                opened::add);
        robot.interact(() -> new InferWizardDialog(wizard, new ValueText(Clock.systemUTC(), ZoneId.of("UTC")))
                .create(stage, tables)
                .show());
        await(() -> wizard.stepProperty().get() == InferWizardViewModel.Step.PICKING);

        Typing.write(robot.doubleClickOn("#draftId"), "crawler").clickOn("#draftNow");
        await(() -> wizard.stepProperty().get() == InferWizardViewModel.Step.DRAFTED);

        @SuppressWarnings("unchecked")
        ListView<InferWizardViewModel.EntityPreview> entities =
                robot.lookup("#draftEntities").queryAs(ListView.class);
        InferWizardViewModel.EntityPreview apiKeys = entities.getItems().stream()
                .filter(e -> e.keys().containsKey("apiKeyHash"))
                .findFirst()
                .orElseThrow();
        robot.interact(() -> entities.getSelectionModel().select(apiKeys));
        @SuppressWarnings("unchecked")
        TableView<Object> samples = robot.lookup("#draftSamples").queryAs(TableView.class);
        assertThat(samples.getItems()).hasSize(apiKeys.samples().size()).isNotEmpty();
        TableColumn<Object, ?> hash = samples.getColumns().stream()
                .filter(c -> c.getText().equals("apiKeyHash"))
                .findFirst()
                .orElseThrow();
        assertThat(hash.getCellData(0)).isEqualTo(ValueText.MASK);
        assertThat(robot.lookup("#draftEntityNotes")
                        .queryAs(javafx.scene.control.TextArea.class)
                        .getText())
                .startsWith("Entity `" + apiKeys.name() + "`");

        dialogs.answer(true);
        robot.clickOn("#saveDraft");
        await(() -> !opened.isEmpty());

        Path file = home.resolve("platforms/crawler.json");
        assertThat(opened).containsExactly(file);
        assertThat(new DescriptorLoader().load(file).entities()).hasSameSizeAs(entities.getItems());
        assertThat(robot.lookup("#inferWizard").tryQuery()).isEmpty();
    }
}
