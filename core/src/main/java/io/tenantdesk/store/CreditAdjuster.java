package io.tenantdesk.store;

import io.tenantdesk.schema.CreditSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.write.CreditAdjustment;
import io.tenantdesk.store.write.Stamp;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Adjusts a tenant's credit balance atomically: one update that ADDs the amount, conditioned on the tenant
 * existing and on the balance not going below the floor, and applied at most once.
 *
 * <p>Where the entity keeps a version, the update is also conditional on the version just read (and bumps it):
 * after a lost reply, the version read back tells exactly whether it was applied, and when another write moved
 * the version first, the refused adjustment is read again and sent again, so concurrent adjustments still add
 * up. Where the server has transactions, the update goes as a TransactWriteItems with a ClientRequestToken, which
 * DynamoDB applies once however often it is sent. Where neither holds, a lost reply leaves the outcome unknown,
 * and the store says so.
 */
final class CreditAdjuster {

    /** How often an adjustment is read again and resent after other writes moved the version it was conditional on. */
    private static final int MAX_RACES = 50;

    private final WriteChannel channel;
    private final WriteJournal journal;
    private final ConditionalRequests requests;
    private final JournalledSend journalled;
    private final ItemClassifier classifier;

    CreditAdjuster(
            WriteChannel channel,
            WriteJournal journal,
            ConditionalRequests requests,
            JournalledSend journalled,
            ItemClassifier classifier) {
        this.channel = channel;
        this.journal = journal;
        this.requests = requests;
        this.journalled = journalled;
        this.classifier = classifier;
    }

    /** @return the tenant's item as it is after the adjustment, and how the store knows it was applied */
    Attempt adjust(CreditAdjustment adjustment, String reason) {
        spec(adjustment.entity());
        if (adjustment.amount().signum() == 0) {
            throw new StoreException(StoreException.Kind.REFUSED, "The amount must not be zero.", null);
        }
        if (reason == null || reason.isBlank()) {
            throw new StoreException(StoreException.Kind.REFUSED, "A credit adjustment needs a reason.", null);
        }
        for (int race = 1; ; race++) {
            Item before = channel.reload(adjustment.entity().table().name(), adjustment.key())
                    .orElseThrow(() -> new StoreException(
                            StoreException.Kind.NOT_FOUND,
                            adjustment.entity().name() + " " + adjustment.tenantId() + " does not exist.",
                            null))
                    .item();
            Optional<StoreException> unreadable =
                    CreditBalances.refusal(before, spec(adjustment.entity()), adjustment.tenantId());
            if (unreadable.isPresent()) {
                throw unreadable.get();
            }
            try {
                return send(adjustment.readAs(before), reason);
            } catch (StoreException e) {
                if (e.kind() != StoreException.Kind.CONFLICT) {
                    throw e;
                }
                if (race == MAX_RACES) {
                    throw new StoreException(
                            StoreException.Kind.CONFLICT,
                            "The balance of " + adjustment.tenantId()
                                    + " kept changing while this adjustment was sent; it was not applied. Try again.",
                            e);
                }
                pauseBeforeRace();
            }
        }
    }

    private Attempt send(CreditAdjustment adjustment, String reason) {
        EntityDef entity = adjustment.entity();
        CreditSpec credit = spec(entity);
        Item before = adjustment.before();
        Optional<String> version = entity.versionAttribute();
        Expressions ex = new Expressions();
        String balance = ex.name(credit.balanceAttribute());
        BigDecimal least = credit.floor().subtract(adjustment.amount());
        List<String> conditions = new ArrayList<>(List.of(
                "attribute_exists(" + ex.name(entity.table().partitionKey().name()) + ")",
                least.signum() <= 0
                        ? "(attribute_not_exists(" + balance + ") OR " + balance + " >= " + ex.value(num(least)) + ")"
                        : balance + " >= " + ex.value(num(least))));
        version.ifPresent(v -> conditions.add(before.get(v)
                .map(was -> ex.name(v) + " = " + ex.value(ItemConverter.toAttribute(was)))
                .orElse("attribute_not_exists(" + ex.name(v) + ")")));
        String condition = String.join(" AND ", conditions);

        Map<String, Value> expected = new LinkedHashMap<>();
        expected.put(
                credit.balanceAttribute(),
                adjustment
                        .wouldLeave()
                        .orElseThrow()
                        .get(credit.balanceAttribute())
                        .orElseThrow());
        List<String> adds = new ArrayList<>(List.of(balance + " " + ex.value(num(adjustment.amount()))));
        version.ifPresent(v -> adds.add(ex.name(v) + " " + ex.value(num(BigDecimal.ONE))));
        List<String> sets = new ArrayList<>();
        Stamp stamp = journal.stamp();
        entity.stamps().updatedAtIfAny().ifPresent(a -> {
            sets.add(ex.name(a) + " = " + ex.value(AttributeValue.fromS(stamp.timestamp())));
            expected.put(a, Value.str(stamp.timestamp()));
        });
        entity.stamps().updatedByIfAny().ifPresent(a -> {
            sets.add(ex.name(a) + " = " + ex.value(AttributeValue.fromS(stamp.actor())));
            expected.put(a, Value.str(stamp.actor()));
        });
        String update =
                (sets.isEmpty() ? "" : "SET " + String.join(", ", sets) + " ") + "ADD " + String.join(", ", adds);

        String table = entity.table().name();
        boolean transact = channel.transactions().available();
        WriteRecord.Request words =
                new WriteRecord.Request(channel.physical(table), ex.describe(condition), ex.describe(update));
        Sending.Request request = transact
                ? transaction(adjustment, ex, condition, update)
                : requests.updateItem(table, adjustment.key(), ex, update, condition);
        OutcomeCheck check = version.isPresent()
                ? OutcomeCheck.ofVersionedCredit(version.get(), before, expected)
                : OutcomeCheck.cannotTell(before);
        return journalled.send(
                adjustment,
                journal.record(adjustment, reason, words, classifier),
                new Sending(
                        table,
                        adjustment.key(),
                        transact ? "TransactWriteItems" : "UpdateItem",
                        words,
                        request,
                        (current, cause) -> refusal(adjustment, current),
                        check));
    }

