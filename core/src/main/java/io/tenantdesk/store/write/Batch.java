package io.tenantdesk.store.write;

import io.tenantdesk.schema.validation.Violation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * Many item writes made as one correction, under one batch id and one reason: each stays conditional on its
 * own item, so a batch has an outcome per item (written, conflict, refused, failed) rather than all or
 * nothing. It is journalled as one entry and reverts as one, each item only where it is still as the batch
 * left it.
 *
 * @param id the batch id every item's journal record carries
 */
public record Batch(String id, List<ItemWrite> writes, boolean revert) implements Write {

    public Batch {
        Objects.requireNonNull(id, "id");
        writes = List.copyOf(writes);
        if (writes.isEmpty()) {
            throw new IllegalArgumentException("a batch needs at least one write");
        }
    }

    /** A new batch with a fresh id. */
    public static Batch of(List<? extends ItemWrite> writes) {
        return new Batch(UUID.randomUUID().toString(), List.copyOf(writes), false);
    }

    @Override
    public Kind kind() {
        return Kind.BATCH;
    }

    @Override
    public String describe() {
        return "batch of " + writes.size() + (writes.size() == 1 ? " write" : " writes") + " (" + id + ")";
    }

    @Override
    public String question() {
        return "Apply these " + writes.size() + (writes.size() == 1 ? " change?" : " changes?");
    }

    @Override
    public String verb() {
        return "Apply";
    }

    /** Every item's violations, each prefixed by the item it concerns. */
    @Override
    public List<Violation> violations() {
        List<Violation> all = new ArrayList<>();
        for (ItemWrite write : writes) {
            write.violations()
                    .forEach(v -> all.add(new Violation(v.attribute(), v.rule(), write.what() + ": " + v.message())));
        }
        return all;
    }

    /** A new batch of every item's inverse, in reverse order. */
    @Override
    public Batch inverse(Stamp stamp) {
        List<ItemWrite> inverses = new ArrayList<>();
        writes.forEach(w -> inverses.add(w.inverse(stamp)));
        Collections.reverse(inverses);
        return new Batch(UUID.randomUUID().toString(), inverses, true);
    }
}
