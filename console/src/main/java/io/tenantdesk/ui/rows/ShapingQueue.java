package io.tenantdesk.ui.rows;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.ui.common.BackgroundTasks;
import java.util.ArrayDeque;
import java.util.Queue;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * Runs a grid's filtering and sorting ({@link RowShaping}) one change at a time as a background task and shows
 * each finished snapshot on the UI thread, in order. While the grid is small and nothing is pending, a change is
 * shaped at once on the UI thread instead: that costs less than the hand-over, and the grid answers in the same
 * event. Changes are submitted on the UI thread.
 *
 * @param <R> the row type
 */
final class ShapingQueue<R> {

    /** Rows up to which a change is shaped on the UI thread at once: a few milliseconds of work at most. */
    static final int SHAPED_AT_ONCE = 5_000;

    private static final System.Logger LOG = System.getLogger(ShapingQueue.class.getName());

    private final BackgroundTasks tasks;
    private final RowShaping<R> shaping = new RowShaping<>();
    private final ShownRows<R> shown;
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final Queue<Function<RowShaping<R>, ShownRows.Snapshot<R>>> pending = new ArrayDeque<>();
    /** Changes submitted and not yet shown; UI thread only. */
    private int unshown;
    /** True while a background task drains {@link #pending}; UI thread only. */
    private boolean draining;

    ShapingQueue(BackgroundTasks tasks, ShownRows<R> shown) {
        this.tasks = tasks;
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
        synchronized (pending) {
            pending.add(change);
        }
        if (!draining) {
            drain();
        }
    }

    /** Shapes what is pending in one background task; a change submitted meanwhile starts the next. UI thread. */
    private void drain() {
        draining = true;
        tasks.attempt(
                cancel -> shapePending(),
                new CancelToken(),
                last -> {
                    draining = false;
                    show(last);
                    boolean more;
                    synchronized (pending) {
                        more = !pending.isEmpty();
                    }
                    if (more) {
                        drain();
                    }
                },
                this::failed);
    }

    /**
     * Shapes the pending changes in order, handing each snapshot but the last to the UI thread; returns the last (null
     * when nothing was pending). In the background.
     */
    private ShownRows.Snapshot<R> shapePending() {
        ShownRows.Snapshot<R> last = null;
        while (true) {
            Function<RowShaping<R>, ShownRows.Snapshot<R>> change;
            synchronized (pending) {
                change = pending.poll();
            }
            if (change == null) {
                return last;
            }
            if (last != null) {
                ShownRows.Snapshot<R> before = last;
                tasks.executors().ui().execute(() -> show(before));
            }
            last = change.apply(shaping);
        }
    }

    /** UI thread. */
    private void show(ShownRows.Snapshot<R> next) {
        if (next == null) {
            return;
        }
        shown.show(next);
        unshown--;
        busy.set(unshown > 0);
    }

    /** A change could not be shaped: the ones still waiting are dropped, so the grid is not left busy for good. */
    private void failed(RuntimeException e) {
        synchronized (pending) {
            pending.clear();
        }
        draining = false;
        unshown = 0;
        busy.set(false);
        LOG.log(System.Logger.Level.WARNING, "The rows could not be filtered or sorted", e);
    }
}
