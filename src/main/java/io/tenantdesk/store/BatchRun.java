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
 */
final class BatchRun {

    /** Items changed are told to the views in groups of this many, so a large batch does not flood them. */
    private static final int TELL_EVERY = 50;

    private final WriteDoor door;
    private final Consumer<List<ItemChange>> changed;

    BatchRun(WriteDoor door, Consumer<List<ItemChange>> changed) {
        this.door = door;
        this.changed = changed;
    }

    BatchOutcome run(Batch batch, String reason, BatchProgress progress, CancelToken cancel) {
        List<ItemWrite> writes = batch.writes();
        List<BatchOutcome.ItemOutcome> outcomes = new ArrayList<>(writes.size());
        List<ItemChange> untold = new ArrayList<>();
        boolean cancelled = false;
        for (ItemWrite write : writes) {
            if (!cancelled && cancel.isCancelled()) {
                cancelled = true;
            }
            if (cancelled) {
                outcomes.add(new BatchOutcome.ItemOutcome(write, BatchOutcome.Status.NOT_SENT,
                        "The batch was cancelled before this item; nothing was written.", Optional.empty()));
                continue;
            }
            outcomes.add(send(write, reason, untold));
            if (untold.size() >= TELL_EVERY) {
                tell(untold);
            }
            progress.progress(outcomes.size(), writes.size());
        }
        tell(untold);
        return new BatchOutcome(batch, outcomes, cancelled);
    }

    private BatchOutcome.ItemOutcome send(ItemWrite write, String reason, List<ItemChange> untold) {
        try {
            WriteResult result = door.send(write, reason);
            untold.addAll(ItemChange.of(result));
            return new BatchOutcome.ItemOutcome(write, BatchOutcome.Status.WRITTEN, "", result.item());
        } catch (StoreException e) {
            return new BatchOutcome.ItemOutcome(write, BatchOutcome.Status.of(e), e.getMessage(), e.current());
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
            System.getLogger(BatchRun.class.getName()).log(System.Logger.Level.WARNING,
                    "a view could not take in writes that happened", e);
        }
    }
}
