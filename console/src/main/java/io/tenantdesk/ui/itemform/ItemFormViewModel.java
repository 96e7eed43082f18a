package io.tenantdesk.ui.itemform;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.context.ConsoleContext;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.WeakChangeListener;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The item form's state: one {@link FieldViewModel} per declared field (an edit buffer over the item as
 * loaded), the keys those fields render, and whether the whole is valid and changed. Commands are methods;
 * writes go through {@link ItemWrites}. Tested without JavaFX running; all methods are called on the UI thread.
 */
public final class ItemFormViewModel {

    private final ConsoleContext ctx;
    private final EntityDef entity;
    private final FormCheck formCheck;
    private final List<FieldViewModel> fields;
    private final Map<String, FieldViewModel> byName = new LinkedHashMap<>();
    private final ItemWrites writes;
    private final ItemLinks links;
    private final long instance = System.nanoTime();

    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(this, "dirty");
    private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(this, "valid");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyBooleanWrapper creating = new ReadOnlyBooleanWrapper(this, "creating");
    private final ReadOnlyBooleanWrapper deleted = new ReadOnlyBooleanWrapper(this, "deleted");
    private final ReadOnlyBooleanWrapper canSave = new ReadOnlyBooleanWrapper(this, "canSave");
    private final ReadOnlyBooleanWrapper canDelete = new ReadOnlyBooleanWrapper(this, "canDelete");
    private final ReadOnlyBooleanWrapper canDuplicate = new ReadOnlyBooleanWrapper(this, "canDuplicate");
    private final ReadOnlyStringWrapper saveHint = new ReadOnlyStringWrapper(this, "saveHint", "");
    private final ReadOnlyStringWrapper banner = new ReadOnlyStringWrapper(this, "banner", "");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ObservableList<String> problems = FXCollections.observableArrayList();
    private final ObservableList<String> problemsView = FXCollections.unmodifiableObservableList(problems);
    private final ObservableList<KeyPreview> keyPreview = FXCollections.observableArrayList();
    private final ObservableList<KeyPreview> keyPreviewView = FXCollections.unmodifiableObservableList(keyPreview);
    private final ObservableList<OtherAttribute> otherAttributes = FXCollections.observableArrayList();
    private final ObservableList<OtherAttribute> otherAttributesView =
            FXCollections.unmodifiableObservableList(otherAttributes);
    private final ReadOnlyStringWrapper focusRequest = new ReadOnlyStringWrapper(this, "focusRequest", "");
    private final ObservableList<String> itemProblems = FXCollections.observableArrayList();
    private final ObservableList<String> itemProblemsView = FXCollections.unmodifiableObservableList(itemProblems);

    private final UnaryOperator<String> words;
    private final ChangeListener<Boolean> onWriteAccess = (obs, was, now) -> recompute();
    private EntityRow loaded;
    private boolean loading;

    private ItemFormViewModel(
            ConsoleContext ctx, ItemDialogs dialogs, EntityDef entity, EntityRow row, Map<String, Value> prefill) {
        this.ctx = ctx;
        this.entity = entity;
        FieldRules rules = new FieldRules(entity, new AttributeValidator(), new FieldValues());
        this.words = rules::words;
        this.formCheck = new FormCheck(entity, rules);
        this.fields = FormFields.build(entity, rules, ctx.text());
        fields.forEach(f -> byName.put(f.name(), f));
        fields.forEach(f -> f.textProperty().addListener((obs, was, now) -> recompute()));
        this.writes = new ItemWrites(ctx, this, dialogs);
        this.links = new ItemLinks(ctx, this::loadedRow);
        ctx.access().readOnlyProperty().addListener(new WeakChangeListener<>(onWriteAccess));
        if (row != null) {
            showLoaded(row);
        } else {
            showNew(prefill);
        }
    }

    /** A form on an existing item, asking its questions through {@code dialogs}. */
    public static ItemFormViewModel forItem(ConsoleContext ctx, ItemDialogs dialogs, EntityRow row) {
        EntityDef entity = row.entity()
                .orElseThrow(() -> new IllegalArgumentException("an item that no entity recognises has no form: "
                        + row.classification().summary()));
        return new ItemFormViewModel(ctx, dialogs, entity, row, Map.of());
    }

