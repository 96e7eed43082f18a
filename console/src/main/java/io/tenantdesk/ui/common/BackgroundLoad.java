package io.tenantdesk.ui.common;

import io.tenantdesk.concurrent.CancelToken;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A view's one-shot read, shown in its {@link LoadProgress}: each run starts the progress (which cancels the
 * run before), reads in the background with the progress's cancel token and hands the outcome to the UI
 * thread. The outcome of a run that a newer one replaced is dropped. A read that stops by throwing
 * {@link CancellationException} ends as cancelled; a read whose sign-in expired may log in again and read
 * again; any other failure's message goes to the progress and to the view.
 */
public final class BackgroundLoad {

    private final BackgroundTasks tasks;
    private final LoadProgress progress;
    private final TaskSlot slot = new TaskSlot();

    public BackgroundLoad(BackgroundTasks tasks, LoadProgress progress) {
        this.tasks = tasks;
        this.progress = progress;
    }

    /** Like {@link #run(String, Function, BiConsumer, Consumer)} for a view that shows failures only in the progress. */
    public <T> void run(String description, Function<CancelToken, T> read, BiConsumer<T, Duration> loaded) {
        run(description, read, loaded, why -> {});
    }

    /**
     * Call on the UI thread.
     *
     * @param description the read in words, for the progress
     * @param read        runs in the background
     * @param loaded      gets the result and how long the read took; it finishes the progress with its summary
     * @param failed      gets the failure's message
     */
    public <T> void run(
            String description,
            Function<CancelToken, T> read,
            BiConsumer<T, Duration> loaded,
            Consumer<String> failed) {
        long began = System.nanoTime();
        CancelToken cancel = progress.start(description);
        tasks.runLatest(
                slot,
                read,
                cancel,
                result -> loaded.accept(result, Duration.ofNanos(System.nanoTime() - began)),
                failure -> {
                    if (failure instanceof CancellationException) {
                        progress.finished(0, 0, Duration.ofNanos(System.nanoTime() - began), 0, "", true);
                        return;
                    }
                    progress.failed(failure.getMessage());
                    failed.accept(failure.getMessage());
                });
    }
}
