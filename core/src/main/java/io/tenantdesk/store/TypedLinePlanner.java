package io.tenantdesk.store;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Stamp;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Optional;

/**
 * Plans a line of typed DynamoDB JSON against the item of its primary key as it is now: a create when there is none,
 * else an update of exactly the attributes that differ (an attribute the line leaves out is kept; NULL is a value).
 * An item an entity recognises is checked as the form checks it (the version and stamps are the write's own, index
 * keys rendered from its values, a secret never imported); an item no entity recognises is planned as the raw editor
 * plans one, which never writes it, and is marked unclassified. Pure.
 */
final class TypedLinePlanner {

    private final TableDef table;
    private final ItemClassifier classifier;
    private final ChangePlanner changes;

    TypedLinePlanner(TableDef table, ItemClassifier classifier, ChangePlanner changes) {
        this.table = table;
        this.classifier = classifier;
        this.changes = changes;
    }

    /** The line's primary key, or empty when it lacks one. */
    Optional<PrimaryKey> keyOf(Item line) {
        return PrimaryKey.find(table, line);
    }

    /** What the key needs, in words, for a line without one. */
    String keyNeeded() {
        return ChangePlanner.keyNeeded(table);
    }

    ImportPlanner.LinePlan plan(Item line, Optional<EntityRow> now, Stamp stamp) {
        Optional<EntityDef> entity = classifier
                .classify(table.name(), now.map(r -> merged(r.item(), line)).orElse(line))
                .entityIfAny()
                .or(() -> now.flatMap(EntityRow::entity));
        Optional<String> secret = secretGiven(entity, line, now.map(EntityRow::item));
        if (secret.isPresent()) {
            return new ImportPlanner.Refused(secret.get(), false);
        }
        if (now.isEmpty()) {
            return written(changes.planRawCreate(table, line, stamp));
        }
        Item loaded = now.get().item();
        Item.Builder corrected = loaded.toBuilder();
        boolean differs = false;
        for (Map.Entry<String, Value> attribute : line.attributes().entrySet()) {
            String name = attribute.getKey();
            Value stored = loaded.get(name).orElse(null);
            if (entity.map(e -> e.attributesSetByWrites().contains(name) || isSecret(e, name))
                            .orElse(false)
                    || masked(attribute.getValue())
                    || same(stored, attribute.getValue())) {
                continue;
            }
            corrected.put(name, attribute.getValue());
            differs = true;
        }
        if (!differs) {
            return new ImportPlanner.Unchanged();
        }
        ItemWrite write = changes.planRawCorrection(table, loaded, corrected.build(), stamp);
        return write.changes().isEmpty() ? new ImportPlanner.Unchanged() : written(write);
    }

    private static ImportPlanner.LinePlan written(ItemWrite write) {
        if (write.valid()) {
            return new ImportPlanner.Written(write);
        }
        return new ImportPlanner.Refused(
                (write.entity().isUnrecognised() ? "unclassified: " : "") + ImportPlanner.words(write.violations()),
                write.entity().isUnrecognised());
    }

    private static Item merged(Item loaded, Item line) {
        Item.Builder merged = loaded.toBuilder();
        line.attributes().forEach(merged::put);
        return merged.build();
    }

    /**
     * Why the line cannot be written when it gives a secret or a masked value: masked (as an export or the raw editor
     * leaves it), it keeps the stored value, and there must be one; a secret in clear is never imported unless it is
     * the value stored.
     */
    private static Optional<String> secretGiven(Optional<EntityDef> entity, Item line, Optional<Item> stored) {
        for (Map.Entry<String, Value> attribute : line.attributes().entrySet()) {
            String name = attribute.getKey();
            Optional<Value> kept = stored.flatMap(item -> item.get(name));
            if (masked(attribute.getValue())) {
                if (kept.isEmpty()) {
                    return Optional.of("`" + name + "` is masked (" + PlainValues.MASK + "), and there is no stored "
                            + "value to keep: masked values are never written");
                }
            } else if (entity.map(e -> isSecret(e, name)).orElse(false)
                    && !kept.map(attribute.getValue()::equals).orElse(false)) {
                return Optional.of("`" + name + "` is a secret and is never imported: leave it masked ("
                        + PlainValues.MASK + ") to keep the stored value");
            }
        }
        return Optional.empty();
    }

    private static boolean masked(Value value) {
        return value instanceof Value.Str s && PlainValues.MASK.equals(s.value());
    }

    private static boolean isSecret(EntityDef entity, String name) {
        return entity.attribute(name).map(AttributeSpec::secret).orElse(false);
    }

    /** Equal, or numbers of equal value written differently ({@code 3} and {@code 3.0}). */
    static boolean same(Value stored, Value given) {
        return given.equals(stored)
                || stored instanceof Value.Num a
                        && given instanceof Value.Num b
                        && new BigDecimal(a.value()).compareTo(new BigDecimal(b.value())) == 0;
    }
}
