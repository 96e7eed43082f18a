package io.tenantdesk.ui.journal;

import io.tenantdesk.concurrent.Failures;
import io.tenantdesk.journal.JournalEntry;
import io.tenantdesk.journal.RevertCheck;
import io.tenantdesk.journal.Reverter;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.ui.common.TaskSlot;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Write;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.ui.common.ConsoleContext;
import io.tenantdesk.ui.dialogs.DiffRow;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The change journal: every recorded write, newest first, filterable by tenant and entity; by default only what
 * changed data (attempts that wrote nothing on request); the selected entry's before/after diff (for an attempt,
 * what it would have written, never as fact); and Revert, offered only once the item as it is now shows it can
 * apply, through the store's guarded writes.
 */
public final class JournalViewModel {

    public static final String ALL_ENTITIES = "All entities";

    private final ConsoleContext ctx;
    private final Reverter reverter;
    private final ObservableList<JournalRow> rows = FXCollections.observableArrayList();
    private final FilteredList<JournalRow> filtered = new FilteredList<>(rows);
    private final StringProperty tenantFilter = new SimpleStringProperty(this, "tenantFilter", "");
    private final StringProperty entityFilter = new SimpleStringProperty(this, "entityFilter", ALL_ENTITIES);
    private final ObjectProperty<JournalRow> selected = new SimpleObjectProperty<>(this, "selected");
    private final ObservableList<DiffRow> diff = FXCollections.observableArrayList();
    private final ObservableList<DiffRow> diffView = FXCollections.unmodifiableObservableList(diff);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final BooleanProperty showAttempts = new SimpleBooleanProperty(this, "showAttempts");
    private final ReadOnlyBooleanWrapper revertible = new ReadOnlyBooleanWrapper(this, "revertible");
    private final ReadOnlyStringWrapper revertHint = new ReadOnlyStringWrapper(this, "revertHint", "");
    private final ReadOnlyStringWrapper afterHeading = new ReadOnlyStringWrapper(this, "afterHeading", "After");
    private final RevertCheck revertCheck;
    private final TaskSlot checking = new TaskSlot();

    public JournalViewModel(ConsoleContext ctx) {
        this.ctx = ctx;
        this.reverter = new Reverter(ctx.store());
        this.revertCheck = new RevertCheck(ctx.store());
        tenantFilter.addListener((obs, old, now) -> refilter());
        entityFilter.addListener((obs, old, now) -> refilter());
        showAttempts.addListener((obs, old, now) -> {
            refilter();
            status.set(summary());
        });
        selected.addListener((obs, old, now) -> {
            showDiff(now);
            checkRevert(now);
        });
        refilter();
    }

    // Properties

    public ObservableList<JournalRow> rows() {
        return filtered;
    }

    public StringProperty tenantFilterProperty() {
        return tenantFilter;
    }

    public StringProperty entityFilterProperty() {
        return entityFilter;
    }

