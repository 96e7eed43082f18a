package io.tenantdesk.store;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.Stamps;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.KeyRenderer;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.store.write.Create;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Move;
import io.tenantdesk.store.write.Stamp;
import io.tenantdesk.store.write.Update;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Works out what a create or an edit would write, without writing: the item after, every attribute that
 * changes (index keys re-rendered from the values they use, the version and the stamps included), and every
 * rule the result would break. The store writes exactly this plan; the console shows it as the diff to
 * confirm. Pure and thread-safe.
 */
public final class ChangePlanner {

    private final ItemClassifier classifier;
    private final KeyRenderer keys;

    public ChangePlanner(ItemClassifier classifier, KeyRenderer keys) {
        this.classifier = classifier;
        this.keys = keys;
    }

    /**
     * A new item from field values (stored attributes and key fields).
     *
     * @param stamp when and by whom, for the version and the entity's created/updated stamps
     */
    public Create planCreate(EntityDef entity, Map<String, Value> fields, Stamp stamp) {
        KeyRenderer.RenderedKeys rendered = keys.render(entity, textOf(fields));
        Item.Builder after = Item.builder();
        after.putAll(rendered.keys());
        storedOf(entity, fields).forEach(after::put);
        Item item = withStampedKeys(entity, stamp.created(entity, after.build()), fields);
        List<Violation> violations = new ArrayList<>(rendered.violations());
        if (rendered.ok()) {
            violations.addAll(check(entity, item));
        }
        return Create.of(entity, item, violations);
    }

    /**
     * An edit of a loaded item. {@code fields} is the whole edited state of the entity's declared fields: a
     * declared attribute absent from it is removed. Attributes the descriptor does not declare are kept as
     * they were. Primary-key values cannot change.
     */
    public Update planUpdate(EntityDef entity, Item loaded, Map<String, Value> fields, Stamp stamp) {
        KeyRenderer.RenderedKeys rendered = keys.render(entity, textOf(fields));
        List<Violation> violations = new ArrayList<>(rendered.violations());
        for (String keyName : entity.table().primaryKeyNames()) {
            Value value = rendered.keys().get(keyName);
            Optional<Value> was = loaded.get(keyName);
            if (value != null && was.isPresent() && !value.equals(was.get())) {
                violations.add(new Violation(
                        keyName,
                        Rule.KEY_MISMATCH,
                        keyName + " would change from `"
                                + Item.scalarText(was.get()).orElse("?") + "` to `"
                                + Item.scalarText(value).orElse("?")
                                + "`; primary-key values are not edited in place (duplicate the item as new instead)"));
            }
        }
        Item candidate = edited(entity, loaded, fields, rendered, false);
        if (candidate.equals(loaded)) {
            return Update.of(entity, loaded, loaded, violations);
        }
        Item item = withStampedKeys(entity, stamp.updated(entity, loaded, candidate), fields);
        if (rendered.ok() && violations.isEmpty()) {
            violations.addAll(check(entity, item));
        }
        return Update.of(entity, loaded, item, violations);
    }

    /**
     * An edit of a loaded item that changes its primary key: as {@link #planUpdate}, with the primary key
     * rendered from the key fields too, so the item moves to its new key.
     *
     * @throws IllegalArgumentException when the fields keep the item's key (that is an update)
     */
    public Move planMove(EntityDef entity, Item loaded, Map<String, Value> fields, Stamp stamp) {
        KeyRenderer.RenderedKeys rendered = keys.render(entity, textOf(fields));
        List<Violation> violations = new ArrayList<>(rendered.violations());
        Item item = withStampedKeys(
                entity, stamp.updated(entity, loaded, edited(entity, loaded, fields, rendered, true)), fields);
        if (rendered.ok()) {
            violations.addAll(check(entity, item));
        }
        return Move.of(entity, loaded, item, violations);
    }

    /**
     * An item edited as a whole, every attribute typed (the raw editor). Recognised as an entity, it is written as
     * that entity's item: the version and stamps set by the write, the index keys that use them rendered again, and
     * checked against the entity's rules; an update when it keeps the loaded key, a move when its key changed. An
     * item no entity would recognise is planned as the {@linkplain EntityDef#unrecognised stand-in's} write and
     * carries that as its violation, so it is never sent.
     */
    public ItemWrite planRaw(TableDef table, Item loaded, Item edited, Stamp stamp) {
        Classification c = classifier.classify(table.name(), edited);
        EntityDef entity = c.entityIfAny().orElseGet(() -> EntityDef.unrecognised(table));
        List<Violation> violations = new ArrayList<>();
        Item after = edited;
        Optional<PrimaryKey> key = PrimaryKey.find(table, edited);
        if (key.isEmpty()) {
            violations.add(new Violation(table.partitionKey().name(), Rule.KEY_PATTERN, keyNeeded(table)));
            return Update.of(entity, loaded, edited, violations);
        }
        if (edited.equals(loaded)) {
            violations.addAll(c.recognised() ? c.violations() : List.of(unrecognised(table, c)));
            return Update.of(entity, loaded, loaded, violations);
        }
        if (c.recognised()) {
            Item stamped = stamp.updated(entity, loaded, edited);
            EntityRow row = new EntityRow(table.name(), stamped, classifier.classify(table.name(), stamped));
            after = withStampedKeys(entity, stamped, fieldsOf(entity, row));
            violations.addAll(check(entity, after));
        } else {
            violations.add(unrecognised(table, c));
        }
        return key.get().equals(PrimaryKey.find(table, loaded).orElse(null))
                ? Update.of(entity, loaded, after, violations)
                : Move.of(entity, loaded, after, violations);
    }

