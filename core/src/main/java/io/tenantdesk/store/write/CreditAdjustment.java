package io.tenantdesk.store.write;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.Violation;
import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Adds an amount to a tenant's credit balance (negative to take away) atomically, never below the entity's
 * floor. Unlike the other writes it is not conditional on the item as loaded: concurrent adjustments add up.
 *
 * @param tenantId the tenant whose balance changes
 * @param key      the tenant's item
 * @param before   the item as read just before the adjustment was sent; null until then
 */
public record CreditAdjustment(
        EntityDef entity, String tenantId, PrimaryKey key, BigDecimal amount, Item before, boolean revert)
        implements ItemWrite {

    public CreditAdjustment {
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(tenantId, "tenantId");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(amount, "amount");
    }

    public static CreditAdjustment of(EntityDef entity, String tenantId, PrimaryKey key, BigDecimal amount) {
        return new CreditAdjustment(entity, tenantId, key, amount, null, false);
    }

    /** The same adjustment, knowing the tenant's item as read just before it is sent. */
    public CreditAdjustment readAs(Item item) {
        return new CreditAdjustment(entity, tenantId, key, amount, item, revert);
    }

    /**
     * The tenant's item as the adjustment would leave it, judged from the item as read just before it was sent: the
     * balance moved by the amount, and the version one above where the entity keeps one. Empty until it was read.
     */
    public Optional<Item> wouldLeave() {
        if (before == null) {
            return Optional.empty();
        }
        Item.Builder after = before.toBuilder();
        entity.credit()
                .ifPresent(credit -> after.put(
                        credit.balanceAttribute(),
                        Value.num(number(before, credit.balanceAttribute())
                                .add(amount)
                                .toPlainString())));
        entity.versionAttribute()
                .ifPresent(v -> after.put(
                        v, Value.num(number(before, v).add(BigDecimal.ONE).toPlainString())));
        return Optional.of(after.build());
    }

    private static BigDecimal number(Item item, String attribute) {
        return item.get(attribute)
                .filter(Value.Num.class::isInstance)
                .map(v -> ((Value.Num) v).decimal())
                .orElse(BigDecimal.ZERO);
    }

    @Override
    public Kind kind() {
        return Kind.CREDIT;
    }

    @Override
    public Optional<Item> beforeImage() {
        return Optional.ofNullable(before);
    }

    @Override
    public Optional<Item> afterImage() {
        return Optional.empty();
    }

    /** None: an amount of zero, a missing reason or the floor are refused when the adjustment is applied. */
    @Override
    public List<Violation> violations() {
        return List.of();
    }

    @Override
    public String describe() {
        return "credit adjustment of " + signed() + " to " + entity.name() + " " + tenantId;
    }

    @Override
    public String question() {
        return (amount.signum() >= 0
                        ? "Add " + amount.toPlainString() + " to"
                        : "Take " + amount.negate().toPlainString() + " from")
                + " the credit balance of " + EntityNames.inSentence(entity) + " " + tenantId + "?";
    }

    @Override
    public String verb() {
        return "Adjust";
    }

    /** Adjusts by the opposite amount (the balance may have moved since; the floor still guards). */
    @Override
    public CreditAdjustment inverse(Stamp stamp) {
        return new CreditAdjustment(entity, tenantId, key, amount.negate(), null, true);
    }

    private String signed() {
        return (amount.signum() > 0 ? "+" : "") + amount.toPlainString();
    }
}
