package io.tenantdesk.screenshots;

import javafx.application.Application;

/**
 * {@code xvfb-run -a mvn -Pscreenshots}: the console on the local demo in a real window, each main view opened in
 * turn and saved as a PNG under {@code docs/screenshots/} for the README. Run it after changing how a view looks.
 * A plain class, so JavaFX can be on the class path.
 */
public final class Screenshots {

    private Screenshots() {}

    public static void main(String[] args) {
        Application.launch(ScreenshotApp.class, args);
    }
}
