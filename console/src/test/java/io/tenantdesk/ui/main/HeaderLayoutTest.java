package io.tenantdesk.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/** The header's parts move to a second line, one at a time, as the window narrows, and back as it widens. */
@ExtendWith(FxStageExtension.class)
@SharesTheFxThread
class HeaderLayoutTest {

    private final Region brand = part("brand", 200);
    private final Region descriptors = part("descriptors", 100);
    private final Region connection = part("connection", 300);
    private final Region settings = part("settings", 100);
    private final HBox top = new HBox(0, brand, descriptors, connection, settings);
    private final HBox bottom = new HBox();
    private Stage stage;

    private static Region part(String id, double width) {
        Region part = new Region();
        part.setId(id);
        part.setPrefWidth(width);
        part.setMinWidth(width);
        return part;
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        top.setMinWidth(0);
        HeaderLayout.install(top, bottom, List.of(connection, descriptors));
        stage.setScene(new Scene(new VBox(top, bottom), 800, 100));
        stage.show();
    }

    private void widthOf(FxRobot robot, double width) {
        robot.interact(() -> stage.setWidth(width));
        FxSettle.settle();
    }

    private static List<String> ids(HBox line) {
        return line.getChildren().stream().map(Node::getId).toList();
    }

    @Test
    void partsMoveDownOneAtATimeAndComeBackInTheirOrder(FxRobot robot) {
        widthOf(robot, 720);
        assertThat(ids(top)).containsExactly("brand", "descriptors", "connection", "settings");
        assertThat(bottom.isVisible()).isFalse();

        widthOf(robot, 680);
        assertThat(ids(top)).containsExactly("brand", "descriptors", "settings");
        assertThat(ids(bottom)).containsExactly("connection");
        assertThat(bottom.isManaged()).isTrue();

        widthOf(robot, 380);
        assertThat(ids(top)).containsExactly("brand", "settings");
        assertThat(ids(bottom)).containsExactly("descriptors", "connection");

        widthOf(robot, 900);
        assertThat(ids(top)).containsExactly("brand", "descriptors", "connection", "settings");
        assertThat(bottom.getChildren()).isEmpty();
        assertThat(bottom.isManaged()).isFalse();
    }
}
