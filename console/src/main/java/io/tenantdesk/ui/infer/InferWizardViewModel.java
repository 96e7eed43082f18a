package io.tenantdesk.ui.infer;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.host.AtomicFiles;
import io.tenantdesk.infer.LiveDraft;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.load.DescriptorException;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.common.DialogService;
import io.tenantdesk.ui.common.TaskSlot;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Descriptors › Draft a descriptor from a table…: the connection's tables to pick, a draft made in the background
 * (progress, Cancel), the proposed entities with sample items and the notes on every guess, and Save into the
 * user's platforms folder (owner-only, replaced whole; a name that exists asks first), then an offer to open it.
 */
public final class InferWizardViewModel {

    /** Where the wizard is. */
    public enum Step {
        LISTING,
        PICKING,
        DRAFTING,
        DRAFTED
    }

    /** A table the connection lists, and whether the user picked it. */
    public record TableChoice(String name, BooleanProperty chosen) {}

    /** A proposed entity: its keys, the sampled items it takes, and the notes on its guesses. */
    public record EntityPreview(
            String name,
            String table,
            Map<String, String> keys,
            EntityDef entity,
            List<Item> samples,
            List<String> notes) {}

    static final int SAMPLE = 2000;
    static final int SEGMENTS = 4;
    private static final Pattern PLATFORM_ID = Pattern.compile("[a-z0-9][a-z0-9_-]{0,62}");

    private final LiveDraft live;
    private final BackgroundTasks tasks;
    private final DialogService dialogs;
    private final Path platformsFolder;
    private final Set<String> bundledIds;
    private final Consumer<Path> open;
    private final TaskSlot slot = new TaskSlot();
    private CancelToken running = new CancelToken();
    private LiveDraft.Drafted drafted;

    private final ObservableList<TableChoice> tables =
            FXCollections.observableArrayList(t -> new javafx.beans.Observable[] {t.chosen()});
    private final ObservableList<EntityPreview> entities = FXCollections.observableArrayList();
    private final ObservableList<String> notes = FXCollections.observableArrayList();
    private final StringProperty platformId = new SimpleStringProperty("drafted");
    private final ReadOnlyStringWrapper idProblem = new ReadOnlyStringWrapper();
    private final ReadOnlyObjectWrapper<Step> step = new ReadOnlyObjectWrapper<>(Step.LISTING);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyObjectWrapper<Path> saved = new ReadOnlyObjectWrapper<>();

    /**
     * @param platformsFolder where Save writes, made owner-only when missing
     * @param bundledIds      ids a draft may not take
     * @param open            opens a saved descriptor in the console
     */
    public InferWizardViewModel(
            LiveDraft live,
            BackgroundTasks tasks,
            DialogService dialogs,
            Path platformsFolder,
            Set<String> bundledIds,
            Consumer<Path> open) {
        this.live = live;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.platformsFolder = platformsFolder;
        this.bundledIds = Set.copyOf(bundledIds);
        this.open = open;
        idProblem.bind(Bindings.createStringBinding(() -> problemOf(platformId.get()), platformId));
    }

    // Properties

    public ObservableList<TableChoice> tables() {
        return tables;
    }

    public ObservableList<EntityPreview> entities() {
        return entities;
    }

    /** The draft's notes on the whole platform (the entities' own notes are in their previews). */
    public ObservableList<String> notes() {
        return notes;
    }

    public StringProperty platformIdProperty() {
        return platformId;
    }

