package io.tenantdesk.store;

import io.tenantdesk.store.write.Write;
import java.util.Objects;
import java.util.Optional;

/**
 * A write that happened.
 *
 * @param item   the item as DynamoDB returned it after the write (for a put, as written; when the reply was lost,
 *               as read back); empty when the write deleted it
 * @param status how the store knows: {@link WriteOutcome.Status#SUCCEEDED} when DynamoDB said so,
 *               {@link WriteOutcome.Status#APPLIED_AFTER_CHECK} when the reply was lost and the item read back
 *               shows the write
 */
public record WriteResult(Write write, Optional<EntityRow> item, WriteOutcome.Status status) {

    public WriteResult {
        Objects.requireNonNull(write, "write");
        Objects.requireNonNull(item, "item");
        if (!status.applied()) {
            throw new IllegalArgumentException("a write result is a write that was applied, not " + status);
        }
    }

    /** A write DynamoDB answered for. */
    public WriteResult(Write write, Optional<EntityRow> item) {
        this(write, item, WriteOutcome.Status.SUCCEEDED);
    }

    /** True when the reply was lost and the store read the item back to find the write applied. */
    public boolean confirmedByReadingBack() {
        return status == WriteOutcome.Status.APPLIED_AFTER_CHECK;
    }
}
