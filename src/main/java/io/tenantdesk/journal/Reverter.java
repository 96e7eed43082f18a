package io.tenantdesk.journal;

import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteResult;
import io.tenantdesk.store.write.Write;

/**
 * Takes back a recorded write through the store's one door: the write's {@linkplain Write#inverse inverse} is
 * conditional on the item being exactly as the write left it (an edit is undone only if the item is unchanged
 * since, a create only if the item is as created, a delete only if no item has its key again); otherwise it
 * is a conflict and nothing is written. A credit adjustment is taken back by the opposite adjustment, which
 * the floor still guards. The revert is itself journalled.
 */
public final class Reverter {

    private final EntityStore store;
    private final WriteResolver writes;

    public Reverter(EntityStore store) {
        this.store = store;
        this.writes = new WriteResolver(store.platform(), store::rowOf);
    }

    /**
     * The write that would take the entry back, as it would be sent now: for the confirmation dialog.
     *
     * @throws StoreException REFUSED, saying why, when the entry cannot be reverted here
     */
    public Write plan(JournalEntry entry) {
        return recorded(entry).inverse(store.stamp());
    }

    public WriteResult revert(JournalEntry entry, String reason) {
        Write write = recorded(entry);
        String why = reason == null || reason.isBlank() ? "revert of " + entry.id() : reason + " (revert of " + entry.id() + ")";
        return store.revert(write, why);
    }

    private Write recorded(JournalEntry entry) {
        if (entry.state() != JournalEntry.State.SUCCEEDED) {
            throw new StoreException(StoreException.Kind.REFUSED, "Only writes that succeeded can be reverted; this one "
                    + (entry.state() == JournalEntry.State.UNKNOWN ? "has no recorded outcome." : "did not happen."), null);
        }
        if (!entry.provenance().platform().equals(store.platform().id())) {
            throw new StoreException(StoreException.Kind.REFUSED, "This entry belongs to platform "
                    + entry.provenance().platform() + ", not " + store.platform().id() + ".", null);
        }
        try {
            return writes.resolve(entry);
        } catch (IllegalArgumentException e) {
            throw new StoreException(StoreException.Kind.REFUSED, "This entry cannot be reverted: " + e.getMessage() + ".", e);
        }
    }
}
