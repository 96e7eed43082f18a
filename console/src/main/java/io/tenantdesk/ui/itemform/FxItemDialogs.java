package io.tenantdesk.ui.itemform;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.ui.common.DialogService;
import io.tenantdesk.ui.dialogs.ChangeDialog;
import io.tenantdesk.ui.dialogs.ConflictChoice;
import io.tenantdesk.ui.dialogs.ConflictDialog;
import io.tenantdesk.ui.dialogs.DeleteDialog;
import io.tenantdesk.ui.repair.RepairDialogs;
import java.util.List;
import java.util.Optional;

/** An item editor's questions as the console's diff, conflict and delete dialogs. */
final class FxItemDialogs implements ItemDialogs {

    private final DialogService dialogs;
    private final RepairDialogs repairs;

    FxItemDialogs(DialogService dialogs) {
        this.dialogs = dialogs;
        this.repairs = RepairDialogs.shownBy(dialogs);
    }

    @Override
    public Optional<String> confirmChange(String title, ItemWrite change, String reason) {
        return dialogs.showCustomDialog(ChangeDialog.confirming(title, change, "", reason));
    }

    @Override
    public Optional<String> confirmRepair(String title, List<String> fixes, ItemWrite change) {
        return repairs.confirmRepair(title, fixes, change);
    }

    @Override
    public ConflictChoice resolveConflict(String title, EntityDef entity, Item mine, Optional<EntityRow> current) {
        return dialogs.showCustomDialog(ConflictDialog.resolving(title, entity, mine, current));
    }

    @Override
    public ConflictChoice resolveUnknownOutcome(
            String title, String message, EntityDef entity, Item mine, Optional<EntityRow> current) {
        return dialogs.showCustomDialog(ConflictDialog.resolving(title, message, entity, mine, current));
    }

    @Override
    public Optional<String> confirmDelete(String title, String what, String expected) {
        return dialogs.showCustomDialog(DeleteDialog.confirming(title, what, expected));
    }
}
