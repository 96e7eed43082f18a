package io.tenantdesk.store;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Outcomes on their way to the record, in order: recorded at once where the record takes them, else kept (a full
 * disk) and recorded before anything else once it takes them again. A write's outcome is never dropped, and never
 * recorded after a later one of the same write.
 */
final class OwedOutcomes {

    private static final System.Logger LOG = System.getLogger(OwedOutcomes.class.getName());

    private final WriteAudit audit;
    private final Deque<Owed> owed = new ArrayDeque<>();
    private boolean failing;

    /** Outcomes to record together: first outcomes ({@link WriteAudit#complete}), or one settled late. */
    private record Owed(List<WriteRecord> outcomes, boolean late) {}

    OwedOutcomes(WriteAudit audit) {
        this.audit = audit;
    }

    /** Records the first outcomes of writes, after those still owed; true when all of them are recorded now. */
    synchronized boolean complete(List<WriteRecord> outcomes) {
        owed.add(new Owed(List.copyOf(outcomes), false));
        return flush();
    }

    /** Records the final outcome of a write whose first one was not settled, after those still owed. */
    synchronized boolean settle(WriteRecord outcome) {
        owed.add(new Owed(List.of(outcome), true));
        return flush();
    }

    /** Records what is owed, in order, as far as the record takes it; true when nothing is owed any more. */
    synchronized boolean flush() {
        while (!owed.isEmpty()) {
            Owed next = owed.peek();
            try {
                if (next.late()) {
                    audit.settle(next.outcomes().get(0));
                } else {
                    audit.complete(next.outcomes());
                }
            } catch (RuntimeException e) {
                if (!failing) {
                    failing = true;
                    LOG.log(
                            System.Logger.Level.WARNING,
                            "The change journal could not record the outcome of write {0} ({1}); it is kept and"
                                    + " recorded once the journal takes it: {2}",
                            next.outcomes().get(0).id(),
                            next.outcomes().get(0).outcome().status(),
                            e.getMessage());
                }
                return false;
            }
            owed.poll();
        }
        if (failing) {
            failing = false;
            LOG.log(System.Logger.Level.INFO, "The change journal recorded the outcomes it could not record before");
        }
        return true;
    }

    synchronized boolean isEmpty() {
        return owed.isEmpty();
    }
}
