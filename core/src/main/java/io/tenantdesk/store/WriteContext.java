package io.tenantdesk.store;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.connect.WriteRetries;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.write.CreditAdjustment;
import io.tenantdesk.store.write.ItemWrite;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import software.amazon.awssdk.awscore.AwsRequestOverrideConfiguration;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/** What every write needs to know: where it goes, who makes it, and where it is recorded. */
final class WriteContext {

    private static final System.Logger LOG = System.getLogger(WriteContext.class.getName());

    private final Connection connection;
    private final String platform;
    private final WriteAudit audit;
    private final Clock clock;
    private final String actor;
    private final ErrorTranslator errors;
    private final TransactionSupport transactions;
    private final AtomicBoolean readOnly;
    private final String batch;
    /** In a batch's context, outcomes waiting to be recorded together; null where each is recorded at once. */
    private final List<WriteAudit.Completed> unrecorded;

    WriteContext(Connection connection, String platform, WriteAudit audit, Clock clock, String actor) {
        this.connection = connection;
        this.platform = platform;
        this.audit = audit;
        this.clock = clock;
        this.actor = actor;
        this.errors = new ErrorTranslator(connection.label());
        this.transactions = new TransactionSupport(connection.client());
        this.readOnly = new AtomicBoolean(connection.readOnly());
        this.batch = null;
        this.unrecorded = null;
    }

    private WriteContext(WriteContext of, String batch) {
        this.connection = of.connection;
        this.platform = of.platform;
        this.audit = of.audit;
        this.clock = of.clock;
        this.actor = of.actor;
        this.errors = of.errors;
        this.transactions = of.transactions;
        this.readOnly = of.readOnly;
        this.batch = batch;
        this.unrecorded = new ArrayList<>();
    }

    /**
     * The same context for the writes of one batch: each is recorded with the batch's id, and outcomes wait to be
     * recorded together by {@link #recordOutcomes}; read-only follows this one.
     */
    WriteContext inBatch(String batchId) {
        return new WriteContext(this, batchId);
    }

    /** Refuses every write on a read-only connection, whatever the UI shows. */
    void requireWritable() {
        if (readOnly.get()) {
            throw new StoreException(
                    StoreException.Kind.READ_ONLY,
                    "The connection " + connection.label() + " is read-only: writes are refused.",
                    null);
        }
    }

    boolean readOnly() {
        return readOnly.get();
    }

    void setReadOnly(boolean refuseWrites) {
        readOnly.set(refuseWrites);
    }

    DynamoDbClient client() {
        return connection.client();
    }

    /** The client a write that is not idempotent goes through: the connection's write client, or its only client. */
    DynamoDbClient writer() {
        return connection.writeClient().orElse(connection.client());
    }

    /**
     * What such a write's request carries: nothing on a write client (it was built with {@link WriteRetries}' strategy),
     * else that strategy for this request.
     */
    AwsRequestOverrideConfiguration writeOverride() {
        return connection.writeClient().isPresent() ? null : WriteRetries.forWrite();
    }

    String physical(String logicalTable) {
        return connection.tables().physical(logicalTable);
    }

    String describeTable(String logicalTable) {
        return connection.tables().describe(logicalTable);
    }

    Instant now() {
        return clock.instant();
    }

    String connectionLabel() {
        return connection.label();
    }

    String region() {
        return connection.client().serviceClientConfiguration().region().id();
    }

    String actor() {
        return actor;
    }

    String platform() {
        return platform;
    }

    ErrorTranslator errors() {
        return errors;
    }

    /** Whether the server takes TransactWriteItems, found out once per connection for every kind of write. */
    TransactionSupport transactions() {
        return transactions;
    }

    /** What a refused condition means for one write, given the item as it now is (or none). */
    @FunctionalInterface
    interface ConflictReport {
        StoreException of(Optional<EntityRow> current, ConditionalCheckFailedException cause);
    }

    /** A request to send; may throw the SDK's exceptions. */
    @FunctionalInterface
    interface Request {
        Item send();
    }

    /**
     * One write ready to go, with what its failures mean.
     *
     * @param logicalTable the table of the item at {@code key}, read back after a refused condition or a lost reply
     * @param action       the DynamoDB operation, for messages (e.g. {@code UpdateItem})
     * @param conflict     what a refused condition means, given the item as it now is
     * @param check        what the item read back after a lost reply says about whether the write was applied
     */
    record Sending(
            WriteRecord record,
            String logicalTable,
            PrimaryKey key,
            String action,
            Request request,
            ConflictReport conflict,
            OutcomeCheck check) {}

