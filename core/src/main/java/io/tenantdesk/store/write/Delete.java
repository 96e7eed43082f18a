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
 * Deletes a loaded item, only if it is still as loaded.
 *
 * @param before the item as the user loaded it
 */
public record Delete(EntityDef entity, Item before, boolean revert) implements ItemWrite {

    public Delete {
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(before, "before");
    }

    public static Delete of(EntityDef entity, Item before) {
        return new Delete(entity, before, false);
    }

    @Override
    public Kind kind() {
        return Kind.DELETE;
    }

    @Override
    public PrimaryKey key() {
        return PrimaryKey.of(entity.table(), before);
    }

    @Override
    public Optional<Item> beforeImage() {
        return Optional.of(before);
    }

    @Override
    public Optional<Item> afterImage() {
        return Optional.empty();
    }

    @Override
    public List<Violation> violations() {
        return List.of();
    }

    @Override
    public String describe() {
        return "delete of " + what();
    }

    @Override
    public String question() {
        return "Delete this " + EntityNames.inSentence(entity) + "?";
    }

    @Override
    public String verb() {
        return "Delete";
    }

    /** Puts the item back exactly as it was, only if no item has its key again. */
    @Override
    public Create inverse(Stamp stamp) {
        return new Create(entity, before, List.of(), true);
    }
}
