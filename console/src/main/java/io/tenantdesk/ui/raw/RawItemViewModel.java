package io.tenantdesk.ui.raw;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.item.DynamoJson;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.schema.values.SecretValues;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Move;
import io.tenantdesk.ui.common.FieldWords;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.itemform.ItemDialogs;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Any item, recognised or not, as typed DynamoDB JSON: checked as it is typed (JSON, DynamoDB types, then the
 * design: which entity the keys make it, beside that entity's templates — or the closest entity's and why it
 * does not match), saved with the safety of every write (validated, the diff confirmed with a reason, conditional
 * on the item as loaded, journalled; a changed key is a move), deleted with its key typed. Secrets show masked
 * and are kept as stored. Once an entity recognises the item it can continue in that entity's form.
 */
public final class RawItemViewModel {

    private final ConsoleContext ctx;
    private final String table;
    private final Set<String> secrets;
    private final RawItemWrites writes;
    private EntityRow loaded;
    private String loadedText;
    private ItemWrite plan;

    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final ObservableList<DynamoJson.Problem> mistakes = FXCollections.observableArrayList();
    private final ObservableList<String> designProblems = FXCollections.observableArrayList();
    private final ObservableList<KeyCheck> keyChecks = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper recognition = new ReadOnlyStringWrapper(this, "recognition", "");
    private final ReadOnlyStringWrapper templatesTitle = new ReadOnlyStringWrapper(this, "templatesTitle", "");
    private final ReadOnlyObjectWrapper<EntityDef> formEntity = new ReadOnlyObjectWrapper<>(this, "formEntity");
    private final ReadOnlyStringWrapper formAction = new ReadOnlyStringWrapper(this, "formAction", "");
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(this, "dirty");
    private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(this, "valid");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyBooleanWrapper deleted = new ReadOnlyBooleanWrapper(this, "deleted");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");

    /** An editor asking through the context's dialogs. */
    public RawItemViewModel(ConsoleContext ctx, EntityRow row) {
        this(ctx, ItemDialogs.shownBy(ctx.dialogs()), row);
    }

    /** An editor asking its writes' questions through {@code dialogs}. */
    public RawItemViewModel(ConsoleContext ctx, ItemDialogs dialogs, EntityRow row) {
        this.ctx = ctx;
        this.table = row.table();
        this.secrets = ctx.store().platform().secretAttributesOf(row.table());
        this.writes = new RawItemWrites(ctx, this, dialogs);
        text.addListener((obs, old, now) -> recheck());
        showLoaded(row);
    }

    // Properties

    /** The item as typed DynamoDB JSON; edits are checked as they are typed. */
    public StringProperty textProperty() {
        return text;
    }

    /** Mistakes in the JSON or its DynamoDB types, each with its line and column; empty when the text reads. */
    public ObservableList<DynamoJson.Problem> mistakes() {
        return mistakes;
    }

    /** Rules of the design the edited item would break; saving needs them fixed. */
    public ObservableList<String> designProblems() {
        return designProblems;
    }

    /** The edited item's keys beside the templates of the entity that recognises it, or of the closest one. */
    public ObservableList<KeyCheck> keyChecks() {
        return keyChecks;
    }

