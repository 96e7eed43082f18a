package io.tenantdesk.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.ui.app.WindowGeometry.Box;
import io.tenantdesk.ui.app.WindowGeometry.Placement;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;

/** A real window placed where it was on this screen, never off it, and remembered when it closes. */
@ExtendWith(FxStageExtension.class)
@SharesTheFxThread
class WindowPlacementTest {

    @TempDir
    Path config;

    private static String screenKey() {
        return WindowPlacement.screens().get(0).bounds().key();
    }

    private static Stage opened(FxRobot robot, WindowPlacement placement) {
        AtomicReference<Stage> stage = new AtomicReference<>();
        robot.interact(() -> {
            Stage window = new Stage();
            window.setScene(new Scene(new StackPane()));
            placement.restore(window);
            window.show();
            stage.set(window);
        });
        return stage.get();
    }

    @Test
    void aWindowSavedPartlyOffTheScreenOpensWhollyOnItAtItsSize(FxRobot robot) {
        WindowPlaces places = new WindowPlaces(config);
        places.write(WindowPlaces.Saved.none().with(screenKey(), new Placement(new Box(-300, -200, 900, 600), false)));

        Stage stage = opened(robot, new WindowPlacement(places));

        Rectangle2D area = Screen.getPrimary().getVisualBounds();
        assertThat(stage.getWidth()).isEqualTo(900);
        assertThat(stage.getHeight()).isEqualTo(600);
        assertThat(stage.getX()).isEqualTo(area.getMinX());
        assertThat(stage.getY()).isEqualTo(area.getMinY());
    }

    @Test
    void aFirstWindowFitsTheScreenWithAMargin(FxRobot robot) {
        Stage stage = opened(robot, new WindowPlacement(new WindowPlaces(config)));

        Rectangle2D area = Screen.getPrimary().getVisualBounds();
        assertThat(stage.getX()).isGreaterThanOrEqualTo(area.getMinX());
        assertThat(stage.getY()).isGreaterThanOrEqualTo(area.getMinY());
        assertThat(stage.getX() + stage.getWidth()).isLessThanOrEqualTo(area.getMaxX());
        assertThat(stage.getY() + stage.getHeight()).isLessThanOrEqualTo(area.getMaxY());
    }

    @Test
    void aClosedWindowIsRememberedOnItsScreenWithItsSizeBeforeItWasMaximised(FxRobot robot) {
        WindowPlaces places = new WindowPlaces(config);
        Stage stage = opened(robot, new WindowPlacement(places));

        robot.interact(() -> {
            stage.setX(100);
            stage.setY(50);
            stage.setWidth(700);
            stage.setHeight(500);
            stage.setMaximized(true);
            stage.hide();
        });

        WindowPlaces.Saved saved = places.read();
        assertThat(saved.lastScreen()).contains(screenKey());
        assertThat(saved.on(screenKey())).contains(new Placement(new Box(100, 50, 700, 500), true));
    }
}
