package io.tenantdesk.ui.unclassified;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenantdesk.export.ExportFormat;
import io.tenantdesk.export.PlainValues;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.ui.common.ConsoleContext;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.common.PagedLoad;
import io.tenantdesk.ui.common.QuickFilter;
import io.tenantdesk.ui.common.RowExport;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.collections.transformation.SortedList;

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
    private final LoadProgress progress = new LoadProgress();
    private final ObservableList<UnclassifiedRowViewModel> source = FXCollections.observableArrayList();
    private final ObservableList<UnclassifiedRowViewModel> sourceView = FXCollections.unmodifiableObservableList(source);
    private final FilteredList<UnclassifiedRowViewModel> filtered = new FilteredList<>(source);
    private final SortedList<UnclassifiedRowViewModel> sorted = new SortedList<>(filtered);
    private final PagedLoad<UnclassifiedRowViewModel> load;
    private final RowExport export;
    private final ObservableList<String> tables;
    private final ObjectProperty<String> table = new SimpleObjectProperty<>(this, "table", ALL_TABLES);
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "Unclassified items");
    private final ReadOnlyStringWrapper readDescription = new ReadOnlyStringWrapper(this, "readDescription", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyIntegerWrapper shownCount = new ReadOnlyIntegerWrapper(this, "shownCount");
    private final StringProperty quickFilter = new SimpleStringProperty(this, "quickFilter", "");

    public UnclassifiedViewModel(ConsoleContext ctx) {
        this(ctx, null);
    }

    /** @param pageSize items per request, or null for the store's default */
    public UnclassifiedViewModel(ConsoleContext ctx, Integer pageSize) {
        this.ctx = ctx;
        this.platform = ctx.store().platform();
        this.pageSize = pageSize;
        this.mask = new SecretMask(platform);
        this.load = new PagedLoad<>(ctx.executors(), progress, source);
        this.export = new RowExport(ctx);
        List<String> choices = new ArrayList<>();
        choices.add(ALL_TABLES);
        choices.addAll(platform.tables().keySet());
        this.tables = FXCollections.unmodifiableObservableList(FXCollections.observableArrayList(choices));
        sorted.addListener((ListChangeListener<UnclassifiedRowViewModel>) c -> shownCount.set(sorted.size()));
        quickFilter.addListener((obs, old, now) -> filtered.setPredicate(QuickFilter.of(now, false)));
        table.addListener((obs, old, now) -> describe());
        describe();
    }

    // Properties

    /** "All tables", then the platform's tables by logical name. */
    public ObservableList<String> tables() {
        return tables;
    }

    public ObjectProperty<String> tableProperty() {
        return table;
    }

    /** The rows shown: filtered and sorted (the view binds the comparator to its columns). */
    public SortedList<UnclassifiedRowViewModel> rows() {
        return sorted;
    }

    public ObservableList<UnclassifiedRowViewModel> loadedRows() {
        return sourceView;
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** The read in words; it is always a full scan. */
    public ReadOnlyStringProperty readDescriptionProperty() {
        return readDescription.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return load.runningProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return load.statusProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty shownCountProperty() {
        return shownCount.getReadOnlyProperty();
    }

    public StringProperty quickFilterProperty() {
        return quickFilter;
    }

    public LoadProgress progress() {
        return progress;
    }

    public String identity() {
        return "unclassified:" + platform.id();
    }

    /** "12 found · 3 shown". */
    public StringBinding countsText() {
        return Bindings.createStringBinding(() -> {
            String text = String.format(Locale.ROOT, "%,d found", source.size());
            return shownCount.get() == source.size() ? text : text + String.format(Locale.ROOT, " · %,d shown", shownCount.get());
        }, shownCount, Bindings.size(source));
    }

    public StringBinding placeholderText() {
        return Bindings.createStringBinding(() -> {
            if (load.runningProperty().get()) {
                return "Scanning…";
            }
            if (load.failedProperty().get()) {
                return load.statusProperty().get();
            }
            return source.isEmpty() ? "Every item read is recognised and valid." : "No item found matches the filter.";
        }, load.runningProperty(), load.failedProperty(), load.statusProperty(), Bindings.size(source));
    }

    // Commands

    /** Scans the chosen table (or all, one after another), replacing what was found. */
    public void load() {
        List<String> chosen = ALL_TABLES.equals(table.get()) ? List.copyOf(platform.tables().keySet()) : List.of(table.get());
        message.set("");
        TableSequence sequence = new TableSequence(ctx.store(), chosen, pageSize, readDescription.get(),
                skipped -> ctx.executors().ui().execute(() -> message.set(skipped)));
        load.start(readDescription.get(), sequence::read, this::row);
    }

    /** Chooses a table (or {@link #ALL_TABLES}) and scans it. */
    public void show(String tableName) {
        table.set(tableName);
        load();
    }

    public void cancel() {
        load.cancel();
    }

    /** Opens the item in the form when an entity recognises it (the item breaks one of its rules). */
    public void open(UnclassifiedRowViewModel row) {
        if (row.loaded().entity().isPresent()) {
            ctx.workspace().openItem(row.loaded());
        }
    }

    /** Copies the item as pretty-printed JSON, every secret of its table masked. */
    public void copyAsJson(UnclassifiedRowViewModel row) {
        try {
            ctx.dialogs().copyToClipboard(JSON.writerWithDefaultPrettyPrinter()
                    .writeValueAsString(PlainValues.item(null, row.masked().item())));
            message.set("Copied the item as JSON (secrets masked)");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Exports the items shown or every item found: table, entity, keys, reason and the item; secrets masked. */
    public void export(ExportFormat format, boolean shownOnly) {
        List<EntityRow> rows = (shownOnly ? sorted : source).stream().map(UnclassifiedRowViewModel::masked).toList();
        String base = "unclassified-" + platform.id() + (ALL_TABLES.equals(table.get()) ? "" : "-" + table.get());
        export.export(null, rows, shownOnly ? "shown items" : "found items", format, base, message::set);
    }

    public void dispose() {
        load.stop();
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
            readDescription.set("Scan every item of " + (n == 1 ? "the platform's table" : "each of the platform's " + n
                    + " tables, one after another,") + " keeping those no entity recognises or that break a rule");
        } else {
            title.set("Unclassified items · " + chosen);
            readDescription.set("Scan every item of " + chosen + ", keeping those no entity recognises or that break a rule");
        }
    }

    /** Exceptions other than a missing table end the whole scan. */
    static boolean skippable(RuntimeException e) {
        return e instanceof StoreException s && s.kind() == StoreException.Kind.TABLE_MISSING;
    }
}
