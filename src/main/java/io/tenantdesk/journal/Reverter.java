package io.tenantdesk.journal;

import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.StoreException;
import java.util.Optional;

/**
 * Takes back a recorded write through the store's guarded writes: an edit is undone only if the item is still
 * exactly as the edit left it, a create only if the item is unchanged, a delete only if no item has its key
 * again; otherwise it is a conflict and nothing is written. A credit adjustment is taken back by the opposite
 * adjustment, which the floor still guards. The revert is itself journalled.
 */
public final class Reverter {

    private final EntityStore store;

    public Reverter(EntityStore store) {
        this.store = store;
    }

    /** @return the item as it is after the revert; empty when the revert deleted it */
    public Optional<EntityRow> revert(JournalEntry entry, String reason) {
        if (entry.state() != JournalEntry.State.SUCCEEDED) {
            throw new StoreException(StoreException.Kind.REFUSED, "Only writes that succeeded can be reverted; this one "
                    + (entry.state() == JournalEntry.State.UNKNOWN ? "has no recorded outcome." : "did not happen."), null);
        }
        if (!entry.write().platform().equals(store.platform().id())) {
            throw new StoreException(StoreException.Kind.REFUSED, "This entry belongs to platform "
                    + entry.write().platform() + ", not " + store.platform().id() + ".", null);
        }
        String table = entry.write().table();
        String why = reason == null || reason.isBlank() ? "revert of " + entry.id() : reason + " (revert of " + entry.id() + ")";
        return switch (entry.write().operation()) {
            case UPDATE, REVERT_UPDATE -> Optional.of(store.revertUpdate(table, entry.after().orElseThrow(),
                    entry.before().orElseThrow(), why));
            case CREATE, REVERT_DELETE -> {
                store.revertCreate(table, entry.after().orElseThrow(), why);
                yield Optional.empty();
            }
            case DELETE, REVERT_CREATE -> Optional.of(store.revertDelete(table, entry.before().orElseThrow(), why));
            case CREDIT, REVERT_CREDIT -> Optional.of(store.revertCredit(entry.write().entity(), tenantOf(entry),
                    entry.write().amount(), why).tenant());
        };
    }

    private String tenantOf(JournalEntry entry) {
        var entity = store.platform().entity(entry.write().entity()).orElseThrow();
        EntityRow row = store.rowOf(entry.write().table(), entry.after().or(entry::before).orElseThrow());
        String field = entity.tenantIdField();
        return row.text(field).orElseThrow(() -> new StoreException(StoreException.Kind.UNEXPECTED,
                "the entry does not show which tenant it adjusted", null));
    }
}
