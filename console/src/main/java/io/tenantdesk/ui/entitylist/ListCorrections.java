package io.tenantdesk.ui.entitylist;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.bulk.BulkDialogs;
import io.tenantdesk.ui.bulk.BulkEdits;
import io.tenantdesk.ui.bulk.ImportCorrections;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.repair.ItemRepair;
import io.tenantdesk.ui.repair.RepairDialogs;
import java.util.List;
import java.util.function.Consumer;

/**
 * The corrections a list offers on its rows: repair one, repair, set a field of or delete many, import a file of
 * corrections; each confirmed before anything is written, then the list reads again or says what happened.
 */
public final class ListCorrections {

    private final ConsoleContext ctx;
    private final EntityDef entity;
    private final RowActions actions;
    private final RepairDialogs repairs;
    private final BulkEdits bulk;
    private final ImportCorrections imports;
    private final Runnable reload;
    private final Consumer<String> tell;

    /**
     * @param reload reads the list again
     * @param tell   shows a message in the list's status
     */
    ListCorrections(
            ConsoleContext ctx,
            EntityDef entity,
            RowActions actions,
            BulkDialogs bulkDialogs,
            RepairDialogs repairs,
            Runnable reload,
            Consumer<String> tell) {
        this.ctx = ctx;
        this.entity = entity;
        this.reload = reload;
        this.tell = tell;
        this.actions = actions;
        this.repairs = repairs;
        this.bulk = new BulkEdits(
                ctx,
                bulkDialogs,
                outcome -> tell.accept((outcome.cancelled() ? "Batch cancelled: " : "Batch: ") + outcome.summary()));
        this.imports = new ImportCorrections(ctx, bulk);
    }

    /** True when Repair applies to the row: a writable connection, and an item of an entity breaking its rules. */
    public boolean canRepair(EntityRowViewModel row) {
        return actions.canWrite() && ItemRepair.applies(row.row());
    }

    /**
     * Repairs the row's item (the fixes shown as a diff to confirm, then written) and reads the list again; a problem
     * with no mechanical fix opens the item's form at the field.
     */
    public void repair(EntityRowViewModel row) {
        new ItemRepair(ctx, repairs)
                .repair(
                        row.row(),
                        (repaired, message) -> {
                            reload.run();
                            tell.accept(message);
                        },
                        (item, field) -> ctx.workspace().openItemAt(item, field));
    }

    /** True when a correction of many rows applies: a writable connection and at least one row. */
    public boolean canEditMany(List<EntityRowViewModel> rows) {
        return actions.canWrite() && !rows.isEmpty();
    }

    /** The rows among {@code rows} whose problem a repair can take on; none when nothing can be written. */
    public List<EntityRowViewModel> repairable(List<EntityRowViewModel> rows) {
        return actions.canWrite()
                ? rows.stream().filter(r -> ItemRepair.applies(r.row())).toList()
                : List.of();
    }

    /** Repairs every row that has a fix the design implies, confirmed once, written in the background. */
    public void repairMany(List<EntityRowViewModel> rows) {
        bulk.repair(rowsOf(rows));
    }

    /** Sets (or shifts) one field of every row, confirmed once, written in the background. */
    public void setFieldOfMany(List<EntityRowViewModel> rows) {
        bulk.setField(entity, rowsOf(rows));
    }

    /** Deletes every row, each only if still as loaded, confirmed once, written in the background. */
    public void deleteMany(List<EntityRowViewModel> rows) {
        bulk.delete(rowsOf(rows));
    }

    /**
     * Asks for a file in this list's export format, edited, and imports it as corrections: planned against the items
     * as they are now, confirmed once, written in the background as one batch.
     */
    public void importCorrections() {
        imports.start(entity);
    }

    private static List<EntityRow> rowsOf(List<EntityRowViewModel> rows) {
        return rows.stream().map(EntityRowViewModel::row).toList();
    }
}
