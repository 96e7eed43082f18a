package io.tenantdesk.ui.rows;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.LoadSummary;
import io.tenantdesk.store.Page;
import io.tenantdesk.store.PageListener;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.common.FirstPaint;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.common.TaskSlot;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ObservableList;

/**
 * Streams a store read into a grid's source list: the read runs on the background executor, each page's rows
 * are turned into row view-models there, and the page is appended on the UI thread in one step. Every load has
 * a {@link TaskSlot}; pages and endings of a load that has been replaced (or stopped) are dropped, so an old
 * query never paints over a new one. A load whose sign-in expired may log in again and load again. The status
 * bar follows through {@link LoadProgress}, and cancels through it.
 *
 * @param <R> the row view-model type
 */
public final class PagedLoad<R> {

    /** Runs a read on the calling thread, delivering its pages to {@code listener}; a store call. */
    @FunctionalInterface
    public interface Reader {
        LoadSummary read(PageListener listener, CancelToken cancel);
    }

    /** Where a load's rows go, on the UI thread: usually a grid's source list. */
    public interface Sink<R> {
        void clear();

        void append(List<R> rows);

        boolean isEmpty();

        /** A sink that appends to {@code list}. */
        static <R> Sink<R> into(ObservableList<R> list) {
            return new Sink<>() {
                @Override
                public void clear() {
                    list.clear();
                }

                @Override
                public void append(List<R> rows) {
                    list.addAll(rows);
                }

                @Override
                public boolean isEmpty() {
                    return list.isEmpty();
                }
            };
        }
    }

    /** Told on the UI thread once a page's rows are in the list; for diagnostics and the benchmark. */
    @FunctionalInterface
    public interface PageShown {
        /**
         * @param sinceDelivered nanoseconds from the store handing over the page to its rows being in the list
         * @param onUiThread     nanoseconds of that spent on the UI thread appending them
         */
        void shown(Page page, long sinceDelivered, long onUiThread);
    }

    private final BackgroundTasks tasks;
    private final LoadProgress progress;
    private final Sink<R> target;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper(this, "failed");
    private PageShown pageShown = (page, sinceDelivered, onUiThread) -> {};
    private final TaskSlot slot = new TaskSlot();
    private long rowCap = Long.MAX_VALUE;
    private String beyondCap = "";
    private FirstPaint firstPaint;
    private Duration holdAtMost = Duration.ZERO;

    /** @param target the grid's source list, changed only on the UI thread */
    public PagedLoad(BackgroundTasks tasks, LoadProgress progress, ObservableList<R> target) {
        this(tasks, progress, Sink.into(target));
    }

    /** @param target where pages go, on the UI thread */
    public PagedLoad(BackgroundTasks tasks, LoadProgress progress, Sink<R> target) {
        this.tasks = tasks;
        this.progress = progress;
        this.target = target;
    }

    /**
     * Replaces whatever was loaded with a new read (call on the UI thread). A load still running is cancelled
     * and its late pages are dropped.
     *
     * @param description the read in words, for the status bar
     * @param toRow       makes a row view-model; runs on the loading thread
     */
    public void start(String description, Reader reader, Function<EntityRow, R> toRow) {
        long mine = slot.take();
        target.clear();
        CancelToken cancel = progress.start(description);
        failed.set(false);
        status.set("Loading…");
        RowCap cap = new RowCap(rowCap);
        FirstPageHold hold = firstPaint == null ? FirstPageHold.none() : FirstPageHold.until(firstPaint, holdAtMost);
        tasks.attempt(
                c -> reader.read(
                        page -> cap.fit(page, c).ifPresent(fitted -> deliver(mine, fitted, toRow, hold, c)), c),
                cancel,
                summary -> finished(mine, cap.reached() ? cap.summary(summary) : summary, cap.reached()),
                failure -> failed(mine, failure, () -> start(description, reader, toRow)));
    }

