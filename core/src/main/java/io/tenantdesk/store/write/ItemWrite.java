package io.tenantdesk.store.write;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import java.util.List;
import java.util.Optional;

/** A write to one item (a move touches two keys of one entity but is still one change). */
public sealed interface ItemWrite extends Write permits Create, Update, Delete, Move, CreditAdjustment {

    EntityDef entity();

    /** The key the write is conditional on: the item's key before the write (a move's old key). */
    PrimaryKey key();

    /** The item as the user loaded it; empty for a create (and for a credit adjustment until it is read). */
    Optional<Item> beforeImage();

    /** The item as the write leaves it; empty for a delete (and a credit adjustment, whose result DynamoDB computes). */
    Optional<Item> afterImage();

    /** Every attribute that changes, in item order, what the console derives (keys, version, stamps) marked. */
    default List<AttributeChange> changes() {
        return AttributeChange.between(
                entity(), beforeImage().orElse(Item.empty()), afterImage().orElse(Item.empty()));
    }

    @Override
    ItemWrite inverse(Stamp stamp);

    /** The entity and key in words, e.g. "License PK=ACCOUNT#a1, SK=LICENSE#l1". */
    default String what() {
        return entity().name() + " " + key().describe();
    }
}
