package io.tenantdesk.store;

import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.store.write.Create;
import io.tenantdesk.store.write.Delete;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Update;
import java.util.ArrayList;
import java.util.List;

/**
 * Makes creates, updates and deletes into their conditional requests: a create only if no item has the key; an
 * update or delete only if the item is still at the version the user loaded (or, without a version attribute, still
 * holds the values the user loaded). A lost race becomes a conflict carrying the item as it now is; nothing is
 * overwritten.
 */
final class ItemWriter {

    private final ConditionalRequests requests;

    ItemWriter(ConditionalRequests requests) {
        this.requests = requests;
    }

    Sending create(Create write) {
        return requests.put(write.entity().table(), write.after(), conflict(write), OutcomeCheck.of(write));
    }

    Sending update(Update write) {
        List<AttributeChange> changes = write.changes();
        if (changes.isEmpty()) {
            throw new StoreException(StoreException.Kind.REFUSED, "Nothing to save: the item is unchanged.", null);
        }
        TableDef table = write.entity().table();
        List<AttributeUpdates.Op> ops = new ArrayList<>();
        for (AttributeChange change : changes) {
            if (!table.isPrimaryKey(change.attribute())) {
                ops.add(
                        change.after() == null
                                ? new AttributeUpdates.Remove(change.attribute())
                                : new AttributeUpdates.Assign(change.attribute(), change.after()));
            }
        }
        return requests.update(
                table,
                write.key(),
                new AttributeUpdates(ops),
                Guard.asLoaded(write.entity(), write.before(), changes),
                conflict(write),
                OutcomeCheck.of(write));
    }

    Sending delete(Delete write) {
        return requests.delete(
                write.entity().table(),
                write.key(),
                Guard.asLoaded(write.entity(), write.before(), List.of()),
                conflict(write),
                OutcomeCheck.of(write));
    }

    /** A lost race: the key was taken, or the item changed or went since it was loaded. */
    private static Sending.ConflictReport conflict(ItemWrite write) {
        return (current, cause) -> StoreException.conflict(
                write.beforeImage().isEmpty()
                        ? "An item with this key already exists; nothing was written."
                        : current.isPresent()
                                ? "Someone changed this item after you loaded it; nothing was written."
                                : "Someone deleted this item after you loaded it; nothing was written.",
                current.orElse(null));
    }

    /** The item's key; an item without one is refused (it cannot be written). */
    static PrimaryKey primaryKey(TableDef table, Item item) {
        try {
            return PrimaryKey.of(table, item);
        } catch (IllegalArgumentException e) {
            throw new StoreException(StoreException.Kind.VALIDATION, e.getMessage(), null);
        }
    }
}
