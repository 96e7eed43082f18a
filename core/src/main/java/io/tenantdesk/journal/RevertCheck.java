package io.tenantdesk.journal;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.RecordedWrite;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.AttributeChange;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a journal entry can be reverted now, and if not why, in words: it wrote nothing, it belongs to another
 * platform, it changed a secret the record keeps only as a digest, it was already reverted, or the item changed
 * since. Secrets the record holds as digests are checked against the item as it is now.
 * Reads the item as it is now (strongly consistent), so it runs off the UI thread.
 */
public final class RevertCheck {

    /** The answer: {@code possible}, or {@code why} not. */
    public record Verdict(boolean possible, String why) {
        static Verdict yes() {
            return new Verdict(true, "");
        }

        static Verdict no(String why) {
            return new Verdict(false, why);
        }
    }

    private final EntityStore store;
    private final ChangeRecord record;

    /** @param record the record the entries come from: it checks the secrets they hold as digests */
    public RevertCheck(EntityStore store, ChangeRecord record) {
        this.store = store;
        this.record = record;
    }

    public Verdict check(WriteRecord entry) {
        String platform = entry.provenance().platform();
        if (platform == null || !platform.equals(store.platform().id())) {
            return Verdict.no("It was made on platform " + platform + "; switch to it to revert.");
        }
        if (!WriteRecord.Provenance.of(store.connection(), platform).sameData(entry.provenance())) {
            return Verdict.no("It was made on " + entry.provenance().where() + "; connect there to revert it.");
        }
        if (entry.wroteNothing()) {
            return Verdict.no("This attempt wrote nothing, so there is nothing to take back.");
        }
        if (entry.status() == WriteOutcome.Status.NOT_APPLIED_SO_FAR) {
            return Verdict.no("Not applied so far: a delayed request could still arrive, and the console checks"
                    + " again; it can be taken back once its outcome is settled.");
        }
        if (!entry.isRevertible()) {
            return Verdict.no("Whether it was written is unknown; open the item to see it as it is now.");
        }
        RecordedWrite write = entry.write();
        Optional<EntityDef> entity = Optional.ofNullable(write.entity()).flatMap(store.platform()::entity);
        if (entry.made().equals("BATCH") || entity.isEmpty()) {
            return Verdict.no("A batch is not reverted from here.");
        }
        if (SecretMask.keyMasked(entry)) {
            return Verdict.no("Its key holds a secret (" + String.join(", ", SecretMask.maskedSecrets(entry))
                    + "), which the change "
                    + "record keeps only as a digest, never in clear, so it cannot be reverted.");
        }
        if (entry.made().equals("CREDIT")) {
            return Verdict.yes();
        }
        if (!record.secrets().checks(entry)) {
            return Verdict.no(SecretMask.recordedElsewhere(entry));
        }
        boolean deleted = entry.made().equals("DELETE");
        Optional<Item> left = deleted ? entry.before() : entry.after();
        if (left.isEmpty() || left.get().size() == 0) {
            return Verdict.no("The journal does not show what the write left.");
        }
        Optional<Item> now = store.reload(store.rowOf(entity.get().table().name(), left.get()))
                .map(EntityRow::item);
        Set<String> secrets = SecretMask.maskedSecrets(entry);
        Optional<WriteRecord> clear =
                secrets.isEmpty() ? Optional.of(entry) : record.secrets().inClear(entry, now);
        if (clear.isEmpty()) {
            return secretVerdict(entity.get(), entry, now, secrets, deleted);
        }
        Item before = clear.get().before().orElse(Item.empty());
        Item after = clear.get().after().orElse(Item.empty());
        if (entry.made().equals("MOVE") && now.isEmpty() && movedBack(entity.get(), before)) {
            return Verdict.no("Already reverted: the item is back under its old key.");
        }
        return deleted ? deleted(entity.get(), before, now) : written(entity.get(), before, after, now);
    }

    /**
     * Why an entry whose secrets cannot all be put back in clear is not revertible: the item it left is gone or has
     * changed since (its secret included), or the write itself changed or removed a secret, whose old value the
     * record never held.
     */
    private Verdict secretVerdict(
            EntityDef entity, WriteRecord entry, Optional<Item> now, Set<String> secrets, boolean deleted) {
        if (!deleted) {
            if (now.isEmpty()) {
                return written(
                        entity,
                        entry.before().orElse(Item.empty()),
                        entry.after().orElse(Item.empty()),
                        now);
            }
            Optional<Item> back =
                    entry.before().flatMap(before -> record.secrets().restore(before, now));
            if (back.isPresent() && same(entity, back.get(), now.get())) {
                return Verdict.no("Already reverted: the item is as it was before this change.");
            }
            Optional<Item> left =
                    entry.after().flatMap(after -> record.secrets().restore(after, now));
            if (left.isEmpty()
                    || !AttributeChange.between(entity, left.get(), now.get()).isEmpty()) {
                return Verdict.no("The item has changed since this write; reverting would overwrite that change.");
            }
        } else if (now.isPresent()) {
            return Verdict.no("An item with this key exists again.");
        }
        return Verdict.no("It " + (deleted ? "deleted" : "changed") + " a secret (" + String.join(", ", secrets)
                + "), which the change record keeps only as a digest, never in clear, so it cannot be reverted.");
    }

    /** The write left {@code after} (under its own key): it may be taken back while the item is still so. */
    private Verdict written(EntityDef entity, Item before, Item after, Optional<Item> now) {
        if (now.isEmpty()) {
            return Verdict.no(
                    before.size() == 0
                            ? "Already reverted: the item it created is gone."
                            : "The item has been deleted since.");
        }
        if (AttributeChange.between(entity, after, now.get()).isEmpty()) {
            return Verdict.yes();
        }
        if (before.size() > 0 && same(entity, before, now.get())) {
            return Verdict.no("Already reverted: the item is as it was before this change.");
        }
        return Verdict.no("The item has changed since this write; reverting would overwrite that change.");
    }

    /** A delete may be taken back while no item has the key again. */
    private Verdict deleted(EntityDef entity, Item before, Optional<Item> now) {
        if (now.isEmpty()) {
            return Verdict.yes();
        }
        return Verdict.no(
                same(entity, before, now.get())
                        ? "Already reverted: the item is back."
                        : "An item with this key exists again.");
    }

    /** True when the item a move took from its old key is there again, as it was. */
    private boolean movedBack(EntityDef entity, Item before) {
        return before.size() > 0
                && store.reload(store.rowOf(entity.table().name(), before))
                        .map(back -> same(entity, before, back.item()))
                        .orElse(false);
    }

    /** True when the two differ only in what the console derives (version, stamps): the same data. */
    private static boolean same(EntityDef entity, Item a, Item b) {
        return AttributeChange.between(entity, a, b).stream().allMatch(AttributeChange::derived);
    }
}
