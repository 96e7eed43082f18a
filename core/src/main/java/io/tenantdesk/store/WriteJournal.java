package io.tenantdesk.store;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.store.write.CreditAdjustment;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Stamp;
import io.tenantdesk.store.write.Write;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The journal's side of every write: its record made and kept durably before it is sent (nothing is sent that the
 * journal could not record), its steps and outcome recorded after; an outcome the journal cannot take at once (a full
 * disk) is kept and recorded before anything else once it can. One per store, and one per batch, whose records carry
 * the batch's id and whose outcomes wait to be recorded together.
 */
final class WriteJournal {

    private final WriteAudit audit;
    private final Connection connection;
    private final String platform;
    private final Clock clock;
    private final String actor;
    private final String batch;
    private final OwedOutcomes owed;
    /** In a batch's journal, outcomes waiting to be recorded together; null where each is recorded at once. */
    private final List<WriteRecord> unrecorded;
    /** In a batch's journal, what follows once the waiting outcomes are on their way to the record. */
    private final List<Runnable> afterRecording;

    /** @param actor who writes (the caller identity's ARN), for stamps and the journal */
    WriteJournal(WriteAudit audit, Connection connection, String platform, Clock clock, String actor) {
        this(audit, connection, platform, clock, actor, null, new OwedOutcomes(audit));
    }

    private WriteJournal(
            WriteAudit audit,
            Connection connection,
            String platform,
            Clock clock,
            String actor,
            String batch,
            OwedOutcomes owed) {
        this.audit = audit;
        this.connection = connection;
        this.platform = platform;
        this.clock = clock;
        this.actor = actor;
        this.batch = batch;
        this.owed = owed;
        this.unrecorded = batch == null ? null : new ArrayList<>();
        this.afterRecording = batch == null ? null : new ArrayList<>();
    }

    /**
     * The journal for the writes of one batch: each is recorded with the batch's id, and outcomes wait to be recorded
     * together by {@link #recordOutcomes}.
     */
    WriteJournal inBatch(String batchId) {
        return new WriteJournal(audit, connection, platform, clock, actor, batchId, owed);
    }

    Instant now() {
        return clock.instant();
    }

    String actor() {
        return actor;
    }

    /** Now and the actor: what a write sent now is stamped with. */
    Stamp stamp() {
        return new Stamp(now(), actor);
    }

    /** The record of an item write, with the tenant whose data it changes, so it can be found by tenant. */
    WriteRecord record(ItemWrite write, String reason, WriteRecord.Request request, ItemClassifier classifier) {
        String table = write.entity().table().name();
        String tenant = write instanceof CreditAdjustment credit
                ? credit.tenantId()
                : write.afterImage()
                        .or(write::beforeImage)
                        .flatMap(item -> write.entity()
                                .tenantField()
                                .flatMap(new EntityRow(table, item, classifier.classify(table, item))::text))
                        .orElse(null);
        WriteRecord.Provenance where = WriteRecord.Provenance.of(connection, platform);
        WriteRecord.Provenance provenance = new WriteRecord.Provenance(
                now(), actor, platform, where.connection(), where.region(), reason, where.account());
        return WriteRecord.planned(write, provenance, request, tenant, batch);
    }

    /** What decides whether a write may be sent now: the record's gate. */
    WriteGate gate() {
        return audit.gate();
    }

    /** The record of any write, a batch too, as it would be journalled now; for the gate, never recorded here. */
    WriteRecord planned(Write write, String reason, ItemClassifier classifier) {
        if (write instanceof ItemWrite item) {
            return record(item, reason, new WriteRecord.Request(null, null, null), classifier);
        }
        WriteRecord.Provenance where = WriteRecord.Provenance.of(connection, platform);
        return WriteRecord.planned(
                write,
                new WriteRecord.Provenance(
                        now(), actor, platform, where.connection(), where.region(), reason, where.account()),
                new WriteRecord.Request(null, null, null));
    }

    /** Records a write about to be sent; nothing is sent that the journal could not record. */
    void begin(WriteRecord record) {
        begin(List.of(record));
    }

    /**
     * Records writes about to be sent, durable together before any of them is sent, after the outcomes still owed;
     * none is sent when the journal could not record them.
     */
    void begin(List<WriteRecord> records) {
        owed.flush();
        try {
            audit.begin(records);
        } catch (UncheckedIOException | IllegalStateException e) {
            throw refused(e);
        }
    }

    /** Says that a recorded write is sent now; a record that must not let it go refuses here. */
    void sending(WriteRecord record) {
        try {
            audit.sending(record);
        } catch (IllegalStateException e) {
            throw refused(e);
        }
    }

    void step(WriteRecord record, String step, WriteOutcome.Status status, String message) {
        step(record, new WriteRecord.Step(step, status, now(), message));
    }

    void step(WriteRecord record, WriteRecord.Step step) {
        try {
            audit.step(record, step);
        } catch (RuntimeException e) {
            System.getLogger(WriteJournal.class.getName())
                    .log(
                            System.Logger.Level.WARNING,
                            "The change journal could not record a step of write {0}: {1}",
                            record.id(),
                            e.getMessage());
        }
    }

    /** Records what a sent write came to; false when the journal could not record it yet. */
    boolean complete(WriteRecord record, Attempt attempt) {
        return complete(record, attempt, () -> {});
    }

    /**
     * Records a write's outcome. The write has happened (or not) whatever the journal can do now, so a journal that
     * fails here does not change the outcome: it is kept, and recorded once the journal takes it.
     *
     * @param then runs once the outcome is on its way to the record (at once, or for a batch with its group)
     * @return false when the journal could not record it yet; true for a batch's, which waits for its group
     */
    boolean complete(WriteRecord record, Attempt attempt, Runnable then) {
        return complete(
                record.completed(new WriteOutcome(attempt.status(), now(), attempt.item(), attempt.message())), then);
    }

    /** Records that a write recorded as about to be sent was not sent after all. */
    void notSent(WriteRecord record, String why) {
        complete(record.completed(new WriteOutcome(WriteOutcome.Status.NOT_SENT, now(), null, why)), () -> {});
    }

    private boolean complete(WriteRecord done, Runnable then) {
        if (unrecorded != null) {
            unrecorded.add(done);
            afterRecording.add(then);
            return true;
        }
        boolean recorded = owed.complete(List.of(done));
        then.run();
        return recorded;
    }

    /** Records the final outcome of a write whose first one was not settled; false when the journal cannot yet. */
    boolean settle(WriteRecord done) {
        return owed.settle(done);
    }

    /** Records what the journal could not record before; true when nothing is owed any more. */
    boolean recordOwed() {
        return owed.flush();
    }

    /** Records together the outcomes a batch's journal has kept waiting, in one append where the record can. */
    void recordOutcomes() {
        if (unrecorded == null || unrecorded.isEmpty()) {
            return;
        }
        List<WriteRecord> outcomes = List.copyOf(unrecorded);
        List<Runnable> then = List.copyOf(afterRecording);
        unrecorded.clear();
        afterRecording.clear();
        owed.complete(outcomes);
        then.forEach(Runnable::run);
    }

    private static StoreException refused(RuntimeException e) {
        return new StoreException(
                StoreException.Kind.JOURNAL,
                "The change journal cannot record this change, so it " + "was not sent: " + e.getMessage(),
                e);
    }
}
