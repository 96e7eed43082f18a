package io.tenantdesk.store;

import io.tenantdesk.aws.connect.WriteRetries;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.write.Move;
import io.tenantdesk.store.write.MoveStep;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * A move on a server without transactions: the create under the new key first, then the delete under the old key,
 * each step recorded. A delete refused by a lost race takes the create back, so nothing is left half-moved. A request
 * whose reply was lost and whose key reads back unchanged is not taken for not sent: it may still arrive. A create
 * not made so far leaves the move not made so far; a delete not made so far leaves the item under both keys for now,
 * never taken back (the delete may yet remove the old key); both are checked again, and sent again as first sent.
 */
final class TwoStepMove {

    /** How often a take-back of the new key is sent in all while its requests or replies are lost. */
    private static final int TAKE_BACK_SENDS = 3;

    private final WriteChannel channel;
    private final WriteJournal journal;
    private final RequestSender sender;
    private final ItemMover mover;

    TwoStepMove(WriteChannel channel, WriteJournal journal, RequestSender sender, ItemMover mover) {
        this.channel = channel;
        this.journal = journal;
        this.sender = sender;
        this.mover = mover;
    }

    Attempt send(WriteRecord record, Move move, Put put, Delete delete) {
        return send(record, move, put, delete, false);
    }

    /**
     * @param again true for a retry, whose create may find the new key holding the item already: its first request
     *              arrived late, and the move goes on with the delete
     */
    private Attempt send(WriteRecord record, Move move, Put put, Delete delete, boolean again) {
        String table = move.entity().table().name();
        WriteOutcome.Status created = WriteOutcome.Status.SUCCEEDED;
        String how = "";
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
            if (!again
                    || sender.readBack(table, move.to(), OutcomeCheck.of(move.creation()))
                                    .verdict()
                            != OutcomeCheck.Verdict.APPLIED) {
                return mover.conflict(move, true);
            }
            created = WriteOutcome.Status.APPLIED_LATE;
            how = " (its first request had arrived late)";
        } catch (RuntimeException e) {
            if (!WriteRetries.isAmbiguous(e)) {
                return mover.failed(move, "PutItem", e);
            }
            String what = sender.lost("PutItem", table, " (the new key)", e);
            ReadBack back = sender.readBack(table, move.to(), OutcomeCheck.of(move.creation()));
            switch (back.verdict()) {
                case APPLIED -> {
                    created = WriteOutcome.Status.APPLIED_AFTER_CHECK;
                    how = " (the reply was lost; the item read back shows it)";
                }
                case NOT_APPLIED -> {
                    return Attempt.notAppliedSoFar(
                            what + "; nothing is under the new key, so the item is not moved so far, but the create"
                                    + " could still arrive. The console checks again and records the outcome in the"
                                    + " change journal.",
                            back.current(),
                            e,
                            new Followup(() -> createdLate(move), () -> send(record, move, put, delete, true)));
                }
                default -> {
                    return Attempt.unknown(what + back.why(), back.current(), e);
                }
            }
        }
        journal.step(record, MoveStep.CREATED.about(move.to().describe()) + how, created, null);
        return delete(record, move, delete, false);
    }

    /**
     * The second step, sent as first sent whenever it is sent again.
     *
     * @param again true for a retry, whose condition may fail because its first request arrived late
     */
    private Attempt delete(WriteRecord record, Move move, Delete delete, boolean again) {
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
            Optional<Followup.Found> late = again ? deletedLate(move) : Optional.empty();
            if (late.isPresent() && late.get().status().applied()) {
                late.get().steps().forEach(step -> journal.step(record, step));
                return Attempt.applied(
                        WriteOutcome.Status.APPLIED_LATE,
                        move.after(),
                        late.get().message());
            }
            journal.step(
                    record,
                    MoveStep.DELETED_OLD.about(move.key().describe()),
                    WriteOutcome.Status.CONFLICT,
                    "the item changed since it was loaded");
            return takeBack(record, move).orElseGet(() -> mover.conflict(move, false));
        } catch (RuntimeException e) {
            return removalLost(record, move, delete, e);
        }
        journal.step(record, MoveStep.DELETED_OLD.about(move.key().describe()), WriteOutcome.Status.SUCCEEDED, null);
        return Attempt.applied(WriteOutcome.Status.SUCCEEDED, move.after(), null);
    }

    /**
     * The delete under the old key failed after the create: a lost reply is settled by reading the old key back
     * (gone: moved; still as loaded: under both keys so far, as the delete could still arrive); anything else leaves
     * both keys.
     */
    private Attempt removalLost(WriteRecord record, Move move, Delete delete, RuntimeException e) {
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
                        WriteOutcome.Status.NOT_APPLIED_SO_FAR,
                        "the item read back is still there, and the delete could still arrive");
                return Attempt.notAppliedSoFar(
                        "The item was created under the new key " + move.to().describe() + ", but " + what
                                + "; the item read back is still under the old key, so it is under both keys for"
                                + " now: the delete could still arrive. The console checks again and records the"
                                + " outcome in the change journal.",
                        back.current(),
                        e,
                        new Followup(() -> deletedLate(move), () -> delete(record, move, delete, true)));
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

    /** A later check of a create not made so far: the new key read back again. */
    private Optional<Followup.Found> createdLate(Move move) {
        return Followup.judged(
                sender.readBack(move.entity().table().name(), move.to(), OutcomeCheck.of(move.creation())),
                back -> arrivedLate(
                        WriteOutcome.Status.NOT_APPLIED_AFTER_CHECK,
                        back.item(),
                        "Checked again later, the item is under the new key too: the create had been delayed on its"
                                + " way, and the delete under the old key was never sent. Finish or undo the move"
                                + " from the change journal.",
                        MoveStep.CREATED.about(move.to().describe())));
    }

    /** A later check of a delete not made so far: the old key read back again. */
    private Optional<Followup.Found> deletedLate(Move move) {
        return Followup.judged(
                sender.readBack(move.entity().table().name(), move.key(), OutcomeCheck.of(move.removal())),
                back -> arrivedLate(
                        WriteOutcome.Status.APPLIED_LATE,
                        move.after(),
                        "Checked again later, the old key reads back empty: the delete had been delayed on its way,"
                                + " and the item is moved.",
                        MoveStep.DELETED_OLD.about(move.key().describe())));
    }

    /** What the move came to once a step's delayed request arrived, with that step recorded as applied late. */
    private Followup.Found arrivedLate(WriteOutcome.Status status, Item after, String message, String step) {
        return new Followup.Found(
                status,
                after,
                message,
                List.of(new WriteRecord.Step(
                        step + " (its request arrived late)", WriteOutcome.Status.APPLIED_LATE, journal.now(), null)));
    }

    /**
     * Deletes the item created under the new key again, only if it is still exactly as created; only after the
     * delete under the old key was refused, so no delete of the old key is on its way. A lost request or reply is
     * settled by reading the new key back; while it still reads back as created the delete is sent again, up to
     * {@value #TAKE_BACK_SENDS} times in all: its condition lets at most one of them delete, and a late one that finds
     * the key gone fails its condition and is settled by reading back too.
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
}
