package io.tenantdesk.store.write;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.validation.Violation;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Changes an item's primary key: a conditional create of the item under its new key (only if no item has it)
 * plus a conditional delete of the old item (only if it is still as loaded), journalled as one change that
 * reverts as one. Atomic where the server has transactions; otherwise the create is sent first and the delete
 * second, each step recorded, so an interrupted move shows in the journal and can be finished or undone.
 *
 * @param before the item as the user loaded it, under its old key
 * @param after  the item as it will be under its new key, version and stamps included
 */
public record Move(EntityDef entity, Item before, Item after, List<Violation> violations, boolean revert)
        implements ItemWrite {

    public Move {
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(after, "after");
        violations = List.copyOf(violations);
        if (PrimaryKey.find(entity.table(), before).equals(PrimaryKey.find(entity.table(), after))) {
            throw new IllegalArgumentException("a move changes the primary key; this one keeps "
                    + PrimaryKey.find(entity.table(), before)
                            .map(PrimaryKey::describe)
                            .orElse("none"));
        }
    }

    public static Move of(EntityDef entity, Item before, Item after, List<Violation> violations) {
        return new Move(entity, before, after, violations, false);
    }

    @Override
    public Kind kind() {
        return Kind.MOVE;
    }

    /** The old key. */
    @Override
    public PrimaryKey key() {
        return PrimaryKey.of(entity.table(), before);
    }

    /** The new key. */
    public PrimaryKey to() {
        return PrimaryKey.of(entity.table(), after);
    }

    @Override
    public Optional<Item> beforeImage() {
        return Optional.of(before);
    }

    @Override
    public Optional<Item> afterImage() {
        return Optional.of(after);
    }

    /** The first step: the item under its new key, only if no item has that key. */
    public Create creation() {
        return new Create(entity, after, violations, revert);
    }

    /** The second step: the item under its old key, only if it is still as loaded. */
    public Delete removal() {
        return new Delete(entity, before, revert);
    }

    @Override
    public String describe() {
        return "move of " + what() + " to " + to().describe();
    }

    @Override
    public String question() {
        return "Move this " + EntityNames.inSentence(entity) + " from " + key().describe() + " to " + to().describe()
                + "?";
    }

    @Override
    public String verb() {
        return "Move";
    }

    /** Moves the item back to its old key as it was, only if it is still exactly as this move left it. */
    @Override
    public Move inverse(Stamp stamp) {
        return new Move(entity, after, stamp.updated(entity, after, before), List.of(), true);
    }
}
