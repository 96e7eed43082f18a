package io.tenantdesk.store;

import io.tenantdesk.store.write.Create;
import io.tenantdesk.store.write.ItemWrite;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A corrections file planned against the items as they are: a create for each line whose key no item has, an update
 * for each line that changes its item (conditional on the item as read), the lines that change nothing counted, the
 * lines whose item changed since the export (nothing is written for them), and the lines that cannot be written, each
 * with why; those whose item no entity recognises are counted as unclassified too. Nothing is written until the plan is
 * confirmed.
 *
 * @param source       the file's name
 * @param writes       the creates and updates, in the file's order; each valid
 * @param rejected     the lines not written, in the file's order
 * @param unclassified how many of the rejected lines hold an item no entity recognises
 * @param conflicts    the lines whose item changed since the export, in the file's order
 * @param cancelled    true when the user stopped the reading: the plan then holds only the lines read before
 */
public record ImportPlan(
        String source,
        List<ItemWrite> writes,
        int creates,
        int updates,
        int unchanged,
        List<Rejected> rejected,
        int unclassified,
        List<Rejected> conflicts,
        boolean cancelled) {

    public ImportPlan {
        writes = List.copyOf(writes);
        rejected = List.copyOf(rejected);
        conflicts = List.copyOf(conflicts);
    }

    /**
     * A line that is not written, and why (a value not of its field's type, a rule broken, a secret in clear; for a
     * conflict, what changed since the export).
     */
    public record Rejected(long line, String why) {}

    /**
     * The plan in numbers, e.g. "2 new, 3 updated, 10 unchanged, 1 rejected (1 unclassified), 1 changed since the
     * export".
     */
    public String counts() {
        return creates + " new, " + updates + " updated, " + unchanged + " unchanged, " + rejected.size() + " rejected"
                + (unclassified > 0 ? " (" + unclassified + " unclassified)" : "")
                + (conflicts.isEmpty() ? "" : ", " + conflicts.size() + " changed since the export");
    }

    /** How many lines were planned. */
    public int lines() {
        return creates + updates + unchanged + rejected.size() + conflicts.size();
    }

    /**
     * The plan as a batch to confirm and write like any correction of many items; the lines changed since the export,
     * then the rejected ones, are left out with why.
     */
    public BulkPlan asBatch() {
        return new BulkPlan(
                "Import " + source,
                writes,
                Stream.concat(conflicts.stream(), rejected.stream())
                        .map(r -> new BulkPlan.Skipped("Line " + r.line(), r.why()))
                        .toList(),
                counts());
    }

    /** Gathers the lines' outcomes as they are planned, in any order; the plan puts them in the file's. */
    static final class Builder {

        private record Numbered(long line, ItemWrite write) {}

        private final String source;
        private final List<Numbered> writes = new ArrayList<>();
        private final List<Rejected> rejected = new ArrayList<>();
        private final List<Rejected> conflicts = new ArrayList<>();
        private int creates;
        private int updates;
        private int unchanged;
        private int unclassified;

        Builder(String source) {
            this.source = source;
        }

        void add(long line, ImportPlanner.LinePlan planned) {
            if (planned instanceof ImportPlanner.Written w) {
                writes.add(new Numbered(line, w.write()));
                if (w.write() instanceof Create) {
                    creates++;
                } else {
                    updates++;
                }
            } else if (planned instanceof ImportPlanner.Refused r) {
                rejected.add(new Rejected(line, r.why()));
                unclassified += r.unclassified() ? 1 : 0;
            } else if (planned instanceof ImportPlanner.Conflict c) {
                conflicts.add(new Rejected(line, c.why()));
            } else {
                unchanged++;
            }
        }

        ImportPlan build(boolean cancelled) {
            writes.sort(Comparator.comparingLong(Numbered::line));
            rejected.sort(Comparator.comparingLong(Rejected::line));
            conflicts.sort(Comparator.comparingLong(Rejected::line));
            return new ImportPlan(
                    source,
                    writes.stream().map(Numbered::write).toList(),
                    creates,
                    updates,
                    unchanged,
                    rejected,
                    unclassified,
                    conflicts,
                    cancelled);
        }
    }
}
