package io.tenantdesk.ui.journal;

import io.tenantdesk.journal.JournalPage;
import io.tenantdesk.journal.JournalQuery;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.ui.bulk.BulkDialogs;
import io.tenantdesk.ui.common.BackgroundLoad;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.dialogs.DiffRow;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The change journal: recorded writes newest first, a page at a time (a journal of any size shows its newest
 * writes at once; Load older reads on), searchable by tenant, entity and key through the whole journal; by default
 * only what changed data (attempts that wrote nothing on request); lines that cannot be read are listed where they
 * are; the selected entry's before/after diff (for an attempt, what it would have written, never as fact); and
 * Revert, offered only once the item as it is now shows it can apply, through the store's guarded writes.
 */
public final class JournalViewModel {

    public static final String ALL_ENTITIES = "All entities";
    static final int PAGE = 200;

    private final ConsoleContext ctx;
    private final JournalRows journalRows;
    private final LoadProgress progress = new LoadProgress();
    private final BackgroundLoad loader;
    private final List<JournalRow> loaded = new ArrayList<>();
    private final Set<String> expanded = new HashSet<>();
    private final ObservableList<JournalRow> rows = FXCollections.observableArrayList();
    private final ObservableList<JournalRow> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final StringProperty tenantFilter = new SimpleStringProperty(this, "tenantFilter", "");
    private final StringProperty entityFilter = new SimpleStringProperty(this, "entityFilter", ALL_ENTITIES);
    private final StringProperty keyFilter = new SimpleStringProperty(this, "keyFilter", "");
    private final ObjectProperty<JournalRow> selected = new SimpleObjectProperty<>(this, "selected");
    private final ObservableList<DiffRow> diff = FXCollections.observableArrayList();
    private final ObservableList<DiffRow> diffView = FXCollections.unmodifiableObservableList(diff);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyBooleanWrapper older = new ReadOnlyBooleanWrapper(this, "older");
    private final BooleanProperty showAttempts = new SimpleBooleanProperty(this, "showAttempts");
    private final BooleanProperty everywhere = new SimpleBooleanProperty(this, "everywhere");
    private final WriteRecord.Provenance here;
    private final ReadOnlyStringWrapper afterHeading = new ReadOnlyStringWrapper(this, "afterHeading", "After");
    private final ReadOnlyStringWrapper diffNote =
            new ReadOnlyStringWrapper(this, "diffNote", JournalRows.diffNote(null, false));
    private final JournalReverts reverts;
    private Optional<JournalPage.Cursor> next = Optional.empty();

    private final Optional<ItemHistory> item;
    private final Runnable stopSettled;

    public JournalViewModel(ConsoleContext ctx) {
        this(ctx, JournalDialogs.shownBy(ctx.dialogs()), BulkDialogs.shownBy(ctx.dialogs()));
    }

    /** The journal, asking before a revert through {@code dialogs} and before a batch revert through {@code batches}. */
    public JournalViewModel(ConsoleContext ctx, JournalDialogs dialogs, BulkDialogs batches) {
        this(ctx, dialogs, batches, Optional.empty());
    }

    /** The history of one item: its writes only, newest first, from the shared record when there is one. */
    public JournalViewModel(ConsoleContext ctx, EntityRow row) {
        this(ctx, JournalDialogs.shownBy(ctx.dialogs()), BulkDialogs.shownBy(ctx.dialogs()), row);
    }

    /** As {@link #JournalViewModel(ConsoleContext, EntityRow)}, asking through the dialogs given. */
    public JournalViewModel(ConsoleContext ctx, JournalDialogs dialogs, BulkDialogs batches, EntityRow row) {
        this(
                ctx,
                dialogs,
                batches,
                Optional.of(ItemHistory.of(ctx.journal(), ctx.store().platform().id(), row)));
    }

    private JournalViewModel(
            ConsoleContext ctx, JournalDialogs dialogs, BulkDialogs batches, Optional<ItemHistory> item) {
        this.ctx = ctx;
        this.item = item;
        this.journalRows = new JournalRows(ctx.store(), ctx.text(), ctx.platforms());
        this.reverts = new JournalReverts(ctx, dialogs, batches, selected, this::load);
        this.here = WriteRecord.Provenance.of(
                ctx.store().connection(), ctx.store().platform().id());
        this.loader = new BackgroundLoad(ctx.tasks(), progress);
        tenantFilter.addListener((obs, old, now) -> load());
        entityFilter.addListener((obs, old, now) -> load());
        keyFilter.addListener((obs, old, now) -> load());
        showAttempts.addListener((obs, old, now) -> load());
        everywhere.addListener((obs, old, now) -> load());
        selected.addListener((obs, old, now) -> {
            showDiff(now);
            reverts.check(now);
        });
        this.stopSettled =
                ctx.store().onOutcomeSettled(done -> ctx.executors().ui().execute(() -> settled(done)));
    }

