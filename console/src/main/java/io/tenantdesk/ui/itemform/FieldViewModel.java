package io.tenantdesk.ui.itemform;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.ui.common.ValueText;
import java.util.ArrayList;
import java.util.LinkedHashSet;
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

/**
 * One field of the item form: its declaration, the text being edited (a buffer: nothing is written until the
 * form saves), the value as loaded, and every rule the text breaks, recomputed as the user types.
 */
public final class FieldViewModel {

    /** What part a field plays in the item. */
    public enum Role {
        /** Part of the table's primary key: fixed once the item exists. */
        PRIMARY_KEY,
        /** Feeds an index key: editing it re-renders that key. */
        INDEX_KEY,
        /** Set by every write (the version, the stamps): shown, never typed. */
        DERIVED,
        ATTRIBUTE
    }

    private final AttributeSpec spec;
    private final FieldKind kind;
    private final Role role;
    private final List<String> keysFed;
    private final boolean ttl;
    private final FieldRules rules;
    private final ValueText valueText;
    private final boolean setOnCreate;

    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final ReadOnlyBooleanWrapper editable = new ReadOnlyBooleanWrapper(this, "editable");
    private final ReadOnlyObjectWrapper<List<Violation>> violations =
            new ReadOnlyObjectWrapper<>(this, "violations", List.of());
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyBooleanWrapper changed = new ReadOnlyBooleanWrapper(this, "changed");
    private final ReadOnlyStringWrapper hint = new ReadOnlyStringWrapper(this, "hint", "");
    private final ReadOnlyStringWrapper display = new ReadOnlyStringWrapper(this, "display", "");

    private Value loaded;
    private String loadedText = "";
    private boolean valueEditable = true;
    private List<Violation> own = List.of();
    private List<Violation> fromKeys = List.of();
    private boolean itemExists;

    FieldViewModel(
            AttributeSpec spec, Role role, List<String> keysFed, boolean ttl, FieldRules rules, ValueText valueText) {
        this(spec, role, keysFed, ttl, rules, valueText, false);
    }

    /** @param setOnCreate for a derived field, true when only the item's creation sets it (a created-at stamp) */
    FieldViewModel(
            AttributeSpec spec,
            Role role,
            List<String> keysFed,
            boolean ttl,
            FieldRules rules,
            ValueText valueText,
            boolean setOnCreate) {
        this.setOnCreate = setOnCreate;
        this.spec = spec;
        this.kind = FieldKind.of(spec);
        this.role = role;
        this.keysFed = List.copyOf(keysFed);
        this.ttl = ttl;
        this.rules = rules;
        this.valueText = valueText;
        text.addListener((obs, was, now) -> recheck());
        display.set(kind == FieldKind.SECRET ? "(not set)" : "");
        recheck();
    }

    // Properties

    public AttributeSpec spec() {
        return spec;
    }

    public String name() {
        return spec.name();
    }

    public FieldKind kind() {
        return kind;
    }

    public Role role() {
        return role;
    }

    /** The key attributes whose templates use this field, e.g. {@code [GSI3PK]} for app_data's license status. */
    public List<String> keysFed() {
        return keysFed;
    }

    /** The label: the declared one, with a star when the field is required. */
    public String label() {
        return spec.displayLabel() + (spec.required() && role != Role.DERIVED ? " *" : "");
    }

    /**
     * The hint an empty field shows: a typical value, worded so that it cannot be taken for one ("e.g. 2026-02-21");
     * empty when there is nothing to suggest.
     */
    public String prompt() {
        String example = spec.exampleIfAny()
                .orElse(
                        kind == FieldKind.TIMESTAMP
                                ? "2026-02-21T14:30:00Z"
                                : kind == FieldKind.DATE ? "2026-02-21" : "");
        return !example.isEmpty() ? "e.g. " + example : kind == FieldKind.NUMBER ? "a number" : "";
    }

    /**
     * The text shown while the field is not being edited: a valid timestamp in the console's time zone
     * ("2026-10-15 23:05:46"), anything else as it is stored.
     */
    public String shownText() {
        String now = currentText();
        return kind == FieldKind.TIMESTAMP && own.isEmpty() && !now.isBlank() ? valueText.timestamp(now.trim()) : now;
    }

    /** The declaration's description and which keys the field feeds, for a tooltip. */
    public String description() {
        List<String> parts = new ArrayList<>();
        if (spec.description() != null && !spec.description().isBlank()) {
            parts.add(spec.description());
        }
        if (!keysFed.isEmpty()) {
            parts.add("Used in " + String.join(", ", keysFed));
        }
        if (role == Role.PRIMARY_KEY) {
            parts.add("Part of the item's primary key: fixed once the item exists");
        }
        return String.join("\n", parts);
    }

    /** The text being edited. Bound both ways by the view; secrets never have any. */
    public StringProperty textProperty() {
        return text;
    }

    /** The text being edited, never null. */
    public String currentText() {
        return text.get() == null ? "" : text.get();
    }

    public ReadOnlyBooleanProperty editableProperty() {
        return editable.getReadOnlyProperty();
    }

    /** Every rule the text breaks, its own and those found rendering the keys it feeds. */
    public ReadOnlyObjectProperty<List<Violation>> violationsProperty() {
        return violations.getReadOnlyProperty();
    }