    /** Which entity the edited item is, or why none recognises it. */
    public ReadOnlyStringProperty recognitionProperty() {
        return recognition.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty templatesTitleProperty() {
        return templatesTitle.getReadOnlyProperty();
    }

    /** The entity that recognises the edited item, whose form it can continue in; null while none does. */
    public ReadOnlyObjectProperty<EntityDef> formEntityProperty() {
        return formEntity.getReadOnlyProperty();
    }

    /** The words of the continue-in-the-form command, e.g. "Save and continue in the License form". */
    public ReadOnlyStringProperty formActionProperty() {
        return formAction.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty dirtyProperty() {
        return dirty.getReadOnlyProperty();
    }

    /** True when the text reads and the item it makes keeps to the design: it can be saved. */
    public ReadOnlyBooleanProperty validProperty() {
        return valid.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty deletedProperty() {
        return deleted.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public boolean readOnly() {
        return ctx.readOnly();
    }

    /** The item as loaded (or as last saved). */
    public EntityRow loadedRow() {
        return loaded;
    }

    /** Tabs on the same item are not opened twice. */
    public String identity() {
        StringBuilder id = new StringBuilder("raw ")
                .append(ctx.store().platform().id())
                .append(' ')
                .append(table);
        keyOf(loaded.item())
                .ifPresent(k -> k.texts().forEach(t -> id.append(' ').append(t)));
        return id.toString();
    }

    /** The item's key as the delete confirmation asks for it, e.g. {@code LEGACY#x1 / METADATA}. */
    public String keyText() {
        return keyOf(loaded.item()).map(k -> String.join(" / ", k.texts())).orElse("");
    }

    // Commands

    /** Ctrl+S: check, confirm the diff with a reason, and write in the background. */
    public void save() {
        writes.save(null);
    }

    /**
     * Continues in the form of the entity that recognises the edited item: at once when nothing is edited, else
     * once the edit is saved (a changed key is moved first).
     */
    public void continueInForm() {
        if (formEntity.get() == null) {
            return;
        }
        if (!dirty.get()) {
            ctx.workspace().openItem(ctx.store().rowOf(table, loaded.item()));
            return;
        }
        writes.save(saved -> ctx.workspace().openItem(saved));
    }

    public void delete() {
        writes.delete();
    }

    /** Reads the item again, after asking when that discards edits. */
    public void reload() {
        writes.reload();
    }

    /** Puts the text back as loaded. */
    public void revertEdits() {
        text.set(loadedText);
        status.set("Edits discarded");
    }

    /** Asks before closing a tab with edits not saved. */
    public boolean confirmClose() {
        return !dirty.get()
                || ctx.dialogs()
                        .confirm("Discard edits", "Close " + title.get() + " and discard your edits?", "Discard");
    }

    // For RawItemWrites

    /** The write the current text would make; empty while the text has mistakes. */
    Optional<ItemWrite> plan() {
        return Optional.ofNullable(plan);
    }

    /** The text's mistakes and the design's rules it breaks, one per line, for "not saved" messages. */
    List<String> problems() {
        return mistakes.isEmpty()
                ? List.copyOf(designProblems)
                : mistakes.stream().map(Object::toString).toList();
    }

    void showLoaded(EntityRow row) {
        loaded = row;
        deleted.set(false);
        title.set("Raw · "
                + keyOf(row.item())
                        .map(k -> k.describe(" = ", " · ", PrimaryKey::text))
                        .orElse(row.table()));
        loadedText = DynamoJson.write(row.item(), secrets);
        if (loadedText.equals(text.get())) {
            recheck();
        } else {
            text.set(loadedText);
        }
    }

    /** Keeps the text and takes the item as it now is as the one the edit is conditional on. */
    void rebase(EntityRow current) {
        loaded = current;
        loadedText = DynamoJson.write(current.item(), secrets);
        recheck();
    }

    void markDeleted() {
        deleted.set(true);
        formEntity.set(null);
    }

    void setBusy(boolean now, String message) {
        busy.set(now);
        status.set(message);
    }

    void setStatus(String message) {
        status.set(message);
    }

    String now() {
        return ctx.text().timeOfDay(ctx.clock().instant());
    }

    private void recheck() {
        DynamoJson.Parsed parsed = DynamoJson.parse(text.get(), loaded.item());
        mistakes.setAll(parsed.problems());
        dirty.set(!text.get().equals(loadedText));
        if (!parsed.ok()) {
            plan = null;
            designProblems.clear();
            valid.set(false);
            formEntity.set(null);
            formAction.set("");
            recognition.set("The text has " + (mistakes.size() == 1 ? "a mistake" : mistakes.size() + " mistakes")
                    + "; recognition is checked again once it reads.");
            return;
        }
        Item edited = parsed.item();
        plan = ctx.store().planRawEdit(loaded, edited);
        Classification c = ctx.store().rowOf(table, edited).classification();
        SecretValues quoted = SecretValues.of(edited, c, secrets);
        EntityDef recognised = c.entityIfAny().orElse(null);
        Optional<EntityDef> shown =
                Optional.ofNullable(recognised).or(() -> ctx.store().closestEntity(table, edited));
        FieldWords words = shown.map(FieldWords::of).orElseGet(FieldWords::plain);
        designProblems.setAll(plan.violations().stream()
                .map(Violation::message)
                .map(m -> words.apply(quoted.scrub(m, ValueText.MASK)))
                .toList());
        valid.set(plan.valid() && !deleted.get());
        formEntity.set(deleted.get() ? null : recognised);
        formAction.set(
                recognised == null
                        ? ""
                        : (dirty.get() ? "Save and continue in the " : "Continue in the ")
                                + EntityNames.singular(recognised) + " form");
        recognition.set(
                recognised == null
                        ? "No entity recognises this item: "
                                + words.apply(quoted.scrub(c.unrecognisedReason(), ValueText.MASK))
                        : "Recognised as " + EntityNames.singular(recognised)
                                + (plan.valid()
                                        ? ""
                                        : ", but it breaks "
                                                + (designProblems.size() == 1
                                                        ? "a rule"
                                                        : designProblems.size() + " rules")
                                                + " of the design")
                                + (plan instanceof Move move
                                        ? ". Saving moves it to " + move.to().describe()
                                        : ""));
        templatesTitle.set(shown.map(e -> (recognised == null ? "Closest entity: " : "Entity: ")
                        + EntityNames.singular(e)
                        + " — its templates beside the item's keys")
                .orElse("No entity of " + table + " to compare with"));
        keyChecks.setAll(shown.map(e -> KeyCheck.of(e, edited, secrets)).orElse(List.of()));
    }

    private Optional<PrimaryKey> keyOf(Item item) {
        return ctx.store().platform().table(table).flatMap(t -> PrimaryKey.find(t, item));
    }
}
