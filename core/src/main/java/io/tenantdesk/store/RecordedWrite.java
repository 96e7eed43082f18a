package io.tenantdesk.store;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.store.write.CreditAdjustment;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Write;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The planned write of a {@link WriteRecord}, independent of any platform's descriptor (a record outlives the
 * descriptors it was made with): its kind, entity, key, the item before and after, and for a credit adjustment its
 * amount. Read back into a typed {@link Write} against the platform it belongs to.
 *
 * A write read back from a line holds its images as the line's text, decoded once when first asked for.
 */
public final class RecordedWrite {

    private final String operation;
    private final String entity;
    private final String table;
    private final PrimaryKey key;
    private final RecordedImage before;
    private final RecordedImage after;
    private final BigDecimal amount;
    private final String tenant;
    private final String batch;
    private final List<RecordedWrite> writes;
    private final Set<String> secrets;

    /**
     * @param operation the write's {@linkplain Write#operation() journal name}, e.g. {@code UPDATE} or {@code REVERT_CREATE}
     * @param entity    the entity's name; null for a batch
     * @param table     the logical table; null for a batch
     * @param key       the key the write was conditional on (a move's old key); null for a batch
     * @param before    the item as loaded (for a credit adjustment, as read just before); none for a create
     * @param after     the item as planned; none for a delete and a credit adjustment
     * @param amount    a credit adjustment's amount; null otherwise
     * @param tenant    the tenant id the write concerns, when the store knew it (always for a credit adjustment; not in
     *                  lines older than this field)
     * @param batch     a batch's id, for a batch and for an item write sent as one item of a batch; null otherwise (and in
     *                  lines older than batches)
     * @param writes    a batch's item writes; empty otherwise
     * @param secrets   the attributes the descriptor marks secret; empty for a write read back from a record, whose
     *                  images hold them masked already
     */
    public RecordedWrite(
            String operation,
            String entity,
            String table,
            PrimaryKey key,
            RecordedImage before,
            RecordedImage after,
            BigDecimal amount,
            String tenant,
            String batch,
            List<RecordedWrite> writes,
            Set<String> secrets) {
        this.operation = operation;
        this.entity = entity;
        this.table = table;
        this.key = key;
        this.before = before;
        this.after = after;
        this.amount = amount;
        this.tenant = tenant;
        this.batch = batch;
        this.writes = List.copyOf(writes);
        this.secrets = Set.copyOf(secrets);
    }

    /** A whole batch: its id and its item writes. */
    public static RecordedWrite batch(String operation, String tenant, String batchId, List<RecordedWrite> writes) {
        return new RecordedWrite(
                operation,
                null,
                null,
                null,
                RecordedImage.of(null),
                RecordedImage.of(null),
                null,
                tenant,
                batchId,
                writes,
                Set.of());
    }

    /** How a write is recorded. */
    public static RecordedWrite of(Write write) {
        return of(write, null);
    }

    /** How a write is recorded, with the tenant the store found it concerns (a credit adjustment knows its own). */
    public static RecordedWrite of(Write write, String tenant) {
        return of(write, tenant, null);
    }

    /** How a write is recorded, sent as one item of the batch {@code batch} (null for a write of its own). */
    public static RecordedWrite of(Write write, String tenant, String batchId) {
        if (write instanceof Batch whole) {
            return batch(
                    whole.operation(),
                    null,
                    whole.id(),
                    whole.writes().stream().map(RecordedWrite::of).toList());
        }
        ItemWrite item = (ItemWrite) write;
        CreditAdjustment credit = item instanceof CreditAdjustment c ? c : null;
        Set<String> secrets = new LinkedHashSet<>();
        item.entity().attributes().values().stream()
                .filter(AttributeSpec::secret)
                .forEach(a -> secrets.add(a.name()));
        return new RecordedWrite(
                item.operation(),
                item.entity().name(),
                item.entity().table().name(),
                item.key(),
                RecordedImage.of(item.beforeImage().orElse(null)),
                RecordedImage.of(item.afterImage().orElse(null)),
                credit == null ? null : credit.amount(),
                credit == null ? tenant : credit.tenantId(),
                batchId,
                List.of(),
                secrets);
    }

