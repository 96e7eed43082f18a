package io.tenantdesk.ui.common;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.ui.concurrent.UiExecutors;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * How a view runs work that may wait (the network, the disk): off the UI thread, its answer handed to the UI
 * thread. With a {@link TaskSlot}, the answer of a run that a newer one replaced is dropped. A failure goes
 * through the {@link LoginOffer}, so a read or a write whose sign-in expired can log in again and retry.
 */
public final class BackgroundTasks {

    private final UiExecutors executors;
    private final LoginOffer login;

    public BackgroundTasks(UiExecutors executors, LoginOffer login) {
        this.executors = executors;
        this.login = login;
    }

    /** Tasks whose failures are never offered a login (no connection to log in to, tests). */
    public static BackgroundTasks withoutLogin(UiExecutors executors) {
        return new BackgroundTasks(executors, LoginOffer.none());
    }

    public UiExecutors executors() {
        return executors;
    }

    /** Runs {@code work}; every answer is delivered. Call on the UI thread. */
    public <T> void run(
            Function<CancelToken, T> work, CancelToken cancel, Consumer<T> done, Consumer<RuntimeException> failed) {
        run(null, 0, work, cancel, done, failed);
    }

    /** Runs work that is not cancelled once started (a write); every answer is delivered. Call on the UI thread. */
    public <T> void run(Supplier<T> work, Consumer<T> done, Consumer<RuntimeException> failed) {
        run(cancel -> work.get(), new CancelToken(), done, failed);
    }

    /** Runs {@code work} as the latest of {@code slot}: its answer is dropped once a newer run took the slot. */
    public <T> void runLatest(
            TaskSlot slot,
            Function<CancelToken, T> work,
            CancelToken cancel,
            Consumer<T> done,
            Consumer<RuntimeException> failed) {
        run(slot, slot.take(), work, cancel, done, failed);
    }

    /**
     * Runs {@code work} once: a failure goes straight to {@code failed}, for work that must start over in its
     * own way after a login (a paged load clears what arrived); it may hand the failure to {@link #offerLogin}.
     */
    public <T> void attempt(
            Function<CancelToken, T> work, CancelToken cancel, Consumer<T> done, Consumer<RuntimeException> failed) {
        executors.background().execute(() -> {
            T result;
            try {
                result = work.apply(cancel);
            } catch (RuntimeException e) {
                executors.ui().execute(() -> failed.accept(e));
                return;
            }
            executors.ui().execute(() -> done.accept(result));
        });
    }

    /** Hands a failure (on the UI thread) to the login offer; the caller checks {@code retry} is still wanted. */
    public void offerLogin(RuntimeException failure, Runnable retry, Consumer<RuntimeException> giveUp) {
        login.handle(failure, retry, giveUp);
    }

    private <T> void run(
            TaskSlot slot,
            long run,
            Function<CancelToken, T> work,
            CancelToken cancel,
            Consumer<T> done,
            Consumer<RuntimeException> failed) {
        attempt(
                work,
                cancel,
                result -> {
                    if (wanted(slot, run)) {
                        done.accept(result);
                    }
                },
                e -> {
                    if (wanted(slot, run)) {
                        login.handle(
                                e,
                                () -> {
                                    if (wanted(slot, run)) {
                                        run(slot, slot == null ? 0 : slot.take(), work, cancel, done, failed);
                                    }
                                },
                                failed);
                    }
                });
    }

    private static boolean wanted(TaskSlot slot, long run) {
        return slot == null || slot.holds(run);
    }
}
