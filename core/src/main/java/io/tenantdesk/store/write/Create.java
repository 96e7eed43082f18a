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
 * Puts a new item, only if no item has its key.
 *
 * @param after the item as it will be written, stamps and version included
 */
public record Create(EntityDef entity, Item after, List<Violation> violations, boolean revert) implements ItemWrite {

    public Create {
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(after, "after");
        violations = List.copyOf(violations);
    }

    public static Create of(EntityDef entity, Item after, List<Violation> violations) {
        return new Create(entity, after, violations, false);
    }

    @Override
    public Kind kind() {
        return Kind.CREATE;
    }

    @Override
    public PrimaryKey key() {
        return PrimaryKey.of(entity.table(), after);
    }

    @Override
    public Optional<Item> beforeImage() {
        return Optional.empty();
    }

    @Override
    public Optional<Item> afterImage() {
        return Optional.of(after);
    }

    @Override
    public String describe() {
        return "create of " + what();
    }

    @Override
    public String question() {
        return "Create this " + EntityNames.inSentence(entity) + "?";
    }

    @Override
    public String verb() {
        return "Create";
    }

    /** Deletes the item, only if it is still exactly as created. */
    @Override
    public Delete inverse(Stamp stamp) {
        return new Delete(entity, after, true);
    }
}
