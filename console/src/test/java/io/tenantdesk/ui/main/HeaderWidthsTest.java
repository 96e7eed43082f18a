package io.tenantdesk.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.ui.concurrent.FxExecutors;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/** The header and the navigation at the widths of small screens: everything on screen, no label cut. */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@SharesTheFxThread
class HeaderWidthsTest {

    @TempDir
    Path dir;

    private final FxExecutors executors = new FxExecutors(2);
    private TestConsole console;

    @Start
    void start(Stage stage) {
        console = TestConsole.show(stage, dir, executors, 1280, 700);
    }

    @AfterEach
    void stop() {
        executors.close();
    }

    @ParameterizedTest
    @ValueSource(ints = {1280, 1024, 800, 640, 560})
    void everyPartOfTheHeaderShowsWholeWithinTheWindow(int width, FxRobot robot, LocalDynamo dynamo) {
        console.connectToSharedDemo(robot, dynamo, "helpmaton");
        robot.interact(() -> console.stage.getScene().getWindow().setWidth(width));
        FxSettle.settle();
        double sceneWidth = console.stage.getScene().getWidth();

        Node header = robot.lookup("#header").query();
        List<String> problems = new ArrayList<>();
        for (Node node : shown(header)) {
            Bounds b = node.localToScene(node.getLayoutBounds());
            if (b.getMinX() < -0.5 || b.getMaxX() > sceneWidth + 0.5) {
                problems.add(name(node) + " lies outside the window: " + b.getMinX() + ".." + b.getMaxX());
            }
            boolean hasText = node instanceof Labeled labeled
                    && labeled.getText() != null
                    && !labeled.getText().isEmpty();
            if ((hasText || node instanceof ComboBox<?>)
                    && node instanceof Region region
                    && region.getWidth() < region.prefWidth(-1) - 0.5) {
                problems.add(name(node) + " is cut: " + region.getWidth() + " of " + region.prefWidth(-1));
            }
        }
        assertThat(problems).as("at %d px", width).isEmpty();
        assertThat(List.of(".brand", "#platformLabel", "#connectionLabel", "#connectButton"))
                .as("shown at %d px", width)
                .allSatisfy(part -> assertThat(robot.lookup(part).query().isVisible())
                        .as(part)
                        .isTrue());
        for (String part : List.of("#navigation", "#tenantField", "#tabs")) {
            Bounds b = robot.lookup(part)
                    .query()
                    .localToScene(robot.lookup(part).query().getLayoutBounds());
            assertThat(b.getMinX()).as(part).isGreaterThanOrEqualTo(0);
            assertThat(b.getMaxX()).as(part).isLessThanOrEqualTo(sceneWidth + 0.5);
            assertThat(b.getWidth()).as(part).isGreaterThan(120);
        }
    }

    private static String name(Node node) {
        return node.getId() != null
                ? "#" + node.getId()
                : node.getClass().getSimpleName() + (node instanceof Labeled l ? " '" + l.getText() + "'" : "");
    }

    /** Every node shown under {@code root}, skins' inner parts of controls left out. */
    private static List<Node> shown(Node root) {
        List<Node> nodes = new ArrayList<>();
        if (!root.isVisible()) {
            return nodes;
        }
        nodes.add(root);
        if (root instanceof Parent parent && !(root instanceof javafx.scene.control.Control)) {
            parent.getChildrenUnmodifiable().forEach(child -> nodes.addAll(shown(child)));
        }
        return nodes;
    }
}