    /** A write not applied so far got its final outcome: the journal is read again when it lists that write. */
    private void settled(WriteRecord done) {
        if (loaded.stream().anyMatch(r -> !r.unreadable() && r.entry().id().equals(done.id()))) {
            load("The outcome of a write not applied so far is known: " + done.outcomeWords() + ".");
        }
    }

    /** Stops following the outcomes settled late (the tab closed). */
    public void dispose() {
        stopSettled.run();
    }

    // Properties

    /** The lines shown: each batch as one line, followed by its items while it is expanded. */
    public ObservableList<JournalRow> rows() {
        return rowsView;
    }

    /** Expands a batch's line to list its items below it, or collapses it again; other lines are left as they are. */
    public void toggle(JournalRow row) {
        if (row == null || !row.batch()) {
            return;
        }
        if (!expanded.remove(row.batchId())) {
            expanded.add(row.batchId());
        }
        regroup(row.entry().id(), true);
    }

    /** True while the batch's items are listed below its line. */
    public boolean expanded(JournalRow row) {
        return row.batch() && expanded.contains(row.batchId());
    }

    private void regroup(String keepId, boolean keepBatchLine) {
        rows.setAll(JournalRows.grouped(loaded, expanded));
        rows.stream()
                .filter(r -> !r.unreadable() && r.entry().id().equals(keepId) && r.batch() == keepBatchLine)
                .findFirst()
                .ifPresent(selected::set);
    }

    public StringProperty tenantFilterProperty() {
        return tenantFilter;
    }

    public StringProperty entityFilterProperty() {
        return entityFilter;
    }

    public StringProperty keyFilterProperty() {
        return keyFilter;
    }

    /** The tab's title: "Change journal", or the item whose history it lists. */
    public String title() {
        return item.map(ItemHistory::title).orElse("Change journal");
    }

    /** What tells this tab from another: one journal, one history per item. */
    public String identity() {
        return item.map(i -> "history:" + i.platform() + "|" + i.table() + "|" + i.key())
                .orElse("journal");
    }

    /** True when the view lists one item's history: the tenant, entity and key filters do not apply. */
    public boolean itemHistory() {
        return item.isPresent();
    }

    public List<String> entityChoices() {
        List<String> names = new ArrayList<>(List.of(ALL_ENTITIES));
        ctx.store().platform().entities().forEach(e -> names.add(e.name()));
        return names;
    }

    /** While true, attempts that wrote nothing (conflicts, refusals, errors) are listed too. */
    public BooleanProperty showAttemptsProperty() {
        return showAttempts;
    }

    /**
     * While false (the default), only writes made on this platform and connection's data (its account or endpoint,
     * and region) are listed; while true, writes made anywhere.
     */
    public BooleanProperty everywhereProperty() {
        return everywhere;
    }

    /** This platform and connection, in words: what the journal lists unless asked for every one. */
    public String here() {
        return ctx.platforms().title(here.platform()) + " · " + here.where();
    }

    public ObjectProperty<JournalRow> selectedProperty() {
        return selected;
    }

