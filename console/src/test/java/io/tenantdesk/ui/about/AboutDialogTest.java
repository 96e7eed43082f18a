package io.tenantdesk.ui.about;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.about.AboutInfo;
import io.tenantdesk.about.AppVersion;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

@ExtendWith(FxStageExtension.class)
@SharesTheFxThread
class AboutDialogTest {

    @TempDir
    Path dir;

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.setScene(new Scene(new StackPane(new Label("owner")), 400, 300));
        stage.show();
    }

    @Test
    void showsTheVersionRuntimeLogLicenceAndNotices(FxRobot robot) {
        Path log = dir.resolve("tenantdesk.log");
        Platform.runLater(
                () -> new AboutDialog(AboutInfo.current(log)).create(stage).show());
        FxSettle.settle();

        assertThat(robot.lookup("#aboutVersion").queryAs(Label.class).getText()).isEqualTo(AppVersion.current());
        assertThat(robot.lookup("#aboutRuntime").queryAs(Label.class).getText())
                .contains(Runtime.version().toString());
        assertThat(robot.lookup("#aboutJavafx").queryAs(Label.class).getText()).startsWith("21");
        assertThat(robot.lookup("#aboutLog").queryAs(Label.class).getText()).isEqualTo(log.toString());
        assertThat(robot.lookup("#licenceText").queryAs(TextArea.class).getText())
                .contains("Apache License");
        assertThat(robot.lookup("#noticesText").queryAs(TextArea.class).getText())
                .contains("ControlsFX", "SLF4J");

        robot.clickOn("#copyDetails");
        String copied = clipboard(robot);
        assertThat(copied).startsWith("Tenantdesk " + AppVersion.current()).contains("Log: " + log);
        assertThat(robot.lookup("#aboutDialog").tryQuery())
                .as("the dialog stays open after copying")
                .isPresent();
    }

    private static String clipboard(FxRobot robot) {
        String[] text = new String[1];
        robot.interact(() -> text[0] = Clipboard.getSystemClipboard().getString());
        return text[0];
    }

    @Test
    void showLogShowsTheLogsEndAndWhereItIsInAWindowOfItsOwn(FxRobot robot) throws IOException {
        Path log = Files.writeString(
                dir.resolve("tenantdesk.log"),
                "2026-11-25T12:00:00Z INFO io.tenantdesk: started\n2026-11-25T12:00:01Z INFO io.tenantdesk: ready\n");
        List<URI> opened = new ArrayList<>();
        HelpMenu help = new HelpMenu(log, opened::add, stage);
        List<MenuItem> items = help.items();

        robot.interact(help::showLog);

        assertThat(items).extracting(MenuItem::getText).containsExactly("Show log", "About Tenantdesk");
        assertThat(opened).as("nothing is left to the desktop").isEmpty();
        assertThat(robot.lookup("#logText").queryAs(TextArea.class).getText()).endsWith("INFO io.tenantdesk: ready\n");
        assertThat(robot.lookup("#logPath").queryAs(TextField.class).getText()).isEqualTo(log.toString());

        robot.clickOn("#openLogOnDesktop");
        assertThat(opened).containsExactly(log.toUri());
    }

    @Test
    void aLongLogShowsItsEndFromAWholeLine() throws IOException {
        String line = "2026-11-25T12:00:00Z INFO io.tenantdesk: a line of the log\n";
        Path log = Files.writeString(dir.resolve("tenantdesk.log"), line.repeat(10_000) + "the last line\n");

        String tail = LogWindow.tail(log);

        assertThat(tail)
                .startsWith("… (the log's earlier part is in the file)\n" + line)
                .endsWith("the last line\n");
        assertThat(tail.length()).isLessThan(LogWindow.TAIL_BYTES + 100);
    }
}