    /**
     * An item given whole in typed DynamoDB JSON, to be created: recognised as an entity, it is that entity's new item
     * (first version, stamps, index keys rendered from its values) checked against its rules; an item no entity would
     * recognise carries that as its violation, so it is never sent.
     */
    public Create planRawCreate(TableDef table, Item item, Stamp stamp) {
        Classification c = classifier.classify(table.name(), item);
        if (!c.recognised()) {
            return Create.of(EntityDef.unrecognised(table), item, List.of(unrecognised(table, c)));
        }
        EntityDef entity = c.entity();
        Item stamped = stamp.created(entity, withIndexKeysRendered(entity, table, item));
        Item after = withStampedKeys(
                entity,
                stamped,
                fieldsOf(entity, new EntityRow(table.name(), stamped, classifier.classify(table.name(), stamped))));
        return Create.of(entity, after, check(entity, after));
    }

    /**
     * An item corrected in typed DynamoDB JSON, its key kept: as {@link #planRaw}, with the index keys of the entity
     * that recognises it rendered again from its values first, as the form renders them.
     */
    public ItemWrite planRawCorrection(TableDef table, Item loaded, Item edited, Stamp stamp) {
        Optional<EntityDef> entity = classifier.classify(table.name(), edited).entityIfAny();
        return planRaw(
                table,
                loaded,
                entity.map(e -> withIndexKeysRendered(e, table, edited)).orElse(edited),
                stamp);
    }

    private Item withIndexKeysRendered(EntityDef entity, TableDef table, Item item) {
        Map<String, Value> rendered = keys.render(
                        entity,
                        textOf(fieldsOf(
                                entity, new EntityRow(table.name(), item, classifier.classify(table.name(), item)))))
                .keys();
        Item.Builder after = item.toBuilder();
        entity.indexKeyTemplates()
                .keySet()
                .forEach(name -> Optional.ofNullable(rendered.get(name)).ifPresent(v -> after.put(name, v)));
        return after.build();
    }

    /** What an item of the table needs to have a key, in words. */
    static String keyNeeded(TableDef table) {
        return "the item needs its key attributes " + table.partitionKey().name() + " ("
                + table.partitionKey().type() + ")"
                + table.sortKeyIfAny()
                        .map(k -> " and " + k.name() + " (" + k.type() + ")")
                        .orElse("");
    }

    private static Violation unrecognised(TableDef table, Classification c) {
        return new Violation(
                table.partitionKey().name(),
                Rule.KEY_PATTERN,
                "the keys would not be recognised: " + c.unrecognisedReason());
    }

    /**
     * The loaded item with the declared fields as given (a declared attribute absent from them removed,
     * undeclared attributes kept) and the keys re-rendered; the primary key only when {@code primaryToo}.
     */
    private static Item edited(
            EntityDef entity,
            Item loaded,
            Map<String, Value> fields,
            KeyRenderer.RenderedKeys rendered,
            boolean primaryToo) {
        Item.Builder after = loaded.toBuilder();
        for (AttributeSpec spec : entity.attributes().values()) {
            if (!spec.stored() || entity.table().isPrimaryKey(spec.name())) {
                continue;
            }
            Value value = fields.get(spec.name());
            if (value == null) {
                after.remove(spec.name());
            } else {
                after.put(spec.name(), value);
            }
        }
        for (String keyName : entity.keys().keySet()) {
            Value value = rendered.keys().get(keyName);
            if (entity.table().isPrimaryKey(keyName)) {
                if (primaryToo && value != null) {
                    after.put(keyName, value);
                }
            } else if (value == null) {
                after.remove(keyName);
            } else {
                after.put(keyName, value);
            }
        }
        return after.build();
    }

