package io.tenantdesk.store;

import io.tenantdesk.schema.CreditSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.write.CreditAdjustment;
import io.tenantdesk.store.write.Stamp;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Adjusts a tenant's credit balance atomically: one UpdateItem that ADDs the amount, conditioned on the
 * tenant existing and on the balance not going below the floor. Concurrent adjustments never lose one
 * another; the version, when declared, is bumped so optimistic writers elsewhere notice.
 */
final class CreditAdjuster {

    private final WriteContext ctx;
    private final ItemClassifier classifier;

    CreditAdjuster(WriteContext ctx, ItemClassifier classifier) {
        this.ctx = ctx;
        this.classifier = classifier;
    }

    /** @return the tenant's item as it is after the adjustment */
    EntityRow adjust(CreditAdjustment adjustment, String reason) {
        EntityDef entity = adjustment.entity();
        CreditSpec credit = spec(entity);
        BigDecimal amount = adjustment.amount();
        String tenantId = adjustment.tenantId();
        if (amount.signum() == 0) {
            throw new StoreException(StoreException.Kind.REFUSED, "The amount must not be zero.", null);
        }
        if (reason == null || reason.isBlank()) {
            throw new StoreException(StoreException.Kind.REFUSED, "A credit adjustment needs a reason.", null);
        }
        String table = entity.table().name();
        Optional<EntityRow> before = ctx.reload(table, adjustment.key(), classifier);
        if (before.isEmpty()) {
            throw new StoreException(StoreException.Kind.NOT_FOUND, entity.name() + " " + tenantId + " does not exist.", null);
        }

        Expressions ex = new Expressions();
        String balance = ex.name(credit.balanceAttribute());
        BigDecimal least = credit.floor().subtract(amount);
        String condition = "attribute_exists(" + ex.name(entity.table().partitionKey().name()) + ") AND "
                + (least.signum() <= 0 ? "(attribute_not_exists(" + balance + ") OR " + balance + " >= " + ex.value(num(least)) + ")"
                : balance + " >= " + ex.value(num(least)));
        List<String> adds = new ArrayList<>(List.of(balance + " " + ex.value(num(amount))));
        entity.versionAttribute().ifPresent(v -> adds.add(ex.name(v) + " " + ex.value(num(BigDecimal.ONE))));
        List<String> sets = new ArrayList<>();
        Stamp stamp = new Stamp(ctx.now(), ctx.actor());
        entity.stamps().updatedAtIfAny().ifPresent(a -> sets.add(ex.name(a) + " = " + ex.value(AttributeValue.fromS(stamp.timestamp()))));
        entity.stamps().updatedByIfAny().ifPresent(a -> sets.add(ex.name(a) + " = " + ex.value(AttributeValue.fromS(stamp.actor()))));
        String update = (sets.isEmpty() ? "" : "SET " + String.join(", ", sets) + " ") + "ADD " + String.join(", ", adds);
        UpdateItemRequest request = UpdateItemRequest.builder().tableName(ctx.physical(table))
                .key(ItemConverter.toAttributes(adjustment.key().asItem()))
                .updateExpression(update)
                .conditionExpression(condition)
                .expressionAttributeNames(ex.names())
                .expressionAttributeValues(ex.values())
                .returnValues(ReturnValue.ALL_NEW)
                .build();

        WriteRecord record = new WriteRecord(adjustment.readAs(before.get().item()), ctx.provenance(reason),
                new WriteRecord.Request(ctx.physical(table), ex.describe(condition), ex.describe(update)));
        Item after = ctx.journalled(record, table, adjustment.key(), "UpdateItem", classifier,
                () -> ItemConverter.toItem(ctx.client().updateItem(request).attributes()),
                (current, cause) -> current.isEmpty()
                        ? new StoreException(StoreException.Kind.NOT_FOUND,
                                entity.name() + " " + tenantId + " no longer exists; nothing was changed.", cause)
                        : new StoreException(StoreException.Kind.REFUSED, "Refused: the balance would fall below "
                                + credit.floor().toPlainString() + " (it is " + current.get().text(credit.balanceAttribute())
                                .orElse("0") + "); nothing was changed.", cause));
        return new EntityRow(table, after, classifier.classify(table, after));
    }

    static CreditSpec spec(EntityDef entity) {
        return entity.credit().orElseThrow(() -> new StoreException(StoreException.Kind.UNEXPECTED,
                entity.name() + " carries no credit balance", null));
    }

    private static AttributeValue num(BigDecimal n) {
        return AttributeValue.fromN(n.toPlainString());
    }
}
