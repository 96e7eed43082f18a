package io.tenantdesk.ui.entitylist;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.RangePattern;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.context.TenantSuggestions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
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
 * The scope bar's state: which scope is chosen (all, one tenant, or one of the entity's declared ranges), the
 * tenant id and range parameters typed or chosen, and whether they are complete. {@link #apply()} hands the
 * scope to the list. Values typed for a parameter are kept by name when switching between ranges, and a range
 * parameter that is the tenant field shares the tenant input.
 */
public final class ScopeBarViewModel {

    /** The kinds of scope. */
    public enum Kind {
        ALL,
        TENANT,
        RANGE
    }

    /** One entry of the scope choice. */
    public record Choice(Kind kind, String range, String label) {
        @Override
        public String toString() {
            return label;
        }
    }

    /** One input of a range: a choice of the attribute's values for an enum, otherwise text. */
    public static final class Parameter {
        private final String name;
        private final String label;
        private final List<String> options;
        private final boolean tenant;
        private final StringProperty value;

        Parameter(String name, String label, List<String> options, boolean tenant, StringProperty value) {
            this.name = name;
            this.label = label;
            this.options = List.copyOf(options);
            this.tenant = tenant;
            this.value = value;
        }

        public String name() {
            return name;
        }

        public String label() {
            return label;
        }

        /** The values to choose from; empty for a typed value. */
        public List<String> options() {
            return options;
        }

        /** True when the parameter is the tenant id (typed with tenant suggestions). */
        public boolean tenant() {
            return tenant;
        }

        public StringProperty valueProperty() {
            return value;
        }
    }

    private final EntityDef entity;
    private final Consumer<Scope> onApply;
    private final TenantSuggestions tenants;
    private final ObservableList<Choice> choices;
    private final ObjectProperty<Choice> choice = new SimpleObjectProperty<>(this, "choice");
    private final StringProperty tenant = new SimpleStringProperty(this, "tenant", "");
    private final ObservableList<Parameter> parameters = FXCollections.observableArrayList();
    private final ObservableList<Parameter> parametersView = FXCollections.unmodifiableObservableList(parameters);
    private final Map<String, StringProperty> values = new HashMap<>();
    private final ReadOnlyBooleanWrapper tenantNeeded = new ReadOnlyBooleanWrapper(this, "tenantNeeded");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", "");
    private final ReadOnlyBooleanWrapper complete = new ReadOnlyBooleanWrapper(this, "complete", true);

    /** @param onApply receives the scope when the user applies complete inputs */
    public ScopeBarViewModel(EntityDef entity, EntityStore store, TenantSuggestions tenants, Consumer<Scope> onApply) {
        this.entity = entity;
        this.tenants = tenants;
        this.onApply = onApply;
        entity.tenantField().ifPresent(f -> values.put(f, tenant));
        List<Choice> list = new ArrayList<>();
        list.add(new Choice(
                Kind.ALL, null, "All" + (store.isFullScan(entity, Scope.all()) ? " (full table scan)" : "")));
        if (tenantScoped()) {
            list.add(new Choice(Kind.TENANT, null, "One tenant"));
        }
        for (Map.Entry<String, RangePattern> r : entity.ranges().entrySet()) {
            list.add(new Choice(Kind.RANGE, r.getKey(), r.getValue().label()));
        }
        this.choices = FXCollections.unmodifiableObservableList(FXCollections.observableArrayList(list));
        choice.addListener((obs, old, now) -> choiceChanged());
        tenant.addListener((obs, old, now) -> check());
        choice.set(list.get(0));
    }

    // Properties

    public ObservableList<Choice> choices() {
        return choices;
    }

    public ObjectProperty<Choice> choiceProperty() {
        return choice;
    }

    /** The tenant id typed (used by the tenant scope and by range parameters that are the tenant field). */
    public StringProperty tenantProperty() {
        return tenant;
    }

    /** The chosen range's parameters; empty for the other scopes. */
    public ObservableList<Parameter> parameters() {
        return parametersView;
    }

    /** True while the tenant scope is chosen, so the tenant input shows. */
    public ReadOnlyBooleanProperty tenantNeededProperty() {
        return tenantNeeded.getReadOnlyProperty();
    }

    /** What is missing before the scope can be applied, e.g. "Type a tenant ID"; empty when complete. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty completeProperty() {
        return complete.getReadOnlyProperty();
    }

    public TenantSuggestions tenants() {
        return tenants;
    }

    // Commands

    /**
     * True when the chosen scope needs a value typed or chosen before it can be read (a tenant id, a range
     * parameter); worked out from the choice itself, so it holds whatever order listeners run in.
     */
    public boolean needsInput() {
        Choice c = choice.get();
        return c != null
                && (c.kind() == Kind.TENANT
                        || c.kind() == Kind.RANGE
                                && !entity.ranges().get(c.range()).parameters().isEmpty());
    }

    /**
     * The scope the inputs describe, when they are complete. Worked out from the choice and the values
     * themselves (not from derived properties), so it is right whatever order listeners run in.
     */
    public Optional<Scope> pending() {
        Choice c = choice.get();
        if (c == null || !missing().isEmpty()) {
            return Optional.empty();
        }
        return switch (c.kind()) {
            case ALL -> Optional.of(Scope.all());
            case TENANT -> Optional.of(Scope.tenant(tenant.get().trim()));
            case RANGE -> {
                Map<String, String> given = new LinkedHashMap<>();
                entity.ranges()
                        .get(c.range())
                        .parameters()
                        .forEach(p -> given.put(p, valueOf(p).get().trim()));
                yield Optional.of(Scope.range(c.range(), given));
            }
        };
    }

    /** Applies the inputs when complete; false (and nothing loaded) when something is missing. */
    public boolean apply() {
        Optional<Scope> scope = pending();
        scope.ifPresent(onApply);
        return scope.isPresent();
    }

    /**
     * Applies the inputs when they are complete and describe a scope other than {@code current}: choosing a ready
     * filter reads it at once, while showing the list's own scope does nothing.
     */
    public boolean applyIfChanged(Scope current) {
        Optional<Scope> scope = pending();
        if (scope.isEmpty() || scope.get().equals(current)) {
            return false;
        }
        onApply.accept(scope.get());
        return true;
    }

    /** Sets the inputs to show {@code scope} (the list's current scope), without applying anything. */
    public void show(Scope scope) {
        if (scope instanceof Scope.Tenant t) {
            tenant.set(t.tenantId());
            choices.stream().filter(c -> c.kind() == Kind.TENANT).findFirst().ifPresent(choice::set);
        } else if (scope instanceof Scope.Range r) {
            r.parameters().forEach((name, value) -> valueOf(name).set(value));
            choices.stream()
                    .filter(c -> c.kind() == Kind.RANGE && c.range().equals(r.name()))
                    .findFirst()
                    .ifPresent(choice::set);
        } else {
            choice.set(choices.get(0));
        }
        check();
    }

    /** Starts reading tenant ids for the type-ahead (once). */
    public void wantTenantSuggestions() {
        tenants.load();
    }

    private boolean tenantScoped() {
        return entity.byTenant().isPresent() && entity.tenantField().isPresent();
    }

    private void choiceChanged() {
        Choice c = choice.get();
        tenantNeeded.set(c != null && c.kind() == Kind.TENANT);
        List<Parameter> list = new ArrayList<>();
        if (c != null && c.kind() == Kind.RANGE) {
            RangePattern range = entity.ranges().get(c.range());
            for (String name : range.parameters()) {
                Optional<AttributeSpec> spec = entity.attribute(name);
                List<String> options = spec.filter(s -> s.type() == AttributeType.ENUM)
                        .map(AttributeSpec::enumValues)
                        .orElse(List.of());
                boolean isTenant = entity.tenantField().map(name::equals).orElse(false);
                list.add(new Parameter(name, ScopeText.parameterLabel(entity, name), options, isTenant, valueOf(name)));
            }
        }
        parameters.setAll(list);
        check();
    }

    private StringProperty valueOf(String name) {
        return values.computeIfAbsent(name, n -> {
            StringProperty p = new SimpleStringProperty(this, n, "");
            p.addListener((obs, old, now) -> check());
            return p;
        });
    }

    private void check() {
        String missing = missing();
        problem.set(missing);
        complete.set(missing.isEmpty());
    }

    /** What the chosen scope still needs, in words; empty when complete. */
    private String missing() {
        Choice c = choice.get();
        if (c != null && c.kind() == Kind.TENANT && tenant.get().isBlank()) {
            return "Type a tenant ID";
        }
        if (c != null && c.kind() == Kind.RANGE) {
            for (String name : entity.ranges().get(c.range()).parameters()) {
                String value = valueOf(name).get();
                if (value == null || value.isBlank()) {
                    String what = lowerFirst(ScopeText.parameterLabel(entity, name));
                    boolean choice = entity.attribute(name)
                            .map(a -> a.type() == AttributeType.ENUM)
                            .orElse(false);
                    return (choice ? "Choose " : "Type ") + article(what) + what;
                }
            }
        }
        return "";
    }

    /** "Status" reads "status" mid-sentence; "ID" and "URL" stay as they are. */
    private static String lowerFirst(String label) {
        if (label.length() > 1 && Character.isUpperCase(label.charAt(0)) && Character.isLowerCase(label.charAt(1))) {
            return Character.toLowerCase(label.charAt(0)) + label.substring(1);
        }
        return label;
    }

    private static String article(String label) {
        return label.isEmpty() || "AEIOUaeiou".indexOf(label.charAt(0)) < 0 ? "a " : "an ";
    }
}