    /** Why the id cannot be saved under, or null when it can. */
    public ReadOnlyStringProperty idProblemProperty() {
        return idProblem.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Step> stepProperty() {
        return step.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** From 0 to 1; -1 while the length of the work is not known. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** The file saved, once it is. */
    public ReadOnlyObjectProperty<Path> savedProperty() {
        return saved.getReadOnlyProperty();
    }

    public BooleanBinding canDraft() {
        return Bindings.createBooleanBinding(
                () -> step.get() != Step.DRAFTING
                        && step.get() != Step.LISTING
                        && tables.stream().anyMatch(t -> t.chosen().get())
                        && idProblem.get() == null,
                step,
                tables,
                idProblem);
    }

    public BooleanBinding canSave() {
        return Bindings.createBooleanBinding(
                () -> step.get() == Step.DRAFTED && idProblem.get() == null, step, idProblem);
    }

    // Commands

    /** Lists the connection's tables, in the background; {@code preselected} ones are picked and listed first. */
    public void loadTables(Set<String> preselected) {
        step.set(Step.LISTING);
        progress.set(-1);
        message.set("Listing the connection's tables…");
        tasks.runLatest(
                slot,
                cancel -> live.tableNames(),
                new CancelToken(),
                names -> {
                    tables.setAll(java.util.stream.Stream.concat(
                                    names.stream().filter(preselected::contains),
                                    names.stream().filter(n -> !preselected.contains(n)))
                            .map(n -> new TableChoice(n, new SimpleBooleanProperty(preselected.contains(n))))
                            .toList());
                    step.set(Step.PICKING);
                    progress.set(0);
                    message.set(names.isEmpty() ? "The connection shows no tables." : "Pick the tables to draft from.");
                },
                failure -> {
                    step.set(Step.PICKING);
                    progress.set(0);
                    message.set("The tables cannot be listed: " + failure.getMessage());
                });
    }

    /** Reads the picked tables and drafts from them, in the background. */
    public void draft() {
        if (!canDraft().get()) {
            return;
        }
        Map<String, String> physicalByName = new LinkedHashMap<>();
        tables.stream()
                .filter(t -> t.chosen().get())
                .forEach(t -> physicalByName.put(live.draftName(t.name()), t.name()));
        String id = platformId.get();
        CancelToken cancel = new CancelToken();
        running = cancel;
        step.set(Step.DRAFTING);
        progress.set(0);
        message.set("Reading " + physicalByName.size() + (physicalByName.size() == 1 ? " table…" : " tables…"));
        tasks.runLatest(
                slot,
                token -> live.draftTables(
                        id,
                        physicalByName,
                        SAMPLE,
                        SEGMENTS,
                        cancel,
                        p -> tasks.executors().ui().execute(() -> showProgress(cancel, p))),
                cancel,
                result -> {
                    if (cancel.isCancelled()) {
                        return;
                    }
                    show(result);
                },
                failure -> {
                    if (cancel.isCancelled()) {
                        return;
                    }
                    step.set(Step.PICKING);
                    progress.set(0);
                    message.set((failure instanceof DescriptorException
                                    ? "The draft does not load, a defect of the" + " drafting: "
                                    : "The draft failed: ")
                            + failure.getMessage());
                });
    }

    /** Stops a draft under way; what it read is dropped. */
    public void cancel() {
        if (step.get() != Step.DRAFTING) {
            return;
        }
        running.cancel();
        slot.take();
        step.set(drafted == null ? Step.PICKING : Step.DRAFTED);
        progress.set(0);
        message.set("Cancelled; nothing was drafted.");
    }

    /**
     * Saves the draft as {@code <id>.json} in the platforms folder, asking before it replaces a file; then offers to
     * open it.
     */
    public void save() {
        if (!canSave().get()) {
            return;
        }
        String id = platformId.get();
        Path file = platformsFolder.resolve(id + ".json");
        if (Files.exists(file)
                && !dialogs.confirm(
                        "Replace descriptor",
                        file.getFileName() + " already exists in " + platformsFolder + ". Replace it with this draft?",
                        "Replace")) {
            return;
        }
        LiveDraft.Drafted toSave = id.equals(drafted.descriptor().id()) ? drafted : LiveDraft.of(id, drafted.tables());
        tasks.run(
                () -> {
                    try {
                        AtomicFiles.createFolder(platformsFolder, true);
                        AtomicFiles.write(
                                file, (toSave.json() + System.lineSeparator()).getBytes(StandardCharsets.UTF_8), true);
                        return file;
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                },
                written -> {
                    saved.set(written);
                    message.set("Saved as " + written + ".");
                    if (dialogs.confirm(
                            "Descriptor saved", "Saved as " + written + ". Open it in the console now?", "Open")) {
                        open.accept(written);
                    }
                },
                failure -> dialogs.showError(
                        "Descriptor not saved", file + " cannot be written: " + failure.getMessage()));
    }

    private void showProgress(CancelToken cancel, LiveDraft.Progress p) {
        if (cancel.isCancelled() || step.get() != Step.DRAFTING) {
            return;
        }
        progress.set(p.total() == 0 ? -1 : (double) p.done() / p.total());
        message.set(
                p.table() == null
                        ? "Grouping the items…"
                        : "Reading " + p.table() + " (" + (p.done() + 1) + " of " + p.total() + ")…");
    }

    private void show(LiveDraft.Drafted result) {
        if (result == null) {
            return;
        }
        drafted = result;
        ItemClassifier classifier = new ItemClassifier(result.descriptor());
        Map<String, List<Item>> samples = new LinkedHashMap<>();
        result.tables()
                .forEach(t -> t.sample()
                        .forEach(item -> classifier
                                .classify(t.name(), item)
                                .entityIfAny()
                                .ifPresent(e -> samples.computeIfAbsent(e.name(), k -> new ArrayList<>())
                                        .add(item))));
        List<String> general = new ArrayList<>(result.descriptor().notes());
        List<EntityPreview> previews = new ArrayList<>();
        for (EntityDef e : result.descriptor().entities()) {
            String prefix = "Entity `" + e.name() + "` (";
            List<String> own =
                    general.stream().filter(n -> n.startsWith(prefix)).toList();
            general.removeAll(own);
            Map<String, String> keys = new LinkedHashMap<>();
            e.primaryKeyTemplates().forEach((k, t) -> keys.put(k, t.text()));
            previews.add(new EntityPreview(
                    e.name(), e.table().name(), keys, e, List.copyOf(samples.getOrDefault(e.name(), List.of())), own));
        }
        entities.setAll(previews);
        notes.setAll(general);
        step.set(Step.DRAFTED);
        progress.set(1);
        int items = result.tables().stream().mapToInt(t -> t.sample().size()).sum();
        message.set(previews.size() + (previews.size() == 1 ? " entity" : " entities") + " proposed from " + items
                + " sampled items. Check every guess, then Save.");
    }

    private String problemOf(String id) {
        if (id == null || !PLATFORM_ID.matcher(id).matches()) {
            return "An id of lower-case letters, digits, '-' and '_', starting with a letter or digit.";
        }
        if (bundledIds.contains(id)) {
            return "`" + id + "` is a bundled platform's id; choose another.";
        }
        return null;
    }
}
