package io.tenantdesk.ui.entitylist;

import io.tenantdesk.export.ExportFormat;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.ui.common.ConsoleContext;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.common.PagedLoad;
import io.tenantdesk.ui.common.QuickFilter;
import io.tenantdesk.ui.common.RowExport;
import io.tenantdesk.ui.common.RowTexts;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.collections.transformation.SortedList;

/**
 * One entity's list in one scope: rows streamed from the store page by page (source list → row view-models →
 * {@link FilteredList} for the quick filter and "problems only" → {@link SortedList}), the read in words, counts,
 * and the commands of the list: load, cancel, change scope, sort, export, and the row actions. All state is
 * changed on the UI thread; store calls run on the background executor. Tested without JavaFX running.
 */
public final class EntityListViewModel {

    private final ConsoleContext ctx;
    private final EntityDef entity;
    private final Integer pageSize;
    private final List<ListColumn> columns;
    private final EntityRowViewModel.Factory rowFactory;
    private final LoadProgress progress = new LoadProgress();
    private final ObservableList<EntityRowViewModel> source = FXCollections.observableArrayList();
    private final ObservableList<EntityRowViewModel> sourceView = FXCollections.unmodifiableObservableList(source);
    private final FilteredList<EntityRowViewModel> filtered = new FilteredList<>(source);
    private final SortedList<EntityRowViewModel> sorted = new SortedList<>(filtered);
    private final RowRanking ranking = new RowRanking();
    private final PagedLoad<EntityRowViewModel> load;
    private final ScopeBarViewModel scopeBar;
    private final RowActions actions;
    private final RowExport export;

    private final ReadOnlyObjectWrapper<Scope> scope = new ReadOnlyObjectWrapper<>(this, "scope");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title");
    private final ReadOnlyStringWrapper readDescription = new ReadOnlyStringWrapper(this, "readDescription", "");
    private final ReadOnlyBooleanWrapper fullScan = new ReadOnlyBooleanWrapper(this, "fullScan");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyIntegerWrapper problemCount = new ReadOnlyIntegerWrapper(this, "problemCount");
    private final ReadOnlyIntegerWrapper shownCount = new ReadOnlyIntegerWrapper(this, "shownCount");
    private final StringProperty quickFilter = new SimpleStringProperty(this, "quickFilter", "");
    private final BooleanProperty problemsOnly = new SimpleBooleanProperty(this, "problemsOnly");
    private boolean readable;

    public EntityListViewModel(ConsoleContext ctx, EntityDef entity, Scope initialScope) {
        this(ctx, entity, initialScope, null);
    }

    /** @param pageSize items per request, or null for the store's default (a small first page, then 1 MB pages) */
    public EntityListViewModel(ConsoleContext ctx, EntityDef entity, Scope initialScope, Integer pageSize) {
        this.ctx = ctx;
        this.entity = entity;
        this.pageSize = pageSize;
        this.columns = ListColumn.of(entity);
        this.rowFactory = new EntityRowViewModel.Factory(entity, columns, new RowTexts(ctx.text()));
        this.load = new PagedLoad<>(ctx.executors(), progress, new PagedLoad.Sink<>() {
            @Override
            public void clear() {
                ranking.clear();
                source.clear();
            }

            @Override
            public void append(List<EntityRowViewModel> rows) {
                appendPage(rows);
            }

            @Override
            public boolean isEmpty() {
                return source.isEmpty();
            }
        });
        this.scopeBar = new ScopeBarViewModel(entity, ctx.store(), ctx.tenants(), this::applyScope);
        this.actions = new RowActions(ctx, entity);
        this.export = new RowExport(ctx);
        source.addListener((ListChangeListener<EntityRowViewModel>) this::countProblems);
        sorted.addListener((ListChangeListener<EntityRowViewModel>) c -> shownCount.set(sorted.size()));
        quickFilter.addListener((obs, old, now) -> refilter());
        problemsOnly.addListener((obs, old, now) -> refilter());
        setScope(initialScope);
        scopeBar.show(initialScope);
    }

