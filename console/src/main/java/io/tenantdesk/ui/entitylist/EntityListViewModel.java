package io.tenantdesk.ui.entitylist;

import io.tenantdesk.export.ExportFormat;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.ui.bulk.BulkDialogs;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.repair.RepairDialogs;
import io.tenantdesk.ui.rows.RowExport;
import io.tenantdesk.ui.rows.RowList;
import io.tenantdesk.ui.rows.RowTexts;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
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
import javafx.collections.ListChangeListener;

/**
 * One entity's list in one scope: rows streamed from the store page by page into a {@link RowList} (filtered by
 * the quick filter and "problems only", sorted by rank), the read in words, counts, and the commands of the list:
 * load, change scope, sort, export, and the row actions. All state is changed on the UI thread; store calls run on
 * the background executor. Tested without JavaFX running.
 */
public final class EntityListViewModel {

    /**
     * The most rows a list loads: at up to about 1.5 KB of heap per row (rows that share nothing), what the console's
     * heap holds with room to sort, filter and load again (the memory benchmark; the launcher's options in
     * packaging/launcher-java-options.args).
     */
    public static final int DEFAULT_ROW_CAP = 250_000;

    static final String BEYOND_CAP = "To see the others, narrow the read: a tenant, or a query in the scope bar;"
            + " the quick filter searches the rows loaded.";

    private final ConsoleContext ctx;
    private final EntityDef entity;
    private final Integer pageSize;
    private final List<ListColumn> columns;
    private final EntityRowViewModel.Factory rowFactory;
    private final RowList<EntityRowViewModel> list;
    private final ScopeBarViewModel scopeBar;
    private final RowActions actions;
    private final RowExport export;
    private final ListCorrections corrections;

    private final ReadOnlyObjectWrapper<Scope> scope = new ReadOnlyObjectWrapper<>(this, "scope");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title");
    private final ReadOnlyStringWrapper readDescription = new ReadOnlyStringWrapper(this, "readDescription", "");
    private final ReadOnlyBooleanWrapper fullScan = new ReadOnlyBooleanWrapper(this, "fullScan");
    private final ReadOnlyIntegerWrapper problemCount = new ReadOnlyIntegerWrapper(this, "problemCount");
    private final BooleanProperty problemsOnly = new SimpleBooleanProperty(this, "problemsOnly");
    private boolean readable;
    private final Runnable stopChanges;
    private final ListSource source;

    public EntityListViewModel(ConsoleContext ctx, EntityDef entity, Scope initialScope) {
        this(ctx, entity, initialScope, null);
    }

    /** @param pageSize items per request, or null for the store's default (a small first page, then 1 MB pages) */
    public EntityListViewModel(ConsoleContext ctx, EntityDef entity, Scope initialScope, Integer pageSize) {
        this(ctx, entity, initialScope, pageSize, DEFAULT_ROW_CAP);
    }

    /**
     * @param pageSize items per request, or null for the store's default
     * @param rowCap   the most rows a load keeps; the read stops there and the status says how to narrow it
     */
    public EntityListViewModel(ConsoleContext ctx, EntityDef entity, Scope initialScope, Integer pageSize, int rowCap) {
        this(
                ctx,
                BulkDialogs.shownBy(ctx.dialogs()),
                RepairDialogs.shownBy(ctx.dialogs()),
                entity,
                initialScope,
                pageSize,
                rowCap,
                null);
    }

    /** A list asking before corrections of many rows through {@code bulk}, and before a repair through {@code repairs}. */
    public EntityListViewModel(
            ConsoleContext ctx, BulkDialogs bulk, RepairDialogs repairs, EntityDef entity, Scope initialScope) {
        this(ctx, bulk, repairs, entity, initialScope, null, DEFAULT_ROW_CAP, null);
    }

    /** A list of {@code entity}'s columns whose rows come from {@code source}; it has no scope to change. */
    public EntityListViewModel(ConsoleContext ctx, EntityDef entity, ListSource source) {
        this(
                ctx,
                BulkDialogs.shownBy(ctx.dialogs()),
                RepairDialogs.shownBy(ctx.dialogs()),
                entity,
                Scope.all(),
                null,
                DEFAULT_ROW_CAP,
                source);
    }