    public List<String> entityChoices() {
        List<String> names = new java.util.ArrayList<>(List.of(ALL_ENTITIES));
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

    /** While true, attempts that wrote nothing (conflicts, refusals, errors) are listed too. */
    public BooleanProperty showAttemptsProperty() {
        return showAttempts;
    }

    /**
     * True when the selected entry can be reverted here: it changed data on this platform, the item is still as it
     * left it (checked when it was selected), and writes are allowed.
     */
    public BooleanBinding canRevert() {
        return Bindings.createBooleanBinding(() -> selected.get() != null && !busy.get() && !ctx.readOnly()
                && revertible.get(), selected, busy, revertible, ctx.access().readOnlyProperty());
    }

    /** Why Revert is not offered for the selected entry, or what it will do: the Revert button's tooltip. */
    public ReadOnlyStringProperty revertHintProperty() {
        return revertHint.getReadOnlyProperty();
    }

    /** The diff's second column: "After", or for an attempt what it would have written. */
    public ReadOnlyStringProperty afterHeadingProperty() {
        return afterHeading.getReadOnlyProperty();
    }

    public String location() {
        return ctx.journal().file().toString();
    }

    // Commands

    public void load() {
        load(null);
    }

    /** Reads the journal again; {@code outcome}, when given, leads the status line. */
    private void load(String outcome) {
        CompletableFuture.supplyAsync(() -> ctx.journal().entries().stream().map(this::row).toList(),
                        ctx.executors().background())
                .whenCompleteAsync((loaded, failure) -> {
                    if (failure != null) {
                        status.set(Failures.cause(failure).getMessage());
                        return;
                    }
                    String keep = selected.get() == null ? null : selected.get().entry().id();
                    rows.setAll(loaded);
                    rows.stream().filter(r -> r.entry().id().equals(keep)).findFirst().ifPresent(selected::set);
                    checkRevert(selected.get());
                    status.set(outcome == null ? summary() : outcome + " " + summary());
                }, ctx.executors().ui());
    }

    /** "12 recorded writes in …; 3 attempts that wrote nothing (hidden)". */
    private String summary() {
        long attempts = rows.stream().filter(r -> isAttempt(r.entry())).count();
        long writes = rows.size() - attempts;
        String text = writes == 0 ? "No writes recorded yet in " + location()
                : writes + " recorded write" + (writes == 1 ? "" : "s") + " in " + location();
        if (attempts > 0) {
            text += "; " + attempts + (attempts == 1 ? " attempt" : " attempts") + " that wrote nothing"
                    + (showAttempts.get() ? "" : " (hidden: Show attempts lists them)");
        }
        return text;
    }

    /** An entry whose write was refused or failed: it changed no data. */
    static boolean isAttempt(JournalEntry entry) {
        return entry.state() == JournalEntry.State.CONFLICT || entry.state() == JournalEntry.State.FAILED;
    }

    /** Works out, off the UI thread, whether the entry can be reverted now; a newer selection drops the answer. */
    private void checkRevert(JournalRow row) {
        revertible.set(false);
        if (row == null) {
            checking.clear();
            revertHint.set("");
            return;
        }
        revertHint.set("Checking the item as it is now…");
        ctx.tasks().runLatest(checking, cancel -> revertCheck.check(row.entry()), new CancelToken(), verdict -> {
            revertible.set(verdict.possible());
            revertHint.set(verdict.possible() ? "Revert: shows what goes back, asks for a reason" : verdict.why());
        }, failure -> revertHint.set("Cannot tell whether it can be reverted: " + failure.getMessage()));
    }

    /**
     * Shows what taking the selected write back would change and asks for a reason, then takes it back if the item
     * is still as the write left it.
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
        Optional<String> reason = ctx.dialogs().confirmChange("Revert " + row.operation().toLowerCase(Locale.ROOT), item);
        if (reason.isEmpty()) {
            return;
        }
        busy.set(true);
        ctx.tasks().run(() -> reverter.revert(row.entry(), reason.get()), result -> {
            busy.set(false);
            load("Reverted " + row.entity() + " " + row.key() + ".");
        }, failure -> {
            busy.set(false);
            ctx.dialogs().showError("Not reverted", failure.getMessage());
            load("Not reverted: " + failure.getMessage());
        });
    }

    /** Opens the entry's item as it is now, when it still exists. */
    public void openItem() {
        JournalRow row = selected.get();
        if (row == null) {
            return;
        }
        row.entry().after().or(row.entry()::before).ifPresent(item -> ctx.workspace()
                .openItem(ctx.store().rowOf(row.entry().write().table(), item)));
    }

    private void refilter() {
        String tenant = tenantFilter.get() == null ? "" : tenantFilter.get().trim().toLowerCase(Locale.ROOT);
        String entity = entityFilter.get();
        boolean attempts = showAttempts.get();
        filtered.setPredicate(r -> (attempts || !isAttempt(r.entry()))
                && (tenant.isEmpty() || r.tenant().toLowerCase(Locale.ROOT).contains(tenant))
                && (entity == null || entity.equals(ALL_ENTITIES) || r.entity().equals(entity)));
    }

    private JournalRow row(JournalEntry entry) {
        var by = entry.provenance();
        return new JournalRow(entry, ctx.text().timestamp(by.at()), JournalRow.words(entry.operation()),
                entry.write().entity() == null ? "" : entry.write().entity(), entry.describeKey(),
                tenantOf(entry), by.reason() == null ? "" : by.reason(), by.actor() == null ? "" : by.actor(),
                JournalRow.outcome(entry));
    }

    private String tenantOf(JournalEntry entry) {
        Optional<EntityDef> entity = entityOf(entry);
        Optional<Item> item = entry.after().or(entry::before);
        if (entity.isEmpty() || item.isEmpty() || !entry.provenance().platform().equals(ctx.store().platform().id())) {
            return "";
        }
        EntityRow row = ctx.store().rowOf(entry.write().table(), item.get());
        return entity.get().tenantField().flatMap(row::text).orElse("");
    }

    private void showDiff(JournalRow row) {
        Optional<EntityDef> entity = row == null ? Optional.empty()
                : entityOf(row.entry());
        if (entity.isEmpty()) {
            afterHeading.set("After");
            diff.clear();
            return;
        }
        Item before = row.entry().before().orElse(Item.empty());
        boolean attempt = isAttempt(row.entry());
        afterHeading.set(attempt ? "Would have been (not written)" : "After");
        Item after = (attempt ? row.entry().write().afterIfAny() : row.entry().after()).orElse(Item.empty());
        diff.setAll(DiffRow.of(entity.get(), AttributeChange.between(entity.get(), before, after)));
    }

    private Optional<EntityDef> entityOf(JournalEntry entry) {
        return Optional.ofNullable(entry.write().entity()).flatMap(ctx.store().platform()::entity);
    }
}
