package io.tenantdesk.store;

import io.tenantdesk.schema.item.Item;
import java.util.Optional;

/**
 * What a write came to once sent: the outcome the journal records, and what the caller is told.
 *
 * @param item     the item as the write left it (as DynamoDB returned it, or as read back); after a refusal, the item
 *                 as it now is when known; null when there is none
 * @param message  for anything but success, what happened
 * @param failure  what the caller is told when the write was not applied (or may not have been); null when it was
 * @param followup for a write not applied so far, how to check it again and send it again; null otherwise
 * @param recorded false when the change journal could not record the outcome yet
 */
record Attempt(
        WriteOutcome.Status status,
        Item item,
        String message,
        StoreException failure,
        Followup followup,
        boolean recorded) {

    static Attempt applied(WriteOutcome.Status status, Item item, String message) {
        return new Attempt(status, item, message, null, null, true);
    }

    /** A write that did not take effect, or whose effect is unknown, reported as {@code failure} says. */
    static Attempt refused(WriteOutcome.Status status, Item current, StoreException failure) {
        return new Attempt(status, current, failure.getMessage(), failure, null, true);
    }

    /**
     * The reply was lost and the item read back is unchanged: not applied so far, but a delayed request could still
     * arrive.
     */
    static Attempt notAppliedSoFar(
            String message, Optional<EntityRow> current, RuntimeException lost, Followup followup) {
        return new Attempt(
                WriteOutcome.Status.NOT_APPLIED_SO_FAR,
                current.map(EntityRow::item).orElse(null),
                message,
                StoreException.afterLostReply(
                        StoreException.Kind.NOT_APPLIED_SO_FAR, message, current.orElse(null), lost),
                followup,
                true);
    }

    /** The reply was lost, and whether the write was applied is unknown. */
    static Attempt unknown(String message, Optional<EntityRow> current, RuntimeException lost) {
        return new Attempt(
                WriteOutcome.Status.UNKNOWN,
                current.map(EntityRow::item).orElse(null),
                message,
                StoreException.afterLostReply(StoreException.Kind.OUTCOME_UNKNOWN, message, current.orElse(null), lost),
                null,
                true);
    }

    /** This attempt, its failure offering {@code retry}. */
    Attempt offering(Retry retry) {
        return new Attempt(status, item, message, failure.offering(retry), followup, recorded);
    }

    /** This attempt, knowing whether its outcome reached the change journal. */
    Attempt recorded(boolean inJournal) {
        return new Attempt(status, item, message, failure, followup, inJournal);
    }

    /** This attempt when the write was applied; else its failure, thrown. */
    Attempt orThrow() {
        if (failure != null) {
            throw failure;
        }
        return this;
    }
}
