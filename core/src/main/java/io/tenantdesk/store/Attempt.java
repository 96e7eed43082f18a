package io.tenantdesk.store;

import io.tenantdesk.schema.item.Item;
import java.util.Optional;

/**
 * What a write came to once sent: the outcome the journal records, and what the caller is told.
 *
 * @param item    the item as the write left it (as DynamoDB returned it, or as read back); after a refusal, the item as
 *                it now is when known; null when there is none
 * @param message for anything but success, what happened
 * @param failure what the caller is told when the write was not applied (or may not have been); null when it was
 */
record Attempt(WriteOutcome.Status status, Item item, String message, StoreException failure) {

    static Attempt applied(WriteOutcome.Status status, Item item, String message) {
        return new Attempt(status, item, message, null);
    }

    /** A write that did not take effect, or whose effect is unknown, reported as {@code failure} says. */
    static Attempt refused(WriteOutcome.Status status, Item current, StoreException failure) {
        return new Attempt(status, current, failure.getMessage(), failure);
    }

    /** The reply was lost, and the item read back shows the write not applied. */
    static Attempt notApplied(String message, Optional<EntityRow> current, RuntimeException lost) {
        return afterLostReply(
                WriteOutcome.Status.NOT_APPLIED_AFTER_CHECK, StoreException.Kind.NOT_APPLIED, message, current, lost);
    }

    /** The reply was lost, and whether the write was applied is unknown. */
    static Attempt unknown(String message, Optional<EntityRow> current, RuntimeException lost) {
        return afterLostReply(WriteOutcome.Status.UNKNOWN, StoreException.Kind.OUTCOME_UNKNOWN, message, current, lost);
    }

    private static Attempt afterLostReply(
            WriteOutcome.Status status,
            StoreException.Kind kind,
            String message,
            Optional<EntityRow> current,
            RuntimeException lost) {
        return new Attempt(
                status,
                current.map(EntityRow::item).orElse(null),
                message,
                StoreException.afterLostReply(kind, message, current.orElse(null), lost));
    }

    /** This attempt when the write was applied; else its failure, thrown. */
    Attempt orThrow() {
        if (failure != null) {
            throw failure;
        }
        return this;
    }
}
