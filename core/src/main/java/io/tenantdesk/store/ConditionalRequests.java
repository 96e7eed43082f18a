package io.tenantdesk.store;

import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.item.Item;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Makes the conditional PutItem, UpdateItem and DeleteItem requests every single-request write is sent as, each
 * through the write client and carrying its {@link Guard}.
 */
final class ConditionalRequests {

    private final WriteChannel channel;

    ConditionalRequests(WriteChannel channel) {
        this.channel = channel;
    }

    /** Puts {@code item}, only if no item has its key. */
    Sending put(TableDef table, Item item, Sending.ConflictReport conflict, OutcomeCheck check) {
        Expressions ex = new Expressions();
        String condition = Guard.noItem().render(table.partitionKey().name(), ex);
        PutItemRequest request = PutItemRequest.builder()
                .tableName(channel.physical(table.name()))
                .item(ItemConverter.toAttributes(item))
                .conditionExpression(condition)
                .expressionAttributeNames(ex.names())
                .overrideConfiguration(channel.writeOverride())
                .build();
        return new Sending(
                table.name(),
                PrimaryKey.of(table, item),
                "PutItem",
                words(table, ex, condition, null),
                () -> {
                    channel.writer().putItem(request);
                    return item;
                },
                conflict,
                check);
    }

    /** Updates the item at {@code key} as {@code updates} say, only if it is as {@code guard} says; returns it after. */
    Sending update(
            TableDef table,
            PrimaryKey key,
            AttributeUpdates updates,
            Guard guard,
            Sending.ConflictReport conflict,
            OutcomeCheck check) {
        Expressions ex = new Expressions();
        String update = updates.render(ex);
        String condition = guard.render(table.partitionKey().name(), ex);
        return new Sending(
                table.name(),
                key,
                "UpdateItem",
                words(table, ex, condition, update),
                updateItem(table.name(), key, ex, update, condition),
                conflict,
                check);
    }

    /** An UpdateItem of the item at {@code key} whose expressions are made already; it returns the item after. */
    Sending.Request updateItem(String logicalTable, PrimaryKey key, Expressions ex, String update, String condition) {
        UpdateItemRequest request = UpdateItemRequest.builder()
                .tableName(channel.physical(logicalTable))
                .key(ItemConverter.toAttributes(key.asItem()))
                .updateExpression(update)
                .conditionExpression(condition)
                .expressionAttributeNames(ex.names())
                .expressionAttributeValues(ex.values())
                .returnValues(ReturnValue.ALL_NEW)
                .overrideConfiguration(channel.writeOverride())
                .build();
        return () -> ItemConverter.toItem(channel.writer().updateItem(request).attributes());
    }

    /** Deletes the item at {@code key}, only if it is as {@code guard} says. */
    Sending delete(TableDef table, PrimaryKey key, Guard guard, Sending.ConflictReport conflict, OutcomeCheck check) {
        Expressions ex = new Expressions();
        String condition = guard.render(table.partitionKey().name(), ex);
        DeleteItemRequest request = DeleteItemRequest.builder()
                .tableName(channel.physical(table.name()))
                .key(ItemConverter.toAttributes(key.asItem()))
                .conditionExpression(condition)
                .expressionAttributeNames(ex.names())
                .expressionAttributeValues(ex.values())
                .overrideConfiguration(channel.writeOverride())
                .build();
        return new Sending(
                table.name(),
                key,
                "DeleteItem",
                words(table, ex, condition, null),
                () -> {
                    channel.writer().deleteItem(request);
                    return null;
                },
                conflict,
                check);
    }

    private WriteRecord.Request words(TableDef table, Expressions ex, String condition, String update) {
        return new WriteRecord.Request(
                channel.physical(table.name()), ex.describe(condition), update == null ? null : ex.describe(update));
    }
}
