package io.tenantdesk.store;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.store.write.ItemWrite;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Sends a batch's writes one by one through its own door (so each is journalled under the batch's id), each
 * conditional on its own item; one item's failure never stops the others, and a cancel stops before the next item.
 * Creates, updates and deletes are recorded a group at a time: the group's intents made durable together before the
 * first of them is sent, their outcomes together after the last (an interruption between leaves intents without an
 * outcome, which the journal shows as unknown).
 */
final class BatchRun {

    /** Items changed are told to the views in groups of this many, so a large batch does not flood them. */
    private static final int TELL_EVERY = 50;
    /**
     * Items recorded as about to be sent with one forced append, and whose outcomes are recorded with one more: what
     * a batch pays the disk is two forces per group, not per item.
     */
    private static final int GROUP = 50;

    private static final String CANCELLED = "The batch was cancelled before this item; nothing was written.";

    private final WriteDoor door;
    private final Consumer<List<ItemChange>> changed;

    BatchRun(WriteDoor door, Consumer<List<ItemChange>> changed) {
        this.door = door;
        this.changed = changed;
    }

    BatchOutcome run(Batch batch, String reason, BatchProgress progress, CancelToken cancel) {
        List<ItemWrite> writes = batch.writes();
        Outcomes outcomes = new Outcomes(writes, progress);
        List<ItemChange> untold = new ArrayList<>();
        int next = 0;
        while (next < writes.size() && !cancel.isCancelled()) {
            if (!WriteDoor.inOneRequest(writes.get(next))) {
                outcomes.set(next, send(writes.get(next), reason, untold));
                door.recordOutcomes();
                next++;
            } else {
                next = sendGroup(writes, next, reason, outcomes, untold, cancel);
            }
            if (untold.size() >= TELL_EVERY) {
                tell(untold);
            }
        }
        tell(untold);
        return outcomes.done(batch);
    }

    /**
     * Sends the writes of one request from {@code from} on, up to a group's size: their intents recorded together
     * (one forced append) before the first is sent, their outcomes recorded together after the last; a cancel stops
     * between items, and the intents of items it left unsent are recorded as not sent.
     *
     * @return where the next group starts
     */
    private int sendGroup(
            List<ItemWrite> writes,
            int from,
            String reason,
            Outcomes outcomes,
            List<ItemChange> untold,
            CancelToken cancel) {
        List<WriteDoor.Prepared> group = new ArrayList<>();
        List<Integer> positions = new ArrayList<>();
        int at = from;
        for (; at < writes.size() && group.size() < GROUP && WriteDoor.inOneRequest(writes.get(at)); at++) {
            try {
                group.add(door.prepare(writes.get(at), reason));
                positions.add(at);
            } catch (StoreException refused) {
                outcomes.set(at, failed(writes.get(at), refused));
            }
        }
        if (group.isEmpty()) {
            return at;
        }
        try {
            door.begin(group);
        } catch (StoreException refused) {
            positions.forEach(i -> outcomes.set(i, failed(writes.get(i), refused)));
            return at;
        }
        try {
            for (int i = 0; i < group.size(); i++) {
                if (cancel.isCancelled()) {
                    group.subList(i, group.size()).forEach(p -> door.notSent(p, CANCELLED));
                    return at;
                }
                outcomes.set(positions.get(i), send(group.get(i), untold));
            }
            return at;
        } finally {
            door.recordOutcomes();
        }
    }

    private BatchOutcome.ItemOutcome send(WriteDoor.Prepared prepared, List<ItemChange> untold) {
        try {
            WriteResult result = door.sendBegun(prepared);
            untold.addAll(ItemChange.of(result));
            return new BatchOutcome.ItemOutcome(prepared.write(), BatchOutcome.Status.WRITTEN, "", result.item());
        } catch (StoreException e) {
            return failed(prepared.write(), e);
        }
    }

    private static BatchOutcome.ItemOutcome failed(ItemWrite write, StoreException e) {
        return BatchOutcome.ItemOutcome.failed(write, e);
    }

    /** Every item's outcome in the batch's order, told to the progress as each is known. */
    private static final class Outcomes {

        private final List<ItemWrite> writes;
        private final BatchProgress progress;
        private final BatchOutcome.ItemOutcome[] known;
        private int count;

        Outcomes(List<ItemWrite> writes, BatchProgress progress) {
            this.writes = writes;
            this.progress = progress;
            this.known = new BatchOutcome.ItemOutcome[writes.size()];
        }

        void set(int position, BatchOutcome.ItemOutcome outcome) {
            known[position] = outcome;
            count++;
            progress.progress(count, writes.size());
        }

        /** The batch's outcome; items never sent (after a cancel) say so. */
        BatchOutcome done(Batch batch) {
            List<BatchOutcome.ItemOutcome> all = new ArrayList<>(known.length);
            for (int i = 0; i < known.length; i++) {
                all.add(
                        known[i] != null
                                ? known[i]
                                : new BatchOutcome.ItemOutcome(
                                        writes.get(i), BatchOutcome.Status.NOT_SENT, CANCELLED, Optional.empty()));
            }
            return new BatchOutcome(batch, all, count < known.length);
        }
    }

    private BatchOutcome.ItemOutcome send(ItemWrite write, String reason, List<ItemChange> untold) {
        try {
            WriteResult result = door.send(write, reason);
            untold.addAll(ItemChange.of(result));
            return new BatchOutcome.ItemOutcome(write, BatchOutcome.Status.WRITTEN, "", result.item());
        } catch (StoreException e) {
            return failed(write, e);
        }
    }

    private void tell(List<ItemChange> untold) {
        if (untold.isEmpty()) {
            return;
        }
        List<ItemChange> told = List.copyOf(untold);
        untold.clear();
        try {
            changed.accept(told);
        } catch (RuntimeException e) {
            System.getLogger(BatchRun.class.getName())
                    .log(System.Logger.Level.WARNING, "a view could not take in writes that happened", e);
        }
    }
}
