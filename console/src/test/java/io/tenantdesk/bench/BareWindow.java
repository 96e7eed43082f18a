package io.tenantdesk.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

/**
 * The start-up benchmark's baseline: the smallest JavaFX window, the console's size, run in the console's own
 * runtime. Writes the time it was shown to the file named by {@code tenantdesk.startupMarker}, the same way the
 * console does (io.tenantdesk.ui.startup.StartupMarker), and exits then if {@code bench.exitWhenShown} is set.
 */
public final class BareWindow extends Application {

    @Override
    public void start(Stage stage) {
        Scene scene = new Scene(new StackPane(new Label("Tenantdesk")), 1280, 800);
        stage.setScene(scene);
        stage.setTitle("Bare window");
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, shown -> {
            Runnable onFirstPulse = new Runnable() {
                @Override
                public void run() {
                    scene.removePostLayoutPulseListener(this);
                    mark(System.currentTimeMillis());
                    if (Boolean.getBoolean("bench.exitWhenShown")) {
                        Platform.exit();
                    }
                }
            };
            scene.addPostLayoutPulseListener(onFirstPulse);
            Platform.requestNextPulse();
        });
        stage.show();
    }

    private static void mark(long epochMillis) {
        String target = System.getProperty("tenantdesk.startupMarker");
        if (target == null) {
            return;
        }
        try {
            Path file = Path.of(target);
            Path partial = file.resolveSibling(file.getFileName() + ".partial");
            Files.writeString(partial, epochMillis + "\n", StandardCharsets.US_ASCII);
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            System.err.println("bare window: cannot write the marker: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        launch(BareWindow.class, args);
    }
}
