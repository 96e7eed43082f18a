package io.tenantdesk.ui.query;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.SortCondition.Operator;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.settings.SavedQuery;
import io.tenantdesk.store.AdHocQuery;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * One filter of the query form: an attribute that is not a key of the index queried, an operator and a value (two
 * for {@code between}), read as the attribute's declared type: digits for a number, true or false for a boolean,
 * text for anything else or an attribute the descriptor does not declare.
 */
public final class FilterRow {

    private final StringProperty attribute = new SimpleStringProperty(this, "attribute", "");
    private final ObjectProperty<Operator> operator = new SimpleObjectProperty<>(this, "operator", Operator.EQ);
    private final StringProperty value = new SimpleStringProperty(this, "value", "");
    private final StringProperty upper = new SimpleStringProperty(this, "upper", "");
    private final Function<String, Optional<AttributeSpec>> specs;
    private final Predicate<String> isKey;
    private final StringBinding problem;
    private final StringBinding typeText;

    /**
     * @param specs the declared attribute of a name, where the table's entities declare one
     * @param isKey true for a key attribute of the index queried
     */
    FilterRow(Function<String, Optional<AttributeSpec>> specs, Predicate<String> isKey) {
        this.specs = specs;
        this.isKey = isKey;
        this.problem = Bindings.createStringBinding(this::findProblem, attribute, operator, value, upper);
        this.typeText = Bindings.createStringBinding(
                () -> spec().map(s -> s.type().code()).orElse(attribute.get().isBlank() ? "" : "not declared: text"),
                attribute);
    }

    public StringProperty attributeProperty() {
        return attribute;
    }

    public ObjectProperty<Operator> operatorProperty() {
        return operator;
    }

    public StringProperty valueProperty() {
        return value;
    }

    /** The upper bound of {@code between}. */
    public StringProperty upperProperty() {
        return upper;
    }

    /** What is wrong with the filter, or empty. */
    public StringBinding problemProperty() {
        return problem;
    }

    /** The attribute's declared type, e.g. "number", or that it is not declared. */
    public StringBinding typeTextProperty() {
        return typeText;
    }

    /** The filter as the store sends it; only when {@link #problemProperty()} is empty. */
    AdHocQuery.Filter toFilter() {
        String name = attribute.get().trim();
        return new AdHocQuery.Filter(
                name,
                operator.get(),
                typed(value.get()),
                operator.get() == Operator.BETWEEN ? typed(upper.get()) : null);
    }

    SavedQuery.Filter toSaved() {
        return new SavedQuery.Filter(
                attribute.get().trim(),
                operator.get(),
                value.get(),
                operator.get() == Operator.BETWEEN ? upper.get() : null);
    }

    void fill(SavedQuery.Filter saved) {
        attribute.set(saved.attribute());
        operator.set(saved.operator());
        value.set(saved.value() == null ? "" : saved.value());
        upper.set(saved.upper() == null ? "" : saved.upper());
    }

    private Optional<AttributeSpec> spec() {
        return specs.apply(attribute.get().trim());
    }

    private String findProblem() {
        String name = attribute.get().trim();
        if (name.isEmpty()) {
            return "A filter needs an attribute";
        }
        if (isKey.test(name)) {
            return name + " is a key of the index queried: put it in the key condition, not a filter";
        }
        Optional<AttributeSpec> spec = spec();
        if (spec.map(AttributeSpec::secret).orElse(false)) {
            return name + " is secret: its values are never typed or shown in clear, so it cannot be filtered on";
        }
        String wrong = valueProblem(name, value.get(), spec);
        if (wrong.isEmpty() && operator.get() == Operator.BETWEEN) {
            wrong = valueProblem(name + "'s upper bound", upper.get(), spec);
        }
        if (wrong.isEmpty() && operator.get() == Operator.BEGINS_WITH && numeric(spec)) {
            wrong = "begins_with applies to text; " + name + " is a number";
        }
        return wrong;
    }

    private static String valueProblem(String what, String text, Optional<AttributeSpec> spec) {
        if (text == null || text.isEmpty()) {
            return what + " needs a value";
        }
        if (numeric(spec)) {
            try {
                new BigDecimal(text.trim());
            } catch (NumberFormatException e) {
                return what + " is a number; `" + text + "` is not one";
            }
        }
        if (spec.map(s -> s.type() == AttributeType.BOOLEAN).orElse(false)
                && !text.trim().equalsIgnoreCase("true")
                && !text.trim().equalsIgnoreCase("false")) {
            return what + " is true or false; `" + text + "` is neither";
        }
        return "";
    }

    private static boolean numeric(Optional<AttributeSpec> spec) {
        return spec.map(s -> s.type() == AttributeType.NUMBER || s.type() == AttributeType.EPOCH)
                .orElse(false);
    }

    private Value typed(String text) {
        Optional<AttributeSpec> spec = spec();
        if (numeric(spec)) {
            return Value.num(new BigDecimal(text.trim()));
        }
        if (spec.map(s -> s.type() == AttributeType.BOOLEAN).orElse(false)) {
            return Value.bool(text.trim().toLowerCase(Locale.ROOT).equals("true"));
        }
        return Value.str(text);
    }
}
