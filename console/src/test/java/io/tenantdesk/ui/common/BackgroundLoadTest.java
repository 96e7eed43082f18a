package io.tenantdesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.ui.entitylist.HeldUi;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;

class BackgroundLoadTest {

    private final HeldUi executors = new HeldUi();
    private final LoadProgress progress = new LoadProgress();
    private final BackgroundLoad load = new BackgroundLoad(BackgroundTasks.withoutLogin(executors), progress);
    private final List<String> shown = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();

    @Test
    void aNewRunCancelsTheOlderOneWhoseResultIsNeverShown() {
        List<CancelToken> firstToken = new ArrayList<>();
        load.run(
                "first",
                cancel -> {
                    firstToken.add(cancel);
                    return "old";
                },
                (result, took) -> shown.add(result),
                failures::add);
        load.run("second", cancel -> "new", (result, took) -> shown.add(result), failures::add);

        executors.runAll();

        assertThat(shown).containsExactly("new");
        assertThat(firstToken)
                .singleElement()
                .satisfies(token -> assertThat(token.isCancelled()).isTrue());
        assertThat(progress.descriptionProperty().get()).isEqualTo("second");
    }

    @Test
    void aFailureIsShownInTheProgressAndTheView() {
        load.run(
                "read",
                cancel -> {
                    throw new IllegalStateException("table gone");
                },
                (result, took) -> shown.add("never"),
                failures::add);

        executors.runAll();

        assertThat(shown).isEmpty();
        assertThat(failures).containsExactly("table gone");
        assertThat(progress.messageProperty().get()).isEqualTo("table gone");
        assertThat(progress.runningProperty().get()).isFalse();
    }

    @Test
    void aReadThatStopsWhenCancelledEndsCancelledNotFailed() {
        load.run(
                "count",
                cancel -> {
                    throw new CancellationException("counting was cancelled");
                },
                (result, took) -> shown.add("never"),
                failures::add);

        executors.runAll();

        assertThat(failures).isEmpty();
        assertThat(progress.runningProperty().get()).isFalse();
        assertThat(progress.messageProperty().get()).startsWith("Cancelled");
        assertThat(progress.descriptionProperty().get()).isEqualTo("count");
    }
}
