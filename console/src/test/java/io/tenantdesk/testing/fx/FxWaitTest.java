package io.tenantdesk.testing.fx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.testing.SharesTheFxThread;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** A wait for the FX thread ends when its work is done, however long that takes while it works; only a stuck thread fails it. */
@ExtendWith(FxStageExtension.class)
@SharesTheFxThread
class FxWaitTest {

    private static final Duration STALLED = Duration.ofMillis(500);
    /** Another test class may leave an animation running, which keeps the FX thread from ever looking stuck. */
    private static final Duration CEILING = Duration.ofSeconds(10);

    @Test
    void workThatTakesLongerThanTheStallWindowIsWaitedFor() throws Exception {
        CompletableFuture<String> done = new CompletableFuture<>();
        Platform.runLater(() -> {
            long until = System.nanoTime() + STALLED.multipliedBy(4).toNanos();
            long spins = 0;
            while (System.nanoTime() < until) {
                spins++;
            }
            done.complete("worked " + (spins > 0));
        });

        assertThat(FxWait.await(done, STALLED, CEILING)).isEqualTo("worked true");
    }

    @Test
    void workAnIdleFxThreadNeverFinishesFailsSayingWhereTheThreadIs() {
        CompletableFuture<String> lost = new CompletableFuture<>();

        assertThatThrownBy(() -> FxWait.await(lost, STALLED, CEILING))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("the FX thread ")
                .hasMessageContaining(" ms with the work not done:");
    }
}