    // Properties

    public EntityDef entity() {
        return entity;
    }

    /** The columns, in order: the ids parsed out of the keys, then the declared attributes. */
    public List<ListColumn> columns() {
        return columns;
    }

    /** The rows to show: loaded, filtered and sorted. */
    public ObservableList<EntityRowViewModel> rows() {
        return sorted;
    }

    /** Every loaded row, in the order it arrived, whatever the filter. */
    public ObservableList<EntityRowViewModel> loadedRows() {
        return sourceView;
    }

    public ReadOnlyObjectProperty<Scope> scopeProperty() {
        return scope.getReadOnlyProperty();
    }

    /** "Licenses · all", "Licenses · tenant acme", "Licenses · Active, ending within 30 days". */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** The read in words, as the store will make it. */
    public ReadOnlyStringProperty readDescriptionProperty() {
        return readDescription.getReadOnlyProperty();
    }

    /** True when the current scope is read by scanning the whole table. */
    public ReadOnlyBooleanProperty fullScanProperty() {
        return fullScan.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return load.runningProperty();
    }

    /** The load's outcome in words (rows, pages, time; cancelled; or why it failed). */
    public ReadOnlyStringProperty statusProperty() {
        return load.statusProperty();
    }

    /** The last thing a command said: copied, exported, or why a scope could not be read. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty problemCountProperty() {
        return problemCount.getReadOnlyProperty();
    }

    /** Rows that pass the filter. */
    public ReadOnlyIntegerProperty shownCountProperty() {
        return shownCount.getReadOnlyProperty();
    }

    /** The quick filter's text: rows containing every word typed, case-insensitively. */
    public StringProperty quickFilterProperty() {
        return quickFilter;
    }

    public BooleanProperty problemsOnlyProperty() {
        return problemsOnly;
    }

    /** "1,234 loaded · 12 shown · 3 with problems". */
    public StringBinding countsText() {
        return Bindings.createStringBinding(() -> {
            int loaded = source.size();
            String text = String.format(Locale.ROOT, "%,d loaded", loaded);
            if (shownCount.get() != loaded) {
                text += String.format(Locale.ROOT, " · %,d shown", shownCount.get());
            }
            if (problemCount.get() > 0) {
                text += String.format(Locale.ROOT, " · %,d with problems", problemCount.get());
            }
            return text;
        }, shownCount, problemCount, Bindings.size(source));
    }

    /** What the grid says while it shows no row: loading, why nothing could be read, or that the filter hides all. */
    public StringBinding placeholderText() {
        return Bindings.createStringBinding(() -> {
            if (!readable) {
                return message.get();
            }
            if (load.runningProperty().get()) {
                return "Loading…";
            }
            if (load.failedProperty().get()) {
                return load.statusProperty().get();
            }
            if (source.isEmpty()) {
                return "No " + ScopeText.plural(entity).toLowerCase(Locale.ROOT) + " in this scope.";
            }
            return problemsOnly.get() ? "No loaded row with a problem matches the filter." : "No loaded row matches the filter.";
        }, message, load.runningProperty(), load.failedProperty(), load.statusProperty(), Bindings.size(source), problemsOnly);
    }

    public LoadProgress progress() {
        return progress;
    }

    /**
     * The row's text in a column as it reads now: a countdown or an age ("expires in 3 h") is worked out again
     * from the clock, any other text is the one loaded. The quick filter and sorting use the loaded texts.
     */
    public String currentText(EntityRowViewModel row, int column) {
        return columns.get(column).relativeTime() ? rowFactory.text(row.row(), column) : row.text(column);
    }

    /** True when some column's text ages (a TTL or epoch time), so the view should show it again now and then. */
    public boolean hasRelativeTimes() {
        return columns.stream().anyMatch(ListColumn::relativeTime);
    }

    public ScopeBarViewModel scopeBar() {
        return scopeBar;
    }

    public RowActions actions() {
        return actions;
    }

    public boolean readOnly() {
        return ctx.readOnly();
    }