    /** A form for a new item, its fields filled from {@code prefill} (empty, or a copy of another item). */
    public static ItemFormViewModel forNew(
            ConsoleContext ctx, ItemDialogs dialogs, EntityDef entity, Map<String, Value> prefill) {
        return new ItemFormViewModel(ctx, dialogs, entity, null, prefill);
    }

    // Properties

    public EntityDef entity() {
        return entity;
    }

    public List<FieldViewModel> fields() {
        return fields;
    }

    public ItemLinks links() {
        return links;
    }

    public Optional<FieldViewModel> field(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty dirtyProperty() {
        return dirty.getReadOnlyProperty();
    }

    /** True when every field and every key is valid. */
    public ReadOnlyBooleanProperty validProperty() {
        return valid.getReadOnlyProperty();
    }

    /** True while a write or a reload runs in the background. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** True while the form makes a new item rather than editing one. */
    public ReadOnlyBooleanProperty creatingProperty() {
        return creating.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty deletedProperty() {
        return deleted.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canSaveProperty() {
        return canSave.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canDeleteProperty() {
        return canDelete.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canDuplicateProperty() {
        return canDuplicate.getReadOnlyProperty();
    }

    /** Why Save is disabled, or what it will do: the Save button's tooltip. */
    public ReadOnlyStringProperty saveHintProperty() {
        return saveHint.getReadOnlyProperty();
    }

    /** A standing notice: read-only connection, item deleted; empty when none. */
    public ReadOnlyStringProperty bannerProperty() {
        return banner.getReadOnlyProperty();
    }

    /** What the form is doing or last did, e.g. "Saved at 14:30:02". */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Every rule the edited item breaks, one line each; Save is disabled while there is any. */
    public ObservableList<String> problems() {
        return problemsView;
    }

    public ObservableList<KeyPreview> keyPreview() {
        return keyPreviewView;
    }

    public ObservableList<OtherAttribute> otherAttributes() {
        return otherAttributesView;
    }

    /** The rules the item as loaded already breaks (a save must fix them). */
    public ObservableList<String> itemProblems() {
        return itemProblemsView;
    }

    public boolean readOnly() {
        return ctx.readOnly();
    }

    /** True while the console refuses writes ("Make read-only" and "Allow writes" switch it with the form open). */
    public ReadOnlyBooleanProperty readOnlyProperty() {
        return ctx.access().readOnlyProperty();
    }

    /** The item as loaded (or as last saved); empty for a new item. */
    public Optional<EntityRow> loadedRow() {
        return Optional.ofNullable(loaded);
    }

    /** The whole edited state of the entity's fields, as the store takes it: an absent field is removed. */
    public Map<String, Value> fieldValues() {
        return FormFields.values(fields);
    }

    /** Identifies the item for the main window's tabs: platform, table and primary key, or a new form. */
    public String identity() {
        return loaded == null
                ? "new " + entity.name() + " " + instance
                : FormFields.identity(ctx.store().platform().id(), entity, loaded);
    }

    /** The item's key as people type it: its key fields' values (e.g. {@code acme / l-1}), or its raw keys. */
    public String keyText() {
        return FormFields.keyText(entity, this::field, loaded);
    }

    // Commands

    /** Ctrl+S: plan, confirm the diff with a reason, and write in the background. */
    public void save() {
        writes.save();
    }

    /** Asks for the item's key and a reason, then deletes it in the background. */
    public void delete() {
        writes.delete();
    }

    /** F5: reads the item again (asking first when there are edits). */
    public void refresh() {
        writes.reload();
    }

    /** Esc and "Revert edits": back to the item as loaded, after asking when there are edits. */
    public void revert() {
        writes.revert();
    }

    /** Opens a new-item form with this item's fields, less its own id, secrets and what writes set. */
    public void duplicateAsNew() {
        if (!canDuplicate.get()) {
            return;
        }
        Map<String, Value> prefill = FormFields.copyForNew(entity, fields);
        ctx.workspace().openNewItem(entity, prefill);
    }

    /** The field a repair asks the view to put the cursor in (a problem with no mechanical fix). */
    public ReadOnlyStringProperty focusRequestProperty() {
        return focusRequest.getReadOnlyProperty();
    }

    /** Repairs the item as loaded: each fix shown as a diff to confirm, or the cursor put in the field no fix reaches. */
    public void repair() {
        writes.repair();
    }

    void focusField(String field) {
        focusRequest.set("");
        focusRequest.set(field);
    }

    /** Opens the item's history: its recorded writes, newest first; a new item has none. */
    public void history() {
        loadedRow().ifPresent(ctx.workspace()::openHistory);
    }

    /** Opens the item as loaded in the raw editor, every attribute as typed DynamoDB JSON; a new item has none. */
    public void editRaw() {
        loadedRow().ifPresent(ctx.workspace()::openRawItem);
    }

    /** Asks before a tab with edits closes; true when it may close. */
    public boolean confirmClose() {
        if (!dirty.get() || deleted.get()) {
            return true;
        }
        return ctx.dialogs()
                .confirm(
                        "Unsaved edits",
                        "Your edits to " + title.get() + " are not saved. Close the tab and discard them?",
                        "Discard edits");
    }

    // State changes (the UI thread; used by ItemWrites)

    void showLoaded(EntityRow row) {
        this.loaded = row;
        creating.set(false);
        deleted.set(false);
        Map<String, Value> values = ChangePlanner.fieldsOf(entity, row);
        loadAll(values);
        otherAttributes.setAll(FormFields.others(entity, row.item()));
        itemProblems.setAll(row.classification().violations().stream()
                .map(v -> words.apply(v.message()))
                .toList());
    }

    private void showNew(Map<String, Value> prefill) {
        this.loaded = null;
        creating.set(true);
        loadAll(prefill);
        otherAttributes.clear();
        itemProblems.clear();
    }

    private void loadAll(Map<String, Value> values) {
        changeFieldsAtOnce(() -> fields.forEach(f -> f.load(values.get(f.name()))));
    }

    /** Changes many fields, then checks the form once instead of after each field. */
    private void changeFieldsAtOnce(Runnable change) {
        loading = true;
        try {
            change.run();
        } finally {
            loading = false;
        }
        recompute();
    }

    /** Puts the user's edited texts on top of the item as it is now (after a conflict). */
    void rebase(EntityRow current, Map<String, String> edits) {
        showLoaded(current);
        applyTexts(edits);
    }

    /** The item was deleted meanwhile: the form makes it anew, from what the user sees. */
    void rebaseAsNew() {
        this.loaded = null;
        creating.set(true);
        deleted.set(false);
        otherAttributes.clear();
        itemProblems.clear();
        recompute();
    }

    private void applyTexts(Map<String, String> texts) {
        changeFieldsAtOnce(() -> texts.forEach((name, text) -> field(name)
                .filter(FieldViewModel::valueEditable)
                .ifPresent(f -> f.textProperty().set(text))));
    }

    /** The texts the user changed (all typed texts for a new item), by field. */
    Map<String, String> editedTexts() {
        return FormFields.editedTexts(fields, loaded == null);
    }

    void resetToLoaded() {
        changeFieldsAtOnce(() -> fields.forEach(f -> f.load(f.loadedValue().orElse(null))));
    }

    void markDeleted() {
        deleted.set(true);
        recompute();
    }

    void setBusy(boolean running, String what) {
        busy.set(running);
        status.set(what);
        recompute();
    }

    public void setStatus(String what) {
        status.set(what);
    }

    /** Re-renders the keys and recomputes validity, dirtiness and what may be done; after every keystroke. */
    private void recompute() {
        if (loading) {
            return;
        }
        FormCheck.Result check = formCheck.check(fields, fieldValues(), loaded == null ? null : loaded.item());
        keyPreview.setAll(check.keyPreview());
        problems.setAll(check.problems());
        valid.set(check.valid());
        dirty.set(!deleted.get()
                && fields.stream().anyMatch(f -> f.changedProperty().get()));
        updateCommands();
    }

    private void updateCommands() {
        FormState state =
                new FormState(ctx.readOnly(), deleted.get(), busy.get(), valid.get(), dirty.get(), loaded == null);
        fields.forEach(f -> f.updateEditable(state.writable(), loaded != null));
        canSave.set(state.canSave());
        canDelete.set(state.canDelete());
        canDuplicate.set(state.canDuplicate());
        title.set(state.title(entity, keyText()));
        banner.set(state.banner());
        saveHint.set(state.saveHint(status.get(), problems));
    }
}
