package io.tenantdesk.ui.query;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.SortCondition.Operator;
import io.tenantdesk.schema.template.KeyTemplate;
import io.tenantdesk.settings.SavedQuery;
import io.tenantdesk.store.AdHocQuery;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The ad-hoc query form: a table or index of the platform, its partition key's value, an optional condition on its
 * sort key, filters on other attributes, and the entity whose columns list the results. Each part says what is
 * wrong with it as the user types; the form makes an {@link AdHocQuery} only when nothing is. Tested without JavaFX
 * running.
 */
public final class QueryForm {

    /** The sort key conditions the form offers, in the order of its choice box. */
    public static final List<Operator> SORT_OPERATORS = List.of(
            Operator.EQ, Operator.LT, Operator.LE, Operator.GT, Operator.GE, Operator.BETWEEN, Operator.BEGINS_WITH);

    private final PlatformDescriptor platform;
    private final List<QueryIndex> indexes;
    private final ObjectProperty<QueryIndex> index = new SimpleObjectProperty<>(this, "index");
    private final StringProperty partitionValue = new SimpleStringProperty(this, "partitionValue", "");
    private final ObjectProperty<Operator> sortOperator = new SimpleObjectProperty<>(this, "sortOperator");
    private final StringProperty sortValue = new SimpleStringProperty(this, "sortValue", "");
    private final StringProperty sortUpper = new SimpleStringProperty(this, "sortUpper", "");
    private final ObservableList<FilterRow> filters = FXCollections.observableArrayList();
    private final ObservableList<EntityDef> showAsChoices = FXCollections.observableArrayList();
    private final ObjectProperty<EntityDef> showAs = new SimpleObjectProperty<>(this, "showAs");
    private final ReadOnlyIntegerWrapper revision = new ReadOnlyIntegerWrapper(this, "revision");
    private final StringBinding partitionProblem;
    private final StringBinding sortProblem;
    private final StringBinding problem;

    public QueryForm(PlatformDescriptor platform) {
        this.platform = platform;
        this.indexes = QueryIndex.of(platform);
        partitionProblem = Bindings.createStringBinding(
                () -> keyProblem(index.get() == null ? null : index.get().partitionKey(), partitionValue.get()),
                index,
                partitionValue);
        sortProblem = Bindings.createStringBinding(this::findSortProblem, index, sortOperator, sortValue, sortUpper);
        problem = Bindings.createStringBinding(this::findProblem, revision);
        index.addListener((obs, old, now) -> indexChanged(now));
        for (Observable o : new Observable[] {index, partitionValue, sortOperator, sortValue, sortUpper, showAs}) {
            o.addListener(x -> changed());
        }
        filters.addListener((ListChangeListener<FilterRow>) c -> {
            while (c.next()) {
                c.getAddedSubList().forEach(f -> {
                    f.problemProperty().addListener(x -> changed());
                    for (Observable o : new Observable[] {
                        f.attributeProperty(), f.operatorProperty(), f.valueProperty(), f.upperProperty()
                    }) {
                        o.addListener(x -> changed());
                    }
                });
            }
            changed();
        });
        index.set(indexes.isEmpty() ? null : indexes.get(0));
    }

    // Properties

    public PlatformDescriptor platform() {
        return platform;
    }

    /** Every table of the platform, each followed by its indexes. */
    public List<QueryIndex> indexes() {
        return indexes;
    }

    public ObjectProperty<QueryIndex> indexProperty() {
        return index;
    }

    public StringProperty partitionValueProperty() {
        return partitionValue;
    }

    /** The sort key's condition; null for none. */
    public ObjectProperty<Operator> sortOperatorProperty() {
        return sortOperator;
    }

    public StringProperty sortValueProperty() {
        return sortValue;
    }

    public StringProperty sortUpperProperty() {
        return sortUpper;
    }

    public ObservableList<FilterRow> filters() {
        return filters;
    }

    /** The entities with items in the chosen table or index. */
    public ObservableList<EntityDef> showAsChoices() {
        return showAsChoices;
    }