    /** Tabs showing the same entity in the same scope are the same tab. */
    public String identity() {
        return "entity-list:" + ctx.store().platform().id() + "/" + entity.name() + "/" + ScopeText.key(scope.get());
    }

    // Commands

    /** Reads the current scope again, replacing the rows (F5). */
    public void load() {
        Scope current = scope.get();
        if (!readable) {
            load.stop();
            ranking.clear();
            source.clear();
            return;
        }
        load.start(readDescription.get(), (listener, cancel) -> ctx.store().list(entity, current, pageSize, listener, cancel),
                rowFactory::row);
    }

    /** Shows another scope and reads it; a load still running for the old scope is dropped. */
    public void applyScope(Scope newScope) {
        setScope(newScope);
        scopeBar.show(newScope);
        load();
    }

    /** Stops the running load; the rows that arrived stay. */
    public void cancel() {
        load.cancel();
    }

    /**
     * Sorts by the given levels (empty: the order rows arrived in). The rows are ranked once by the real
     * comparator; the grid then sorts, filters and takes in new pages by comparing ranks.
     */
    public void sortBy(List<SortOrder> orders) {
        Comparator<EntityRowViewModel> order = SortOrder.comparator(orders, columns);
        ranking.order(order, source);
        sorted.setComparator(order == null ? null : RowRanking.byRank());
    }

    /**
     * Exports loaded rows to a file the user chooses: the rows shown (filtered and sorted as on screen) or every
     * loaded row.
     */
    public void export(ExportFormat format, boolean shownOnly) {
        List<EntityRow> rows = (shownOnly ? sorted : source).stream().map(EntityRowViewModel::row).toList();
        String what = shownOnly ? "shown rows" : "loaded rows";
        String base = ScopeText.plural(entity) + "-" + ScopeText.key(scope.get());
        export.export(entity, rows, what, format, base, message::set);
    }

    public void copyAsJson(EntityRowViewModel row) {
        actions.copyAsJson(row.row());
        message.set("Copied the item as JSON (secrets masked)");
    }

    /** Called on the UI thread after each page's rows are in {@link #rows()}; for diagnostics and the benchmark. */
    public void onPageShown(PagedLoad.PageShown listener) {
        load.onPageShown(listener);
    }

    /** Stops loading and drops anything still on its way (the tab closed). */
    public void dispose() {
        load.stop();
    }

    private void setScope(Scope newScope) {
        scope.set(newScope);
        title.set(ScopeText.plural(entity) + " · " + ScopeText.describe(entity, newScope));
        try {
            readDescription.set(ctx.store().describe(entity, newScope));
            fullScan.set(ctx.store().isFullScan(entity, newScope));
            readable = true;
            message.set("");
        } catch (StoreException | IllegalArgumentException e) {
            readDescription.set("");
            fullScan.set(false);
            readable = false;
            message.set("Cannot read this scope: " + e.getMessage());
        }
    }

    /**
     * Appends a page. While sorted, the page is ranked among the loaded rows and the grid re-sorted by rank in one
     * step: SortedList would otherwise insert the rows one by one, each insert costing a pass over the whole list.
     */
    private void appendPage(List<EntityRowViewModel> rows) {
        ranking.add(rows);
        if (!ranking.sorted()) {
            source.addAll(rows);
            return;
        }
        Comparator<? super EntityRowViewModel> byRank = sorted.getComparator();
        sorted.setComparator(null);
        source.addAll(rows);
        sorted.setComparator(byRank);
    }

    private void refilter() {
        filtered.setPredicate(QuickFilter.of(quickFilter.get(), problemsOnly.get()));
    }

    private void countProblems(ListChangeListener.Change<? extends EntityRowViewModel> c) {
        int count = problemCount.get();
        while (c.next()) {
            for (EntityRowViewModel r : c.getRemoved()) {
                count -= r.problem() ? 1 : 0;
            }
            for (EntityRowViewModel r : c.getAddedSubList()) {
                count += r.problem() ? 1 : 0;
            }
        }
        problemCount.set(count);
    }
}
