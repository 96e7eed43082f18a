package io.tenantdesk.store;

import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.store.write.ItemWrite;
import java.util.List;
import java.util.Optional;

/**
 * One correction planned for many items: a write per item it applies to, each conditional on its item as loaded and
 * carrying every rule it would break (such a write is refused, never sent), and the items left out, each with why.
 *
 * @param action  the correction in words, e.g. "Set status to expired"
 * @param writes  the planned writes, in the rows' order; those that change nothing are left out
 * @param skipped the rows the correction does not apply to
 * @param counts  what the plan holds in words when its writes are of several kinds (an import's "2 new, 3 updated,
 *                10 unchanged, 1 rejected"); empty otherwise
 */
public record BulkPlan(String action, List<ItemWrite> writes, List<Skipped> skipped, String counts) {

    public BulkPlan {
        writes = List.copyOf(writes);
        skipped = List.copyOf(skipped);
    }

    public BulkPlan(String action, List<ItemWrite> writes, List<Skipped> skipped) {
        this(action, writes, skipped, "");
    }

    /**
     * An item or a line left out of the plan, and why (e.g. "no fix the design implies for: ...").
     *
     * @param what the item ("License PK=ACCOUNT#a1, SK=LICENSE#l1") or the place in a file ("Line 7")
     */
    public record Skipped(String what, String why) {

        public Skipped(EntityRow row, String why) {
            this(
                    row.entity()
                            .map(e -> e.name() + " "
                                    + PrimaryKey.of(e.table(), row.item()).describe())
                            .orElse("An item no entity recognises"),
                    why);
        }
    }

    /** How many planned writes break the design (they will be refused). */
    public long invalid() {
        return writes.stream().filter(w -> !w.valid()).count();
    }

    /** The writes as one batch with a new id; empty when nothing is to be written. */
    public Optional<Batch> batch() {
        return writes.isEmpty() ? Optional.empty() : Optional.of(Batch.of(writes));
    }
}