    /**
     * Loads stop once they hold {@code rows} rows: the rest of the read is not requested, and the status says so
     * and what to do instead ({@code beyond}, e.g. how to narrow the read). Applies to loads started afterwards.
     */
    public void capAt(long rows, String beyond) {
        if (rows < 1) {
            throw new IllegalArgumentException("a load's cap must be at least one row: " + rows);
        }
        this.rowCap = rows;
        this.beyondCap = beyond;
    }

    /**
     * Later loads ask for their second page only once the first page's rows are on screen, as {@code firstPaint}
     * tells, after {@code atMost} at the latest (a grid never laid out does not stop the load), or at a cancel.
     */
    public void holdPagesUntilPainted(FirstPaint firstPaint, Duration atMost) {
        this.firstPaint = firstPaint;
        this.holdAtMost = atMost;
    }

    private void deliver(long mine, Page page, Function<EntityRow, R> toRow, FirstPageHold hold, CancelToken cancel) {
        long delivered = System.nanoTime();
        if (!slot.holds(mine)) {
            return;
        }
        List<R> rows = new ArrayList<>(page.rows().size());
        for (EntityRow row : page.rows()) {
            rows.add(toRow.apply(row));
        }
        tasks.executors().ui().execute(() -> {
            if (!slot.holds(mine)) {
                return;
            }
            long uiStart = System.nanoTime();
            target.append(rows);
            long shown = System.nanoTime();
            progress.page(page.rowsSoFar(), page.number(), page.elapsed(), page.capacitySoFar());
            status.set(
                    String.format(Locale.ROOT, "Loading… %,d rows so far (page %d)", page.rowsSoFar(), page.number()));
            pageShown.shown(page, shown - delivered, shown - uiStart);
            if (page.number() == 1) {
                hold.shown();
            }
        });
        if (page.number() == 1) {
            hold.await(() -> cancel.isCancelled() || !slot.holds(mine));
        }
    }

    private void finished(long mine, LoadSummary summary, boolean capped) {
        if (!slot.holds(mine)) {
            return;
        }
        StoreLoads.finished(progress, summary);
        String text = LoadProgress.figures(summary.rows(), summary.pages(), summary.elapsed(), summary.capacity());
        if (summary.fullScan() && summary.scanned() != summary.rows()) {
            text += String.format(Locale.ROOT, " · %,d items scanned", summary.scanned());
        }
        if (capped) {
            text = String.format(
                            Locale.ROOT,
                            "Stopped at %,d rows, the most a list loads (%s). %s",
                            summary.rows(),
                            text,
                            beyondCap)
                    .strip();
        }
        status.set(summary.cancelled() ? "Cancelled: " + text + " arrived and are kept" : text);
    }

    private void failed(long mine, RuntimeException e, Runnable loadAgain) {
        if (!slot.holds(mine)) {
            return;
        }
        tasks.offerLogin(
                e,
                () -> {
                    if (slot.holds(mine)) {
                        loadAgain.run();
                    }
                },
                failure -> showFailure(mine, failure));
    }

    private void showFailure(long mine, RuntimeException e) {
        if (!slot.holds(mine)) {
            return;
        }
        failed.set(true);
        String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        progress.failed(why);
        status.set("The load failed: " + why + (target.isEmpty() ? "" : " (the rows that arrived are kept)"));
    }

    /** Stops the running load; the rows that arrived stay. */
    public void cancel() {
        progress.cancel();
    }

    /** Stops the running load and drops anything it still sends (the tab is closing). */
    public void stop() {
        slot.clear();
        progress.stop();
    }

    public void onPageShown(PageShown listener) {
        this.pageShown = listener;
    }

    /** True while a load runs: the same as its {@link LoadProgress}'s, which the status bar shows. */
    public ReadOnlyBooleanProperty runningProperty() {
        return progress.runningProperty();
    }

    /** The load's outcome in words: rows, pages, time, or why it failed. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }
}
