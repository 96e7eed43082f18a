package io.tenantdesk.ui.unclassified;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.demo.MalformedItem;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.testing.fx.Typing;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.DemoScreen;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/** The unclassified view on screen (headless Monocle), on Wallcrawler's and app_data's demo data. */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SharesTheFxThread
class UnclassifiedViewTest {

    private DemoScreen screen;
    private ConsoleFixture appData;
    private ConsoleFixture wallcrawler;

    @BeforeAll
    void loadDemo(LocalDynamo dynamo) throws java.io.IOException {
        screen = new DemoScreen(dynamo);
        appData = screen.appData;
        wallcrawler = screen.wallcrawler;
    }

    @Start
    void start(Stage stage) {
        screen.showOn(stage);
    }

    @AfterAll
    void stop() {
        screen.close();
    }

    private UnclassifiedTab show(FxRobot robot, ConsoleFixture f) throws Exception {
        return screen.show(
                robot,
                () -> new UnclassifiedTab(f.context),
                tab -> tab.viewModel().list().loadingProperty());
    }

    private static void awaitLoaded(UnclassifiedTab tab) throws Exception {
        DemoScreen.awaitIdle(tab.viewModel().list().loadingProperty());
    }

    @SuppressWarnings("unchecked")
    private static TableView<UnclassifiedRowViewModel> table(FxRobot robot) {
        return robot.lookup("#unclassifiedTable").queryAs(TableView.class);
    }

    @Test
    void wallcrawlersUnrecognisedItemsAreListedWithTheirReason(FxRobot robot) throws Exception {
        ConsoleFixture f = wallcrawler;
        UnclassifiedTab tab = show(robot, f);
        TableView<UnclassifiedRowViewModel> table = table(robot);

        assertThat(tab.titleProperty().get()).isEqualTo("Unclassified items");
        assertThat(table.getItems()).hasSize(f.data.malformed().size());
        for (MalformedItem m : f.data.malformed()) {
            if (m.unrecognised()) {
                String id = m.item().scalarText(m.attribute()).orElseThrow();
                assertThat(table.getItems())
                        .filteredOn(r -> r.keys().contains(id))
                        .singleElement()
                        .satisfies(r -> {
                            assertThat(r.table()).isEqualTo(m.table());
                            assertThat(r.entity()).isEmpty();
                            assertThat(r.reason()).startsWith("no entity of table “" + m.table() + "”");
                        });
            }
        }
        assertThat(robot.lookup(".reason-column").queryAll().stream()
                        .filter(n -> n instanceof Labeled l && l.getText() != null)
                        .map(n -> ((Labeled) n).getText()))
                .as("the reason shows in its column")
                .anySatisfy(t -> assertThat(t).startsWith("no entity of table"));
        assertThat(robot.lookup("#countsLabel").queryAs(Label.class).getText())
                .isEqualTo(f.data.malformed().size() + " found");

        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<String> choice = robot.lookup("#tableChoice").queryAs(ComboBox.class);
            choice.setValue("wallcrawler-contexts");
        });
        awaitLoaded(tab);

        assertThat(tab.titleProperty().get()).isEqualTo("Unclassified items · wallcrawler-contexts");
        assertThat(table.getItems())
                .hasSize(f.data.malformedIn("wallcrawler-contexts").size())
                .allSatisfy(r -> assertThat(r.table()).isEqualTo("wallcrawler-contexts"));
    }

    @Test
    void theQuickFilterNarrowsAppDataFindings(FxRobot robot) throws Exception {
        ConsoleFixture f = appData;
        show(robot, f);
        TableView<UnclassifiedRowViewModel> table = table(robot);
        assertThat(table.getItems()).hasSize(f.data.malformed().size());

        javafx.scene.Node filter = robot.lookup("#quickFilter").query();
        robot.interact(filter::requestFocus);
        Typing.write(robot, "legacy");
        FxSettle.settle();

        assertThat(table.getItems())
                .singleElement()
                .satisfies(r -> assertThat(r.keys()).contains("LEGACY#"));
    }
}
