package io.tenantdesk.ui.main;

import static org.assertj.core.api.Assertions.assertThat;
import static org.testfx.util.WaitForAsyncUtils.waitForFxEvents;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.ui.Stylesheets;
import io.tenantdesk.ui.concurrent.FxExecutors;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith({ApplicationExtension.class, DynaliteExtension.class})
class MainWindowViewTest {

    private final List<PlatformDescriptor> platforms = new DescriptorLoader().loadBundled();
    private final FxExecutors executors = new FxExecutors(2);
    private MainWindowViewModel viewModel;

    @Start
    void start(Stage stage) {
        viewModel = new MainWindowViewModel(platforms, executors);
        Scene scene = new Scene(new MainWindowView(viewModel).load(), 900, 600);
        scene.getStylesheets().add(Stylesheets.THEME);
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stop() {
        executors.close();
    }

    @Test
    void showsTheDemoCountsOfTheChosenPlatform(FxRobot robot, LocalDynamo dynamo) throws Exception {
        PlatformDescriptor wallcrawler = platforms.stream().filter(p -> p.id().equals("wallcrawler")).findFirst().orElseThrow();
        var data = dynamo.loadDemo(wallcrawler, dynamo.mapping());
        Connection connection = new Connection("Local test", dynamo.client(), dynamo.mapping(), true);

        robot.interact(() -> {
            viewModel.selectedPlatformProperty().set(wallcrawler);
            viewModel.connect(connection);
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !viewModel.busyProperty().get());
        waitForFxEvents();

        TableView<EntityCountRow> table = robot.lookup("#entityTable").queryTableView();
        assertThat(table.getItems()).extracting(EntityCountRow::entity).containsExactly("Project", "Session", "ApiKey", "Context");
        assertThat(table.getItems()).filteredOn(r -> r.entity().equals("Session")).singleElement()
                .extracting(EntityCountRow::items).isEqualTo((long) data.recognisedCounts().get("Session"));
        assertThat(robot.lookup("#connectionLabel").queryAs(Label.class).getText()).isEqualTo("Local test  ·  READ-ONLY");
        ComboBox<?> choice = robot.lookup("#platformChoice").queryComboBox();
        assertThat(choice.getValue()).isEqualTo(wallcrawler);
        assertThat(robot.lookup("#progress").query().isVisible()).isFalse();
    }
}