    /** The entity whose columns list the results; null to choose it from the key condition. */
    public ObjectProperty<EntityDef> showAsProperty() {
        return showAs;
    }

    /** Changes whenever anything in the form does, filters included. */
    public ReadOnlyIntegerProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    /** What is wrong with the partition key's value, or empty. */
    public StringBinding partitionProblemProperty() {
        return partitionProblem;
    }

    /** What is wrong with the sort key's condition, or empty. */
    public StringBinding sortProblemProperty() {
        return sortProblem;
    }

    /** The first thing that keeps the query from being sent, in words; empty when it can be. */
    public StringBinding problemProperty() {
        return problem;
    }

    /** Attributes the table's entities declare that can be filtered on (not keys of the index, not secret). */
    public List<String> filterableAttributes() {
        QueryIndex chosen = index.get();
        if (chosen == null) {
            return List.of();
        }
        TreeSet<String> names = new TreeSet<>();
        platform.entitiesOf(chosen.table().name())
                .forEach(e -> e.attributes().values().stream()
                        .filter(a -> !a.secret() && !chosen.isKey(a.name()))
                        .forEach(a -> names.add(a.name())));
        return List.copyOf(names);
    }

    // Commands

    public FilterRow addFilter() {
        FilterRow row = new FilterRow(
                this::specOf, name -> index.get() != null && index.get().isKey(name));
        filters.add(row);
        return row;
    }

    public void removeFilter(FilterRow row) {
        filters.remove(row);
    }

    /** The query the form describes; empty while {@link #problemProperty()} says why not. */
    public Optional<AdHocQuery> toQuery() {
        if (!problem.get().isEmpty()) {
            return Optional.empty();
        }
        QueryIndex chosen = index.get();
        Operator op = chosen.sortKey().isPresent() ? sortOperator.get() : null;
        return Optional.of(new AdHocQuery(
                chosen.table().name(),
                chosen.indexName(),
                keyText(chosen.partitionKey(), partitionValue.get()),
                op,
                op == null ? null : keyText(chosen.sortKey().get(), sortValue.get()),
                op == Operator.BETWEEN ? keyText(chosen.sortKey().get(), sortUpper.get()) : null,
                filters.stream().map(FilterRow::toFilter).toList()));
    }

    /**
     * The entity whose columns list the results: the one chosen, else the one the key condition names, else the first
     * with items there. Only once {@link #problemProperty()} is empty.
     */
    public EntityDef entityForResults() {
        QueryIndex chosen = index.get();
        if (showAs.get() != null && showAsChoices.contains(showAs.get())) {
            return showAs.get();
        }
        List<EntityDef> byPartition = showAsChoices.stream()
                .filter(e -> matches(e, chosen.partitionKey(), partitionValue.get(), Operator.EQ))
                .toList();
        Optional<EntityDef> bySort = byPartition.stream()
                .filter(e -> chosen.sortKey()
                        .map(k -> matches(e, k, sortValue.get(), sortOperator.get()))
                        .orElse(true))
                .findFirst();
        return bySort.or(() -> byPartition.stream().findFirst()).orElseGet(() -> showAsChoices.get(0));
    }

    /** The form as it can be saved under {@code name}. */
    public SavedQuery toSaved(String name) {
        QueryIndex chosen = index.get();
        return new SavedQuery(
                name,
                chosen.table().name(),
                chosen.indexName(),
                partitionValue.get(),
                sortOperator.get(),
                sortOperator.get() == null ? null : sortValue.get(),
                sortOperator.get() == Operator.BETWEEN ? sortUpper.get() : null,
                filters.stream().map(FilterRow::toSaved).toList(),
                showAs.get() == null ? null : showAs.get().name());
    }

