package io.tenantdesk.ui.context;

import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.ItemChange;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * Every item a write through the context's store changed (a save, a revert, a credit adjustment), told on the UI
 * thread to the open lists and overviews, so the rows that show the item are updated in place.
 */
public final class ItemChanges {

    private final List<Consumer<ItemChange>> subscribers = new ArrayList<>();
    private final Runnable detach;

    /** @param ui the UI thread's executor: subscribers are told there */
    public ItemChanges(EntityStore store, Executor ui) {
        this.detach = store.onItemsChanged(changes -> ui.execute(() -> changes.forEach(this::tell)));
    }

    /**
     * Tells {@code subscriber} of each changed item from now on, on the UI thread. Call on the UI thread.
     *
     * @return what stops the telling (the view closed)
     */
    public Runnable subscribe(Consumer<ItemChange> subscriber) {
        subscribers.add(subscriber);
        return () -> subscribers.remove(subscriber);
    }

    private void tell(ItemChange change) {
        new ArrayList<>(subscribers).forEach(s -> s.accept(change));
    }

    /** Stops listening to the store (the context is replaced). */
    public void dispose() {
        detach.run();
        subscribers.clear();
    }
}