    private EntityListViewModel(
            ConsoleContext ctx,
            BulkDialogs bulkDialogs,
            RepairDialogs repairs,
            EntityDef entity,
            Scope initialScope,
            Integer pageSize,
            int rowCap,
            ListSource source) {
        this.ctx = ctx;
        this.source = source;
        this.entity = entity;
        this.pageSize = pageSize;
        this.columns = ListColumn.of(entity);
        this.rowFactory = new EntityRowViewModel.Factory(entity, columns, new RowTexts(ctx.text()));
        this.list = new RowList<>(ctx.tasks(), problemsOnly);
        list.capAt(rowCap, BEYOND_CAP);
        this.scopeBar = new ScopeBarViewModel(entity, ctx.store(), ctx.tenants(), this::applyScope);
        this.actions = new RowActions(ctx, entity);
        this.export = new RowExport(ctx);
        this.corrections =
                new ListCorrections(ctx, entity, actions, bulkDialogs, repairs, this::load, list::setMessage);
        list.loadedRows().addListener((ListChangeListener<EntityRowViewModel>) this::countProblems);
        ListWrites writes = new ListWrites(
                entity,
                list,
                rowFactory::row,
                () -> source != null || !readable ? Optional.empty() : Optional.of(scope.get()));
        this.stopChanges = ctx.changes().subscribe(writes::changed);
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

    /** The rows, their filter, the load and the last message. */
    public RowList<EntityRowViewModel> list() {
        return list;
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

    public ReadOnlyIntegerProperty problemCountProperty() {
        return problemCount.getReadOnlyProperty();
    }

    public BooleanProperty problemsOnlyProperty() {
        return problemsOnly;
    }

    /** "1,234 loaded · 12 shown · 3 with problems". */
    public StringBinding countsText() {
        return Bindings.createStringBinding(
                () -> {
                    int loaded = list.loadedRows().size();
                    int shown = list.shownCount().get();
                    String text = String.format(Locale.ROOT, "%,d loaded", loaded);
                    if (shown != loaded) {
                        text += String.format(Locale.ROOT, " · %,d shown", shown);
                    }
                    if (problemCount.get() > 0) {
                        text += String.format(Locale.ROOT, " · %,d with problems", problemCount.get());
                    }
                    return text;
                },
                list.shownCount(),
                problemCount,
                Bindings.size(list.loadedRows()));
    }

    /** What the grid says while it shows no row: loading, why nothing could be read, or that the filter hides all. */
    public StringBinding placeholderText() {
        return Bindings.createStringBinding(
                () -> {
                    if (!readable) {
                        return list.messageProperty().get();
                    }
                    if (list.loadingProperty().get()) {
                        return "Loading…";
                    }
                    if (list.failedProperty().get()) {
                        return list.statusProperty().get();
                    }
                    if (list.loadedRows().isEmpty() && source != null) {
                        return "Nothing matched: " + readDescription.get() + ".";
                    }
                    if (list.loadedRows().isEmpty()) {
                        return "No " + ScopeText.plural(entity).toLowerCase(Locale.ROOT) + " in this scope.";
                    }
                    return problemsOnly.get()
                            ? "No loaded row with a problem matches the filter."
                            : "No loaded row matches the filter.";
                },
                list.messageProperty(),
                list.loadingProperty(),
                list.failedProperty(),
                list.statusProperty(),
                Bindings.size(list.loadedRows()),
                problemsOnly);
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

    /** Repair, Set field, Delete and Import corrections on the rows. */
    public ListCorrections corrections() {
        return corrections;
    }

    public boolean readOnly() {
        return ctx.readOnly();
    }

    /** True when the rows come from a {@link ListSource} rather than a scope of the entity. */
    public boolean hasSource() {
        return source != null;
    }

    /** Tabs showing the same entity in the same scope are the same tab. */
    public String identity() {
        return "entity-list:" + ctx.store().platform().id() + "/" + entity.name() + "/" + ScopeText.key(scope.get());
    }

    // Commands

    /** Reads the current scope again, replacing the rows (F5). */
    public void load() {
        Scope current = scope.get();
        if (source != null) {
            readDescription.set(source.description());
            list.setMessage("");
            list.load(
                    source.description(),
                    (listener, cancel) -> source.read(pageSize, listener, cancel),
                    rowFactory::row);
            return;
        }
        if (!readable) {
            list.clear();
            return;
        }
        list.setMessage("");
        list.load(
                readDescription.get(),
                (listener, cancel) -> ctx.store().list(entity, current, pageSize, listener, cancel),
                rowFactory::row);
    }

    /** Shows another scope and reads it; a load still running for the old scope is dropped. */
    public void applyScope(Scope newScope) {
        setScope(newScope);
        scopeBar.show(newScope);
        load();
    }

    /**
     * Sorts by the given levels (empty: the order rows arrived in); a large list is sorted off the UI thread, and
     * later pages are sorted on their own and merged in.
     */
    public void sortBy(List<SortOrder> orders) {
        list.comparatorProperty().set(SortOrder.comparator(orders, columns));
    }

    /**
     * Exports loaded rows to a file the user chooses: the rows shown (filtered and sorted as on screen) or every
     * loaded row.
     */
    public void export(ExportFormat format, boolean shownOnly) {
        List<EntityRow> rows =
                list.toExport(shownOnly).stream().map(EntityRowViewModel::row).toList();
        String what = shownOnly ? "shown rows" : "loaded rows";
        String base = ScopeText.plural(entity) + "-" + ScopeText.key(scope.get());
        export.export(entity, rows, what, format, base, list::setMessage);
    }

    /** Every loaded row breaking the same rules as {@code like} (or, for a valid row, none). */
    public List<EntityRowViewModel> rowsWithProblemOf(EntityRowViewModel like) {
        Set<String> problem = like.brokenRules();
        return list.loadedRows().stream()
                .filter(r -> r.brokenRules().equals(problem))
                .toList();
    }

    public void copyAsJson(EntityRowViewModel row) {
        actions.copyAsJson(row.row());
        list.setMessage("Copied the item as JSON (secrets masked)");
    }

    /** Copies the AWS CLI command ({@code query} or {@code scan}) that makes this list's read. */
    public void copyReadAsCliCommand() {
        ctx.dialogs()
                .copyToClipboard(
                        source != null ? source.cliCommand() : ctx.store().cliCommand(entity, scope.get()));
        list.setMessage("Copied the read as an AWS CLI command");
    }

    public void copyAsCliCommand(EntityRowViewModel row) {
        actions.copyAsCliCommand(row.row());
        list.setMessage("Copied an AWS CLI get-item command for the item");
    }

    /** Stops loading and following writes (the tab closed). */
    public void dispose() {
        stopChanges.run();
        list.dispose();
    }

    private void setScope(Scope newScope) {
        scope.set(newScope);
        title.set(ScopeText.plural(entity) + " · " + ScopeText.describe(entity, newScope));
        try {
            readDescription.set(ctx.store().describe(entity, newScope));
            fullScan.set(ctx.store().isFullScan(entity, newScope));
            readable = true;
            list.setMessage("");
        } catch (StoreException | IllegalArgumentException e) {
            readDescription.set("");
            fullScan.set(false);
            readable = false;
            list.setMessage("Cannot read this scope: " + e.getMessage());
        }
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
