package io.tenantdesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.ui.entitylist.HeldUi;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class BackgroundTasksTest {

    private final HeldUi executors = new HeldUi();
    private final List<String> answers = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();

    /** A login offer that logs in at once and retries while {@code willing} is above zero. */
    private static LoginOffer retrying(AtomicInteger willing) {
        return (failure, retry, giveUp) -> {
            if (willing.getAndDecrement() > 0) {
                retry.run();
            } else {
                giveUp.accept(failure);
            }
        };
    }

    @Test
    void theAnswerOfARunThatANewerOneReplacedIsDropped() {
        BackgroundTasks tasks = BackgroundTasks.withoutLogin(executors);
        TaskSlot slot = new TaskSlot();

        tasks.runLatest(slot, cancel -> "old", new CancelToken(), answers::add, e -> failures.add(e.getMessage()));
        tasks.runLatest(slot, cancel -> "new", new CancelToken(), answers::add, e -> failures.add(e.getMessage()));
        executors.runAll();

        assertThat(answers).containsExactly("new");
        assertThat(failures).isEmpty();
    }

    @Test
    void aClearedSlotDropsEveryAnswer() {
        BackgroundTasks tasks = BackgroundTasks.withoutLogin(executors);
        TaskSlot slot = new TaskSlot();

        tasks.runLatest(slot, cancel -> "late", new CancelToken(), answers::add, e -> failures.add(e.getMessage()));
        slot.clear();
        executors.runAll();

        assertThat(answers).isEmpty();
    }

    @Test
    void withoutALoginToOfferAFailureGoesStraightToTheView() {
        BackgroundTasks tasks = BackgroundTasks.withoutLogin(executors);

        tasks.<String>run(
                () -> {
                    throw new IllegalStateException("table gone");
                },
                answers::add,
                e -> failures.add(e.getMessage()));
        executors.runAll();

        assertThat(failures).containsExactly("table gone");
        assertThat(answers).isEmpty();
    }

    @Test
    void aFailureTheLoginOfferAcceptsRunsTheWorkAgain() {
        AtomicInteger attempts = new AtomicInteger();
        BackgroundTasks tasks = new BackgroundTasks(executors, retrying(new AtomicInteger(1)));

        tasks.run(
                () -> {
                    if (attempts.incrementAndGet() == 1) {
                        throw new IllegalStateException("signed out");
                    }
                    return "read after logging in";
                },
                answers::add,
                e -> failures.add(e.getMessage()));
        executors.runAll();

        assertThat(attempts.get()).isEqualTo(2);
        assertThat(answers).containsExactly("read after logging in");
        assertThat(failures).isEmpty();
    }

    @Test
    void aDeclinedOfferLeavesTheFailure() {
        AtomicInteger attempts = new AtomicInteger();
        BackgroundTasks tasks = new BackgroundTasks(executors, retrying(new AtomicInteger(0)));

        tasks.<String>run(
                () -> {
                    attempts.incrementAndGet();
                    throw new IllegalStateException("signed out");
                },
                answers::add,
                e -> failures.add(e.getMessage()));
        executors.runAll();

        assertThat(attempts.get()).isEqualTo(1);
        assertThat(failures).containsExactly("signed out");
    }

    @Test
    void aRunReplacedWhileItsFailureWasOfferedIsNotRetried() {
        AtomicInteger attempts = new AtomicInteger();
        TaskSlot slot = new TaskSlot();
        List<Runnable> offered = new ArrayList<>();
        BackgroundTasks tasks = new BackgroundTasks(executors, (failure, retry, giveUp) -> offered.add(retry));

        tasks.<String>runLatest(
                slot,
                cancel -> {
                    attempts.incrementAndGet();
                    throw new IllegalStateException("signed out");
                },
                new CancelToken(),
                answers::add,
                e -> failures.add(e.getMessage()));
        executors.runAll();
        slot.take();
        offered.forEach(Runnable::run);
        executors.runAll();

        assertThat(offered).hasSize(1);
        assertThat(attempts.get()).isEqualTo(1);
        assertThat(answers).isEmpty();
    }
}
