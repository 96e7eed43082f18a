package io.tenantdesk.ui.journal;

import io.tenantdesk.journal.JournalPage;
import io.tenantdesk.journal.JournalQuery;
import io.tenantdesk.journal.Reverter;
import io.tenantdesk.ui.bulk.BulkEdits;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.LoadSummary;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Write;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.ui.common.BackgroundLoad;
import io.tenantdesk.ui.common.ConsoleContext;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.dialogs.DiffRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The change journal: recorded writes newest first, a page at a time (a journal of any size shows its newest
 * writes at once; Load older reads on), searchable by tenant, entity and key through the whole journal; lines that
 * cannot be read are listed where they are; the selected entry's before/after diff; and Revert, through the
 * store's guarded writes.
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
    private Optional<JournalPage.Cursor> next = Optional.empty();

    public JournalViewModel(ConsoleContext ctx) {
        this.ctx = ctx;
        this.reverter = new Reverter(ctx.store(), ctx.journal());
        this.batches = new BulkEdits(ctx, outcome -> load("Batch revert: " + outcome.summary() + "."));
        this.journalRows = new JournalRows(ctx.store(), ctx.text());
        this.loader = new BackgroundLoad(ctx.tasks(), progress);
        tenantFilter.addListener((obs, old, now) -> load());
        entityFilter.addListener((obs, old, now) -> load());
        keyFilter.addListener((obs, old, now) -> load());
        selected.addListener((obs, old, now) -> showDiff(now));
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

    public List<String> entityChoices() {
        List<String> names = new ArrayList<>(List.of(ALL_ENTITIES));
        ctx.store().platform().entities().forEach(e -> names.add(e.name()));
        return names;
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

    /** True when the selected entry can be reverted here: it was applied, on this platform, and writes are allowed. */
    public BooleanBinding canRevert() {
        return Bindings.createBooleanBinding(() -> {
            JournalRow row = selected.get();
            return row != null && !row.unreadable() && !busy.get() && !ctx.readOnly() && row.entry().isRevertible()
                    && row.entry().provenance().platform().equals(ctx.store().platform().id());
        }, selected, busy, ctx.access().readOnlyProperty());
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
        boolean first = from.isEmpty();
        loader.run(first ? "Reading the change journal" : "Reading older entries of the change journal", cancel -> {
            JournalPage page = ctx.journal().page(query, from, PAGE, cancel);
            return new Loaded(page, page.lines().stream().map(journalRows::row).toList());
        }, (loaded, took) -> {
            String keep = selected.get() == null || selected.get().unreadable() ? null : selected.get().entry().id();
            if (first) {
                rows.setAll(loaded.rows());
            } else {
                rows.addAll(loaded.rows());
            }
            rows.stream().filter(r -> !r.unreadable() && r.entry().id().equals(keep)).findFirst().ifPresent(selected::set);
            next = loaded.page().next();
            older.set(next.isPresent());
            progress.finished(new LoadSummary(rows.size(), rows.size(), 1, took, 0, false, false, ""));
            status.set(outcome == null ? summary(query) : outcome + " " + summary(query));
        }, status::set);
    }

    private record Loaded(JournalPage page, List<JournalRow> rows) {
    }

    private String summary(JournalQuery query) {
        long unreadable = rows.stream().filter(JournalRow::unreadable).count();
        long writes = rows.size() - unreadable;
        boolean filtered = !query.isAll();
        String what = writes == 0 && unreadable == 0
                ? (filtered ? "No recorded write matches" : "No writes recorded yet") + " in " + location()
                : (older.get() ? "The newest " : "") + writes + (filtered ? " matching" : "") + " recorded write"
                + (writes == 1 ? "" : "s") + " in " + location();
        return what + (unreadable == 0 ? "" : "; " + unreadable + (unreadable == 1 ? " line cannot" : " lines cannot")
                + " be read and " + (unreadable == 1 ? "is" : "are") + " marked")
                + (older.get() ? ". Load older to read on." : ".");
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

    /** Opens the entry's item as it is now, when it still exists. */
    public void openItem() {
        JournalRow row = selected.get();
        if (row == null || row.unreadable() || journalRows.entityOf(row.entry()).isEmpty()) {
            return;
        }
        row.entry().after().or(row.entry()::before).ifPresent(item -> ctx.workspace()
                .openItem(ctx.store().rowOf(row.entry().write().table(), item)));
    }

    private void showDiff(JournalRow row) {
        Optional<EntityDef> entity = row == null || row.unreadable() ? Optional.empty() : journalRows.entityOf(row.entry());
        if (entity.isEmpty()) {
            diff.clear();
            return;
        }
        Item before = row.entry().before().orElse(Item.empty());
        Item after = row.entry().after().orElse(Item.empty());
        diff.setAll(DiffRow.of(entity.get(), AttributeChange.between(entity.get(), before, after)));
    }
}