    public ObservableList<DiffRow> diff() {
        return diffView;
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** True when older entries than those listed may match: Load older reads them. */
    public ReadOnlyBooleanProperty olderProperty() {
        return older.getReadOnlyProperty();
    }

    public LoadProgress progress() {
        return progress;
    }

    /**
     * True when the selected entry can be reverted here: it changed data on this platform, the item is still as it
     * left it (checked when it was selected), and writes are allowed.
     */
    public BooleanBinding canRevert() {
        return reverts.canRevert();
    }

    /** Why Revert is not offered for the selected entry, or what it will do. */
    public ReadOnlyStringProperty revertHintProperty() {
        return reverts.hintProperty();
    }

    /** True while the item of the selected entry is read to tell whether it can be reverted. */
    public ReadOnlyBooleanProperty checkingProperty() {
        return reverts.checkingProperty();
    }

    /** Takes the selected write back, after showing what goes back and asking for a reason. */
    public void revert() {
        reverts.revert();
    }

    /** True when the selected entry is one item of a batch, on this platform, and writes are allowed. */
    public BooleanBinding canRevertBatch() {
        return reverts.canRevertBatch();
    }

    /** Takes back the whole batch the selected entry belongs to, each item only where the batch left it. */
    public void revertBatch() {
        reverts.revertBatch();
    }

    /** True when the selected entry is a move interrupted half-way that can be finished here. */
    public BooleanBinding canFinishMove() {
        return reverts.canFinishMove();
    }

    /** Deletes the item under the interrupted move's old key, if it is still as it was when the move began. */
    public void finishMove() {
        reverts.finishMove();
    }

    /** The diff's second column: "After", or for an attempt what it would have written. */
    public ReadOnlyStringProperty afterHeadingProperty() {
        return afterHeading.getReadOnlyProperty();
    }

    /** What the diff says while it shows no row: choose an entry, or why the chosen one has none to show. */
    public ReadOnlyStringProperty diffNoteProperty() {
        return diffNote.getReadOnlyProperty();
    }

    public String location() {
        return ctx.journal().location();
    }

    // Commands

    /** Reads the newest page of what the filters ask for. */
    public void load() {
        load(null);
    }

    /** Reads the next page back and adds it below. */
    public void loadOlder() {
        if (next.isEmpty() || progress.runningProperty().get()) {
            return;
        }
        read(next, null);
    }

    /** Reads the journal again from the newest; {@code outcome}, when given, leads the status line. */
    private void load(String outcome) {
        read(Optional.empty(), outcome);
    }

    private void read(Optional<JournalPage.Cursor> from, String outcome) {
        JournalQuery query = journalRows.query(tenantFilter.get(), entityFilter.get(), keyFilter.get());
        if (!showAttempts.get()) {
            query = query.and(entry -> !entry.wroteNothing());
        }
        if (!everywhere.get()) {
            query = query.and(entry -> here.sameData(entry.provenance()));
        }
        JournalQuery asked = query;
        boolean first = from.isEmpty();
        loader.run(
                first ? "Reading the change journal" : "Reading older entries of the change journal",
                cancel -> {
                    JournalPage page = item.isPresent()
                            ? item.get().page(ctx.journal(), asked, from, PAGE, cancel)
                            : ctx.journal().page(asked, from, PAGE, cancel);
                    return new Loaded(
                            page, page.lines().stream().map(journalRows::row).toList());
                },
                (got, took) -> {
                    String keep = selected.get() == null || selected.get().unreadable()
                            ? null
                            : selected.get().entry().id();
                    boolean keepBatchLine =
                            selected.get() != null && selected.get().batch();
                    if (first) {
                        this.loaded.clear();
                    }
                    this.loaded.addAll(got.rows());
                    regroup(keep, keepBatchLine);
                    reverts.check(selected.get());
                    next = got.page().next();
                    older.set(next.isPresent());
                    progress.finished(
                            this.loaded.size(),
                            1,
                            took,
                            first ? "Read the change journal" : "Read older entries of the change journal");
                    status.set(outcome == null ? summary(asked) : outcome + " " + summary(asked));
                },
                status::set);
    }

    private record Loaded(JournalPage page, List<JournalRow> rows) {}

    private String summary(JournalQuery query) {
        long unreadable = loaded.stream().filter(JournalRow::unreadable).count();
        long attempts = loaded.stream()
                .filter(r -> !r.unreadable() && r.entry().wroteNothing())
                .count();
        long writes = loaded.size() - unreadable - attempts;
        boolean filtered = !query.isAll();
        String what = writes == 0 && unreadable == 0
                ? (filtered ? "No recorded write matches" : "No writes recorded yet") + " in " + location()
                : (older.get() ? "The newest " : "") + writes + (filtered ? " matching" : "") + " recorded write"
                        + (writes == 1 ? "" : "s") + " in " + location();
        return what
                + (everywhere.get() ? ", from every platform and connection" : " for " + here())
                + (unreadable == 0
                        ? ""
                        : "; " + unreadable + (unreadable == 1 ? " line cannot" : " lines cannot") + " be read and "
                                + (unreadable == 1 ? "is" : "are") + " marked")
                + (attempts == 0
                        ? ""
                        : "; " + attempts + (attempts == 1 ? " attempt" : " attempts") + " that wrote nothing")
                + (older.get() ? ". Load older to read on." : ".");
    }

    /**
     * Opens the entry's item as it is now, when it still exists; an entry made on another platform or connection's
     * data says where instead of opening an item of this one.
     */
    public void openItem() {
        JournalRow row = selected.get();
        if (row == null || row.unreadable() || row.batch()) {
            return;
        }
        if (!here.sameData(row.entry().provenance())) {
            ctx.dialogs()
                    .showInfo(
                            "Item not opened",
                            "This change was made on " + row.where() + ", and this console is on " + here()
                                    + ". Open that platform and connection to see the item.");
            return;
        }
        if (journalRows.entityOf(row.entry()).isEmpty()) {
            return;
        }
        row.entry()
                .after()
                .or(row.entry()::before)
                .ifPresent(item -> ctx.workspace()
                        .openItem(ctx.store().rowOf(row.entry().write().table(), item)));
    }

    private void showDiff(JournalRow row) {
        Optional<EntityDef> entity =
                row == null || row.unreadable() || row.batch() ? Optional.empty() : journalRows.entityOf(row.entry());
        boolean attempt = entity.isPresent() && row.entry().wroteNothing();
        afterHeading.set(attempt ? "Would have been (not written)" : "After");
        diffNote.set(JournalRows.diffNote(row, entity.isPresent()));
        if (entity.isEmpty()) {
            diff.clear();
            return;
        }
        Item before = row.entry().before().orElse(Item.empty());
        Item after = JournalRows.after(row.entry(), entity.get());
        diff.setAll(DiffRow.of(
                entity.get(),
                AttributeChange.between(entity.get(), before, after),
                row.entry().made().equals("MOVE")));
    }
}
