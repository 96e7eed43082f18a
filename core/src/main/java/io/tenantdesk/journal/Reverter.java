package io.tenantdesk.journal;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.BulkPlan;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.WriteResult;
import io.tenantdesk.store.write.Delete;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.MoveStep;
import io.tenantdesk.store.write.Stamp;
import io.tenantdesk.store.write.Write;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Takes back a recorded write through the store's one door: the write's {@linkplain Write#inverse inverse} is
 * conditional on the item being exactly as the write left it (an edit is undone only if the item is unchanged
 * since, a create only if the item is as created, a delete only if no item has its key again); otherwise it
 * is a conflict and nothing is written. A credit adjustment is taken back by the opposite adjustment, which
 * the floor still guards. The revert is itself journalled.
 *
 * <p>A move interrupted half-way (created under its new key, not deleted under its old one) is undone by deleting
 * the item under its new key, or finished by deleting it under its old key, each only if the item there is still
 * as the move left it; the move's own entry then records how it was settled.
 */
public final class Reverter {

    private final EntityStore store;
    private final ChangeRecord record;
    private final WriteResolver writes;

    /**
     * @param record where the store records its writes: an interrupted move's entry is closed there once settled, and
     *               the secrets its entries hold as digests are checked
     */
    public Reverter(EntityStore store, ChangeRecord record) {
        this.store = store;
        this.record = record;
        this.writes = new WriteResolver(store.platform(), store::rowOf);
    }

    /**
     * The write that would take the entry back, as it would be sent now: for the confirmation dialog.
     *
     * @throws StoreException REFUSED, saying why, when the entry cannot be reverted here
     */
    public ItemWrite plan(WriteRecord entry) {
        if (entry.interruptedMove()) {
            return undoMove(inClear(entry, entry.write().after()));
        }
        return recorded(entry).inverse(store.stamp());
    }

    public WriteResult revert(WriteRecord entry, String reason) {
        if (entry.interruptedMove()) {
            WriteResult undone = store.apply(
                    undoMove(inClear(entry, entry.write().after())), because(reason, "undo of move", entry));
            settle(
                    entry,
                    MoveStep.TAKEN_BACK,
                    entry.describeNewKey(),
                    WriteOutcome.Status.FAILED,
                    null,
                    "undone from the change journal: the item is only under its old key");
            return undone;
        }
        return store.revert(recorded(entry), because(reason, "revert of", entry));
    }

    /**
     * Takes back a batch as a new batch: every item the batch wrote gets its inverse, conditional on the item still
     * being as the batch left it (one changed since is a conflict when sent, and left as it is); the items the batch
     * did not write (conflicts, failures, never sent) are left out, each with why.
     *
     * @param entries the batch's entries, as the journal holds them (any order); all of one batch
     */
    public BulkPlan planBatchRevert(List<WriteRecord> entries) {
        List<ItemWrite> inverses = new ArrayList<>();
        List<BulkPlan.Skipped> skipped = new ArrayList<>();
        Stamp stamp = store.stamp();
        for (WriteRecord entry : entries) {
            if (entry.write().batch() == null
                    || !entry.write().batch().equals(entries.get(0).write().batch())) {
                throw new StoreException(StoreException.Kind.REFUSED, "The entries are not all of one batch.", null);
            }
            if (!entry.applied()) {
                Item item = entry.before().or(entry::after).orElse(Item.empty());
                skipped.add(new BulkPlan.Skipped(
                        store.rowOf(entry.write().table(), item),
                        "not written by the batch (" + entry.outcomeWords() + ")"));
                continue;
            }
            try {
                if (!entry.write().isBatch()) {
                    inverses.add(recorded(entry).inverse(stamp));
                }
            } catch (StoreException refused) {
                Item item = entry.after().or(entry::before).orElse(Item.empty());
                skipped.add(new BulkPlan.Skipped(store.rowOf(entry.write().table(), item), refused.getMessage()));
            }
        }
        Collections.reverse(inverses);
        return new BulkPlan("Revert batch", inverses, skipped);
    }

    /**
     * The write that would finish a move interrupted half-way: a delete of the item under its old key, only if it is
     * still exactly as it was loaded for the move.
     *
     * @throws StoreException REFUSED when the entry is not an interrupted move of this platform
     */
    public Delete planFinish(WriteRecord entry) {
        if (!entry.interruptedMove() || entry.status() == WriteOutcome.Status.NOT_APPLIED_SO_FAR) {
            throw new StoreException(
                    StoreException.Kind.REFUSED,
                    "Only a move interrupted half-way can be finished; this " + "entry is: " + entry.outcomeWords()
                            + ".",
                    null);
        }
        return new Delete(
                entityOf(entry), inClear(entry, entry.write().before()).write().before(), false);
    }

    public WriteResult finishMove(WriteRecord entry, String reason) {
        WriteResult finished = store.apply(planFinish(entry), because(reason, "finish of move", entry));
        settle(
                entry,
                MoveStep.DELETED_OLD,
                entry.describeKey(),
                WriteOutcome.Status.SUCCEEDED,
                entry.write().after(),
                "finished from the change journal: the item is only under its new key");
        return finished;
    }

    private Delete undoMove(WriteRecord entry) {
        return new Delete(entityOf(entry), entry.write().after(), true);
    }

    private ItemWrite recorded(WriteRecord entry) {
        if (!entry.applied()) {
            throw new StoreException(
                    StoreException.Kind.REFUSED,
                    "Only writes that were applied can be reverted; this one "
                            + (entry.outcomeUnknown()
                                    ? "may or may not have been: " + entry.outcomeWords() + "."
                                    : "was not."),
                    null);
        }
        requireThisPlatform(entry);
        WriteRecord clear =
                inClear(entry, (entry.made().equals("DELETE") ? entry.before() : entry.after()).orElse(null));
        Write write;
        try {
            write = writes.resolve(clear);
        } catch (IllegalArgumentException e) {
            throw new StoreException(
                    StoreException.Kind.REFUSED, "This entry cannot be reverted: " + e.getMessage() + ".", e);
        }
        if (!(write instanceof ItemWrite item)) {
            throw new StoreException(StoreException.Kind.REFUSED, "A batch is not reverted from here.", null);
        }
        return item;
    }

    /** Records on the interrupted move's own entry how it was settled, so it no longer shows as interrupted. */
    private void settle(
            WriteRecord entry, MoveStep step, String key, WriteOutcome.Status status, Item after, String how) {
        Instant now = store.stamp().at();
        record.step(entry, new WriteRecord.Step(step.about(key), WriteOutcome.Status.SUCCEEDED, now, how));
        record.complete(entry.completed(new WriteOutcome(status, now, after, how)));
    }

    /**
     * The entry with the secrets it holds as digests in clear, taken from the item as it is now under the key of
     * {@code at} (one of its images).
     *
     * @throws StoreException REFUSED, saying so, when the item there no longer holds each of them: the write changed
     *                        or removed a secret, whose old value the record never held, or the item changed since
     */
    private WriteRecord inClear(WriteRecord entry, Item at) {
        java.util.Set<String> secrets = SecretMask.maskedSecrets(entry);
        if (secrets.isEmpty()) {
            return entry;
        }
        EntityDef entity = entityOf(entry);
        if (!record.secrets().checks(entry)) {
            throw new StoreException(StoreException.Kind.REFUSED, SecretMask.recordedElsewhere(entry), null);
        }
        Optional<Item> now = at == null || SecretMask.keyMasked(entry)
                ? Optional.empty()
                : store.reload(store.rowOf(entity.table().name(), at)).map(io.tenantdesk.store.EntityRow::item);
        return record.secrets()
                .inClear(entry, now)
                .orElseThrow(() -> new StoreException(
                        StoreException.Kind.REFUSED,
                        "This change touched a secret (" + String.join(", ", secrets)
                                + ") that the change record keeps only as "
                                + "a digest, and the item no longer holds it, so it cannot be reverted.",
                        null));
    }

    private void requireThisPlatform(WriteRecord entry) {
        if (!entry.provenance().platform().equals(store.platform().id())) {
            throw new StoreException(
                    StoreException.Kind.REFUSED,
                    "This entry belongs to platform " + entry.provenance().platform() + ", not "
                            + store.platform().id() + ".",
                    null);
        }
        if (!WriteRecord.Provenance.of(store.connection(), store.platform().id())
                .sameData(entry.provenance())) {
            throw new StoreException(
                    StoreException.Kind.REFUSED,
                    "This entry was made on " + entry.provenance().where() + ", not on this connection's data.",
                    null);
        }
    }

    private EntityDef entityOf(WriteRecord entry) {
        requireThisPlatform(entry);
        return Optional.ofNullable(entry.write().entity())
                .flatMap(store.platform()::entity)
                .orElseThrow(() -> new StoreException(
                        StoreException.Kind.REFUSED,
                        "Platform " + store.platform().id() + " has no entity "
                                + entry.write().entity() + ".",
                        null));
    }

    private static String because(String reason, String what, WriteRecord entry) {
        return reason == null || reason.isBlank()
                ? what + " " + entry.id()
                : reason + " (" + what + " " + entry.id() + ")";
    }
}
