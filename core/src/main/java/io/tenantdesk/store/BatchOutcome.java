package io.tenantdesk.store;

import io.tenantdesk.store.write.Batch;
import io.tenantdesk.store.write.ItemWrite;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What became of every item of a batch, in the batch's order: nothing is left out, so nothing is half-applied
 * silently.
 *
 * @param cancelled true when the user stopped the batch; the items not yet sent then say {@link Status#NOT_SENT}
 */
public record BatchOutcome(Batch batch, List<ItemOutcome> items, boolean cancelled) {

    public BatchOutcome {
        items = List.copyOf(items);
    }

    /** How one item ended. */
    public enum Status {
        WRITTEN("written"),
        /** Someone changed or deleted the item since it was loaded: nothing was written. */
        CONFLICT("conflict"),
        /** Never sent: the connection is read-only, or the change breaks the design. */
        REFUSED("refused"),
        /** Not applied: DynamoDB refused the request, or it never reached DynamoDB. */
        FAILED("failed"),
        /**
         * The reply was lost and the item read back is unchanged, but a delayed request could still arrive: the
         * store checks again and records the outcome; the item's {@link ItemOutcome#retry} sends it again safely.
         */
        NOT_APPLIED_SO_FAR("not applied so far"),
        /** The reply was lost and the item read back cannot tell whether the change was applied. */
        UNKNOWN("unknown"),
        /** The batch was cancelled before this item was sent. */
        NOT_SENT("not sent");

        private final String words;

        Status(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }

        /** What a store failure means for one item of a batch. */
        public static Status of(StoreException failure) {
            return switch (failure.kind()) {
                case CONFLICT -> CONFLICT;
                case READ_ONLY, VALIDATION, REFUSED -> REFUSED;
                case OUTCOME_UNKNOWN -> UNKNOWN;
                case NOT_APPLIED_SO_FAR -> NOT_APPLIED_SO_FAR;
                default -> FAILED;
            };
        }
    }

    /**
     * One item's outcome.
     *
     * @param message why, for anything but written; empty when written
     * @param now     the item as the write left it or, after a conflict or an unknown outcome, as it now is, when known
     * @param retry   for an item not applied so far, the write sent again so that it cannot apply twice
     */
    public record ItemOutcome(
            ItemWrite write, Status status, String message, Optional<EntityRow> now, Optional<Retry> retry) {

        public ItemOutcome(ItemWrite write, Status status, String message, Optional<EntityRow> now) {
            this(write, status, message, now, Optional.empty());
        }

        /** How a write of a batch that was not applied (or not surely) ended. */
        static ItemOutcome failed(ItemWrite write, StoreException e) {
            return new ItemOutcome(write, Status.of(e), e.getMessage(), e.current(), e.retry());
        }
    }

    /** How many items ended each way, every status present. */
    public Map<Status, Integer> counts() {
        Map<Status, Integer> counts = new EnumMap<>(Status.class);
        for (Status s : Status.values()) {
            counts.put(s, 0);
        }
        items.forEach(i -> counts.merge(i.status(), 1, Integer::sum));
        return counts;
    }

    /** The counts in words, leaving out those at zero, e.g. "12 written, 1 conflict". */
    public String summary() {
        StringBuilder text = new StringBuilder();
        counts().forEach((status, count) -> {
            if (count > 0) {
                text.append(text.length() == 0 ? "" : ", ")
                        .append(count)
                        .append(' ')
                        .append(status.words());
            }
        });
        return text.toString();
    }

    /**
     * The writes that can safely be sent again as new writes: those that failed without being applied and those never
     * sent. A conflict needs the item loaded again, and an unknown outcome needs a look first, so neither is among
     * them; nor is a write not applied so far, which its item's {@link ItemOutcome#retry} sends again.
     */
    public List<ItemWrite> retryable() {
        return items.stream()
                .filter(i -> i.status() == Status.FAILED || i.status() == Status.NOT_SENT)
                .map(ItemOutcome::write)
                .toList();
    }

    /** True when every item was written. */
    public boolean allWritten() {
        return items.stream().allMatch(i -> i.status() == Status.WRITTEN);
    }
}
