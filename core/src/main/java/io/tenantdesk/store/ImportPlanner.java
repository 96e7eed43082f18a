package io.tenantdesk.store;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.KeyRenderer;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.store.write.Create;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Stamp;
import io.tenantdesk.store.write.Update;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Plans a corrections file against the items as they are now. A line of an entity's fields, in its export's own
 * format, has its key rendered from its key fields; no item is a create, an item is an update of the fields that
 * differ, planned as the form plans one (index keys re-rendered, version and stamps set, checked against the
 * descriptor). A line of typed DynamoDB JSON is planned by its primary key ({@link TypedLinePlanner}). A line whose
 * values are not of their fields' types, that breaks a rule, names another entity's item or holds a secret in clear
 * is rejected with why. The items are read strongly consistent, {@value #READ_AT_ONCE} keys at a time. Nothing is
 * written.
 */
public final class ImportPlanner {

    /** Lines whose items are read together. */
    static final int READ_AT_ONCE = 100;

    private final EntityDef entity;
    private final TypedLinePlanner typed;
    private final ChangePlanner changes;
    private final KeyRenderer keys;
    private final Supplier<Stamp> stamps;
    private final Function<List<PrimaryKey>, Map<PrimaryKey, EntityRow>> current;
    private final ImportValues values = new ImportValues();

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
        this.entity = entity;
        this.typed = typed;
        this.changes = changes;
        this.keys = keys;
        this.stamps = stamps;
        this.current = current;
    }

    /** A line read: known to need its item read first, or planned already. */
    private sealed interface Prepared permits LinePlan, Keyed {}

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

    /** A line whose key is known, planned once its item as it is now has been read. */
    private record Keyed(CorrectionLine line, PrimaryKey key, Function<Optional<EntityRow>, LinePlan> plan)
            implements Prepared {}

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
            Prepared prepared = prepare(line, seen, stamp);
            if (prepared instanceof Keyed keyed) {
                waiting.add(keyed);
                if (waiting.size() == READ_AT_ONCE) {
                    planWaiting(waiting, plan, afterEachLine);
                }
            } else {
                plan.add(line.line(), (LinePlan) prepared);
                afterEachLine.run();
            }
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
                current.apply(waiting.stream().map(Keyed::key).toList());
        for (Keyed keyed : waiting) {
            plan.add(keyed.line().line(), keyed.plan().apply(Optional.ofNullable(items.get(keyed.key()))));
            afterEachLine.run();
        }
        waiting.clear();
    }

    /** The line's key with how to plan it once its item is read, or the line's outcome when it is known without. */
    private Prepared prepare(CorrectionLine line, Map<PrimaryKey, Long> seen, Stamp stamp) {
        if (line.typedItem().isPresent()) {
            Item item = line.typedItem().get();
            Optional<PrimaryKey> key = typed.keyOf(item);
            if (key.isEmpty()) {
                return new Refused(typed.keyNeeded());
            }
            return keyed(line, key.get(), seen, now -> typed.plan(item, now, stamp));
        }
        if (entity == null) {
            return new Refused("a line of fields: only typed DynamoDB JSON is imported here");
        }
        Map<String, Optional<Value>> given = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> field : line.fields().entrySet()) {
            Optional<AttributeSpec> spec = entity.attribute(field.getKey());
            if (spec.isEmpty() || entity.attributesSetByWrites().contains(field.getKey())) {
                continue;
            }
            JsonNode node = field.getValue();
            boolean absent = node == null
                    || node.isNull()
                    || line.text() && node.asText().isEmpty();
            if (spec.get().secret()) {
                if (!absent && !PlainValues.MASK.equals(node.asText())) {
                    return new Refused("`" + field.getKey() + "` is a secret and is never imported: leave it as the "
                            + "export masked it (" + PlainValues.MASK + ") to keep the stored value");
                }
                continue;
            }
            try {
                given.put(
                        field.getKey(),
                        absent ? Optional.empty() : Optional.of(values.of(spec.get(), node, line.text())));
            } catch (IllegalArgumentException e) {
                return new Refused(e.getMessage());
            }
        }
        Map<String, String> keyText = new LinkedHashMap<>();
        for (String keyField : entity.keyFields()) {
            if (entity.attribute(keyField).map(AttributeSpec::secret).orElse(false)) {
                return new Refused("the item's key holds a secret (`" + keyField + "`), which exports mask: such items "
                        + "are corrected one by one");
            }
            Optional<String> text =
                    given.getOrDefault(keyField, Optional.empty()).flatMap(Item::scalarText);
            if (text.isEmpty()) {
                return new Refused("`" + keyField + "` is missing; it makes the item's key");
            }
            keyText.put(keyField, text.get());
        }
        KeyRenderer.RenderedKeys rendered = keys.render(entity, keyText);
        Optional<PrimaryKey> key = PrimaryKey.find(entity.table(), rendered.keys());
        if (key.isEmpty()) {
            return new Refused(words(rendered.violations()));
        }
        return keyed(
                line, key.get(), seen, now -> now.isEmpty() ? create(given, stamp) : update(now.get(), given, stamp));
    }

    private static Prepared keyed(
            CorrectionLine line,
            PrimaryKey key,
            Map<PrimaryKey, Long> seen,
            Function<Optional<EntityRow>, LinePlan> plan) {
        Long earlier = seen.putIfAbsent(key, line.line());
        if (earlier != null) {
            return new Refused("the same item as line " + earlier + " (" + key.describe() + ")");
        }
        return new Keyed(line, key, plan);
    }

    private LinePlan create(Map<String, Optional<Value>> given, Stamp stamp) {
        Map<String, Value> fields = new LinkedHashMap<>();
        given.forEach((name, value) -> value.ifPresent(v -> fields.put(name, v)));
        Create create = changes.planCreate(entity, fields, stamp);
        return create.valid() ? new Written(create) : new Refused("as a new item: " + words(create.violations()));
    }

    private LinePlan update(EntityRow row, Map<String, Optional<Value>> given, Stamp stamp) {
        if (row.entity().map(e -> !e.equals(entity)).orElse(true)) {
            return new Refused("the item with this key is "
                    + row.entity().map(e -> "a " + e.name()).orElse("an item no entity recognises") + ", not a "
                    + entity.name());
        }
        Map<String, Value> fields = ChangePlanner.fieldsOf(entity, row);
        boolean differs = false;
        for (Map.Entry<String, Optional<Value>> field : given.entrySet()) {
            Value stored = fields.get(field.getKey());
            Value value = field.getValue().orElse(null);
            if (value == null ? stored != null : !TypedLinePlanner.same(stored, value)) {
                differs = true;
                fields.compute(field.getKey(), (name, was) -> value);
            }
        }
        if (!differs) {
            return new Unchanged();
        }
        Update update = changes.planUpdate(entity, row.item(), fields, stamp);
        if (update.changes().isEmpty()) {
            return new Unchanged();
        }
        return update.valid() ? new Written(update) : new Refused(words(update.violations()));
    }

    static String words(List<Violation> violations) {
        return violations.isEmpty()
                ? "breaks the design"
                : String.join(
                        "; ",
                        violations.stream().map(Violation::message).distinct().toList());
    }
}
