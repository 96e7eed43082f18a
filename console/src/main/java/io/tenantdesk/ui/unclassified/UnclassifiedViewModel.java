package io.tenantdesk.ui.unclassified;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenantdesk.export.ExportFormat;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.ItemChange;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.ui.bulk.BulkDialogs;
import io.tenantdesk.ui.bulk.BulkEdits;
import io.tenantdesk.ui.bulk.ImportCorrections;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.rows.RowExport;
import io.tenantdesk.ui.rows.RowList;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The items of a platform's tables that no entity recognises or that break a rule, with the reason: a data
 * quality signal. Reads one table, or every table one after another, by scanning (there is no other way to find
 * them), streaming pages like an entity list. Secrets are masked in everything shown, copied and exported.
 */
public final class UnclassifiedViewModel {

    /** The table choice that scans every table in turn. */
    public static final String ALL_TABLES = "All tables";

    private static final ObjectMapper JSON = new ObjectMapper();

    private final ConsoleContext ctx;
    private final PlatformDescriptor platform;
    private final Integer pageSize;
    private final SecretMask mask;
    private final RowList<UnclassifiedRowViewModel> list;
    private final RowExport export;
    private final ImportCorrections imports;
    private final ObservableList<String> tables;
    private final ObjectProperty<String> table = new SimpleObjectProperty<>(this, "table", ALL_TABLES);
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "Unclassified items");
    private final ReadOnlyStringWrapper readDescription = new ReadOnlyStringWrapper(this, "readDescription", "");
    private final Runnable stopChanges;

    public UnclassifiedViewModel(ConsoleContext ctx) {
        this(ctx, null);
    }

    /** @param pageSize items per request, or null for the store's default */
    public UnclassifiedViewModel(ConsoleContext ctx, Integer pageSize) {
        this(ctx, BulkDialogs.shownBy(ctx.dialogs()), pageSize);
    }

    /** As {@link #UnclassifiedViewModel(ConsoleContext, Integer)}, asking before an import through {@code bulk}. */
    public UnclassifiedViewModel(ConsoleContext ctx, BulkDialogs bulk, Integer pageSize) {
        this.ctx = ctx;
        this.platform = ctx.store().platform();
        this.pageSize = pageSize;
        this.mask = new SecretMask(platform);
        this.list = new RowList<>(ctx.tasks());
        this.export = new RowExport(ctx);
        this.imports = new ImportCorrections(
                ctx,
                new BulkEdits(
                        ctx,
                        bulk,
                        outcome -> list.setMessage((outcome.cancelled() ? "Import cancelled: " : "Import: ")
                                + outcome.summary() + "; Reload to see the items as they are now")));
        List<String> choices = new ArrayList<>();
        choices.add(ALL_TABLES);
        choices.addAll(platform.tables().keySet());
        this.tables = FXCollections.unmodifiableObservableList(FXCollections.observableArrayList(choices));
        table.addListener((obs, old, now) -> describe());
        describe();
        this.stopChanges = ctx.changes().subscribe(this::itemChanged);
    }

    // Properties

    /** "All tables", then the platform's tables by logical name. */
    public ObservableList<String> tables() {
        return tables;
    }

    public ObjectProperty<String> tableProperty() {
        return table;
    }

    /** The items found, their filter, the scan and the last message; the view binds the sort to its columns. */
    public RowList<UnclassifiedRowViewModel> list() {
        return list;
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** The read in words; it is always a full scan. */
    public ReadOnlyStringProperty readDescriptionProperty() {
        return readDescription.getReadOnlyProperty();
    }

    public String identity() {
        return "unclassified:" + platform.id();
    }

    /** "12 found · 3 shown". */
    public StringBinding countsText() {
        return Bindings.createStringBinding(
                () -> {
                    int found = list.loadedRows().size();
                    int shown = list.shownCount().get();
                    String text = String.format(Locale.ROOT, "%,d found", found);
                    return shown == found ? text : text + String.format(Locale.ROOT, " · %,d shown", shown);
                },
                list.shownCount(),
                Bindings.size(list.loadedRows()));
    }

    public StringBinding placeholderText() {
        return Bindings.createStringBinding(
                () -> {
                    if (list.loadingProperty().get()) {
                        return "Scanning…";
                    }
                    if (list.failedProperty().get()) {
                        return list.statusProperty().get();
                    }
                    return list.loadedRows().isEmpty()
                            ? "Every item read is recognised and valid."
                            : "No item found matches the filter.";
                },
                list.loadingProperty(),
                list.failedProperty(),
                list.statusProperty(),
                Bindings.size(list.loadedRows()));
    }

    // Commands

    /** Scans the chosen table (or all, one after another), replacing what was found. */
    public void load() {
        List<String> chosen =
                ALL_TABLES.equals(table.get()) ? List.copyOf(platform.tables().keySet()) : List.of(table.get());
        list.setMessage("");
        TableSequence sequence = new TableSequence(
                ctx.store(),
                chosen,
                pageSize,
                readDescription.get(),
                skipped -> ctx.executors().ui().execute(() -> list.setMessage(skipped)));
        list.load(readDescription.get(), sequence::read, this::row);
    }

    /** Chooses a table (or {@link #ALL_TABLES}) and scans it. */
    public void show(String tableName) {
        table.set(tableName);
        load();
    }

    /**
     * Opens the item: in its entity's form when an entity recognises it (the item breaks one of its rules), else in
     * the raw editor, which says why no entity matches and lets the keys be corrected.
     */
    public void open(UnclassifiedRowViewModel row) {
        if (row.loaded().entity().isPresent()) {
            ctx.workspace().openItem(row.loaded());
        } else {
            ctx.workspace().openRawItem(row.loaded());
        }
    }

    /** Opens the item as typed DynamoDB JSON in the raw editor, whatever it is. */
    public void editRaw(UnclassifiedRowViewModel row) {
        ctx.workspace().openRawItem(row.loaded());
    }

    /** Copies the item as pretty-printed JSON, every secret of its table masked. */
    public void copyAsJson(UnclassifiedRowViewModel row) {
        try {
            ctx.dialogs()
                    .copyToClipboard(JSON.writerWithDefaultPrettyPrinter()
                            .writeValueAsString(
                                    PlainValues.item(null, row.masked().item())));
            list.setMessage("Copied the item as JSON (secrets masked)");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Exports the items shown or every item found: table, entity, keys, reason and the item; secrets masked. */
    public void export(ExportFormat format, boolean shownOnly) {
        List<EntityRow> rows = list.toExport(shownOnly).stream()
                .map(UnclassifiedRowViewModel::masked)
                .toList();
        String base = "unclassified-" + platform.id() + (ALL_TABLES.equals(table.get()) ? "" : "-" + table.get());
        export.export(null, rows, shownOnly ? "shown items" : "found items", format, base, list::setMessage);
    }

    /** The table an import of corrections goes to: the one chosen, or the platform's only one. */
    public Optional<TableDef> importTable() {
        String chosen = ALL_TABLES.equals(table.get()) && platform.tables().size() == 1
                ? platform.tables().keySet().iterator().next()
                : table.get();
        return platform.table(chosen);
    }

    /** What the import's menu item says: the table it goes to, or that one must be chosen first. */
    public StringBinding importText() {
        return Bindings.createStringBinding(
                () -> importTable()
                        .map(t -> "Import corrections to " + t.name() + " (DynamoDB JSON lines)…")
                        .orElse("Import corrections… (choose one table first)"),
                table);
    }

    /** True when no import can be made: the connection is read-only, or no single table is chosen. */
    public BooleanBinding importDisabled() {
        return Bindings.createBooleanBinding(
                () -> ctx.readOnly() || importTable().isEmpty(), table);
    }

    /**
     * Asks for a file of typed DynamoDB JSON lines (what the raw editor copies, or a DynamoDB export's data) and
     * imports it as corrections to the chosen table's items: planned against them as they are now, confirmed once,
     * written in the background as one batch.
     */
    public void importCorrections() {
        importTable().ifPresent(imports::start);
    }

    /** Stops scanning and following writes (the tab closed). */
    public void dispose() {
        stopChanges.run();
        list.dispose();
    }

    /**
     * A write changed an item: one that is now recognised and valid, or gone, leaves the list; one still broken shows
     * as the write left it; a broken one the write made in a table the list scans joins it.
     */
    private void itemChanged(ItemChange change) {
        UnclassifiedRowViewModel shown = list.loadedRows().stream()
                .filter(r -> change.isAbout(r.loaded()))
                .findFirst()
                .orElse(null);
        Optional<EntityRow> broken = change.now().filter(now -> !now.valid());
        if (shown == null) {
            broken.filter(now -> ALL_TABLES.equals(table.get()) || now.table().equals(table.get()))
                    .ifPresent(now -> list.add(row(now)));
        } else if (broken.isPresent()) {
            list.replace(shown, row(broken.get()));
        } else {
            list.remove(shown);
        }
    }

    private UnclassifiedRowViewModel row(EntityRow row) {
        TableDef def = platform.table(row.table()).orElseThrow();
        return new UnclassifiedRowViewModel(row, mask, def);
    }

    private void describe() {
        String chosen = table.get();
        if (ALL_TABLES.equals(chosen)) {
            int n = platform.tables().size();
            title.set("Unclassified items");
            readDescription.set("Scan every item of "
                    + (n == 1 ? "the platform's table" : "each of the platform's " + n + " tables, one after another,")
                    + " keeping those no entity recognises or that break a rule");
        } else {
            title.set("Unclassified items · " + chosen);
            readDescription.set(
                    "Scan every item of " + chosen + ", keeping those no entity recognises or that break a rule");
        }
    }

    /** Exceptions other than a missing table end the whole scan. */
    static boolean skippable(RuntimeException e) {
        return e instanceof StoreException s && s.kind() == StoreException.Kind.TABLE_MISSING;
    }
}
