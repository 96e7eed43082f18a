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

/**
 * The Help menu: Show log (the log in a window of the console's own, which offers the desktop's viewer) and About
 * Tenantdesk.
 */
public final class HelpMenu {

    private final Path logFile;
    private final Consumer<URI> open;
    private final Window owner;

    /**
     * @param logFile the file the console logs to
     * @param open    opens a file or web address with the desktop's program for it, if it has one
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

    /**
     * Shows the log in a window of its own, or says where it will be when nothing has been logged yet. A desktop
     * without a viewer for the file used to show nothing at all.
     */
    void showLog() {
        if (Files.isRegularFile(logFile)) {
            new LogWindow(logFile, open).show(owner);
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
