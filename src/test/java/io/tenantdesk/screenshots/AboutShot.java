package io.tenantdesk.screenshots;

import io.tenantdesk.about.AboutInfo;
import io.tenantdesk.ui.about.AboutDialog;
import java.nio.file.Path;
import javafx.animation.PauseTransition;
import javafx.scene.control.Dialog;
import javafx.stage.Stage;
import javafx.util.Duration;

/** Help › About over the console's window, saved as {@code about.png} once laid out; then {@code done}. */
final class AboutShot {

    private final Path out;

    AboutShot(Path out) {
        this.out = out;
    }

    void shoot(Stage owner, Runnable done) {
        Dialog<Void> dialog = new AboutDialog(AboutInfo.current(Path.of(System.getProperty("user.home"), ".local", "state",
                "tenantdesk", "tenantdesk.log"))).create(owner);
        dialog.show();
        PauseTransition settle = new PauseTransition(Duration.millis(800));
        settle.setOnFinished(e -> {
            Tour.save(dialog.getDialogPane().getScene().snapshot(null), out.resolve("about.png"));
            dialog.close();
            done.run();
        });
        settle.play();
    }
}
