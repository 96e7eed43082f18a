package io.tenantdesk.store;

import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Move;
import java.util.List;
import java.util.Optional;

/**
 * An item a write changed, for whatever shows it: its logical table and key, and the item as the write left it
 * (empty when the write deleted it, or moved it away from this key).
 */
public record ItemChange(String table, PrimaryKey key, Optional<EntityRow> now) {

    /** The items a write that happened changed: one, or for a move the old key (gone) and the new one. */
    public static List<ItemChange> of(WriteResult result) {
        if (!(result.write() instanceof ItemWrite write)) {
            return List.of();
        }
        String table = write.entity().table().name();
        if (write instanceof Move move) {
            return List.of(
                    new ItemChange(table, move.key(), Optional.empty()),
                    new ItemChange(table, move.to(), result.item()));
        }
        return List.of(new ItemChange(table, write.key(), result.item()));
    }

    /** True when this change is about the item of {@code row}. */
    public boolean isAbout(EntityRow row) {
        return row.table().equals(table) && key.isKeyOf(row.item());
    }
}
