package io.tenantdesk.store;

import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.store.write.Update;
import java.util.List;
import java.util.Optional;

/**
 * What repairing one item would do: for each problem the descriptor implies a fix for, the fix in words; the problems
 * with no mechanical fix, which a person settles in the item's form; and the write, when every problem has a fix.
 *
 * @param row     the item as classified when the plan was made
 * @param repairs the problems fixed by {@link #write}, each with its fix
 * @param manual  the problems left for a person, in the item's order; empty when the write fixes everything
 * @param write   the update that fixes every problem, conditional on the item as loaded; null when there is none
 */
public record RepairPlan(EntityRow row, List<Repair> repairs, List<Violation> manual, Update write) {

    /** One problem and how the repair fixes it, e.g. "re-rendered from the item's values: ENTERPRISE#ent-2". */
    public record Repair(Violation problem, String fix) {}

    public RepairPlan {
        repairs = List.copyOf(repairs);
        manual = List.copyOf(manual);
    }

    public Optional<Update> writeIfAny() {
        return Optional.ofNullable(write);
    }

    /** True when the item has nothing to repair: it is valid. */
    public boolean nothingToDo() {
        return repairs.isEmpty() && manual.isEmpty();
    }

    /** The attribute a person should look at first, when some problem has no mechanical fix. */
    public Optional<String> firstManualAttribute() {
        return manual.stream().findFirst().map(Violation::attribute);
    }
}
