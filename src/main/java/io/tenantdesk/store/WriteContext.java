package io.tenantdesk.store;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/** What every write needs to know: where it goes, who makes it, and where it is recorded. */
final class WriteContext {

    private final Connection connection;
    private final String platform;
    private final WriteAudit audit;
    private final Clock clock;
    private final String actor;
    private final ErrorTranslator errors;
    private volatile boolean readOnly;

    WriteContext(Connection connection, String platform, WriteAudit audit, Clock clock, String actor) {
        this.connection = connection;
        this.platform = platform;
        this.audit = audit;
        this.clock = clock;
        this.actor = actor;
        this.errors = new ErrorTranslator(connection.label());
        this.readOnly = connection.readOnly();
    }

    /** Refuses every write on a read-only connection, whatever the UI shows. */
    void requireWritable() {
        if (readOnly) {
            throw new StoreException(StoreException.Kind.READ_ONLY, "The connection " + connection.label()
                    + " is read-only: writes are refused.", null);
        }
    }

    boolean readOnly() {
        return readOnly;
    }

    void setReadOnly(boolean refuseWrites) {
        this.readOnly = refuseWrites;
    }

    DynamoDbClient client() {
        return connection.client();
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

    /** Who writes, when, where and why, for the audit. */
    WriteRecord.Provenance provenance(String reason) {
        return new WriteRecord.Provenance(now(), actor, platform, connection.label(), region(), reason);
    }

    /**
     * Records the write in the journal, sends it and records its outcome: nothing is sent that the journal could
     * not record; a refused condition is reported by {@code conflict} with the item as it now is (read at
     * {@code key} of {@code logicalTable}); any other failure is translated for the user.
     *
     * @param action the DynamoDB operation, for messages (e.g. {@code UpdateItem})
     * @return what the request returned: the item as written
     */
    Item journalled(WriteRecord record, String logicalTable, PrimaryKey key, String action, ItemClassifier classifier,
                    Request request, ConflictReport conflict) {
        String id = begin(record);
        try {
            Item written = request.send();
            audit.complete(id, new WriteOutcome(WriteOutcome.Status.SUCCEEDED, now(), written, null));
            return written;
        } catch (ConditionalCheckFailedException e) {
            Optional<EntityRow> current = reload(logicalTable, key, classifier);
            StoreException refused = conflict.of(current, e);
            audit.complete(id, new WriteOutcome(WriteOutcome.Status.CONFLICT, now(),
                    current.map(EntityRow::item).orElse(null), refused.getMessage()));
            throw refused;
        } catch (RuntimeException e) {
            StoreException translated = errors.translate(e, action, describeTable(logicalTable));
            audit.complete(id, new WriteOutcome(WriteOutcome.Status.FAILED, now(), null, translated.getMessage()));
            throw translated;
        }
    }

    /** Records a write about to be sent; nothing is sent that the journal could not record. */
    String begin(WriteRecord record) {
        try {
            return audit.begin(record);
        } catch (UncheckedIOException | IllegalStateException e) {
            throw new StoreException(StoreException.Kind.JOURNAL, "The change journal cannot record this change, so it "
                    + "was not sent: " + e.getMessage(), e);
        }
    }

    void step(String id, String step, WriteOutcome.Status status, String message) {
        audit.step(id, step, new WriteOutcome(status, now(), null, message));
    }

    void complete(String id, WriteOutcome.Status status, Item after, String message) {
        audit.complete(id, new WriteOutcome(status, now(), after, message));
    }

    /** The item as it is now (strongly consistent), or empty when there is none. */
    Optional<EntityRow> reload(String logicalTable, PrimaryKey key, ItemClassifier classifier) {
        GetItemResponse response = client().getItem(b -> b.tableName(physical(logicalTable))
                .key(ItemConverter.toAttributes(key.asItem())).consistentRead(true));
        if (!response.hasItem() || response.item().isEmpty()) {
            return Optional.empty();
        }
        Item item = ItemConverter.toItem(response.item());
        return Optional.of(new EntityRow(logicalTable, item, classifier.classify(logicalTable, item)));
    }
}
