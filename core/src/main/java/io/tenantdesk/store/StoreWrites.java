package io.tenantdesk.store;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Write;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The store's writes, through its one door; the writes not applied so far, followed until they settle; and whoever
 * is told of the items they changed and of the outcomes settled late.
 */
final class StoreWrites implements AutoCloseable {

    private final WriteChannel channel;
    private final OutcomeWatch watch;
    private final WriteJournal journal;
    private final ItemClassifier classifier;
    private final WriteDoor door;
    private final List<Consumer<List<ItemChange>>> changeListeners = new CopyOnWriteArrayList<>();

    StoreWrites(
            WriteChannel channel,
            WriteJournal journal,
            ItemClassifier classifier,
            ChangePlanner changes,
            OutcomeChecks checks) {
        this.channel = channel;
        this.journal = journal;
        this.classifier = classifier;
        this.watch = new OutcomeWatch(journal, checks);
        this.door = new WriteDoor(channel, journal, classifier, changes, watch);
        watch.onSettled((write, done) -> {
            if (done.applied()) {
                tell(ItemChange.of(door.appliedLate(write, done)));
            }
        });
    }

    WriteResult apply(ItemWrite write, String reason) {
        admit(write, reason);
        WriteResult result = door.send(write, reason);
        tell(ItemChange.of(result));
        return result;
    }

    WriteResult retry(Retry retry) {
        WriteResult result = door.retry(retry);
        tell(ItemChange.of(result));
        return result;
    }

    Runnable onSettled(Consumer<WriteRecord> listener) {
        return watch.onSettled((write, done) -> listener.accept(done));
    }

    @Override
    public void close() {
        watch.close();
    }

    BatchOutcome apply(Batch batch, String reason, BatchProgress progress, CancelToken cancel) {
        channel.requireWritable();
        admit(batch, reason);
        return new BatchRun(door.inBatch(batch.id()), this::tell).run(batch, reason, progress, cancel);
    }

    /** Refuses on a read-only connection first; then the gate lets the write through, or proposes it instead. */
    private void admit(Write write, String reason) {
        WriteGate gate = journal.gate();
        if (gate != WriteGate.OPEN) {
            channel.requireWritable();
            gate.admit(write, () -> planned(write, reason));
        }
    }

    /** The write's record with its request in words where it is one request, checked against the design first. */
    private WriteRecord planned(Write write, String reason) {
        return write instanceof ItemWrite item && WriteDoor.inOneRequest(item)
                ? door.prepare(item, reason).record()
                : journal.planned(write, reason, classifier);
    }

    Runnable onItemsChanged(Consumer<List<ItemChange>> listener) {
        changeListeners.add(listener);
        return () -> changeListeners.remove(listener);
    }

    private void tell(List<ItemChange> changed) {
        for (Consumer<List<ItemChange>> listener : changeListeners) {
            try {
                listener.accept(changed);
            } catch (RuntimeException e) {
                System.getLogger(EntityStore.class.getName())
                        .log(System.Logger.Level.WARNING, "a view could not take in a write that happened", e);
            }
        }
    }
}
