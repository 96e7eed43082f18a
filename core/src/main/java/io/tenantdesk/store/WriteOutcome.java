package io.tenantdesk.store;

import io.tenantdesk.schema.item.Item;
import java.time.Instant;
import java.util.Objects;

/**
 * How a recorded write stands: {@link Status#PENDING} until its outcome is known, then how it ended. An outcome that
 * is not {@linkplain Status#settled() settled} may later be replaced by one that is; a settled one never is.
 */
public final class WriteOutcome {

    public enum Status {
        /**
         * No outcome recorded yet: the write is about to be sent or on its way, or the console stopped before the
         * reply.
         */
        PENDING("Outcome unknown (no outcome recorded: the console stopped before the reply)"),
        /** DynamoDB answered that it applied the write. */
        SUCCEEDED("Applied"),
        /** The condition failed: the item had changed since it was loaded. Nothing was written. */
        CONFLICT("Conflict: not applied"),
        /** DynamoDB refused the request, or it never reached DynamoDB (access, throttling, no connection...). Nothing was written. */
        FAILED("Failed: not applied"),
        /** The reply was lost, and reading the item back showed the write applied. */
        APPLIED_AFTER_CHECK("Applied (reply lost; the item read back shows the change)"),
        /**
         * The reply was lost and the item read back was unchanged at first; checked again later, it showed the change:
         * the request had been delayed on its way.
         */
        APPLIED_LATE("Applied late (reply lost; the item read back was unchanged at first, then showed the change)"),
        /**
         * The reply was lost and the item read back is unchanged, but a request delayed on its way could still
         * arrive: the store checks again, and records the outcome once it is known.
         */
        NOT_APPLIED_SO_FAR("Not applied so far (reply lost; the item read back is unchanged, but a delayed request"
                + " could still arrive: checking again)"),
        /**
         * The reply was lost, and the item read back stayed unchanged until no delayed request could be applied any
         * more (entries of earlier versions: at the one read-back after the reply was lost).
         */
        NOT_APPLIED_AFTER_CHECK("Not applied (reply lost; the item read back stayed unchanged)"),
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
            return this == SUCCEEDED || this == APPLIED_AFTER_CHECK || this == APPLIED_LATE;
        }

        /** False while a later outcome may still replace this one. */
        public boolean settled() {
            return this != PENDING && this != NOT_APPLIED_SO_FAR;
        }
    }

    private final Status status;
    private final Instant at;
    private final RecordedImage after;
    private final String message;

    /**
     * @param after   the item as DynamoDB returned it after the write, or as read back when the reply was lost or the
     *                condition failed; null when there is none or it is not known
     * @param message for anything but success, what happened
     */
    public WriteOutcome(Status status, Instant at, Item after, String message) {
        this(status, at, RecordedImage.of(after), message);
    }

    private WriteOutcome(Status status, Instant at, RecordedImage after, String message) {
        this.status = Objects.requireNonNull(status, "status");
        this.at = at;
        this.after = after;
        this.message = message;
    }

    /** No outcome yet, as of {@code at}. */
    public static WriteOutcome pending(Instant at) {
        return new WriteOutcome(Status.PENDING, at, (Item) null, null);
    }

    /** An outcome read back from a record, the item it left made when first asked for. */
    public static WriteOutcome read(Status status, Instant at, RecordedImage after, String message) {
        return new WriteOutcome(status, at, after, message);
    }

    public Status status() {
        return status;
    }

    public Instant at() {
        return at;
    }

    public Item after() {
        return after.item();
    }

    public String message() {
        return message;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof WriteOutcome o
                && status == o.status
                && Objects.equals(at, o.at)
                && Objects.equals(after(), o.after())
                && Objects.equals(message, o.message);
    }

    @Override
    public int hashCode() {
        return Objects.hash(status, at, after(), message);
    }

    @Override
    public String toString() {
        return "WriteOutcome[status=" + status + ", at=" + at + ", after=" + after() + ", message=" + message + "]";
    }
}
