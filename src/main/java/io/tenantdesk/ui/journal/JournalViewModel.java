package io.tenantdesk.ui.journal;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.JournalEntry;
import io.tenantdesk.journal.JournalPage;
import io.tenantdesk.journal.JournalQuery;
import io.tenantdesk.journal.RevertCheck;
import io.tenantdesk.journal.Reverter;
import io.tenantdesk.ui.bulk.BulkEdits;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.LoadSummary;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Write;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.ui.common.BackgroundLoad;
import io.tenantdesk.ui.common.ConsoleContext;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.common.TaskSlot;
import io.tenantdesk.ui.dialogs.DiffRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.beans.binding.Bindings;
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
    private final Reverter reverter;
    private final BulkEdits batches;
    private final JournalRows journalRows;
    private final LoadProgress progress = new LoadProgress();
    private final BackgroundLoad loader;
    private final ObservableList<JournalRow> rows = FXCollections.observableArrayList();
    private final ObservableList<JournalRow> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final StringProperty tenantFilter = new SimpleStringProperty(this, "tenantFilter", "");
    private final StringProperty entityFilter = new SimpleStringProperty(this, "entityFilter", ALL_ENTITIES);
    private final StringProperty keyFilter = new SimpleStringProperty(this, "keyFilter", "");
    private final ObjectProperty<JournalRow> selected = new SimpleObjectProperty<>(this, "selected");
    private final ObservableList<DiffRow> diff = FXCollections.observableArrayList();
    private final ObservableList<DiffRow> diffView = FXCollections.unmodifiableObservableList(diff);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyBooleanWrapper older = new ReadOnlyBooleanWrapper(this, "older");
    private final BooleanProperty showAttempts = new SimpleBooleanProperty(this, "showAttempts");
    private final BooleanProperty everywhere = new SimpleBooleanProperty(this, "everywhere");
    private final WriteRecord.Provenance here;
    private final ReadOnlyBooleanWrapper revertible = new ReadOnlyBooleanWrapper(this, "revertible");
    private final ReadOnlyBooleanWrapper checking = new ReadOnlyBooleanWrapper(this, "checking");
    private final ReadOnlyStringWrapper revertHint = new ReadOnlyStringWrapper(this, "revertHint", "");
    private final ReadOnlyStringWrapper afterHeading = new ReadOnlyStringWrapper(this, "afterHeading", "After");
    private final RevertCheck revertCheck;
    private final TaskSlot revertChecks = new TaskSlot();
    private Optional<JournalPage.Cursor> next = Optional.empty();

    private final Optional<ItemHistory> item;

    public JournalViewModel(ConsoleContext ctx) {
        this(ctx, Optional.empty());
    }

    /** The history of one item: its writes only, newest first, from the shared record when there is one. */
    public JournalViewModel(ConsoleContext ctx, EntityRow row) {
        this(ctx, Optional.of(ItemHistory.of(ctx.journal(), ctx.store().platform().id(), row)));
    }

    private JournalViewModel(ConsoleContext ctx, Optional<ItemHistory> item) {
        this.ctx = ctx;
        this.item = item;
        this.reverter = new Reverter(ctx.store(), ctx.journal());
        this.batches = new BulkEdits(ctx, outcome -> load("Batch revert: " + outcome.summary() + "."));
        this.journalRows = new JournalRows(ctx.store(), ctx.text());
        this.revertCheck = new RevertCheck(ctx.store(), ctx.journal());
        this.here = WriteRecord.Provenance.of(ctx.store().connection(), ctx.store().platform().id());
        this.loader = new BackgroundLoad(ctx.tasks(), progress);
        tenantFilter.addListener((obs, old, now) -> load());
        entityFilter.addListener((obs, old, now) -> load());
        keyFilter.addListener((obs, old, now) -> load());
        showAttempts.addListener((obs, old, now) -> load());
        everywhere.addListener((obs, old, now) -> load());
        selected.addListener((obs, old, now) -> {
            showDiff(now);
            checkRevert(now);
        });
    }

    // Properties

    public ObservableList<JournalRow> rows() {
        return rowsView;
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
        return item.map(i -> "history:" + i.platform() + "|" + i.table() + "|" + i.key()).orElse("journal");
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
        return here.platform() + " · " + here.where();
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
        return Bindings.createBooleanBinding(() -> {
            JournalRow row = selected.get();
            return row != null && !row.unreadable() && !busy.get() && !ctx.readOnly() && revertible.get();
        }, selected, busy, revertible, ctx.access().readOnlyProperty());
    }

    /** Why Revert is not offered for the selected entry, or what it will do. */
    public ReadOnlyStringProperty revertHintProperty() {
        return revertHint.getReadOnlyProperty();
    }

    /** True while the item of the selected entry is read to tell whether it can be reverted. */
    public ReadOnlyBooleanProperty checkingProperty() {
        return checking.getReadOnlyProperty();
    }

    /** The diff's second column: "After", or for an attempt what it would have written. */
    public ReadOnlyStringProperty afterHeadingProperty() {
        return afterHeading.getReadOnlyProperty();
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
        loader.run(first ? "Reading the change journal" : "Reading older entries of the change journal", cancel -> {
            JournalPage page = item.isPresent() ? item.get().page(ctx.journal(), asked, from, PAGE, cancel)
                    : ctx.journal().page(asked, from, PAGE, cancel);
            return new Loaded(page, page.lines().stream().map(journalRows::row).toList());
        }, (loaded, took) -> {
            String keep = selected.get() == null || selected.get().unreadable() ? null : selected.get().entry().id();
            if (first) {
                rows.setAll(loaded.rows());
            } else {
                rows.addAll(loaded.rows());
            }
            rows.stream().filter(r -> !r.unreadable() && r.entry().id().equals(keep)).findFirst().ifPresent(selected::set);
            checkRevert(selected.get());
            next = loaded.page().next();
            older.set(next.isPresent());
            progress.finished(new LoadSummary(rows.size(), rows.size(), 1, took, 0, false, false, ""));
            status.set(outcome == null ? summary(asked) : outcome + " " + summary(asked));
        }, status::set);
    }

    private record Loaded(JournalPage page, List<JournalRow> rows) {
    }

    private String summary(JournalQuery query) {
        long unreadable = rows.stream().filter(JournalRow::unreadable).count();
        long attempts = rows.stream().filter(r -> !r.unreadable() && r.entry().wroteNothing()).count();
        long writes = rows.size() - unreadable - attempts;
        boolean filtered = !query.isAll();
        String what = writes == 0 && unreadable == 0
                ? (filtered ? "No recorded write matches" : "No writes recorded yet") + " in " + location()
                : (older.get() ? "The newest " : "") + writes + (filtered ? " matching" : "") + " recorded write"
                + (writes == 1 ? "" : "s") + " in " + location();
        return what + (everywhere.get() ? ", from every platform and connection" : " for " + here())
                + (unreadable == 0 ? "" : "; " + unreadable + (unreadable == 1 ? " line cannot" : " lines cannot")
                + " be read and " + (unreadable == 1 ? "is" : "are") + " marked")
                + (attempts == 0 ? "" : "; " + attempts + (attempts == 1 ? " attempt" : " attempts") + " that wrote nothing")
                + (older.get() ? ". Load older to read on." : ".");
    }

    /** Works out, off the UI thread, whether the entry can be reverted now; a newer selection drops the answer. */
    private void checkRevert(JournalRow row) {
        revertible.set(false);
        if (row == null || row.unreadable()) {
            revertChecks.clear();
            checking.set(false);
            revertHint.set("");
            return;
        }
        checking.set(true);
        revertHint.set("Checking the item as it is now…");
        ctx.tasks().runLatest(revertChecks, cancel -> revertCheck.check(row.entry()), new CancelToken(), verdict -> {
            checking.set(false);
            revertible.set(verdict.possible());
            revertHint.set(verdict.possible() ? "Revert shows what goes back and asks for a reason." : verdict.why());
        }, failure -> {
            checking.set(false);
            revertHint.set("Cannot tell whether it can be reverted: " + failure.getMessage());
        });
    }

    /**
     * Shows what taking the selected write back would change and asks for a reason, then takes it back if the item
     * is still as the write left it; a move interrupted half-way is undone (the item is deleted under its new key if
     * it is still as created).
     */
    public void revert() {
        JournalRow row = selected.get();
        if (row == null || !canRevert().get()) {
            return;
        }
        Write undo;
        try {
            undo = reverter.plan(row.entry());
        } catch (StoreException e) {
            ctx.dialogs().showError("Not reverted", e.getMessage());
            return;
        }
        if (!(undo instanceof ItemWrite item)) {
            ctx.dialogs().showError("Not reverted", "A " + undo.kind().words() + " is not reverted from here.");
            return;
        }
        String title = row.entry().interruptedMove() ? "Undo the interrupted move"
                : "Revert " + row.operation().toLowerCase(Locale.ROOT);
        send(row, title, item, "Reverted", "Not reverted", reason -> reverter.revert(row.entry(), reason));
    }

    /** True when the selected entry is one item of a batch, on this platform, and writes are allowed. */
    public BooleanBinding canRevertBatch() {
        return Bindings.createBooleanBinding(() -> {
            JournalRow row = selected.get();
            return row != null && !row.unreadable() && !busy.get() && !ctx.readOnly() && row.entry().write().batch() != null
                    && row.entry().provenance().platform().equals(ctx.store().platform().id());
        }, selected, busy, ctx.access().readOnlyProperty());
    }

    /**
     * Takes back the whole batch the selected entry belongs to, as a batch: every item it wrote, each only if it is
     * still as the batch left it; confirmed once with a diff per item, and ended with every item's outcome.
     */
    public void revertBatch() {
        JournalRow row = selected.get();
        if (row == null || !canRevertBatch().get()) {
            return;
        }
        String batch = row.entry().write().batch();
        busy.set(true);
        ctx.tasks().run(() -> reverter.planBatchRevert(ctx.journal().entries().stream()
                .filter(e -> batch.equals(e.write().batch())).toList()), plan -> {
                    busy.set(false);
                    batches.confirmAndWrite("Revert the batch of " + (plan.writes().size() + plan.skipped().size())
                            + " items", plan);
                }, failure -> {
                    busy.set(false);
                    ctx.dialogs().showError("Not reverted", failure.getMessage());
                });
    }

    /** True when the selected entry is a move interrupted half-way that can be finished here. */
    public BooleanBinding canFinishMove() {
        return Bindings.createBooleanBinding(() -> canRevert().get() && selected.get().entry().interruptedMove(),
                selected, busy);
    }

    /**
     * Shows what finishing the selected interrupted move would delete and asks for a reason, then deletes the item
     * under its old key if it is still as it was when the move began.
     */
    public void finishMove() {
        JournalRow row = selected.get();
        if (row == null || !canFinishMove().get()) {
            return;
        }
        ItemWrite finish;
        try {
            finish = reverter.planFinish(row.entry());
        } catch (StoreException e) {
            ctx.dialogs().showError("Move not finished", e.getMessage());
            return;
        }
        send(row, "Finish the interrupted move", finish, "Finished the move of", "Move not finished",
                reason -> reverter.finishMove(row.entry(), reason));
    }

    /**
     * Shows the planned write and asks for a reason, sends it, and reads the journal again with the outcome leading
     * the status line.
     */
    private void send(JournalRow row, String title, ItemWrite planned, String done, String notDone,
                      java.util.function.Function<String, ?> write) {
        Optional<String> reason = ctx.dialogs().confirmChange(title, planned);
        if (reason.isEmpty()) {
            return;
        }
        busy.set(true);
        ctx.tasks().run(() -> write.apply(reason.get()), result -> {
            busy.set(false);
            load(done + " " + row.entity() + " " + row.key() + ".");
        }, failure -> {
            busy.set(false);
            ctx.dialogs().showError(notDone, failure.getMessage());
            load(notDone + ": " + failure.getMessage());
        });
    }

    /**
     * Opens the entry's item as it is now, when it still exists; an entry made on another platform or connection's
     * data says where instead of opening an item of this one.
     */
    public void openItem() {
        JournalRow row = selected.get();
        if (row == null || row.unreadable()) {
            return;
        }
        if (!here.sameData(row.entry().provenance())) {
            ctx.dialogs().showInfo("Item not opened", "This change was made on " + row.where() + ", and this console is on "
                    + here() + ". Open that platform and connection to see the item.");
            return;
        }
        if (journalRows.entityOf(row.entry()).isEmpty()) {
            return;
        }
        row.entry().after().or(row.entry()::before).ifPresent(item -> ctx.workspace()
                .openItem(ctx.store().rowOf(row.entry().write().table(), item)));
    }

    private void showDiff(JournalRow row) {
        Optional<EntityDef> entity = row == null || row.unreadable() ? Optional.empty() : journalRows.entityOf(row.entry());
        boolean attempt = entity.isPresent() && row.entry().wroteNothing();
        afterHeading.set(attempt ? "Would have been (not written)" : "After");
        if (entity.isEmpty()) {
            diff.clear();
            return;
        }
        Item before = row.entry().before().orElse(Item.empty());
        Item after = row.entry().after().orElse(Item.empty());
        diff.setAll(DiffRow.of(entity.get(), AttributeChange.between(entity.get(), before, after)));
    }
}