    /**
     * What a write came to when it took effect.
     *
     * @param item   the item as DynamoDB returned it, or as read back when the reply was lost; null when deleted
     * @param status {@link WriteOutcome.Status#SUCCEEDED}, or {@link WriteOutcome.Status#APPLIED_AFTER_CHECK}
     */
    record Sent(Item item, WriteOutcome.Status status) {}

    /** Who writes, when, where and why, for the audit. */
    WriteRecord.Provenance provenance(String reason) {
        WriteRecord.Provenance where = WriteRecord.Provenance.of(connection, platform);
        return new WriteRecord.Provenance(
                now(), actor, platform, where.connection(), where.region(), reason, where.account());
    }

    /** The audit's record of an item write, with the tenant whose data it changes, so it can be found by tenant. */
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
        return new WriteRecord(write, provenance(reason), request, tenant, batch);
    }

    /**
     * Records the write in the journal, sends it and records its outcome: nothing is sent that the journal could
     * not record; a refused condition is reported by the write's {@link ConflictReport} with the item as it now is;
     * a lost reply (an error after DynamoDB may have applied the write) is never answered by sending again: the
     * item is read back and the write's {@link OutcomeCheck} tells applied, not applied or unknown; any other
     * failure is translated for the user.
     *
     * @throws StoreException for every outcome but applied: {@link StoreException.Kind#NOT_APPLIED} and
     *                        {@link StoreException.Kind#OUTCOME_UNKNOWN} after a lost reply
     */
    Sent journalled(Sending write, ItemClassifier classifier) {
        return sendBegun(begin(write.record()), write, classifier);
    }

    /** As {@link #journalled}, for a write already recorded by {@link #beginAll}: announced to the record, then sent. */
    Sent sendBegun(String id, Sending write, ItemClassifier classifier) {
        try {
            audit.sending(id);
        } catch (IllegalStateException e) {
            throw journalRefused(e);
        }
        Item written;
        try {
            written = write.request().send();
        } catch (ConditionalCheckFailedException e) {
            Optional<EntityRow> current = reload(write.logicalTable(), write.key(), classifier);
            StoreException refused = write.conflict().of(current, e);
            complete(
                    id,
                    WriteOutcome.Status.CONFLICT,
                    current.map(EntityRow::item).orElse(null),
                    refused.getMessage());
            throw refused;
        } catch (RuntimeException e) {
            if (WriteRetries.isAmbiguous(e)) {
                return checked(id, write, classifier, e);
            }
            StoreException translated = errors.translate(e, write.action(), describeTable(write.logicalTable()));
            complete(id, WriteOutcome.Status.FAILED, null, translated.getMessage());
            throw translated;
        }
        complete(id, WriteOutcome.Status.SUCCEEDED, written, null);
        return new Sent(written, WriteOutcome.Status.SUCCEEDED);
    }

    /** The reply was lost: reads the item back and records what it shows, never sending the write again. */
    private Sent checked(String id, Sending write, ItemClassifier classifier, RuntimeException lost) {
        String what = write.action() + " on " + describeTable(write.logicalTable()) + ": the reply was lost ("
                + errors.lostReply(lost) + ")";
        ReadBack back = readBack(write.logicalTable(), write.key(), write.check(), classifier);
        switch (back.verdict()) {
            case APPLIED -> {
                complete(
                        id,
                        WriteOutcome.Status.APPLIED_AFTER_CHECK,
                        back.item(),
                        what + "; the item read back shows the change.");
                return new Sent(back.item(), WriteOutcome.Status.APPLIED_AFTER_CHECK);
            }
            case NOT_APPLIED ->
                throw notApplied(
                        id,
                        what + "; the item read back is as it was: the change was not "
                                + "applied. Nothing was written; you can try again.",
                        back.current(),
                        lost);
            default -> throw unknown(id, what + back.why(), back.current(), lost);
        }
    }

    /**
     * What the item at {@code key} says about a write whose reply was lost, read back strongly consistent; unknown
     * when it cannot be read.
     */
    ReadBack readBack(String logicalTable, PrimaryKey key, OutcomeCheck check, ItemClassifier classifier) {
        Optional<EntityRow> current;
        try {
            current = reload(logicalTable, key, classifier);
        } catch (RuntimeException readFailed) {
            return new ReadBack(
                    OutcomeCheck.Verdict.UNKNOWN,
                    Optional.empty(),
                    ", and reading the item back failed too ("
                            + errors.translate(readFailed, "GetItem", describeTable(logicalTable))
                                    .getMessage()
                            + "): whether the change was applied is unknown. Check the item before trying again.");
        }
        OutcomeCheck.Verdict verdict = check.judge(current.map(EntityRow::item));
        return new ReadBack(
                verdict,
                current,
                "; the item read back "
                        + (current.isEmpty() ? "is gone" : "shows neither " + "the change nor the item as it was")
                        + ", so whether the change was applied is unknown. "
                        + (current.isEmpty() ? "" : "It is shown as it is now; ") + "check it before trying again.");
    }

    /**
     * An item read back after a lost reply.
     *
     * @param why for an unknown verdict, the words that say why (they follow what was lost)
     */
    record ReadBack(OutcomeCheck.Verdict verdict, Optional<EntityRow> current, String why) {

        Item item() {
            return current.map(EntityRow::item).orElse(null);
        }
    }

    /** Records that a write whose reply was lost was not applied, and says so. */
    StoreException notApplied(String id, String message, Optional<EntityRow> current, RuntimeException lost) {
        complete(
                id,
                WriteOutcome.Status.NOT_APPLIED_AFTER_CHECK,
                current.map(EntityRow::item).orElse(null),
                message);
        return StoreException.afterLostReply(StoreException.Kind.NOT_APPLIED, message, current.orElse(null), lost);
    }

    /** Records that whether a write whose reply was lost was applied is unknown, and says so. */
    StoreException unknown(String id, String message, Optional<EntityRow> current, RuntimeException lost) {
        complete(id, WriteOutcome.Status.UNKNOWN, current.map(EntityRow::item).orElse(null), message);
        return StoreException.afterLostReply(StoreException.Kind.OUTCOME_UNKNOWN, message, current.orElse(null), lost);
    }

    /**
     * Records a write's outcome. The write has happened (or not) whatever the journal can do now, so a journal that
     * fails here does not change the outcome reported: the entry is left without one, which the journal shows.
     */
    void complete(String id, WriteOutcome.Status status, Item after, String message) {
        WriteAudit.Completed done = new WriteAudit.Completed(id, new WriteOutcome(status, now(), after, message));
        if (unrecorded != null) {
            unrecorded.add(done);
        } else {
            record(List.of(done));
        }
    }

    /** Records together the outcomes a batch's context has kept waiting, in one append where the record can. */
    void recordOutcomes() {
        if (unrecorded == null || unrecorded.isEmpty()) {
            return;
        }
        List<WriteAudit.Completed> outcomes = List.copyOf(unrecorded);
        unrecorded.clear();
        record(outcomes);
    }

    private void record(List<WriteAudit.Completed> outcomes) {
        try {
            audit.completeAll(outcomes);
        } catch (RuntimeException e) {
            LOG.log(
                    System.Logger.Level.WARNING,
                    "The change journal could not record the outcomes of {0} write(s), " + "the first {1} ({2}): {3}",
                    outcomes.size(),
                    outcomes.get(0).id(),
                    outcomes.get(0).outcome().status(),
                    e.getMessage());
        }
    }

    /** Records a write about to be sent; nothing is sent that the journal could not record. */
    String begin(WriteRecord record) {
        return beginAll(List.of(record)).get(0);
    }

    /**
     * Records writes about to be sent, durable together before any of them is sent; none is sent when the journal
     * could not record them.
     */
    List<String> beginAll(List<WriteRecord> records) {
        try {
            return records.size() == 1 ? List.of(audit.begin(records.get(0))) : audit.beginAll(records);
        } catch (UncheckedIOException | IllegalStateException e) {
            throw journalRefused(e);
        }
    }

    private static StoreException journalRefused(RuntimeException e) {
        return new StoreException(
                StoreException.Kind.JOURNAL,
                "The change journal cannot record this change, so it " + "was not sent: " + e.getMessage(),
                e);
    }

    void step(String id, String step, WriteOutcome.Status status, String message) {
        audit.step(id, step, new WriteOutcome(status, now(), null, message));
    }

    /** The item as it is now (strongly consistent), or empty when there is none. */
    Optional<EntityRow> reload(String logicalTable, PrimaryKey key, ItemClassifier classifier) {
        GetItemResponse response = client().getItem(b -> b.tableName(physical(logicalTable))
                .key(ItemConverter.toAttributes(key.asItem()))
                .consistentRead(true));
        if (!response.hasItem() || response.item().isEmpty()) {
            return Optional.empty();
        }
        Item item = ItemConverter.toItem(response.item());
        return Optional.of(new EntityRow(logicalTable, item, classifier.classify(logicalTable, item)));
    }
}