    /**
     * The same update as a one-item transaction. Its token makes every resend within ten minutes the same write, so
     * the client's own retries are safe. A transaction returns no item: it is read once it is applied.
     */
    private Sending.Request transaction(CreditAdjustment adjustment, Expressions ex, String condition, String update) {
        String table = adjustment.entity().table().name();
        TransactWriteItem item = TransactWriteItem.builder()
                .update(u -> u.tableName(channel.physical(table))
                        .key(ItemConverter.toAttributes(adjustment.key().asItem()))
                        .updateExpression(update)
                        .conditionExpression(condition)
                        .expressionAttributeNames(ex.names())
                        .expressionAttributeValues(ex.values()))
                .build();
        String token = UUID.randomUUID().toString();
        return () -> {
            try {
                channel.client()
                        .transactWriteItems(b -> b.clientRequestToken(token).transactItems(item));
            } catch (TransactionCanceledException e) {
                if (e.hasCancellationReasons()
                        && e.cancellationReasons().stream().anyMatch(r -> "ConditionalCheckFailed".equals(r.code()))) {
                    throw ConditionalCheckFailedException.builder()
                            .message(e.getMessage())
                            .cause(e)
                            .build();
                }
                throw e;
            }
            return channel.reload(table, adjustment.key()).map(EntityRow::item).orElse(null);
        };
    }

    /**
     * Why the condition failed, from the item as it now is: the tenant is gone, another write moved the version
     * (a {@link StoreException.Kind#CONFLICT}: the adjustment is read again and resent), or the floor.
     */
    private static StoreException refusal(CreditAdjustment adjustment, Optional<EntityRow> current) {
        EntityDef entity = adjustment.entity();
        CreditSpec credit = spec(entity);
        if (current.isEmpty()) {
            return new StoreException(
                    StoreException.Kind.NOT_FOUND,
                    entity.name() + " " + adjustment.tenantId() + " no longer exists; nothing was changed.",
                    null);
        }
        Optional<String> version = entity.versionAttribute();
        if (version.isPresent()
                && !SameValues.same(
                        adjustment.before().get(version.get()).orElse(null),
                        current.get().item().get(version.get()).orElse(null))) {
            return StoreException.conflict(
                    "Another write changed the balance of " + adjustment.tenantId()
                            + " first; this adjustment was not applied and is read again and resent.",
                    current.get());
        }
        Optional<StoreException> unreadable =
                CreditBalances.refusal(current.get().item(), credit, adjustment.tenantId());
        if (unreadable.isPresent()) {
            return unreadable.get();
        }
        return new StoreException(
                StoreException.Kind.REFUSED,
                "Refused: the balance would fall below "
                        + credit.floor().toPlainString() + " (it is "
                        + current.get().text(credit.balanceAttribute()).orElse("0")
                        + "); nothing was changed.",
                null);
    }

    /** Lets racing writers drift apart, so the same ones do not collide again at once. */
    private static void pauseBeforeRace() {
        try {
            TimeUnit.MILLISECONDS.sleep(ThreadLocalRandom.current().nextInt(1, 20));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException(
                    StoreException.Kind.UNEXPECTED, "Interrupted while adjusting a credit balance.", e);
        }
    }

    static CreditSpec spec(EntityDef entity) {
        return entity.credit()
                .orElseThrow(() -> new StoreException(
                        StoreException.Kind.UNEXPECTED, entity.name() + " carries no credit balance", null));
    }

    private static AttributeValue num(BigDecimal n) {
        return AttributeValue.fromN(n.toPlainString());
    }
}
