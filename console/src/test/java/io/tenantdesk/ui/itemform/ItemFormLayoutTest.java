package io.tenantdesk.ui.itemform;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.testing.fx.ThemedStage;
import io.tenantdesk.testing.fx.Truncation;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.theme.TestAppearance;
import java.nio.file.Path;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.control.Button;
import javafx.scene.control.TableView;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/**
 * The form in the room a tab has in windows of 1280×800 and 1024×700 (the navigation takes the first 234 pixels):
 * key names, their roles and the toolbar's commands are whole, never cut to "GSI1…" or pushed behind ».
 */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@SharesTheFxThread
class ItemFormLayoutTest {

    /** The tab area's size in the two windows people use. */
    private static final List<double[]> TAB_AREAS = List.of(new double[] {1046, 716}, new double[] {790, 616});

    private final StackPane host = new StackPane();
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        TestAppearance.light();
        ThemedStage.show(stage, host, 1046, 716);
    }

    @Test
    void keyNamesTheirRolesAndDeleteAreWholeAtBothWindowSizes(FxRobot robot, LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture t3nets = ConsoleFixture.offeringWritesOnSharedDemo(dynamo, "t3nets", dir);
        EntityRow mapping = FormData.firstValid(t3nets, "ChannelMapping");
        ItemFormTab tab = new ItemFormTab(t3nets.context, mapping);
        robot.interact(() -> {
            host.getChildren().setAll(tab.view());
            tab.viewModel().setStatus("Saved at 14:30:05");
        });

        for (double[] area : TAB_AREAS) {
            robot.interact(() -> {
                stage.setWidth(area[0]);
                stage.setHeight(area[1]);
            });
            FxSettle.settle();
            robot.interact(() -> {
                TableView<?> keys = robot.lookup("#keyPreview").queryTableView();
                assertThat(Truncation.cutCells(keys, keys.getColumns().get(0)))
                        .as("key names at %s", area[0])
                        .isEmpty();
                assertThat(Truncation.cutCells(keys, keys.getColumns().get(1)))
                        .as("key roles at %s", area[0])
                        .isEmpty();
                Button delete = robot.lookup("#deleteButton").queryButton();
                assertThat(delete.getScene())
                        .as("Delete… in the toolbar at %s", area[0])
                        .isNotNull();
                Bounds shown = delete.localToScene(delete.getBoundsInLocal());
                assertThat(shown.getMaxX())
                        .as("Delete… on screen at %s", area[0])
                        .isLessThanOrEqualTo(area[0]);
            });
        }
    }
}