    /**
     * The write stamped when it is sent rather than when it was planned (a confirmation may stay open for minutes):
     * an edit's or a move's updated stamps, every stamp of a new item, and the index keys that use them rendered
     * again. A revert of a delete puts the item back as it was, stamps included.
     */
    public ItemWrite stampedAt(ItemWrite write, Stamp stamp) {
        if (write instanceof Create create && !create.revert()) {
            return new Create(
                    create.entity(),
                    restamped(create.entity(), create.after(), stamp, true),
                    create.violations(),
                    false);
        }
        if (write instanceof Update update && !update.after().equals(update.before())) {
            return new Update(
                    update.entity(),
                    update.before(),
                    restamped(update.entity(), update.after(), stamp, false),
                    update.violations(),
                    update.revert());
        }
        if (write instanceof Move move) {
            return new Move(
                    move.entity(),
                    move.before(),
                    restamped(move.entity(), move.after(), stamp, false),
                    move.violations(),
                    move.revert());
        }
        return write;
    }

    private Item restamped(EntityDef entity, Item planned, Stamp stamp, boolean created) {
        Stamps stamps = entity.stamps();
        Item.Builder item = planned.toBuilder();
        if (created) {
            restamp(item, planned, stamps.createdAtIfAny(), stamp.timestamp());
            restamp(item, planned, stamps.createdByIfAny(), stamp.actor());
        }
        restamp(item, planned, stamps.updatedAtIfAny(), stamp.timestamp());
        restamp(item, planned, stamps.updatedByIfAny(), stamp.actor());
        Item stamped = item.build();
        if (stamped.equals(planned)) {
            return planned;
        }
        EntityRow row = new EntityRow(
                entity.table().name(),
                stamped,
                classifier.classify(entity.table().name(), stamped));
        return withStampedKeys(entity, stamped, fieldsOf(entity, row));
    }

    private static void restamp(Item.Builder item, Item planned, Optional<String> attribute, String value) {
        attribute.filter(planned::has).ifPresent(a -> item.put(a, Value.str(value)));
    }

    /**
     * The index keys rendered again where a template uses what the write itself sets (lon12 reports sort by
     * {@code {status}#{updatedAt}}), so the keys agree with the version and stamps the write puts.
     */
    private Item withStampedKeys(EntityDef entity, Item stamped, Map<String, Value> fields) {
        Set<String> setByWrites = entity.attributesSetByWrites();
        boolean usesStamps = entity.indexKeyTemplates().values().stream()
                .anyMatch(t -> t.placeholders().stream().anyMatch(setByWrites::contains));
        if (!usesStamps) {
            return stamped;
        }
        Map<String, Value> values = new LinkedHashMap<>(fields);
        setByWrites.forEach(name -> stamped.get(name).ifPresent(v -> values.put(name, v)));
        // an index is written whole or not at all, so its other keys may become renderable only now
        Map<String, Value> rendered = keys.render(entity, textOf(values)).keys();
        Item.Builder item = stamped.toBuilder();
        entity.indexKeyTemplates()
                .keySet()
                .forEach(name -> Optional.ofNullable(rendered.get(name)).ifPresent(v -> item.put(name, v)));
        return item.build();
    }

    /** The item's field values as the form edits them: stored attributes plus the values from its keys. */
    public static Map<String, Value> fieldsOf(EntityDef entity, EntityRow row) {
        Map<String, Value> fields = new LinkedHashMap<>();
        for (AttributeSpec spec : entity.attributes().values()) {
            if (spec.stored()) {
                row.item().get(spec.name()).ifPresent(v -> fields.put(spec.name(), v));
            } else {
                Optional.ofNullable(row.classification().keyValues().get(spec.name()))
                        .ifPresent(t -> fields.put(spec.name(), Value.str(t)));
            }
        }
        return fields;
    }

    private List<Violation> check(EntityDef entity, Item item) {
        Classification c = classifier.classify(entity.table().name(), item);
        if (c.entity() == null) {
            return List.of(new Violation(
                    entity.table().partitionKey().name(),
                    Rule.KEY_PATTERN,
                    "the keys would not be recognised: " + c.unrecognisedReason()));
        }
        if (!c.entity().equals(entity)) {
            return List.of(new Violation(
                    entity.table().partitionKey().name(),
                    Rule.KEY_PATTERN,
                    "the keys would make the item a " + c.entity().name() + ", not a " + entity.name()));
        }
        return c.violations();
    }

    /** Every attribute that differs between two versions of an item, derived ones (keys, version, stamps) marked. */
    public static List<AttributeChange> diff(EntityDef entity, Item before, Item after) {
        return AttributeChange.between(entity, before, after);
    }

    private static Map<String, String> textOf(Map<String, Value> fields) {
        Map<String, String> text = new LinkedHashMap<>();
        fields.forEach((name, value) -> Item.scalarText(value).ifPresent(t -> text.put(name, t)));
        return text;
    }

    private static Map<String, Value> storedOf(EntityDef entity, Map<String, Value> fields) {
        Map<String, Value> stored = new LinkedHashMap<>();
        fields.forEach((name, value) -> {
            boolean isStored = entity.attribute(name).map(AttributeSpec::stored).orElse(false);
            if (isStored && !(value instanceof Value.Null)) {
                stored.put(name, value);
            }
        });
        return stored;
    }
}
