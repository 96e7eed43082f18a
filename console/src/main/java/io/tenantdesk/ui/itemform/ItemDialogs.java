package io.tenantdesk.ui.itemform;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.ui.common.DialogService;
import io.tenantdesk.ui.dialogs.ConflictChoice;
import io.tenantdesk.ui.repair.RepairDialogs;
import java.util.Optional;

/**
 * What an item editor (the form, the raw editor) asks the user about its writes: the diff to confirm, the conflict
 * when someone else got there first, the delete, and its item's repair. View-model tests answer from a script.
 * Called on the UI thread.
 */
public interface ItemDialogs extends RepairDialogs {

    /**
     * Shows the change attribute by attribute (derived keys, version and stamps marked) and asks for a reason.
     *
     * @return the reason, or empty when the user cancels
     */
    default Optional<String> confirmChange(String title, ItemWrite change) {
        return confirmChange(title, change, "");
    }

    /**
     * As {@link #confirmChange(String, ItemWrite)}, the reason field holding {@code reason} to start with (the one
     * typed for the same change before a conflict).
     */
    Optional<String> confirmChange(String title, ItemWrite change, String reason);

    /** Shows the user's version beside the item as it is now (or says it was deleted) and asks what to do. */
    ConflictChoice resolveConflict(String title, EntityDef entity, Item mine, Optional<EntityRow> current);

    /**
     * After a save whose reply was lost and whose outcome the item read back cannot tell: says so in {@code message},
     * shows the user's version beside the item as it is now, and asks what to do, as for a conflict.
     */
    ConflictChoice resolveUnknownOutcome(
            String title, String message, EntityDef entity, Item mine, Optional<EntityRow> current);

    /**
     * Asks the user to type {@code expected} (the item's key) to confirm a delete, and for a reason.
     *
     * @return the reason, or empty when the user cancels
     */
    Optional<String> confirmDelete(String title, String what, String expected);

    /** The questions as dialogs shown through {@code dialogs}. */
    static ItemDialogs shownBy(DialogService dialogs) {
        return new FxItemDialogs(dialogs);
    }
}
