package io.tenantdesk.ui.query;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.testing.fx.Typing;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.DemoScreen;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.entitylist.EntityRowViewModel;
import java.nio.file.Files;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/** The ad-hoc query on screen (headless Monocle) on app_data's shared demo data: pick, fill, run, open. */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SharesTheFxThread
class QueryViewTest {

    private DemoScreen screen;

    @BeforeAll
    void loadDemo(LocalDynamo dynamo) throws java.io.IOException {
        screen = new DemoScreen(dynamo);
    }

    @Start
    void start(Stage stage) {
        screen.showOn(stage);
    }

    @AfterAll
    void stop() {
        screen.close();
    }

    private static boolean shown(javafx.scene.Node node) {
        for (javafx.scene.Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    @Test
    @SuppressWarnings("unchecked")
    void pickAnIndexFillItsConditionRunAndOpenARow(FxRobot robot) throws Exception {
        ConsoleFixture f = screen.appData;
        java.nio.file.Path config = Files.createTempDirectory("query-view");
        QueryTab tab = screen.show(
                robot,
                () -> new QueryTab(f.context, config, null),
                t -> new ReadOnlyBooleanWrapper(false).getReadOnlyProperty());
        ObservableValue<LoadProgress> statusBarLoad = tab.progressValue();
        assertThat(statusBarLoad.getValue()).as("nothing read before Run").isNull();
        ComboBox<QueryIndex> index = robot.lookup("#queryIndex").queryAs(ComboBox.class);
        Button run = robot.lookup("#runQuery").queryAs(Button.class);

        robot.interact(() -> index.setValue(index.getItems().stream()
                .filter(i -> i.label().equals("app_data · index GSI1"))
                .findFirst()
                .orElseThrow()));
        assertThat(robot.lookup("#partitionLabel").queryAs(Label.class).getText())
                .isEqualTo("GSI1PK (S)");
        assertThat(robot.lookup("#sortLabel").queryAs(Label.class).getText()).isEqualTo("GSI1SK (S)");
        assertThat(run.isDisabled()).isTrue();
        assertThat(robot.lookup("#queryProblem").queryAs(Label.class).getText()).isEqualTo("GSI1PK needs a value");

        TextField partition = robot.lookup("#partitionValue").queryAs(TextField.class);
        robot.interact(partition::requestFocus);
        Typing.write(robot, "ENTITY#LICENSE");
        ComboBox<String> sortOperator = robot.lookup("#sortOperator").queryAs(ComboBox.class);
        robot.interact(() -> sortOperator.setValue("begins_with"));
        robot.interact(() -> robot.lookup("#sortValue").queryAs(TextField.class).setText("LICENSE#"));
        FxSettle.settle();

        assertThat(run.isDisabled()).isFalse();
        TextField description = robot.lookup("#queryDescription").queryAs(TextField.class);
        assertThat(description.getText())
                .isEqualTo("Query app_data index GSI1 where GSI1PK = ENTITY#LICENSE and GSI1SK begins with LICENSE#");
        assertThat(description.getTooltip().getText())
                .as("the whole request, where the field is too narrow")
                .isEqualTo(description.getText());
        assertThat(robot.lookup("#queryCli").queryAs(TextArea.class).getText()).startsWith("aws dynamodb query");

        robot.interact(() -> robot.lookup("#sortValue").query().requestFocus());
        robot.type(KeyCode.ENTER);
        FxSettle.settle();
        DemoScreen.awaitIdle(tab.viewModel().resultsProperty().get().list().loadingProperty());

        TableView<EntityRowViewModel> table = robot.lookup("#entityListTable").queryAs(TableView.class);
        int licenses = f.data.recognisedCounts().get("License");
        assertThat(table.getItems()).hasSize(licenses);
        assertThat(statusBarLoad.getValue())
                .as("the status bar follows the run's load")
                .isSameAs(tab.viewModel().resultsProperty().get().list().progress());
        assertThat(statusBarLoad.getValue().rowsProperty().get()).isEqualTo(licenses);
        assertThat(shown(robot.lookup("#scopeChoice").query()))
                .as("a query's list has no scope to change")
                .isFalse();

        robot.interact(() -> {
            table.requestFocus();
            table.getSelectionModel().select(0);
        });
        robot.type(KeyCode.ENTER);
        FxSettle.settle();
        assertThat(f.workspace.opened).containsExactly("item License");
    }
}