    /**
     * Fills the form from a saved query; false (and the form unchanged) when the platform no longer has its table or
     * index.
     */
    public boolean fill(SavedQuery saved) {
        Optional<QueryIndex> found = indexes.stream()
                .filter(i -> i.table().name().equals(saved.table())
                        && java.util.Objects.equals(i.indexName(), saved.index()))
                .findFirst();
        if (found.isEmpty()) {
            return false;
        }
        index.set(found.get());
        partitionValue.set(orEmpty(saved.partitionValue()));
        sortOperator.set(found.get().sortKey().isPresent() ? saved.sortOperator() : null);
        sortValue.set(orEmpty(saved.sortValue()));
        sortUpper.set(orEmpty(saved.sortUpper()));
        filters.clear();
        saved.filters().forEach(f -> addFilter().fill(f));
        showAs.set(
                saved.showAs() == null
                        ? null
                        : showAsChoices.stream()
                                .filter(e -> e.name().equals(saved.showAs()))
                                .findFirst()
                                .orElse(null));
        return true;
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }

    private void changed() {
        revision.set(revision.get() + 1);
    }

    private void indexChanged(QueryIndex now) {
        showAsChoices.setAll(now == null ? List.of() : now.entities(platform));
        if (showAs.get() != null && !showAsChoices.contains(showAs.get())) {
            showAs.set(null);
        }
        if (now == null || now.sortKey().isEmpty()) {
            sortOperator.set(null);
        }
    }

    private Optional<AttributeSpec> specOf(String attribute) {
        QueryIndex chosen = index.get();
        if (chosen == null) {
            return Optional.empty();
        }
        return platform.entitiesOf(chosen.table().name()).stream()
                .flatMap(e -> e.attribute(attribute).stream())
                .findFirst();
    }

    private String findProblem() {
        if (index.get() == null) {
            return "Choose a table or index";
        }
        if (showAsChoices.isEmpty()) {
            return "The descriptor declares no entity in " + index.get().table().name()
                    + ", so its items cannot be listed";
        }
        if (!partitionProblem.get().isEmpty()) {
            return partitionProblem.get();
        }
        if (!sortProblem.get().isEmpty()) {
            return sortProblem.get();
        }
        for (int i = 0; i < filters.size(); i++) {
            String wrong = filters.get(i).problemProperty().get();
            if (!wrong.isEmpty()) {
                return "Filter " + (i + 1) + ": " + wrong;
            }
        }
        return "";
    }

    private String findSortProblem() {
        QueryIndex chosen = index.get();
        Operator op = sortOperator.get();
        if (chosen == null || op == null || chosen.sortKey().isEmpty()) {
            return "";
        }
        KeyAttribute key = chosen.sortKey().get();
        if (op == Operator.BEGINS_WITH && key.type() == KeyType.N) {
            return "begins_with applies to text; " + key.name() + " is a number key";
        }
        String wrong = keyProblem(key, sortValue.get());
        if (wrong.isEmpty() && op == Operator.BETWEEN) {
            wrong = keyProblem(new KeyAttribute(key.name() + "'s upper bound", key.type()), sortUpper.get());
        }
        return wrong;
    }

    /** Empty when {@code text} is a value of the key; what is wrong otherwise. */
    static String keyProblem(KeyAttribute key, String text) {
        if (key == null) {
            return "";
        }
        if (text == null || text.isEmpty()) {
            return key.name() + " needs a value";
        }
        if (key.type() == KeyType.N) {
            try {
                new BigDecimal(text.trim());
            } catch (NumberFormatException e) {
                return key.name() + " is a number key; `" + text + "` is not a number";
            }
        }
        return "";
    }

    private static String keyText(KeyAttribute key, String text) {
        return key.type() == KeyType.N ? text.trim() : text;
    }

    private static boolean matches(EntityDef entity, KeyAttribute key, String value, Operator op) {
        Optional<KeyTemplate> template = entity.keyTemplate(key.name());
        if (template.isEmpty() || value == null || value.isEmpty() || op == null) {
            return template.isPresent() || op == null;
        }
        return switch (op) {
            case EQ -> template.get().match(value, entity.declaredPatterns()).isPresent();
            case BEGINS_WITH ->
                template.get().literalPrefix().startsWith(value)
                        || value.startsWith(template.get().literalPrefix());
            default -> true;
        };
    }
}
