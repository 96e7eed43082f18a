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
import java.math.BigDecimal;
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
 * Plans a corrections file for one entity, in an export's own format, against the items as they are now: each line is read, its key
 * rendered from its key fields and its item read (strongly consistent); no item is a create, an item is an update of
 * the fields that differ, planned as the form plans one (index keys re-rendered, version and stamps set, checked
 * against the descriptor). A line whose values are not of their fields' types, that breaks a rule, names another
 * entity's item or holds a secret in clear is rejected with why. Nothing is written.
 */
public final class ImportPlanner {

    private final EntityDef entity;
    private final ChangePlanner changes;
    private final KeyRenderer keys;
    private final Supplier<Stamp> stamps;
    private final Function<PrimaryKey, Optional<EntityRow>> current;
    private final ImportValues values = new ImportValues();

    /** @param current reads the item of a key of the entity's table as it is now, or empty when there is none */
    ImportPlanner(EntityDef entity, ChangePlanner changes, KeyRenderer keys, Supplier<Stamp> stamps,
                  Function<PrimaryKey, Optional<EntityRow>> current) {
        this.entity = entity;
        this.changes = changes;
        this.keys = keys;
        this.stamps = stamps;
        this.current = current;
    }

    /** The outcome of planning one line. */
    private sealed interface Planned {
    }

    private record Written(ItemWrite write) implements Planned {
    }

    private record Unchanged() implements Planned {
    }

    private record Refused(String why) implements Planned {
    }

    /**
     * Plans every line until the file ends or {@code cancel} fires.
     *
     * @param lines         the file's lines; a broken line stops the plan with the reader's own exception
     * @param afterEachLine told after each line, for progress
     */
    public ImportPlan plan(String source, Iterator<CorrectionLine> lines, Runnable afterEachLine,
                           CancelToken cancel) {
        Stamp stamp = stamps.get();
        List<ItemWrite> writes = new ArrayList<>();
        List<ImportPlan.Rejected> rejected = new ArrayList<>();
        Map<PrimaryKey, Long> seen = new HashMap<>();
        int creates = 0;
        int updates = 0;
        int unchanged = 0;
        while (!cancel.isCancelled() && lines.hasNext()) {
            CorrectionLine line = lines.next();
            Planned planned = plan(line, seen, stamp);
            if (planned instanceof Written w) {
                writes.add(w.write());
                if (w.write() instanceof Create) {
                    creates++;
                } else {
                    updates++;
                }
            } else if (planned instanceof Refused r) {
                rejected.add(new ImportPlan.Rejected(line.line(), r.why()));
            } else {
                unchanged++;
            }
            afterEachLine.run();
        }
        return new ImportPlan(source, writes, creates, updates, unchanged, rejected, cancel.isCancelled());
    }

    private Planned plan(CorrectionLine line, Map<PrimaryKey, Long> seen, Stamp stamp) {
        Map<String, Optional<Value>> given = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> field : line.fields().entrySet()) {
            Optional<AttributeSpec> spec = entity.attribute(field.getKey());
            if (spec.isEmpty() || entity.attributesSetByWrites().contains(field.getKey())) {
                continue;
            }
            JsonNode node = field.getValue();
            boolean absent = node == null || node.isNull() || line.text() && node.asText().isEmpty();
            if (spec.get().secret()) {
                if (!absent && !PlainValues.MASK.equals(node.asText())) {
                    return new Refused("`" + field.getKey() + "` is a secret and is never imported: leave it as the "
                            + "export masked it (" + PlainValues.MASK + ") to keep the stored value");
                }
                continue;
            }
            try {
                given.put(field.getKey(), absent ? Optional.empty()
                        : Optional.of(values.of(spec.get(), node, line.text())));
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
            Optional<String> text = given.getOrDefault(keyField, Optional.empty()).flatMap(Item::scalarText);
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
        Long earlier = seen.putIfAbsent(key.get(), line.line());
        if (earlier != null) {
            return new Refused("the same item as line " + earlier + " (" + key.get().describe() + ")");
        }
        Optional<EntityRow> now = current.apply(key.get());
        return now.isEmpty() ? create(given, stamp) : update(now.get(), given, stamp);
    }

    private Planned create(Map<String, Optional<Value>> given, Stamp stamp) {
        Map<String, Value> fields = new LinkedHashMap<>();
        given.forEach((name, value) -> value.ifPresent(v -> fields.put(name, v)));
        Create create = changes.planCreate(entity, fields, stamp);
        return create.valid() ? new Written(create) : new Refused("as a new item: " + words(create.violations()));
    }

    private Planned update(EntityRow row, Map<String, Optional<Value>> given, Stamp stamp) {
        if (row.entity().map(e -> !e.equals(entity)).orElse(true)) {
            return new Refused("the item with this key is " + row.entity().map(e -> "a " + e.name())
                    .orElse("an item no entity recognises") + ", not a " + entity.name());
        }
        Map<String, Value> fields = ChangePlanner.fieldsOf(entity, row);
        boolean differs = false;
        for (Map.Entry<String, Optional<Value>> field : given.entrySet()) {
            Value stored = fields.get(field.getKey());
            Value value = field.getValue().orElse(null);
            if (value == null ? stored != null : !value.equals(stored) && !sameNumber(stored, value)) {
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

    /** True when both are numbers of equal value written differently ({@code 3} and {@code 3.0}): nothing to change. */
    private static boolean sameNumber(Value stored, Value given) {
        return stored instanceof Value.Num a && given instanceof Value.Num b
                && new BigDecimal(a.value()).compareTo(new BigDecimal(b.value())) == 0;
    }

    private static String words(List<Violation> violations) {
        return violations.isEmpty() ? "breaks the design" : String.join("; ",
                violations.stream().map(Violation::message).distinct().toList());
    }
}
