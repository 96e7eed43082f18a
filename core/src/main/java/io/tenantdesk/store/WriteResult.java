package io.tenantdesk.store;

import io.tenantdesk.store.write.Write;
import java.util.Objects;
import java.util.Optional;

/**
 * A write that happened.
 *
 * @param item   the item as DynamoDB returned it after the write (for a put, as written; when the reply was lost,
 *               as read back); empty when the write deleted it
 * @param status   how the store knows: {@link WriteOutcome.Status#SUCCEEDED} when DynamoDB said so,
 *                 {@link WriteOutcome.Status#APPLIED_AFTER_CHECK} when the reply was lost and the item read back
 *                 shows the write, {@link WriteOutcome.Status#APPLIED_LATE} when it showed it only later
 * @param recorded false when the change journal could not record the outcome yet (it is recorded once it can)
 */
public record WriteResult(Write write, Optional<EntityRow> item, WriteOutcome.Status status, boolean recorded) {

    public WriteResult {
        Objects.requireNonNull(write, "write");
        Objects.requireNonNull(item, "item");
        if (!status.applied()) {
            throw new IllegalArgumentException("a write result is a write that was applied, not " + status);
        }
    }

    /** A write DynamoDB answered for. */
    public WriteResult(Write write, Optional<EntityRow> item) {
        this(write, item, WriteOutcome.Status.SUCCEEDED, true);
    }

    /** True when the reply was lost and the store read the item back to find the write applied. */
    public boolean confirmedByReadingBack() {
        return status == WriteOutcome.Status.APPLIED_AFTER_CHECK || status == WriteOutcome.Status.APPLIED_LATE;
    }

    /**
     * What the user is told besides that the write was applied: that the change journal could not record its outcome
     * yet (a full disk), and records it once it can; empty when it did.
     */
    public String recordNote() {
        return recorded
                ? ""
                : "The change journal could not record this outcome yet (is the disk full?); it is kept and recorded as"
                        + " soon as the journal takes it.";
    }
}
