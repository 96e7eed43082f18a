package io.tenantdesk.ui.rows;

import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.common.FirstPaint;
import io.tenantdesk.ui.common.LoadProgress;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.IntegerBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableIntegerValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * A grid's rows as a {@link PagedLoad} streams them in: the loaded rows, and the rows shown, filtered by the quick
 * filter (and "problems only" where the grid has it) and sorted. Filtering, sorting and merging each page into
 * the sorted rows run off the UI thread once the grid is large ({@link ShapingQueue}); the grid then takes each
 * finished snapshot in one change event. With the load's progress and outcome, and the last thing a command of
 * the grid said. UI thread only.
 *
 * @param <R> the row view-model type
 */
public final class RowList<R extends Searchable> {

    private final LoadProgress progress = new LoadProgress();
    private final ObservableList<R> source = FXCollections.observableArrayList();
    private final ObservableList<R> sourceView = FXCollections.unmodifiableObservableList(source);
    private final ShownRows<R> shown = new ShownRows<>();
    private final ObservableList<R> shownView = FXCollections.unmodifiableObservableList(shown);
    private final ShapingQueue<R> shaping;
    private final IntegerBinding shownCount = Bindings.size(shown);
    private final ObjectProperty<Comparator<? super R>> comparator = new SimpleObjectProperty<>(this, "comparator");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final StringProperty quickFilter = new SimpleStringProperty(this, "quickFilter", "");
    private final ObservableBooleanValue problemsOnly;
    private final PagedLoad.Sink<R> sink = new PagedLoad.Sink<>() {
        @Override
        public void clear() {
            source.clear();
            shaping.submit(RowShaping::clear, 0);
        }

        @Override
        public void append(List<R> rows) {
            source.addAll(rows);
            shaping.submit(s -> s.append(rows), source.size());
        }

        @Override
        public boolean isEmpty() {
            return source.isEmpty();
        }
    };
    private final PagedLoad<R> load;

    /** A list whose filter is the quick filter alone. */
    public RowList(BackgroundTasks tasks) {
        this(tasks, new ReadOnlyBooleanWrapper(false));
    }

    /** @param problemsOnly while true, only rows with a problem pass the filter */
    public RowList(BackgroundTasks tasks, ObservableBooleanValue problemsOnly) {
        this.problemsOnly = problemsOnly;
        this.shaping = new ShapingQueue<>(tasks, shown);
        this.load = new PagedLoad<>(tasks, progress, sink);
        quickFilter.addListener((obs, old, now) -> refilter());
        problemsOnly.addListener((obs, old, now) -> refilter());
        comparator.addListener((obs, old, now) -> shaping.submit(s -> s.order(now), source.size()));
    }

    /** The rows to show: loaded, filtered and sorted; changed only by whole snapshots. */
    public ObservableList<R> rows() {
        return shownView;
    }

    /** The order of the rows shown; null for the order they arrived in. A grid's sort binds to it. */
    public ObjectProperty<Comparator<? super R>> comparatorProperty() {
        return comparator;
    }

    /** True while a change to the rows shown (a page, the filter, the order) is being worked out off the UI thread. */
    public ReadOnlyBooleanProperty shapingProperty() {
        return shaping.busyProperty();
    }

    /** Every loaded row, in the order it arrived, whatever the filter. */
    public ObservableList<R> loadedRows() {
        return sourceView;
    }

    /** Rows that pass the filter. */
    public ObservableIntegerValue shownCount() {
        return shownCount;
    }

    /** The quick filter's text: rows containing every word typed, case-insensitively. */
    public StringProperty quickFilterProperty() {
        return quickFilter;
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return load.runningProperty();
    }

    public ReadOnlyBooleanProperty failedProperty() {
        return load.failedProperty();
    }

    /** The load's outcome in words (rows, pages, time; cancelled; or why it failed). */
    public ReadOnlyStringProperty statusProperty() {
        return load.statusProperty();
    }

    /** The last thing a command said: copied, exported, or why nothing could be read. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public void setMessage(String text) {
        message.set(text);
    }

    public LoadProgress progress() {
        return progress;
    }

    /** The rows to export: those shown (filtered and sorted as on screen), or every loaded row. */
    public List<R> toExport(boolean shownOnly) {
        return shownOnly ? shown.copy() : source;
    }

    /** Replaces the rows with a new read; a load still running is dropped. */
    public void load(String description, PagedLoad.Reader reader, Function<EntityRow, R> toRow) {
        load.start(description, reader, toRow);
    }

    /**
     * Loads stop once {@code rows} rows are in; the status then says so and adds {@code beyond} (how to see the
     * others). The quick filter still works on the rows loaded.
     */
    public void capAt(long rows, String beyond) {
        load.capAt(rows, beyond);
    }

    /**
     * Later loads ask for their second page only once the first page's rows are on screen, as {@code paint} tells,
     * or after {@code atMost}.
     */
    public void holdPagesUntilPainted(FirstPaint paint, Duration atMost) {
        load.holdPagesUntilPainted(paint, atMost);
    }

    /** Puts {@code now} where {@code old} is among the loaded rows (a write changed its item); false when absent. */
    public boolean replace(R old, R now) {
        int index = source.indexOf(old);
        if (index < 0) {
            return false;
        }
        source.set(index, now);
        shaping.submit(s -> s.replace(old, now), source.size());
        return true;
    }

    /**
     * Adds a row to the loaded rows (a write put back an item the list reads), unless a load is running: the load
     * brings the item itself.
     */
    public void add(R row) {
        if (load.runningProperty().get()) {
            return;
        }
        source.add(row);
        shaping.submit(s -> s.append(List.of(row)), source.size());
    }

    /** Takes a row out of the loaded rows (a write deleted its item). */
    public void remove(R old) {
        if (source.remove(old)) {
            shaping.submit(s -> s.remove(old), source.size());
        }
    }

    /** Stops the running load; the rows that arrived stay. */
    public void cancel() {
        load.cancel();
    }

    /** Stops loading and drops every row. */
    public void clear() {
        load.stop();
        sink.clear();
    }

    /** Called on the UI thread after each page's rows are in {@link #rows()}; for diagnostics and the benchmark. */
    public void onPageShown(PagedLoad.PageShown listener) {
        load.onPageShown(listener);
    }

    /** Stops loading and drops anything still on its way (the tab closed). */
    public void dispose() {
        load.stop();
    }

    private void refilter() {
        java.util.function.Predicate<R> predicate = QuickFilter.of(quickFilter.get(), problemsOnly.get());
        shaping.submit(s -> s.filter(predicate), source.size());
    }
}
