package io.tenantdesk.testing.fx;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;

/**
 * Waits until the FX thread has handled what a test set off: every event queued so far, then one pulse (CSS,
 * layout and the scene's sync for painting), then what that pulse queued. TestFX's
 * {@code WaitForAsyncUtils.waitForFxEvents()} blocks the FX thread five times with 10 ms sleeps between, which
 * costs at least 50 ms and still does not promise a pulse; this takes one pulse, at most a frame.
 */
public final class FxSettle {

    private FxSettle() {}

    public static void settle() {
        if (Platform.isFxApplicationThread()) {
            throw new IllegalStateException("settle() waits for the FX thread and must not run on it");
        }
        CompletableFuture<Void> afterPulse = new CompletableFuture<>();
        Platform.runLater(() -> new AnimationTimer() {
            @Override
            public void handle(long now) {
                stop();
                Platform.runLater(() -> afterPulse.complete(null));
            }
        }.start());
        try {
            FxWait.await(afterPulse);
        } catch (ExecutionException e) {
            throw new IllegalStateException("the FX thread's pulse failed", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the FX thread", e);
        }
    }
}
