package io.tenantdesk.store.write;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Stamps;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

/**
 * When and by whom a write is made: what goes into an entity's version and its created/updated stamps.
 *
 * @param actor who writes (the caller identity's ARN)
 */
public record Stamp(Instant at, String actor) {

    public Stamp {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(actor, "actor");
    }

    /** The time as stamps store it: ISO-8601 in UTC, to the second. */
    public String timestamp() {
        return at.truncatedTo(ChronoUnit.SECONDS).toString();
    }

    /** A new item with the entity's first version and its created and updated stamps. */
    public Item created(EntityDef entity, Item item) {
        Item.Builder after = item.toBuilder();
        entity.versionAttribute().ifPresent(v -> after.put(v, Value.num(1)));
        Stamps stamps = entity.stamps();
        stamps.createdAtIfAny().ifPresent(a -> after.put(a, Value.str(timestamp())));
        stamps.createdByIfAny().ifPresent(a -> after.put(a, Value.str(actor)));
        return updatedStamps(entity, after).build();
    }

    /**
     * {@code edited} as the write that replaces {@code loaded} leaves it: the version one above the loaded one
     * (1 when it had none) and the updated stamps set.
     */
    public Item updated(EntityDef entity, Item loaded, Item edited) {
        Item.Builder after = edited.toBuilder();
        entity.versionAttribute().ifPresent(v -> after.put(v, Value.num(nextVersion(loaded, v))));
        return updatedStamps(entity, after).build();
    }

    private Item.Builder updatedStamps(EntityDef entity, Item.Builder item) {
        entity.stamps().updatedAtIfAny().ifPresent(a -> item.put(a, Value.str(timestamp())));
        entity.stamps().updatedByIfAny().ifPresent(a -> item.put(a, Value.str(actor)));
        return item;
    }

    private static BigDecimal nextVersion(Item loaded, String versionAttribute) {
        return loaded.get(versionAttribute)
                .flatMap(Item::scalarText)
                .map(BigDecimal::new)
                .orElse(BigDecimal.ZERO)
                .add(BigDecimal.ONE);
    }
}
