package io.tenantdesk.ui.common;

import io.tenantdesk.ui.startup.Pulses;
import java.time.Duration;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.Scene;

/**
 * Tells when rows just put into a grid are on screen: {@code then} runs after the next frame has laid them out. A
 * load holds its later pages back until then, so the grid's first layout does not wait for a CPU behind the
 * reading and shaping of the rest.
 */
@FunctionalInterface
public interface FirstPaint {

    /** The longest a load waits for its first page's frame before reading on (a window that never draws). */
    Duration LONGEST_WAIT = Duration.ofSeconds(1);

    /** Runs {@code then} on the UI thread once the next frame has been laid out (at once when nothing is shown). */
    void afterNextFrame(Runnable then);

    /** After the next pulse of the scene {@code view} is in; at once while it is in no showing window. */
    static FirstPaint ofView(Supplier<? extends Node> view) {
        return then -> {
            Node node = view.get();
            Scene scene = node == null ? null : node.getScene();
            if (scene == null || scene.getWindow() == null || !scene.getWindow().isShowing()) {
                then.run();
                return;
            }
            Pulses.afterNextLayout(scene, then);
        };
    }
}
