package io.tenantdesk.store;

import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/**
 * One conditional write ready to go, with what its failures mean.
 *
 * @param logicalTable the table of the item at {@code key}, read back after a refused condition or a lost reply
 * @param action       the DynamoDB operation, for messages (e.g. {@code UpdateItem})
 * @param words        the request in words, as the journal records it
 * @param conflict     what a refused condition means, given the item as it now is
 * @param check        what the item read back after a lost reply says about whether the write was applied
 */
record Sending(
        String logicalTable,
        PrimaryKey key,
        String action,
        WriteRecord.Request words,
        Request request,
        ConflictReport conflict,
        OutcomeCheck check) {

    /** A request to send; may throw the SDK's exceptions. Returns the item as the write left it, or null. */
    @FunctionalInterface
    interface Request {
        Item send();
    }

    /** What a refused condition means for one write, given the item as it now is (or none). */
    @FunctionalInterface
    interface ConflictReport {
        StoreException of(Optional<EntityRow> current, ConditionalCheckFailedException cause);
    }
}
