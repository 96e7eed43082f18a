package io.tenantdesk.ui.startup;

import javafx.application.Platform;
import javafx.scene.Scene;

/** Work that waits for a scene's next layout pulse, that is, until what is shown now has been laid out. */
public final class Pulses {

    private Pulses() {}

    /** Runs {@code action} once, on the FX thread, after the scene's next layout pass; call on the FX thread. */
    public static void afterNextLayout(Scene scene, Runnable action) {
        Runnable once = new Runnable() {
            @Override
            public void run() {
                scene.removePostLayoutPulseListener(this);
                action.run();
            }
        };
        scene.addPostLayoutPulseListener(once);
        Platform.requestNextPulse();
    }
}
