package io.tenantdesk.store;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.store.write.Stamp;
import io.tenantdesk.store.write.Update;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Plans the repair of a recognised item from its descriptor alone, as a pure function of the item (and the time and
 * actor of the write): index keys that drifted or are missing are rendered again from the item's values; a value
 * stored as the wrong DynamoDB type is converted where the conversion is exact (the number 12 to the text "12", the
 * text "12" to the number, "true" to a boolean); an attribute that disagrees with the item's key takes the key's
 * value; a missing version or stamp is filled by the write. Anything else (a bad enum value, broken JSON, a missing
 * required value) has no mechanical fix and is left for a person. Thread-safe.
 */
public final class RepairPlanner {

    /** What a fix of a secret attribute shows instead of its value. */
    private static final String SECRET = "********";

    private final ItemClassifier classifier;
    private final ChangePlanner changes;

    public RepairPlanner(ItemClassifier classifier, ChangePlanner changes) {
        this.classifier = classifier;
        this.changes = changes;
    }

    /** @param table the item's logical table */
    public RepairPlan plan(String table, Item item, Stamp stamp) {
        return plan(new EntityRow(table, item, classifier.classify(table, item)), stamp);
    }

    public RepairPlan plan(EntityRow row, Stamp stamp) {
        Classification c = row.classification();
        if (!c.recognised()) {
            return new RepairPlan(
                    row,
                    List.of(),
                    List.of(new Violation(
                            row.table(), Rule.KEY_PATTERN, "not recognised as any entity: " + c.unrecognisedReason())),
                    null);
        }
        EntityDef entity = c.entity();
        Map<String, Value> fields = ChangePlanner.fieldsOf(entity, row);
        List<Violation> fixable = new ArrayList<>();
        List<Violation> manual = new ArrayList<>();
        for (Violation v : c.violations()) {
            if (fix(entity, row, v, fields, stamp)) {
                fixable.add(v);
            } else {
                manual.add(v);
            }
        }
        if (!manual.isEmpty() || fixable.isEmpty()) {
            return new RepairPlan(row, List.of(), manual, null);
        }
        Update update = changes.planUpdate(entity, row.item(), fields, stamp);
        List<Violation> left = new ArrayList<>(update.violations());
        for (AttributeChange change : update.changes()) {
            if (change.after() == null) {
                left.add(new Violation(
                        change.attribute(),
                        Rule.KEY_DRIFT,
                        "`" + change.attribute()
                                + "` cannot be rendered from the item's values; the repair would remove it"));
            }
        }
        if (!left.isEmpty()) {
            return new RepairPlan(row, List.of(), c.violations(), null);
        }
        List<RepairPlan.Repair> repairs = new ArrayList<>();
        for (Violation v : fixable) {
            repairs.add(new RepairPlan.Repair(v, describe(entity, v, update.after())));
        }
        return new RepairPlan(row, repairs, List.of(), update);
    }

    /** Puts the fix for {@code v} into {@code fields}; false when there is no mechanical fix. */
    private static boolean fix(EntityDef entity, EntityRow row, Violation v, Map<String, Value> fields, Stamp stamp) {
        String name = v.attribute();
        return switch (v.rule()) {
            // every index key is rendered again from the fields by planUpdate; one it cannot render is caught there
            case KEY_DRIFT, KEY_MISSING -> entity.indexKeyTemplates().containsKey(name);
            case WRONG_TYPE ->
                put(
                        fields,
                        name,
                        entity.attribute(name)
                                .flatMap(spec ->
                                        exactly(spec, row.item().get(name).orElse(null))));
            case KEY_MISMATCH ->
                put(
                        fields,
                        name,
                        Optional.ofNullable(row.classification().keyValues().get(name))
                                .flatMap(key -> entity.attribute(name).flatMap(spec -> typed(spec, key))));
            case MISSING_REQUIRED -> setByWrites(entity, row.item(), name, fields, stamp);
            default -> false;
        };
    }

    private static boolean put(Map<String, Value> fields, String name, Optional<Value> value) {
        value.ifPresent(v -> fields.put(name, v));
        return value.isPresent();
    }

    /** The value converted to the declared type, when that loses nothing; empty otherwise. */
    static Optional<Value> exactly(AttributeSpec spec, Value value) {
        if (value == null) {
            return Optional.empty();
        }
        String text = value instanceof Value.Str s
                ? s.value()
                : value instanceof Value.Num n
                        ? n.value()
                        : value instanceof Value.Bool b ? String.valueOf(b.value()) : null;
        return text == null ? Optional.empty() : typed(spec, text);
    }

    private static Optional<Value> typed(AttributeSpec spec, String text) {
        return switch (spec.type().dynamoType()) {
            case "S" -> Optional.of(Value.str(text));
            case "N" -> isNumber(text) ? Optional.of(Value.num(text)) : Optional.empty();
            case "BOOL" ->
                text.equals("true") || text.equals("false")
                        ? Optional.of(Value.bool(Boolean.parseBoolean(text)))
                        : Optional.empty();
            default -> Optional.empty();
        };
    }

    private static boolean isNumber(String text) {
        try {
            new BigDecimal(text);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /**
     * The version and the updated stamps are set by every write; a missing created stamp takes the earliest time and
     * actor the item tells (its updated stamps), else the repair's own.
     */
    private static boolean setByWrites(
            EntityDef entity, Item item, String name, Map<String, Value> fields, Stamp stamp) {
        if (!entity.attributesSetByWrites().contains(name)) {
            return false;
        }
        var stamps = entity.stamps();
        if (stamps.createdAtIfAny().map(name::equals).orElse(false)) {
            fields.put(name, stamps.updatedAtIfAny().flatMap(item::get).orElse(Value.str(stamp.timestamp())));
        } else if (stamps.createdByIfAny().map(name::equals).orElse(false)) {
            fields.put(name, stamps.updatedByIfAny().flatMap(item::get).orElse(Value.str(stamp.actor())));
        }
        return true;
    }

    private static String describe(EntityDef entity, Violation v, Item after) {
        boolean secret =
                entity.attribute(v.attribute()).map(AttributeSpec::secret).orElse(false);
        String now = secret
                ? SECRET
                : after.get(v.attribute()).map(RepairPlanner::text).orElse("nothing");
        return switch (v.rule()) {
            case KEY_DRIFT, KEY_MISSING -> "`" + v.attribute() + "` rendered again from the item's values: " + now;
            case WRONG_TYPE ->
                "`" + v.attribute() + "` stored as "
                        + after.get(v.attribute()).map(Value::typeCode).orElse("?") + ": " + now;
            case KEY_MISMATCH -> "`" + v.attribute() + "` set to the value in the item's key: " + now;
            default -> "`" + v.attribute() + "` set by the write: " + now;
        };
    }

    private static String text(Value value) {
        return Item.scalarText(value).orElse(value.toString());
    }
}
