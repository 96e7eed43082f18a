package io.tenantdesk.store;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.store.write.ItemWrite;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BiConsumer;

/**
 * The writes of one store that are not applied so far: their reply was lost and their item read back unchanged, but
 * a request delayed on its way could still arrive. Each is checked again in the background as {@link OutcomeChecks}
 * says, until a check finds it applied (or changed otherwise) or the last one still finds it unchanged; its final
 * outcome is then recorded in place of the first and told. A retry sends it again exactly as first sent, while no
 * check runs, and its outcome settles the write unless it too is not applied so far. Closed with the store: writes
 * not settled by then stay recorded as not applied so far.
 */
final class OutcomeWatch implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(OutcomeWatch.class.getName());

    private final WriteJournal journal;
    private final OutcomeChecks checks;
    private final CancelToken closed = new CancelToken();
    private final Map<String, Followed> followed = new ConcurrentHashMap<>();
    private final List<BiConsumer<ItemWrite, WriteRecord>> settled = new CopyOnWriteArrayList<>();
    private final AtomicBoolean recording = new AtomicBoolean();

    /** A write not applied so far. Its lock keeps its checks and retries apart. */
    private static final class Followed {
        private final ReentrantLock lock = new ReentrantLock();
        private final ItemWrite write;
        private final WriteRecord record;
        private Followup followup;
        private boolean done;

        Followed(ItemWrite write, WriteRecord record, Followup followup) {
            this.write = write;
            this.record = record;
            this.followup = followup;
        }
    }

    OutcomeWatch(WriteJournal journal, OutcomeChecks checks) {
        this.journal = journal;
        this.checks = checks;
    }

    /** Tells {@code listener} of every write settled here, with its final record, on the thread that settled it. */
    Runnable onSettled(BiConsumer<ItemWrite, WriteRecord> listener) {
        settled.add(listener);
        return () -> settled.remove(listener);
    }

    /**
     * Follows a write whose attempt is not applied so far.
     *
     * @return the attempt, its failure offering the retry
     */
    Attempt follow(ItemWrite write, WriteRecord record, Attempt attempt) {
        followed.put(record.id(), new Followed(write, record, attempt.followup()));
        return attempt.offering(new Retry(record.id(), write.describe()));
    }

    /** Begins checking a followed write again, once its first outcome is on its way to the record. */
    void start(String id) {
        Followed write = followed.get(id);
        if (write != null && !closed.isCancelled()) {
            checks.executor().execute(() -> checkAgain(write));
        }
    }

    /** The write a retry sends again; empty once it is settled. */
    Optional<ItemWrite> write(Retry retry) {
        return Optional.ofNullable(followed.get(retry.id())).map(f -> f.write);
    }

    /**
     * Sends a followed write again, exactly as first sent.
     *
     * @return what came of it: applied (by the retry, or found applied late after the retry's condition failed), a
     *         conflict, or not applied so far again (still followed, offering the retry again)
     * @throws StoreException when the write is settled already
     */
    Attempt retry(Retry retry) {
        Followed write = followed.get(retry.id());
        if (write == null) {
            throw settledAlready(retry);
        }
        write.lock.lock();
        try {
            if (write.done) {
                throw settledAlready(retry);
            }
            Attempt again = write.followup.resend().send();
            journal.step(write.record, "sent again", again.status(), again.message());
            switch (again.status()) {
                case SUCCEEDED, APPLIED_AFTER_CHECK -> {
                    settle(write, new Followup.Found(again.status(), again.item(), "Sent again, and applied."));
                    return again;
                }
                case CONFLICT -> {
                    Optional<Followup.Found> late = write.followup.checker().check();
                    if (late.isPresent() && late.get().status().applied()) {
                        settle(write, late.get());
                        return Attempt.applied(
                                late.get().status(),
                                late.get().after(),
                                late.get().message());
                    }
                    settle(write, new Followup.Found(WriteOutcome.Status.CONFLICT, again.item(), again.message()));
                    return again;
                }
                case NOT_APPLIED_SO_FAR, FAILED -> {
                    if (again.followup() != null) {
                        write.followup = again.followup();
                    }
                    return again.offering(retry);
                }
                default -> {
                    settle(write, new Followup.Found(again.status(), again.item(), again.message()));
                    return again;
                }
            }
        } finally {
            write.lock.unlock();
        }
    }

    private static StoreException settledAlready(Retry retry) {
        return new StoreException(
                StoreException.Kind.REFUSED,
                "The outcome of the " + retry.what() + " is settled; the change journal shows it. Make the change"
                        + " again if it is still needed.",
                null);
    }

    /** Checks the write again as the schedule says, then records what the checks found. */
    private void checkAgain(Followed write) {
        int made = 0;
        for (Duration wait : checks.waits()) {
            try {
                checks.sleeper().sleep(wait, closed);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            if (closed.isCancelled()) {
                return;
            }
            write.lock.lock();
            try {
                if (write.done) {
                    return;
                }
                made++;
                Optional<Followup.Found> found = write.followup.checker().check();
                if (found.isPresent()) {
                    settle(write, found.get());
                    return;
                }
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "Checking write {0} again failed: {1}", write.record.id(), e);
            } finally {
                write.lock.unlock();
            }
        }
        write.lock.lock();
        try {
            if (!write.done) {
                settle(write, new Followup.Found(WriteOutcome.Status.NOT_APPLIED_AFTER_CHECK, null, stillNot(made)));
            }
        } finally {
            write.lock.unlock();
        }
    }

    private String stillNot(int made) {
        Duration span = checks.span();
        String after = span.toMinutes() > 0 ? span.toMinutes() + " minutes" : span.toSeconds() + " seconds";
        return "The item read back stayed unchanged through " + made + " more checks, the last "
                + after + " after the reply was lost."
                + (span.compareTo(OutcomeChecks.SIGNED_REQUEST_LIFETIME) > 0
                        ? " DynamoDB refuses a request that reaches it more than 15 minutes after it was signed, so"
                                + " the delayed request can no longer be applied."
                        : "");
    }

    /** Records the write's final outcome (and the steps that lead to it), and tells who listens. */
    private void settle(Followed write, Followup.Found found) {
        write.done = true;
        followed.remove(write.record.id());
        found.steps().forEach(step -> journal.step(write.record, step));
        WriteRecord done =
                write.record.completed(new WriteOutcome(found.status(), journal.now(), found.after(), found.message()));
        if (!journal.settle(done)) {
            keepRecording();
        }
        for (BiConsumer<ItemWrite, WriteRecord> listener : settled) {
            try {
                listener.accept(write.write, done);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "a listener could not take in a settled write", e);
            }
        }
    }

    /**
     * Records, in the background, the outcomes the change journal could not take (a full disk), trying again as
     * often as the first check waits, until it takes them or the store closes.
     */
    void keepRecording() {
        if (closed.isCancelled() || !recording.compareAndSet(false, true)) {
            return;
        }
        checks.executor().execute(() -> {
            try {
                while (!closed.isCancelled()) {
                    checks.sleeper().sleep(checks.waits().get(0), closed);
                    if (journal.recordOwed()) {
                        return;
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                recording.set(false);
            }
        });
    }

    /** Stops the checks; writes not settled stay recorded as not applied so far. */
    @Override
    public void close() {
        closed.cancel();
    }
}