    /** The violations as one message per line; empty when the field is fine. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public boolean invalid() {
        return !violations.get().isEmpty();
    }

    /** True when the text differs from the value as loaded. */
    public ReadOnlyBooleanProperty changedProperty() {
        return changed.getReadOnlyProperty();
    }

    /** What the value means, as the user types: a TTL's date and countdown, a timestamp in local time. */
    public ReadOnlyStringProperty hintProperty() {
        return hint.getReadOnlyProperty();
    }

    /** What a secret or an uneditable value shows instead of its text: a mask, "(not set)", or the value as loaded. */
    public String displayText() {
        return display.get();
    }

    public ReadOnlyStringProperty displayTextProperty() {
        return display.getReadOnlyProperty();
    }

    /** False when the stored value holds something the editor cannot express; it is then kept as it is. */
    public boolean valueEditable() {
        return valueEditable;
    }

    // What the form reads

    /** The value the field stands for now: the loaded one while untouched, else its text read as the declared type. */
    public Optional<Value> value() {
        if (kind == FieldKind.SECRET || role == Role.DERIVED || !valueEditable) {
            return Optional.ofNullable(loaded);
        }
        String now = currentText();
        if (loaded != null && now.equals(loadedText) && hasDeclaredType(loaded)) {
            return Optional.of(loaded);
        }
        return Optional.ofNullable(rules.values().parse(kind, spec, now).value());
    }

    /** The loaded value; for a new item, the prefilled one. */
    public Optional<Value> loadedValue() {
        return Optional.ofNullable(loaded);
    }

    private boolean hasDeclaredType(Value value) {
        return value instanceof Value.Null
                || value.typeCode().equals(spec.type().dynamoType())
                || kind == FieldKind.SECRET;
    }

    // Commands (called by the form)

    /** Shows {@code value} as loaded: the edit buffer is reset to it. */
    void load(Value value) {
        this.loaded = value;
        this.loadedText = rules.values().text(kind, value);
        this.valueEditable = rules.values().editable(kind, value);
        boolean absent = value == null || value instanceof Value.Null;
        display.set(kind == FieldKind.SECRET ? (absent ? "(not set)" : ValueText.MASK) : loadedText);
        if (loadedText.equals(currentText())) {
            recheck();
        } else {
            text.set(loadedText);
        }
    }

    /** Whether the user may type here, given whether the form is editable and whether the item exists. */
    void updateEditable(boolean formEditable, boolean itemExists) {
        if (this.itemExists != itemExists) {
            this.itemExists = itemExists;
            hint.set(hintFor(currentText()));
        }
        editable.set(formEditable
                && valueEditable
                && kind != FieldKind.SECRET
                && role != Role.DERIVED
                && !(itemExists && role == Role.PRIMARY_KEY));
    }

    /** Violations found rendering the keys, attached to this field because it feeds them. */
    void attachKeyViolations(List<Violation> fromRendering) {
        this.fromKeys = List.copyOf(fromRendering);
        publish();
    }

    /** Pretty-prints JSON text in place; false (and nothing changes) when it is not JSON. */
    boolean prettyPrint() {
        if (!kind.isJson()) {
            return false;
        }
        Optional<String> pretty = rules.values().prettyPrint(currentText());
        pretty.ifPresent(text::set);
        return pretty.isPresent();
    }

    private void recheck() {
        String now = currentText();
        if (kind == FieldKind.SECRET) {
            own = rules.checkSecret(spec, loaded != null && !(loaded instanceof Value.Null));
        } else if (role == Role.DERIVED || !valueEditable) {
            own = List.of();
        } else {
            own = rules.check(spec, kind, now);
        }
        changed.set(!now.equals(loadedText));
        hint.set(hintFor(now));
        publish();
    }

    private void publish() {
        Set<String> seen = new LinkedHashSet<>();
        List<Violation> all = new ArrayList<>();
        for (List<Violation> list : own.isEmpty() ? List.of(fromKeys) : List.of(own)) {
            for (Violation v : list) {
                if (seen.add(v.message())) {
                    all.add(v);
                }
            }
        }
        violations.set(List.copyOf(all));
        message.set(String.join("\n", seen.stream().map(rules::words).toList()));
    }

    /** Who sets a derived value, and for a timestamp the value as stored beside the local time it shows. */
    private String derivedHint(String now) {
        if (!itemExists) {
            return "Set when saved";
        }
        if (now.isEmpty()) {
            return setOnCreate ? "Not recorded when the item was created" : "Set by every save";
        }
        String who = setOnCreate ? "Set when the item was created" : "Set by every save";
        return kind == FieldKind.TIMESTAMP ? who + "; stored as " + now : who;
    }

    private String hintFor(String now) {
        if (role == Role.DERIVED) {
            return derivedHint(now.trim());
        }
        if (kind == FieldKind.SECRET) {
            return "Secret: never shown or edited in clear";
        }
        if (!valueEditable) {
            return "Holds values the editor cannot show exactly; kept as it is";
        }
        if (now.isBlank() || !own.isEmpty()) {
            return "";
        }
        if (kind == FieldKind.EPOCH) {
            return valueText.epoch(now.trim(), ttl);
        }
        if (kind == FieldKind.TIMESTAMP) {
            return "Shown in your time zone; stored as " + now.trim();
        }
        return "";
    }
}
