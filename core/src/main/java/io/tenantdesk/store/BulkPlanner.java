package io.tenantdesk.store;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.store.write.Delete;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Stamp;
import io.tenantdesk.store.write.Update;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Plans one correction for many loaded items (a selection, or every loaded row with a problem): repair, set one
 * field to one value, shift a date or time by a duration, or delete. Each item's write is planned as the form or the
 * repair dialog plans one (index keys re-rendered, version and stamps set, checked against the descriptor), so a
 * batch writes nothing a single edit would not. Pure: nothing is read or written.
 */
public final class BulkPlanner {

    private final RepairPlanner repairs;
    private final ChangePlanner changes;
    private final Supplier<Stamp> stamps;

    BulkPlanner(RepairPlanner repairs, ChangePlanner changes, Supplier<Stamp> stamps) {
        this.repairs = repairs;
        this.changes = changes;
        this.stamps = stamps;
    }

    /** The repair of every row whose problems all have a fix the design implies; the others are skipped, with why. */
    public BulkPlan repair(List<EntityRow> rows) {
        Stamp stamp = stamps.get();
        List<ItemWrite> writes = new ArrayList<>();
        List<BulkPlan.Skipped> skipped = new ArrayList<>();
        for (EntityRow row : rows) {
            RepairPlan plan = repairs.plan(row, stamp);
            if (plan.writeIfAny().isPresent()) {
                writes.add(plan.write());
            } else {
                skipped.add(new BulkPlan.Skipped(
                        row,
                        plan.nothingToDo()
                                ? "nothing to repair"
                                : "no fix the design implies for: "
                                        + String.join(
                                                "; ",
                                                plan.manual().stream()
                                                        .map(Violation::message)
                                                        .toList())));
            }
        }
        return new BulkPlan("Repair", writes, skipped);
    }

    /**
     * {@code attribute} set to the value {@code text} stands for (as the attribute's declared type) on every row
     * whose entity declares it; a value that breaks the design is planned with its violations, so it is refused.
     *
     * @throws IllegalArgumentException when the text is not a value of the attribute's type, in words
     */
    public BulkPlan setField(List<EntityRow> rows, String attribute, String text) {
        return plan(rows, "Set " + attribute + " to " + text, attribute, (spec, was) -> {
            Optional<Value> value = RepairPlanner.exactly(spec, Value.str(text));
            if (value.isEmpty()) {
                throw new IllegalArgumentException(
                        "`" + text + "` is not a " + spec.type().code() + " value for `" + attribute + "`.");
            }
            return value;
        });
    }

    /**
     * The date, timestamp or epoch time {@code attribute} shifted by {@code duration} (e.g. {@code 30d}, {@code -2h})
     * on every row that holds one; rows without a value are skipped.
     *
     * @throws IllegalArgumentException when the duration cannot be read, or the attribute is not a time
     */
    public BulkPlan shift(List<EntityRow> rows, String attribute, String duration) {
        TimeShift shift = TimeShift.parse(duration);
        return plan(rows, "Shift " + attribute + " by " + shift.words(), attribute, (spec, was) -> {
            if (was.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(shift.apply(spec, was.get()));
        });
    }

    /** The deletion of every row, each only if it is still as loaded; an item no entity recognises too. */
    public BulkPlan delete(List<EntityRow> rows, Function<EntityRow, Delete> planDelete) {
        return new BulkPlan("Delete", rows.stream().<ItemWrite>map(planDelete).toList(), List.of());
    }

    /** What a field's new value is, given its spec and current value; empty when the row has nothing to change. */
    @FunctionalInterface
    private interface NewValue {
        Optional<Value> of(AttributeSpec spec, Optional<Value> was);
    }

    private BulkPlan plan(List<EntityRow> rows, String action, String attribute, NewValue newValue) {
        Stamp stamp = stamps.get();
        List<ItemWrite> writes = new ArrayList<>();
        List<BulkPlan.Skipped> skipped = new ArrayList<>();
        IllegalArgumentException firstMistake = null;
        for (EntityRow row : rows) {
            Optional<String> refusal = refusal(row, attribute);
            if (refusal.isPresent()) {
                skipped.add(new BulkPlan.Skipped(row, refusal.get()));
                continue;
            }
            EntityDef entity = row.entity().orElseThrow();
            AttributeSpec spec = entity.attribute(attribute).orElseThrow();
            Map<String, Value> fields = ChangePlanner.fieldsOf(entity, row);
            Optional<Value> value;
            try {
                value = newValue.of(spec, Optional.ofNullable(fields.get(attribute)));
            } catch (IllegalArgumentException e) {
                firstMistake = firstMistake == null ? e : firstMistake;
                skipped.add(new BulkPlan.Skipped(row, e.getMessage()));
                continue;
            }
            if (value.isEmpty()) {
                skipped.add(new BulkPlan.Skipped(row, "has no " + attribute));
                continue;
            }
            fields.put(attribute, value.get());
            Update update = changes.planUpdate(entity, row.item(), fields, stamp);
            if (update.changes().isEmpty()) {
                skipped.add(new BulkPlan.Skipped(row, attribute + " already holds that value"));
            } else {
                writes.add(update);
            }
        }
        if (writes.isEmpty() && firstMistake != null) {
            throw firstMistake;
        }
        return new BulkPlan(action, writes, skipped);
    }

    /** Why a field of this row cannot be set in a batch; empty when it can. */
    private static Optional<String> refusal(EntityRow row, String attribute) {
        if (row.entity().isEmpty()) {
            return Optional.of("no entity recognises the item; correct it in the raw editor");
        }
        EntityDef entity = row.entity().get();
        Optional<AttributeSpec> spec = entity.attribute(attribute);
        if (spec.isEmpty()) {
            return Optional.of(entity.name() + " declares no " + attribute);
        }
        if (spec.get().secret() || spec.get().type() == AttributeType.SECRET) {
            return Optional.of(attribute + " is a secret, never edited here");
        }
        if (entity.table().primaryKeyNames().stream()
                .anyMatch(key -> entity.keyTemplate(key)
                        .map(t -> t.placeholders().contains(attribute))
                        .orElse(false))) {
            return Optional.of(attribute + " is part of the primary key; changing it is a move, one item at a time");
        }
        return Optional.empty();
    }
}
