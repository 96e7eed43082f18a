package io.tenantdesk.store;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.validation.KeyRenderer;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Stamp;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Plans a corrections file against the items as they are now. A line of an entity's fields, in its export's own
 * format, is planned by {@link FieldLinePlanner}: only the cells the user changed are written, each item conditional on
 * still holding what was exported, and an item changed since the export is a conflict. A line of typed DynamoDB JSON is
 * planned by its primary key ({@link TypedLinePlanner}). A line whose values are not of their fields' types, that
 * breaks a rule, names another entity's item or holds a secret in clear is rejected with why. The items are read
 * strongly consistent, {@value #READ_AT_ONCE} keys at a time. Nothing is written.
 */
public final class ImportPlanner {

    /** Lines whose items are read together. */
    static final int READ_AT_ONCE = 100;

    private final TypedLinePlanner typed;
    private final FieldLinePlanner fields;
    private final Supplier<Stamp> stamps;
    private final Function<List<PrimaryKey>, Map<PrimaryKey, EntityRow>> current;

    /**
     * @param entity  whose fields a line of fields holds, or null when only typed lines are planned
     * @param current reads the items of keys of the table as they are now (a key without an item is left out)
     */
    ImportPlanner(
            EntityDef entity,
            TypedLinePlanner typed,
            ChangePlanner changes,
            KeyRenderer keys,
            Supplier<Stamp> stamps,
            Function<List<PrimaryKey>, Map<PrimaryKey, EntityRow>> current) {
        this.typed = typed;
        this.fields = entity == null ? null : new FieldLinePlanner(entity, changes, keys);
        this.stamps = stamps;
        this.current = current;
    }

    /** A line read: planned already, or waiting for its item to be read. */
    sealed interface Prepared permits LinePlan, Pending {}

    /** A line whose key is known, planned once its item as it is now has been read. */
    record Pending(PrimaryKey key, Function<Optional<EntityRow>, LinePlan> plan) implements Prepared {}

    /** The outcome of planning one line. */
    sealed interface LinePlan extends Prepared {}

    record Written(ItemWrite write) implements LinePlan {}

    record Unchanged() implements LinePlan {}

    /** @param unclassified true when no entity recognises the line's item */
    record Refused(String why, boolean unclassified) implements LinePlan {

        Refused(String why) {
            this(why, false);
        }
    }

    /** The line's item changed since it was exported: nothing is written for it. */
    record Conflict(String why) implements LinePlan {}

    private record Keyed(CorrectionLine line, Pending pending) {}

    /**
     * Plans every line until the file ends or {@code cancel} fires.
     *
     * @param lines         the file's lines; a broken line stops the plan with the reader's own exception
     * @param afterEachLine told after each line, for progress
     */
    public ImportPlan plan(String source, Iterator<CorrectionLine> lines, Runnable afterEachLine, CancelToken cancel) {
        Stamp stamp = stamps.get();
        ImportPlan.Builder plan = new ImportPlan.Builder(source);
        Map<PrimaryKey, Long> seen = new HashMap<>();
        List<Keyed> waiting = new ArrayList<>(READ_AT_ONCE);
        while (!cancel.isCancelled() && lines.hasNext()) {
            CorrectionLine line = lines.next();
            Prepared prepared = prepare(line, stamp);
            Long earlier = prepared instanceof Pending p ? seen.putIfAbsent(p.key(), line.line()) : null;
            if (prepared instanceof Pending pending && earlier == null) {
                waiting.add(new Keyed(line, pending));
                if (waiting.size() == READ_AT_ONCE) {
                    planWaiting(waiting, plan, afterEachLine);
                }
                continue;
            }
            plan.add(
                    line.line(),
                    prepared instanceof Pending pending
                            ? new Refused("the same item as line " + earlier + " ("
                                    + pending.key().describe() + ")")
                            : (LinePlan) prepared);
            afterEachLine.run();
        }
        if (!cancel.isCancelled()) {
            planWaiting(waiting, plan, afterEachLine);
        }
        return plan.build(cancel.isCancelled());
    }

    private void planWaiting(List<Keyed> waiting, ImportPlan.Builder plan, Runnable afterEachLine) {
        if (waiting.isEmpty()) {
            return;
        }
        Map<PrimaryKey, EntityRow> items =
                current.apply(waiting.stream().map(k -> k.pending().key()).toList());
        for (Keyed keyed : waiting) {
            Pending pending = keyed.pending();
            plan.add(keyed.line().line(), pending.plan().apply(Optional.ofNullable(items.get(pending.key()))));
            afterEachLine.run();
        }
        waiting.clear();
    }

    /** The line's key with how to plan it once its item is read, or the line's outcome when it is known without. */
    private Prepared prepare(CorrectionLine line, Stamp stamp) {
        if (line.typedItem().isPresent()) {
            Item item = line.typedItem().get();
            Optional<PrimaryKey> key = typed.keyOf(item);
            if (key.isEmpty()) {
                return new Refused(typed.keyNeeded());
            }
            return new Pending(key.get(), now -> typed.plan(item, now, stamp));
        }
        if (fields == null) {
            return new Refused("a line of fields: only typed DynamoDB JSON is imported here");
        }
        return fields.prepare(line, stamp);
    }

    static String words(List<Violation> violations) {
        return violations.isEmpty()
                ? "breaks the design"
                : String.join(
                        "; ",
                        violations.stream().map(Violation::message).distinct().toList());
    }
}