    /** True for a whole batch (its item writes are listed); false for an item write, in a batch or not. */
    public boolean isBatch() {
        return key == null && batch != null;
    }

    /** The same write with its images (and a batch's writes' images) passed through {@code images}. */
    public RecordedWrite masked(UnaryOperator<Item> images) {
        return new RecordedWrite(
                operation,
                entity,
                table,
                key == null
                        ? null
                        : PrimaryKey.fromAttributes(images.apply(key.asItem()).attributes()),
                RecordedImage.of(before() == null ? null : images.apply(before())),
                RecordedImage.of(after() == null ? null : images.apply(after())),
                amount,
                tenant,
                batch,
                writes.stream().map(w -> w.masked(images)).toList(),
                secrets);
    }

    /**
     * The attributes the descriptor marks secret, of this write's entity and of each of a batch's writes: a record
     * keeps their values masked. Empty for a write read back, whose images hold them masked already.
     */
    public Set<String> secrets() {
        Set<String> all = new LinkedHashSet<>(secrets);
        writes.forEach(w -> all.addAll(w.secrets()));
        return all;
    }

    /** A move's new key: its key's attributes as the item after holds them; empty for any other write. */
    public Optional<PrimaryKey> newKey() {
        if (operation == null || !operation.endsWith("MOVE") || key == null || after() == null) {
            return Optional.empty();
        }
        Map<String, Value> newKey = new LinkedHashMap<>();
        key.asItem().names().forEach(name -> after().get(name).ifPresent(v -> newKey.put(name, v)));
        return newKey.isEmpty() ? Optional.empty() : Optional.of(PrimaryKey.fromAttributes(newKey));
    }

    public Optional<Item> beforeIfAny() {
        return Optional.ofNullable(before());
    }

    public Optional<Item> afterIfAny() {
        return Optional.ofNullable(after());
    }

    /** The recorded key in words, e.g. {@code PK=ACCOUNT#a1, SK=LICENSE#l1}; a batch says how many writes it holds. */
    public String describeKey() {
        if (key != null) {
            return key.describe();
        }
        return batch == null ? "" : writes.size() + (writes.size() == 1 ? " item" : " items");
    }

    public String operation() {
        return operation;
    }

    public String entity() {
        return entity;
    }

    public String table() {
        return table;
    }

    public PrimaryKey key() {
        return key;
    }

    public Item before() {
        return before.item();
    }

    public Item after() {
        return after.item();
    }

    public BigDecimal amount() {
        return amount;
    }

    public String tenant() {
        return tenant;
    }

    public String batch() {
        return batch;
    }

    public List<RecordedWrite> writes() {
        return writes;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RecordedWrite w
                && Objects.equals(operation, w.operation)
                && Objects.equals(entity, w.entity)
                && Objects.equals(table, w.table)
                && Objects.equals(key, w.key)
                && Objects.equals(before(), w.before())
                && Objects.equals(after(), w.after())
                && Objects.equals(amount, w.amount)
                && Objects.equals(tenant, w.tenant)
                && Objects.equals(batch, w.batch)
                && writes.equals(w.writes);
    }

    @Override
    public int hashCode() {
        return Objects.hash(operation, entity, table, key, before(), after(), amount, tenant, batch, writes);
    }

    @Override
    public String toString() {
        return "RecordedWrite[operation=" + operation + ", entity=" + entity + ", table=" + table + ", key=" + key
                + ", before=" + before() + ", after=" + after() + ", amount=" + amount + ", tenant=" + tenant
                + ", batch=" + batch + ", writes=" + writes + "]";
    }
}
