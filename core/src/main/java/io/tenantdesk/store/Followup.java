package io.tenantdesk.store;

import io.tenantdesk.schema.item.Item;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What follows a write whose reply was lost and whose item read back unchanged (not applied so far): how to check it
 * again later, and how to send it again exactly as it was first sent.
 */
record Followup(Checker checker, Resend resend) {

    /** Reads the write's item (or items) back once more. */
    @FunctionalInterface
    interface Checker {
        /** Empty while the write is still not applied, or the item could not be read; else the outcome to record. */
        Optional<Found> check();
    }

    /** Sends the write again with the same condition or the same ClientRequestToken, and decides what came of it. */
    @FunctionalInterface
    interface Resend {
        Attempt send();
    }

    /**
     * An outcome a later check found.
     *
     * @param after the item as read back; null when there is none
     * @param steps steps to record before the outcome (a move's create that arrived late)
     */
    record Found(WriteOutcome.Status status, Item after, String message, List<WriteRecord.Step> steps) {

        Found(WriteOutcome.Status status, Item after, String message) {
            this(status, after, message, List.of());
        }
    }

    /** For a write of one request: its item read back and judged as it was right after the reply was lost. */
    static Checker reading(Supplier<ReadBack> readBack) {
        return () -> judged(
                readBack.get(),
                back -> new Found(
                        WriteOutcome.Status.APPLIED_LATE,
                        back.item(),
                        "Checked again later, the item read back shows the change: the request had been delayed on"
                                + " its way."));
    }

    /**
     * What an item read back again says: nothing yet while it shows the write not applied (or could not be read),
     * {@code applied}'s outcome once it shows it applied, unknown when it shows something else.
     */
    static Optional<Found> judged(ReadBack back, Function<ReadBack, Found> applied) {
        return switch (back.verdict()) {
            case APPLIED -> Optional.of(applied.apply(back));
            case NOT_APPLIED -> Optional.empty();
            case UNKNOWN ->
                back.unread()
                        ? Optional.empty()
                        : Optional.of(new Found(
                                WriteOutcome.Status.UNKNOWN, back.item(), "Checked again later" + back.why()));
        };
    }
}
