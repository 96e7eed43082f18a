package io.tenantdesk.ui.common;

import io.tenantdesk.store.EntityRow;
import java.util.List;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.IntegerBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableIntegerValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.collections.transformation.SortedList;

/**
 * A grid's rows as a {@link PagedLoad} streams them in: the loaded rows → {@link FilteredList} for the quick
 * filter (and "problems only" where the grid has it) → the {@link SortedList} the grid shows; with the load's
 * progress and outcome, and the last thing a command of the grid said. UI thread only.
 *
 * @param <R> the row view-model type
 */
public final class RowList<R extends Searchable> {

    private final LoadProgress progress = new LoadProgress();
    private final ObservableList<R> source = FXCollections.observableArrayList();
    private final ObservableList<R> sourceView = FXCollections.unmodifiableObservableList(source);
    private final FilteredList<R> filtered = new FilteredList<>(source);
    private final SortedList<R> sorted = new SortedList<>(filtered);
    private final IntegerBinding shownCount = Bindings.size(sorted);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final StringProperty quickFilter = new SimpleStringProperty(this, "quickFilter", "");
    private final ObservableBooleanValue problemsOnly;
    private final PagedLoad.Sink<R> sink;
    private final PagedLoad<R> load;

    /** A list whose filter is the quick filter alone, each page appended as it arrives. */
    public RowList(BackgroundTasks tasks) {
        this(tasks, new ReadOnlyBooleanWrapper(false), UnaryOperator.identity());
    }

    /**
     * @param problemsOnly while true, only rows with a problem pass the filter
     * @param sink         given the sink that appends pages to the loaded rows, the sink the load should use
     */
    public RowList(BackgroundTasks tasks, ObservableBooleanValue problemsOnly, UnaryOperator<PagedLoad.Sink<R>> sink) {
        this.problemsOnly = problemsOnly;
        this.sink = sink.apply(PagedLoad.Sink.into(source));
        this.load = new PagedLoad<>(tasks, progress, this.sink);
        quickFilter.addListener((obs, old, now) -> refilter());
        problemsOnly.addListener((obs, old, now) -> refilter());
    }

    /** The rows to show: loaded, filtered and sorted. */
    public SortedList<R> rows() {
        return sorted;
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
        return shownOnly ? sorted : source;
    }

    /** Replaces the rows with a new read; a load still running is dropped. */
    public void load(String description, PagedLoad.Reader reader, Function<EntityRow, R> toRow) {
        load.start(description, reader, toRow);
    }

    /** Puts {@code now} where {@code old} is among the loaded rows (a write changed its item); false when absent. */
    public boolean replace(R old, R now) {
        int index = source.indexOf(old);
        if (index < 0) {
            return false;
        }
        source.set(index, now);
        return true;
    }

    /** Takes a row out of the loaded rows (a write deleted its item). */
    public void remove(R old) {
        source.remove(old);
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
        filtered.setPredicate(QuickFilter.of(quickFilter.get(), problemsOnly.get()));
    }
}
