package io.tenantdesk.ui.rows;

import io.tenantdesk.ui.concurrent.UiExecutors;
import java.util.ArrayDeque;
import java.util.Queue;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * Runs a grid's filtering and sorting ({@link RowShaping}) one change at a time on a background thread and shows
 * each finished snapshot on the UI thread, in order. While the grid is small and nothing is pending, a change is
 * shaped at once on the UI thread instead: that costs less than the hand-over, and the grid answers in the same
 * event. Changes are submitted on the UI thread.
 *
 * @param <R> the row type
 */
final class ShapingQueue<R> {

    /** Rows up to which a change is shaped on the UI thread at once: a few milliseconds of work at most. */
    static final int SHAPED_AT_ONCE = 5_000;

    private final UiExecutors executors;
    private final RowShaping<R> shaping = new RowShaping<>();
    private final ShownRows<R> shown;
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final Queue<Function<RowShaping<R>, ShownRows.Snapshot<R>>> pending = new ArrayDeque<>();
    /** Changes submitted and not yet shown; UI thread only. */
    private int unshown;
    /** True while a background thread drains {@link #pending}; guarded by {@code pending}. */
    private boolean draining;

    ShapingQueue(UiExecutors executors, ShownRows<R> shown) {
        this.executors = executors;
        this.shown = shown;
    }

    /** True while a change is being shaped or waits to be shown. */
    ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /**
     * Applies a change to the rows; {@code rowsAfter} is about how many rows it leaves loaded, to choose where to
     * shape it.
     */
    void submit(Function<RowShaping<R>, ShownRows.Snapshot<R>> change, int rowsAfter) {
        if (unshown == 0 && rowsAfter <= SHAPED_AT_ONCE) {
            shown.show(change.apply(shaping));
            return;
        }
        unshown++;
        busy.set(true);
        boolean start;
        synchronized (pending) {
            pending.add(change);
            start = !draining;
            draining = true;
        }
        if (start) {
            executors.background().execute(this::drain);
        }
    }

    private void drain() {
        while (true) {
            Function<RowShaping<R>, ShownRows.Snapshot<R>> change;
            synchronized (pending) {
                change = pending.poll();
                if (change == null) {
                    draining = false;
                    return;
                }
            }
            ShownRows.Snapshot<R> next = change.apply(shaping);
            executors.ui().execute(() -> {
                shown.show(next);
                unshown--;
                busy.set(unshown > 0);
            });
        }
    }
}
