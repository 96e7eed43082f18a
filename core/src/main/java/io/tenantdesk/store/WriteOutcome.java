package io.tenantdesk.store;

import io.tenantdesk.schema.item.Item;
import java.time.Instant;

/**
 * How a recorded write ended.
 *
 * @param after   the item as DynamoDB returned it after the write, or as read back when the reply was lost or the
 *                condition failed; null when there is none or it is not known
 * @param message for anything but success, what happened
 */
public record WriteOutcome(Status status, Instant at, Item after, String message) {

    public enum Status {
        /** DynamoDB answered that it applied the write. */
        SUCCEEDED("Applied"),
        /** The condition failed: the item had changed since it was loaded. Nothing was written. */
        CONFLICT("Conflict: not applied"),
        /** DynamoDB refused the request, or it never reached DynamoDB (access, throttling, no connection...). Nothing was written. */
        FAILED("Failed: not applied"),
        /** The reply was lost, and reading the item back showed the write applied. */
        APPLIED_AFTER_CHECK("Applied (reply lost; the item read back shows the change)"),
        /** The reply was lost, and reading the item back showed it as before: the write was not applied. */
        NOT_APPLIED_AFTER_CHECK("Not applied (reply lost; the item read back is unchanged)"),
        /** The reply was lost, and the item read back does not tell whether the write was applied. */
        UNKNOWN("Outcome unknown (reply lost; the item read back does not tell)"),
        /**
         * Recorded with a batch's group of items about to be sent, then never sent (the batch was cancelled before
         * it): nothing was written, and listings of changes leave it out.
         */
        NOT_SENT("Not sent");

        private final String words;

        Status(String words) {
            this.words = words;
        }

        /** The outcome in plain words, e.g. "Applied (reply lost; the item read back shows the change)". */
        public String words() {
            return words;
        }

        /** True when the write took effect, whether DynamoDB said so or the item read back did. */
        public boolean applied() {
            return this == SUCCEEDED || this == APPLIED_AFTER_CHECK;
        }
    }
}
