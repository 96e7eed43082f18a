package io.tenantdesk.ui.about;

import io.tenantdesk.about.AboutInfo;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.control.Alert;
import javafx.scene.control.MenuItem;
import javafx.stage.Window;

/** The header's Help menu: Show log (opens the log file with the desktop's viewer) and About Tenantdesk. */
public final class HelpMenu {

    private final Path logFile;
    private final Consumer<URI> open;
    private final Window owner;

    /**
     * @param logFile the file the console logs to
     * @param open    opens a file or web address with the desktop's program for it
     */
    public HelpMenu(Path logFile, Consumer<URI> open, Window owner) {
        this.logFile = logFile;
        this.open = open;
        this.owner = owner;
    }

    /** Show log, About Tenantdesk. */
    public List<MenuItem> items() {
        MenuItem showLog = new MenuItem("Show log");
        showLog.setId("showLog");
        showLog.setOnAction(e -> showLog());
        MenuItem about = new MenuItem("About Tenantdesk");
        about.setId("about");
        about.setOnAction(e -> new AboutDialog(AboutInfo.current(logFile)).showAndWait(owner));
        return List.of(showLog, about);
    }

    /** Opens the log, or says where it will be when nothing has been logged yet. */
    void showLog() {
        if (Files.isRegularFile(logFile)) {
            open.accept(logFile.toUri());
            return;
        }
        Alert none =
                new Alert(Alert.AlertType.INFORMATION, "Nothing has been logged yet. The log will be " + logFile + ".");
        none.initOwner(owner);
        none.setHeaderText("No log yet");
        none.setTitle("Show log");
        none.showAndWait();
    }
}
