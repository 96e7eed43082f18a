package io.tenantdesk.store;

import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.store.write.Move;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Moves an item to a new primary key: a create of the item under its new key, only if no item has it, and a
 * delete under its old key, only if the item is still as loaded. One TransactWriteItems makes both or
 * neither where the server has transactions; where it has not (dynalite), the create is sent first and the
 * delete second, each step recorded in the journal, and a delete refused by a lost race takes the create
 * back, so nothing is left half-moved unless the server stops answering in between (the journal then shows
 * how far the move got). Journalled as one write either way.
 */
final class ItemMover {

    private static final String CHECK_FAILED = "ConditionalCheckFailed";

    private final WriteContext ctx;
    private final ItemClassifier classifier;
    /** Whether the server takes TransactWriteItems: unknown (null) until the first move asks it. */
    private volatile Boolean transactions;

    ItemMover(WriteContext ctx, ItemClassifier classifier) {
        this.ctx = ctx;
        this.classifier = classifier;
    }

    EntityRow move(Move move, String reason) {
        String table = move.entity().table().name();
        Expressions creation = new Expressions();
        String createIf = "attribute_not_exists(" + creation.name(move.entity().table().partitionKey().name()) + ")";
        Expressions removal = new Expressions();
        String deleteIf = ItemWriter.guard(move.entity(), move.before(), List.of(), removal);
        Put put = Put.builder().tableName(ctx.physical(table)).item(ItemConverter.toAttributes(move.after()))
                .conditionExpression(createIf).expressionAttributeNames(creation.names()).build();
        Delete delete = Delete.builder().tableName(ctx.physical(table)).key(ItemConverter.toAttributes(move.key().asItem()))
                .conditionExpression(deleteIf).expressionAttributeNames(removal.names())
                .expressionAttributeValues(removal.values()).build();
        String id = ctx.begin(new WriteRecord(move, ctx.provenance(reason), new WriteRecord.Request(ctx.physical(table),
                "new key " + move.to().describe() + ": " + creation.describe(createIf) + "; old key "
                        + move.key().describe() + ": " + removal.describe(deleteIf), null)));
        if (!Boolean.FALSE.equals(transactions)) {
            Optional<EntityRow> moved = inOneTransaction(id, move, put, delete);
            if (moved.isPresent()) {
                return moved.get();
            }
        }
        return inTwoSteps(id, move, put, delete);
    }

    /** @return the moved item, or empty when the server has no transactions */
    private Optional<EntityRow> inOneTransaction(String id, Move move, Put put, Delete delete) {
        try {
            ctx.client().transactWriteItems(b -> b.transactItems(TransactWriteItem.builder().put(put).build(),
                    TransactWriteItem.builder().delete(delete).build()));
            transactions = true;
            ctx.complete(id, WriteOutcome.Status.SUCCEEDED, move.after(), null);
            return Optional.of(moved(move));
        } catch (TransactionCanceledException e) {
            List<CancellationReason> reasons = e.hasCancellationReasons() ? e.cancellationReasons() : List.of();
            boolean keyTaken = !reasons.isEmpty() && CHECK_FAILED.equals(reasons.get(0).code());
            boolean changed = reasons.size() > 1 && CHECK_FAILED.equals(reasons.get(1).code());
            if (keyTaken || changed) {
                throw conflict(id, move, keyTaken);
            }
            throw failed(id, move, "TransactWriteItems", e);
        } catch (AwsServiceException e) {
            if (e.awsErrorDetails() != null && "UnknownOperationException".equals(e.awsErrorDetails().errorCode())) {
                transactions = false;
                ctx.step(id, "this server has no transactions (TransactWriteItems): moving in two steps",
                        WriteOutcome.Status.SUCCEEDED, null);
                return Optional.empty();
            }
            throw failed(id, move, "TransactWriteItems", e);
        } catch (RuntimeException e) {
            throw failed(id, move, "TransactWriteItems", e);
        }
    }

