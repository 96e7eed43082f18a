package io.tenantdesk.ui.startup;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(FxStageExtension.class)
@Isolated
class StartupMarkerTest {

    @AfterEach
    void clear() {
        System.clearProperty(StartupMarker.PROPERTY);
    }

    @Test
    void writesTheTimeTheWindowWasShown(FxRobot robot, @TempDir Path dir) throws Exception {
        Path marker = dir.resolve("shown");
        System.setProperty(StartupMarker.PROPERTY, marker.toString());
        long before = System.currentTimeMillis();

        robot.interact(() -> {
            Stage stage = new Stage();
            stage.setScene(new Scene(new Label("window"), 200, 100));
            StartupMarker.install(stage);
            stage.show();
        });
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> Files.exists(marker));

        long shownAt = Long.parseLong(Files.readString(marker).strip());
        assertThat(shownAt).isBetween(before, System.currentTimeMillis());
    }

    @Test
    void withoutThePropertyNothingIsWritten(FxRobot robot, @TempDir Path dir) {
        robot.interact(() -> {
            Stage stage = new Stage();
            stage.setScene(new Scene(new Label("window"), 200, 100));
            StartupMarker.install(stage);
            stage.show();
            stage.hide();
        });
        FxSettle.settle();

        assertThat(dir).isEmptyDirectory();
    }
}
