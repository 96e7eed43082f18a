package io.tenantdesk.store;

import io.tenantdesk.aws.connect.WriteRetries;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.store.write.Move;
import io.tenantdesk.store.write.MoveStep;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
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
    /** How often a take-back of the new key is sent in all while its requests or replies are lost. */
    private static final int TAKE_BACK_SENDS = 3;

    private final WriteChannel channel;
    private final WriteJournal journal;
    private final RequestSender sender;
    private final ItemClassifier classifier;

    ItemMover(WriteChannel channel, WriteJournal journal, RequestSender sender, ItemClassifier classifier) {
        this.channel = channel;
        this.journal = journal;
        this.sender = sender;
        this.classifier = classifier;
    }

    /** @return the item under its new key, and how the store knows it was moved */
    Attempt move(Move move, String reason) {
        String table = move.entity().table().name();
        String partitionKey = move.entity().table().partitionKey().name();
        Expressions creation = new Expressions();
        String createIf = Guard.noItem().render(partitionKey, creation);
        Expressions removal = new Expressions();
        String deleteIf =
                Guard.asLoaded(move.entity(), move.before(), List.of()).render(partitionKey, removal);
        Put put = Put.builder()
                .tableName(channel.physical(table))
                .item(ItemConverter.toAttributes(move.after()))
                .conditionExpression(createIf)
                .expressionAttributeNames(creation.names())
                .build();
        Delete delete = Delete.builder()
                .tableName(channel.physical(table))
                .key(ItemConverter.toAttributes(move.key().asItem()))
                .conditionExpression(deleteIf)
                .expressionAttributeNames(removal.names())
                .expressionAttributeValues(removal.values())
                .build();
        WriteRecord record = journal.record(
                move,
                reason,
                new WriteRecord.Request(
                        channel.physical(table),
                        "new key " + move.to().describe() + ": " + creation.describe(createIf) + "; old key "
                                + move.key().describe() + ": " + removal.describe(deleteIf),
                        null),
                classifier);
        journal.begin(record);
        journal.sending(record);
        Attempt attempt;
        if (channel.transactions().available()) {
            attempt = inOneTransaction(move, put, delete);
        } else {
            journal.step(record, MoveStep.IN_TWO_STEPS.words(), WriteOutcome.Status.SUCCEEDED, null);
            attempt = inTwoSteps(record, move, put, delete);
        }
        journal.complete(record, attempt);
        return attempt.orThrow();
    }

    /**
     * @return the moved item. The transaction's token makes every resend within ten minutes the same transaction, so
     *         the client's own retries are safe.
     */
    private Attempt inOneTransaction(Move move, Put put, Delete delete) {
        try {
            channel.client()
                    .transactWriteItems(b -> b.clientRequestToken(
                                    UUID.randomUUID().toString())
                            .transactItems(
                                    TransactWriteItem.builder().put(put).build(),
                                    TransactWriteItem.builder().delete(delete).build()));
            return Attempt.applied(WriteOutcome.Status.SUCCEEDED, move.after(), null);
        } catch (TransactionCanceledException e) {
            List<CancellationReason> reasons = e.hasCancellationReasons() ? e.cancellationReasons() : List.of();
            boolean keyTaken =
                    !reasons.isEmpty() && CHECK_FAILED.equals(reasons.get(0).code());
            boolean changed =
                    reasons.size() > 1 && CHECK_FAILED.equals(reasons.get(1).code());
            if (keyTaken || changed) {
                return conflict(move, keyTaken);
            }
            return failed(move, "TransactWriteItems", e);
        } catch (RuntimeException e) {
            if (WriteRetries.isAmbiguous(e)) {
                return checked(move, e);
            }
            return failed(move, "TransactWriteItems", e);
        }
    }

    /** The transaction's reply was lost: moved if the item is under the new key and gone from the old one. */
    private Attempt checked(Move move, RuntimeException lost) {
        String table = move.entity().table().name();
        String what = sender.lost("TransactWriteItems", table, "", lost);
        ReadBack created = sender.readBack(table, move.to(), OutcomeCheck.of(move.creation()));
        ReadBack deleted = sender.readBack(table, move.key(), OutcomeCheck.of(move.removal()));
        if (created.verdict() == OutcomeCheck.Verdict.APPLIED && deleted.verdict() == OutcomeCheck.Verdict.APPLIED) {
            return Attempt.applied(
                    WriteOutcome.Status.APPLIED_AFTER_CHECK,
                    created.item(),
                    what + "; the item read back is under the new key and gone from the old one.");
        }
        if (created.verdict() == OutcomeCheck.Verdict.NOT_APPLIED
                && deleted.verdict() == OutcomeCheck.Verdict.NOT_APPLIED) {
            return Attempt.notApplied(
                    what + "; the item read back is still only under its old key: it was not moved. "
                            + "Nothing was written; you can try again.",
                    deleted.current(),
                    lost);
        }
        return Attempt.unknown(
                what + "; the items read back under the old and the new key show neither the move nor "
                        + "the item as it was, so whether it was moved is unknown. Check both keys before trying again.",
                created.current().or(deleted::current),
                lost);
    }

    private Attempt inTwoSteps(WriteRecord record, Move move, Put put, Delete delete) {
        String table = move.entity().table().name();
        WriteOutcome.Status created = WriteOutcome.Status.SUCCEEDED;
        try {
            channel.writer()
                    .putItem(PutItemRequest.builder()
                            .tableName(put.tableName())
                            .item(put.item())
                            .conditionExpression(put.conditionExpression())
                            .expressionAttributeNames(put.expressionAttributeNames())
                            .overrideConfiguration(channel.writeOverride())
                            .build());
        } catch (ConditionalCheckFailedException e) {
            return conflict(move, true);
        } catch (RuntimeException e) {
            if (!WriteRetries.isAmbiguous(e)) {
                return failed(move, "PutItem", e);
            }
            String what = sender.lost("PutItem", table, " (the new key)", e);
            ReadBack back = sender.readBack(table, move.to(), OutcomeCheck.of(move.creation()));
            switch (back.verdict()) {
                case APPLIED -> created = WriteOutcome.Status.APPLIED_AFTER_CHECK;
                case NOT_APPLIED -> {
                    return Attempt.notApplied(
                            what + "; nothing is under the new key: the item was not "
                                    + "moved. Nothing was written; you can try again.",
                            back.current(),
                            e);
                }
                default -> {
                    return Attempt.unknown(what + back.why(), back.current(), e);
                }
            }
        }
        journal.step(
                record,
                MoveStep.CREATED.about(move.to().describe())
                        + (created == WriteOutcome.Status.SUCCEEDED
                                ? ""
                                : " (the reply was lost; the item read back shows it)"),
                created,
                null);
        try {
            channel.writer()
                    .deleteItem(DeleteItemRequest.builder()
                            .tableName(delete.tableName())
                            .key(delete.key())
                            .conditionExpression(delete.conditionExpression())
                            .expressionAttributeNames(delete.expressionAttributeNames())
                            .expressionAttributeValues(delete.expressionAttributeValues())
                            .overrideConfiguration(channel.writeOverride())
                            .build());
        } catch (ConditionalCheckFailedException e) {
            journal.step(
                    record,
                    MoveStep.DELETED_OLD.about(move.key().describe()),
                    WriteOutcome.Status.CONFLICT,
                    "the item changed since it was loaded");
            return takeBack(record, move).orElseGet(() -> conflict(move, false));
        } catch (RuntimeException e) {
            return removalLost(record, move, e);
        }
        journal.step(record, MoveStep.DELETED_OLD.about(move.key().describe()), WriteOutcome.Status.SUCCEEDED, null);
        return Attempt.applied(created, move.after(), null);
    }

    /**
     * The delete under the old key failed after the create: a lost reply is settled by reading the old key back (gone:
     * moved; still as loaded: the create is taken back and nothing is moved); anything else leaves both keys.
     */
    private Attempt removalLost(WriteRecord record, Move move, RuntimeException e) {
        String table = move.entity().table().name();
        if (WriteRetries.isAmbiguous(e)) {
            String what = sender.lost("DeleteItem", table, " (the old key)", e);
            ReadBack back = sender.readBack(table, move.key(), OutcomeCheck.of(move.removal()));
            if (back.verdict() == OutcomeCheck.Verdict.APPLIED) {
                journal.step(
                        record,
                        MoveStep.DELETED_OLD.about(move.key().describe()) + " (the reply was lost; the item "
                                + "read back is gone)",
                        WriteOutcome.Status.APPLIED_AFTER_CHECK,
                        null);
                return Attempt.applied(
                        WriteOutcome.Status.APPLIED_AFTER_CHECK,
                        move.after(),
                        what + "; the old key reads back empty.");
            }
            if (back.verdict() == OutcomeCheck.Verdict.NOT_APPLIED) {
                journal.step(
                        record,
                        MoveStep.DELETED_OLD.about(move.key().describe()),
                        WriteOutcome.Status.NOT_APPLIED_AFTER_CHECK,
                        "the item read back is still there");
                return takeBack(record, move)
                        .orElseGet(() -> Attempt.notApplied(
                                what + "; the item read back is still under the old key, so the copy under the "
                                        + "new key was deleted again: the item was not moved. You can try again.",
                                back.current(),
                                e));
            }
            return Attempt.unknown(
                    "The item was created under the new key " + move.to().describe() + ", but " + what + back.why()
                            + " It may be under both keys: finish or undo the move from the change journal.",
                    back.current(),
                    e);
        }
        StoreException translated = sender.failure(e, "DeleteItem", table);
        String message = "The item was created under the new key " + move.to().describe() + ", but deleting it under "
                + "the old key " + move.key().describe() + " failed (" + translated.getMessage() + "): it may now "
                + "be under both keys. Finish or undo the move from the change journal.";
        return Attempt.refused(WriteOutcome.Status.FAILED, null, new StoreException(translated.kind(), message, e));
    }

    /**
     * Deletes the item created under the new key again, only if it is still exactly as created. A lost request or
     * reply is settled by reading the new key back; while it still reads back as created the delete is sent again, up
     * to {@value #TAKE_BACK_SENDS} times in all: its condition lets at most one of them delete, and a late one that
     * finds the key gone fails its condition and is settled by reading back too.
     *
     * @return empty once taken back; else what the move came to: under both keys, or maybe
     */
    private Optional<Attempt> takeBack(WriteRecord record, Move move) {
        Expressions ex = new Expressions();
        String condition = Guard.asLoaded(move.entity(), move.after(), List.of())
                .render(move.entity().table().partitionKey().name(), ex);
        String table = move.entity().table().name();
        OutcomeCheck check = OutcomeCheck.of(new io.tenantdesk.store.write.Delete(move.entity(), move.after(), true));
        RuntimeException failure = null;
        OutcomeCheck.Verdict verdict = OutcomeCheck.Verdict.NOT_APPLIED;
        for (int send = 1; send <= TAKE_BACK_SENDS; send++) {
            try {
                channel.writer()
                        .deleteItem(b -> b.tableName(channel.physical(table))
                                .key(ItemConverter.toAttributes(move.to().asItem()))
                                .conditionExpression(condition)
                                .expressionAttributeNames(ex.names())
                                .expressionAttributeValues(ex.values())
                                .overrideConfiguration(channel.writeOverride()));
                journal.step(
                        record,
                        MoveStep.TAKEN_BACK.about(move.to().describe())
                                + (failure == null ? "" : " (sent again after a lost request or reply)"),
                        WriteOutcome.Status.SUCCEEDED,
                        null);
                return Optional.empty();
            } catch (RuntimeException e) {
                boolean lost = WriteRetries.isAmbiguous(e);
                boolean lateFirst = failure != null && e instanceof ConditionalCheckFailedException;
                failure = e;
                verdict = lost || lateFirst
                        ? sender.readBack(table, move.to(), check).verdict()
                        : OutcomeCheck.Verdict.NOT_APPLIED;
                if (verdict == OutcomeCheck.Verdict.APPLIED) {
                    journal.step(
                            record,
                            MoveStep.TAKEN_BACK.about(move.to().describe()) + " (the reply was lost; the key "
                                    + "reads back empty)",
                            WriteOutcome.Status.APPLIED_AFTER_CHECK,
                            null);
                    return Optional.empty();
                }
                if (!lost || verdict != OutcomeCheck.Verdict.NOT_APPLIED) {
                    break;
                }
            }
        }
        boolean bothKeys = verdict == OutcomeCheck.Verdict.NOT_APPLIED;
        String message = "The item was created under the new key " + move.to().describe() + " but "
                + (bothKeys
                        ? "could not be deleted there again (" + failure.getMessage() + "): it is now under both keys."
                        : "whether it was deleted there again is unknown (" + failure.getMessage()
                                + "): it may be under both keys.")
                + " Undo the move from the change journal.";
        return Optional.of(Attempt.refused(
                bothKeys ? WriteOutcome.Status.FAILED : WriteOutcome.Status.UNKNOWN,
                null,
                new StoreException(
                        bothKeys ? StoreException.Kind.UNEXPECTED : StoreException.Kind.OUTCOME_UNKNOWN,
                        message,
                        failure)));
    }

    /** A lost race: the new key was taken, or the item changed or went since it was loaded. Nothing was written. */
    private Attempt conflict(Move move, boolean keyTaken) {
        PrimaryKey key = keyTaken ? move.to() : move.key();
        Optional<EntityRow> current = channel.reload(move.entity().table().name(), key);
        return Attempt.refused(
                WriteOutcome.Status.CONFLICT,
                current.map(EntityRow::item).orElse(null),
                StoreException.conflict(
                        keyTaken
                                ? "An item with the new key " + move.to().describe()
                                        + " already exists; nothing was written."
                                : current.isPresent()
                                        ? "Someone changed this item after you loaded it; nothing was written."
                                        : "Someone deleted this item after you loaded it; nothing was written.",
                        current.orElse(null)));
    }

    private Attempt failed(Move move, String action, RuntimeException e) {
        return Attempt.refused(
                WriteOutcome.Status.FAILED,
                null,
                sender.failure(e, action, move.entity().table().name()));
    }
}
