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
 * Changes a loaded item in place, only if it is still as loaded (at the version loaded or, without a version,
 * holding the values loaded). Its primary key stays: changing a key is a {@link Move}.
 *
 * @param before the item as the user loaded it
 * @param after  the item as it will be, re-rendered index keys, version and stamps included
 */
public record Update(EntityDef entity, Item before, Item after, List<Violation> violations, boolean revert)
        implements ItemWrite {

    public Update {
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(after, "after");
        violations = List.copyOf(violations);
    }

    public static Update of(EntityDef entity, Item before, Item after, List<Violation> violations) {
        return new Update(entity, before, after, violations, false);
    }

    @Override
    public Kind kind() {
        return Kind.UPDATE;
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
        return Optional.of(after);
    }

    @Override
    public String describe() {
        return "update of " + what();
    }

    @Override
    public String question() {
        return "Save these changes to the " + EntityNames.inSentence(entity) + "?";
    }

    @Override
    public String verb() {
        return "Save";
    }

    /** Puts the item back as it was before, only if it is still exactly as this update left it. */
    @Override
    public Update inverse(Stamp stamp) {
        return new Update(entity, after, stamp.updated(entity, after, before), List.of(), true);
    }
}
