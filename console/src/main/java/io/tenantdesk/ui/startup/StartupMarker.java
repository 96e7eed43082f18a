package io.tenantdesk.ui.startup;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

/**
 * For the start-up benchmark: when the system property {@value #PROPERTY} names a file, the wall-clock time
 * (epoch milliseconds) at which the main window has been shown and laid out is written to it. Without the
 * property nothing happens.
 */
public final class StartupMarker {

    public static final String PROPERTY = "tenantdesk.startupMarker";
    /** Names the file that gets the time the console itself (not the starting view) has been laid out. */
    public static final String READY_PROPERTY = "tenantdesk.readyMarker";

    private StartupMarker() {}

    /** Call before {@code stage.show()}. */
    public static void install(Stage stage) {
        String target = System.getProperty(PROPERTY);
        if (target == null || target.isBlank()) {
            return;
        }
        stage.addEventHandler(
                WindowEvent.WINDOW_SHOWN,
                shown -> Pulses.afterNextLayout(
                        stage.getScene(), () -> write(Path.of(target), System.currentTimeMillis())));
    }

    /** Call once the console's own view replaced the starting view. */
    public static void ready(Stage stage) {
        String target = System.getProperty(READY_PROPERTY);
        if (target == null || target.isBlank()) {
            return;
        }
        Pulses.afterNextLayout(stage.getScene(), () -> write(Path.of(target), System.currentTimeMillis()));
    }

    private static void write(Path target, long epochMillis) {
        try {
            Path partial = target.resolveSibling(target.getFileName() + ".partial");
            Files.writeString(partial, epochMillis + "\n", StandardCharsets.US_ASCII);
            Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            System.err.println("tenantdesk: cannot write the start-up marker " + target + ": " + e.getMessage());
        }
    }
}
