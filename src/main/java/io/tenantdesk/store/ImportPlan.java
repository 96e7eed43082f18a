package io.tenantdesk.store;

import io.tenantdesk.store.write.ItemWrite;
import java.util.List;

/**
 * A corrections file planned against the items as they are: a create for each line whose key no item has, an update
 * for each line that differs from its item (conditional on the item as read), the lines that change nothing counted,
 * and the lines that cannot be written, each with why. Nothing is written until the plan is confirmed.
 *
 * @param source    the file's name
 * @param writes    the creates and updates, in the file's order; each valid
 * @param cancelled true when the user stopped the reading: the plan then holds only the lines read before
 */
public record ImportPlan(String source, List<ItemWrite> writes, int creates, int updates, int unchanged,
                         List<Rejected> rejected, boolean cancelled) {

    public ImportPlan {
        writes = List.copyOf(writes);
        rejected = List.copyOf(rejected);
    }

    /** A line that is not written, and why (a value not of its field's type, a rule broken, a secret in clear). */
    public record Rejected(long line, String why) {
    }

    /** The plan in numbers, e.g. "2 new, 3 updated, 10 unchanged, 1 rejected". */
    public String counts() {
        return creates + " new, " + updates + " updated, " + unchanged + " unchanged, " + rejected.size() + " rejected";
    }

    /** The plan as a batch to confirm and write like any correction of many items; rejected lines are left out. */
    public BulkPlan asBatch() {
        return new BulkPlan("Import " + source, writes,
                rejected.stream().map(r -> new BulkPlan.Skipped("Line " + r.line(), r.why())).toList(), counts());
    }
}
