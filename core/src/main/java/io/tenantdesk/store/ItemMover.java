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
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Moves an item to a new primary key: a create of the item under its new key, only if no item has it, and a
 * delete under its old key, only if the item is still as loaded. One TransactWriteItems makes both or
 * neither where the server has transactions; where it has not, {@link TwoStepMove} sends the create first and the
 * delete second, each step recorded in the journal. Journalled as one write either way; a move not made so far after
 * a lost reply is followed, and sent again as it was first sent (the same transaction and token, or the same steps).
 */
final class ItemMover {

    private static final String CHECK_FAILED = "ConditionalCheckFailed";

    private final WriteChannel channel;
    private final WriteJournal journal;
    private final RequestSender sender;
    private final ItemClassifier classifier;
    private final JournalledSend journalled;
    private final TwoStepMove twoSteps;

    ItemMover(
            WriteChannel channel,
            WriteJournal journal,
            RequestSender sender,
            ItemClassifier classifier,
            JournalledSend journalled) {
        this.channel = channel;
        this.journal = journal;
        this.sender = sender;
        this.classifier = classifier;
        this.journalled = journalled;
        this.twoSteps = new TwoStepMove(channel, journal, sender, this);
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
            attempt = inOneTransaction(move, put, delete, UUID.randomUUID().toString());
        } else {
            journal.step(record, MoveStep.IN_TWO_STEPS.words(), WriteOutcome.Status.SUCCEEDED, null);
            attempt = twoSteps.send(record, move, put, delete);
        }
        return journalled.recorded(move, record, attempt).orThrow();
    }

    /**
     * @return the moved item. The transaction's token makes every resend within ten minutes the same transaction, so
     *         the client's own retries, and a retry of a move not made so far, cannot move it twice.
     */
    private Attempt inOneTransaction(Move move, Put put, Delete delete, String token) {
        try {
            channel.client()
                    .transactWriteItems(b -> b.clientRequestToken(token)
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
                return checked(move, e, () -> inOneTransaction(move, put, delete, token));
            }
            return failed(move, "TransactWriteItems", e);
        }
    }

    /** The transaction's reply was lost: moved if the item is under the new key and gone from the old one. */
    private Attempt checked(Move move, RuntimeException lost, Followup.Resend again) {
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
            return Attempt.notAppliedSoFar(
                    what + "; the item read back is still only under its old key: it is not moved so far, but a"
                            + " transaction delayed on its way could still arrive. The console checks again and"
                            + " records the outcome in the change journal.",
                    deleted.current(),
                    lost,
                    new Followup(() -> movedLate(move), again));
        }
        return Attempt.unknown(
                what + "; the items read back under the old and the new key show neither the move nor "
                        + "the item as it was, so whether it was moved is unknown. Check both keys before trying again.",
                created.current().or(deleted::current),
                lost);
    }

    /** A later check of a transaction not made so far: both keys read back again. */
    private Optional<Followup.Found> movedLate(Move move) {
        String table = move.entity().table().name();
        ReadBack created = sender.readBack(table, move.to(), OutcomeCheck.of(move.creation()));
        ReadBack deleted = sender.readBack(table, move.key(), OutcomeCheck.of(move.removal()));
        if (created.unread() || deleted.unread()) {
            return Optional.empty();
        }
        if (created.verdict() == OutcomeCheck.Verdict.APPLIED && deleted.verdict() == OutcomeCheck.Verdict.APPLIED) {
            return Optional.of(new Followup.Found(
                    WriteOutcome.Status.APPLIED_LATE,
                    created.item(),
                    "Checked again later, the item is under the new key and gone from the old one: the transaction"
                            + " had been delayed on its way."));
        }
        if (created.verdict() == OutcomeCheck.Verdict.NOT_APPLIED
                && deleted.verdict() == OutcomeCheck.Verdict.NOT_APPLIED) {
            return Optional.empty();
        }
        return Optional.of(new Followup.Found(
                WriteOutcome.Status.UNKNOWN,
                created.current().or(deleted::current).map(EntityRow::item).orElse(null),
                "Checked again later, the items under the old and the new key show neither the move nor the item as"
                        + " it was."));
    }

    /** A lost race: the new key was taken, or the item changed or went since it was loaded. Nothing was written. */
    Attempt conflict(Move move, boolean keyTaken) {
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

    Attempt failed(Move move, String action, RuntimeException e) {
        return Attempt.refused(
                WriteOutcome.Status.FAILED,
                null,
                sender.failure(e, action, move.entity().table().name()));
    }
}