    private EntityRow inTwoSteps(String id, Move move, Put put, Delete delete) {
        try {
            ctx.client().putItem(PutItemRequest.builder().tableName(put.tableName()).item(put.item())
                    .conditionExpression(put.conditionExpression()).expressionAttributeNames(put.expressionAttributeNames())
                    .build());
        } catch (ConditionalCheckFailedException e) {
            throw conflict(id, move, true);
        } catch (RuntimeException e) {
            throw failed(id, move, "PutItem", e);
        }
        ctx.step(id, "created under the new key " + move.to().describe(), WriteOutcome.Status.SUCCEEDED, null);
        try {
            ctx.client().deleteItem(DeleteItemRequest.builder().tableName(delete.tableName()).key(delete.key())
                    .conditionExpression(delete.conditionExpression())
                    .expressionAttributeNames(delete.expressionAttributeNames())
                    .expressionAttributeValues(delete.expressionAttributeValues()).build());
        } catch (ConditionalCheckFailedException e) {
            ctx.step(id, "deleted under the old key " + move.key().describe(), WriteOutcome.Status.CONFLICT,
                    "the item changed since it was loaded");
            takeBack(id, move);
            throw conflict(id, move, false);
        } catch (RuntimeException e) {
            StoreException translated = ctx.errors().translate(e, "DeleteItem", ctx.describeTable(move.entity().table().name()));
            String message = "The item was created under the new key " + move.to().describe() + ", but deleting it under "
                    + "the old key " + move.key().describe() + " failed (" + translated.getMessage() + "): it may now "
                    + "be under both keys. Finish or undo the move from the change journal.";
            ctx.complete(id, WriteOutcome.Status.FAILED, null, message);
            throw new StoreException(translated.kind(), message, e);
        }
        ctx.step(id, "deleted under the old key " + move.key().describe(), WriteOutcome.Status.SUCCEEDED, null);
        ctx.complete(id, WriteOutcome.Status.SUCCEEDED, move.after(), null);
        return moved(move);
    }

    /** Deletes the item created under the new key again, only if it is still exactly as created. */
    private void takeBack(String id, Move move) {
        Expressions ex = new Expressions();
        String condition = ItemWriter.guard(move.entity(), move.after(), List.of(), ex);
        try {
            ctx.client().deleteItem(b -> b.tableName(ctx.physical(move.entity().table().name()))
                    .key(ItemConverter.toAttributes(move.to().asItem())).conditionExpression(condition)
                    .expressionAttributeNames(ex.names()).expressionAttributeValues(ex.values()));
            ctx.step(id, "deleted again under the new key " + move.to().describe(), WriteOutcome.Status.SUCCEEDED, null);
        } catch (RuntimeException e) {
            String message = "The item was created under the new key " + move.to().describe() + " but could not be "
                    + "deleted there again after the old item changed (" + e.getMessage() + "): it is now under both "
                    + "keys. Undo the move from the change journal.";
            ctx.complete(id, WriteOutcome.Status.FAILED, null, message);
            throw new StoreException(StoreException.Kind.UNEXPECTED, message, e);
        }
    }

    /** A lost race: the new key was taken, or the item changed or went since it was loaded. Nothing was written. */
    private StoreException conflict(String id, Move move, boolean keyTaken) {
        PrimaryKey key = keyTaken ? move.to() : move.key();
        Optional<EntityRow> current = ctx.reload(move.entity().table().name(), key, classifier);
        StoreException refused = StoreException.conflict(keyTaken
                ? "An item with the new key " + move.to().describe() + " already exists; nothing was written."
                : current.isPresent() ? "Someone changed this item after you loaded it; nothing was written."
                : "Someone deleted this item after you loaded it; nothing was written.", current.orElse(null));
        ctx.complete(id, WriteOutcome.Status.CONFLICT, current.map(EntityRow::item).orElse(null), refused.getMessage());
        return refused;
    }

    private StoreException failed(String id, Move move, String action, RuntimeException e) {
        StoreException translated = ctx.errors().translate(e, action,
                ctx.describeTable(move.entity().table().name()));
        ctx.complete(id, WriteOutcome.Status.FAILED, null, translated.getMessage());
        return translated;
    }

    private EntityRow moved(Move move) {
        String table = move.entity().table().name();
        return new EntityRow(table, move.after(), classifier.classify(table, move.after()));
    }
}
