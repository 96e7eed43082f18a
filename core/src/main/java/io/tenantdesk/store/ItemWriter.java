package io.tenantdesk.store;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.store.write.Create;
import io.tenantdesk.store.write.Delete;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Update;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Sends creates, updates and deletes, every one conditional and journalled: a create only if no item has the
 * key; an update or delete only if the item is still at the version the user loaded (or, without a version
 * attribute, still holds the values the user loaded). A lost race becomes a conflict carrying the item as it
 * now is; nothing is overwritten.
 */
final class ItemWriter {

    /** Above this many attributes an unversioned item is guarded on the attributes the write touches. */
    private static final int MAX_GUARDED_ATTRIBUTES = 100;

    private final WriteContext ctx;
    private final ItemClassifier classifier;

    ItemWriter(WriteContext ctx, ItemClassifier classifier) {
        this.ctx = ctx;
        this.classifier = classifier;
    }

    /** The create, ready to be recorded and sent. */
    WriteContext.Sending create(Create write, String reason) {
        EntityDef entity = write.entity();
        TableDef table = entity.table();
        Expressions ex = new Expressions();
        String condition =
                "attribute_not_exists(" + ex.name(table.partitionKey().name()) + ")";
        PutItemRequest request = PutItemRequest.builder()
                .tableName(ctx.physical(table.name()))
                .item(ItemConverter.toAttributes(write.after()))
                .conditionExpression(condition)
                .expressionAttributeNames(ex.names())
                .overrideConfiguration(ctx.writeOverride())
                .build();
        return sending(
                write,
                reason,
                ex,
                condition,
                null,
                "PutItem",
                () -> {
                    ctx.writer().putItem(request);
                    return write.after();
                },
                OutcomeCheck.of(write));
    }

    /** The update, ready to be recorded and sent. */
    WriteContext.Sending update(Update write, String reason) {
        EntityDef entity = write.entity();
        List<AttributeChange> changes = write.changes();
        if (changes.isEmpty()) {
            throw new StoreException(StoreException.Kind.REFUSED, "Nothing to save: the item is unchanged.", null);
        }
        TableDef table = entity.table();
        Expressions ex = new Expressions();
        List<String> sets = new ArrayList<>();
        List<String> removes = new ArrayList<>();
        for (AttributeChange change : changes) {
            if (table.isPrimaryKey(change.attribute())) {
                continue;
            }
            if (change.after() == null) {
                removes.add(ex.name(change.attribute()));
            } else {
                sets.add(ex.name(change.attribute()) + " = " + ex.value(ItemConverter.toAttribute(change.after())));
            }
        }
        String updateExpression = (sets.isEmpty() ? "" : "SET " + String.join(", ", sets))
                + (removes.isEmpty() ? "" : (sets.isEmpty() ? "" : " ") + "REMOVE " + String.join(", ", removes));
        String condition = guard(entity, write.before(), changes, ex);
        UpdateItemRequest request = UpdateItemRequest.builder()
                .tableName(ctx.physical(table.name()))
                .key(ItemConverter.toAttributes(write.key().asItem()))
                .updateExpression(updateExpression)
                .conditionExpression(condition)
                .expressionAttributeNames(ex.names())
                .expressionAttributeValues(ex.values())
                .returnValues(ReturnValue.ALL_NEW)
                .overrideConfiguration(ctx.writeOverride())
                .build();
        return sending(
                write,
                reason,
                ex,
                condition,
                updateExpression,
                "UpdateItem",
                () -> ItemConverter.toItem(ctx.writer().updateItem(request).attributes()),
                OutcomeCheck.of(write));
    }

    /** The delete, ready to be recorded and sent. */
    WriteContext.Sending delete(Delete write, String reason) {
        TableDef table = write.entity().table();
        Expressions ex = new Expressions();
        String condition = guard(write.entity(), write.before(), List.of(), ex);
        DeleteItemRequest request = DeleteItemRequest.builder()
                .tableName(ctx.physical(table.name()))
                .key(ItemConverter.toAttributes(write.key().asItem()))
                .conditionExpression(condition)
                .expressionAttributeNames(ex.names())
                .expressionAttributeValues(ex.values())
                .overrideConfiguration(ctx.writeOverride())
                .build();
        return sending(
                write,
                reason,
                ex,
                condition,
                null,
                "DeleteItem",
                () -> {
                    ctx.writer().deleteItem(request);
                    return null;
                },
                OutcomeCheck.of(write));
    }

    /**
     * The condition that the item is still as loaded: its version when the entity declares one, otherwise
     * every attribute's loaded value (or, for very wide items, the attributes the write touches), and that
     * the declared attributes absent when loaded are still absent.
     */
    static String guard(EntityDef entity, Item loaded, List<AttributeChange> changes, Expressions ex) {
        TableDef table = entity.table();
        List<String> parts = new ArrayList<>();
        parts.add("attribute_exists(" + ex.name(table.partitionKey().name()) + ")");
        Optional<String> version = entity.versionAttribute();
        if (version.isPresent() && loaded.has(version.get())) {
            parts.add(ex.name(version.get()) + " = "
                    + ex.value(
                            ItemConverter.toAttribute(loaded.get(version.get()).get())));
            return String.join(" AND ", parts);
        }
        List<String> guarded = new ArrayList<>();
        if (loaded.size() <= MAX_GUARDED_ATTRIBUTES) {
            guarded.addAll(loaded.names());
        } else {
            changes.forEach(c -> guarded.add(c.attribute()));
        }
        for (String name : guarded) {
            if (table.isPrimaryKey(name)) {
                continue;
            }
            Optional<Value> was = loaded.get(name);
            if (was.isPresent()) {
                parts.add(ex.name(name) + " = " + ex.value(ItemConverter.toAttribute(was.get())));
            }
        }
        java.util.Set<String> absent = new java.util.LinkedHashSet<>();
        entity.attributes().values().stream().filter(a -> a.stored()).forEach(a -> absent.add(a.name()));
        absent.addAll(entity.keys().keySet());
        changes.forEach(c -> absent.add(c.attribute()));
        for (String name : absent) {
            if (!loaded.has(name) && !table.isPrimaryKey(name)) {
                parts.add("attribute_not_exists(" + ex.name(name) + ")");
            }
        }
        return String.join(" AND ", parts);
    }

    /**
     * The write with its record and what its failures mean: a failed condition becomes a conflict, a lost reply is
     * settled by reading the item back.
     */
    private WriteContext.Sending sending(
            ItemWrite write,
            String reason,
            Expressions ex,
            String condition,
            String update,
            String action,
            WriteContext.Request request,
            OutcomeCheck check) {
        String table = write.entity().table().name();
        WriteRecord record = ctx.record(
                write,
                reason,
                new WriteRecord.Request(
                        ctx.physical(table), ex.describe(condition), update == null ? null : ex.describe(update)),
                classifier);
        return new WriteContext.Sending(
                record,
                table,
                write.key(),
                action,
                request,
                (current, cause) -> StoreException.conflict(
                        write.beforeImage().isEmpty()
                                ? "An item with this key already exists; nothing was written."
                                : current.isPresent()
                                        ? "Someone changed this item after you loaded it; nothing was written."
                                        : "Someone deleted this item after you loaded it; nothing was written.",
                        current.orElse(null)),
                check);
    }

    /** The item's key; an item without one is refused (it cannot be written). */
    static PrimaryKey primaryKey(TableDef table, Item item) {
        try {
            return PrimaryKey.of(table, item);
        } catch (IllegalArgumentException e) {
            throw new StoreException(StoreException.Kind.VALIDATION, e.getMessage(), null);
        }
    }
}
