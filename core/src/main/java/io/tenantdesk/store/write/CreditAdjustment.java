package io.tenantdesk.store.write;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
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
