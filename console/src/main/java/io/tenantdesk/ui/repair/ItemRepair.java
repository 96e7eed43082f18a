package io.tenantdesk.ui.repair;

import io.tenantdesk.schema.values.SecretValues;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.RepairPlan;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.write.Update;
import io.tenantdesk.ui.approvals.ProposedWrites;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.context.ConsoleContext;
import java.util.List;

/**
 * Repairs one recognised item with problems: the fix the descriptor implies for each problem its badge shows, shown
 * as a diff with the fixes above it and confirmed with a reason before anything is written, then written like every
 * other change (conditional on the item as loaded, journalled, revertible). A problem with no mechanical fix is left
 * to a person: the item's form opens at that field.
 */
public final class ItemRepair {

    /** What became of a repair, for the view that asked. */
    public interface Outcome {
        /** The repair was written; {@code repaired} is the item as it now is. */
        void repaired(EntityRow repaired, String message);

        /** Nothing was written; {@code message} says why (cancelled, a conflict, a failure). */
        default void notRepaired(String message) {}
    }

    private final ConsoleContext ctx;
    private final RepairDialogs dialogs;

    public ItemRepair(ConsoleContext ctx, RepairDialogs dialogs) {
        this.ctx = ctx;
        this.dialogs = dialogs;
    }

    /** True for a row Repair applies to: recognised by an entity, and breaking at least one of its rules. */
    public static boolean applies(EntityRow row) {
        return row.entity().isPresent() && !row.valid();
    }

    /**
     * Plans the repair and, when every problem has a fix, confirms its diff and writes it in the background; when some
     * problem has none, says which and hands the item to {@code atField} with the first field to fix.
     *
     * @param atField opens (or focuses) the item's form at a field
     */
    public void repair(EntityRow row, Outcome outcome, java.util.function.BiConsumer<EntityRow, String> atField) {
        if (!applies(row)) {
            ctx.dialogs()
                    .showInfo(
                            "Nothing to repair",
                            row.entity().isPresent()
                                    ? "The item keeps to the design."
                                    : "No entity recognises this item, so the design implies no fix: correct its keys in the raw editor.");
            return;
        }
        if (ctx.readOnly()) {
            ctx.dialogs().showError("Read-only connection", "This connection is read-only: nothing can be repaired.");
            return;
        }
        RepairPlan plan = ctx.store().planRepair(row);
        SecretValues quoted = SecretValues.of(
                row.item(), row.classification(), ctx.store().platform().secretAttributesOf(row.table()));
        if (plan.writeIfAny().isEmpty()) {
            List<String> manual = plan.manual().stream()
                    .map(v -> quoted.scrub(v.message(), ValueText.MASK))
                    .toList();
            ctx.dialogs()
                    .showInfo(
                            "No mechanical fix",
                            (manual.size() == 1 ? "This problem has" : "These problems have")
                                    + " no fix the design implies; correct " + (manual.size() == 1 ? "it" : "them")
                                    + " in the form:\n• "
                                    + String.join("\n• ", manual));
            atField.accept(row, plan.firstManualAttribute().orElse(""));
            return;
        }
        Update write = plan.writeIfAny().get();
        List<String> fixes = plan.repairs().stream()
                .map(r -> quoted.scrub(r.fix(), ValueText.MASK))
                .toList();
        String title = "Repair " + write.what();
        var reason = dialogs.confirmRepair(title, fixes, write);
        if (reason.isEmpty()) {
            outcome.notRepaired("Not repaired");
            return;
        }
        ctx.tasks()
                .run(
                        () -> ctx.store().apply(write, reason.get()).item().orElseThrow(),
                        repaired -> outcome.repaired(
                                repaired,
                                "Repaired " + write.what() + " at "
                                        + ctx.text().timeOfDay(ctx.clock().instant())),
                        e -> {
                            if (ProposedWrites.told(ctx.dialogs(), e)) {
                                outcome.notRepaired(ProposedWrites.TITLE);
                                return;
                            }
                            String message = e instanceof StoreException s && s.kind() == StoreException.Kind.CONFLICT
                                    ? e.getMessage()
                                            + " Reload to see the item as it is now, then repair again if it still needs it."
                                    : e.getMessage();
                            ctx.dialogs().showError("Not repaired", message);
                            outcome.notRepaired("Not repaired");
                        });
    }
}
