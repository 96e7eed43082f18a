package io.tenantdesk.journal;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.RecordedWrite;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.store.write.Create;
import io.tenantdesk.store.write.CreditAdjustment;
import io.tenantdesk.store.write.Delete;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Move;
import io.tenantdesk.store.write.Update;
import io.tenantdesk.store.write.Write;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * Reads a journal entry back into the typed write it recorded, against the platform it was made on, for
 * reverting it. The item a write left is taken as DynamoDB returned it when the journal has that, else as
 * planned, so a revert is guarded on the item exactly as the write left it.
 */
public final class WriteResolver {

    private final PlatformDescriptor platform;
    private final BiFunction<String, Item, EntityRow> rows;

    /** @param rows classifies an item of a logical table (the store's {@code rowOf}), for old entries' tenant ids */
    public WriteResolver(PlatformDescriptor platform, BiFunction<String, Item, EntityRow> rows) {
        this.platform = platform;
        this.rows = rows;
    }

    /**
     * The write the entry recorded.
     *
     * @throws IllegalArgumentException saying why the entry cannot be read as a write of this platform
     */
    public Write resolve(WriteRecord entry) {
        if (!platform.id().equals(entry.provenance().platform())) {
            throw new IllegalArgumentException(
                    "the entry belongs to platform " + entry.provenance().platform() + ", not " + platform.id());
        }
        return resolve(entry.write(), entry.after().orElse(null));
    }

    private Write resolve(RecordedWrite w, Item left) {
        String operation = w.operation() == null ? "" : w.operation();
        boolean revert = operation.startsWith("REVERT_");
        String kind = revert ? operation.substring("REVERT_".length()) : operation;
        if (kind.equals("BATCH")) {
            List<ItemWrite> writes = new ArrayList<>();
            for (RecordedWrite part : w.writes()) {
                if (!(resolve(part, part.after()) instanceof ItemWrite item)) {
                    throw new IllegalArgumentException(
                            "a batch holds item writes only, not `" + part.operation() + "`");
                }
                writes.add(item);
            }
            return new Batch(w.batch(), writes, revert);
        }
        // A revert's name is the kind it took back: REVERT_CREATE was a delete, REVERT_DELETE a create.
        String made = !revert ? kind : kind.equals("CREATE") ? "DELETE" : kind.equals("DELETE") ? "CREATE" : kind;
        if (!List.of("CREATE", "UPDATE", "DELETE", "MOVE", "CREDIT").contains(made)) {
            throw new IllegalArgumentException("unknown operation `" + operation + "`");
        }
        EntityDef entity = Optional.ofNullable(w.entity())
                .flatMap(platform::entity)
                .or(() -> unrecognised(w))
                .orElseThrow(() ->
                        new IllegalArgumentException("platform " + platform.id() + " has no entity " + w.entity()));
        return switch (made) {
            case "CREATE" -> new Create(entity, required(left, "the item created"), List.of(), revert);
            case "UPDATE" ->
                new Update(
                        entity,
                        required(w.before(), "the item before"),
                        required(left, "the item after"),
                        List.of(),
                        revert);
            case "DELETE" -> new Delete(entity, required(w.before(), "the item deleted"), revert);
            case "MOVE" ->
                new Move(
                        entity,
                        required(w.before(), "the item before"),
                        required(left, "the item after"),
                        List.of(),
                        revert);
            case "CREDIT" ->
                new CreditAdjustment(
                        entity,
                        tenantOf(w, entity),
                        required(w.key(), "the key"),
                        required(w.amount(), "the amount"),
                        w.before(),
                        revert);
            default -> throw new IllegalArgumentException("unknown operation `" + operation + "`");
        };
    }

    /** The stand-in an item no entity recognised was written as (deleted, or moved to a key an entity knows). */
    private Optional<EntityDef> unrecognised(RecordedWrite w) {
        return EntityDef.UNRECOGNISED.equals(w.entity()) && w.table() != null
                ? platform.table(w.table()).map(EntityDef::unrecognised)
                : Optional.empty();
    }

    /** The tenant of a credit adjustment: recorded since the typed writes, else read from the item's keys. */
    private String tenantOf(RecordedWrite w, EntityDef entity) {
        if (w.tenant() != null) {
            return w.tenant();
        }
        Optional<Item> item = w.beforeIfAny();
        return item.flatMap(i -> rows.apply(w.table(), i).text(entity.tenantIdField()))
                .orElseThrow(() -> new IllegalArgumentException("the entry does not show which tenant it adjusted"));
    }

    private static <T> T required(T value, String what) {
        if (value == null) {
            throw new IllegalArgumentException("the entry does not record " + what);
        }
        return value;
    }
}
