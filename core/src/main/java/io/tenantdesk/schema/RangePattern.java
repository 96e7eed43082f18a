package io.tenantdesk.schema;

import java.util.List;
import java.util.Optional;

/**
 * A declared range the console offers as a ready filter, such as "active licenses expiring within 30 days"
 * ({@code GSI3PK = LICENSE#STATUS#active AND GSI3SK <= {now+30d|iso}}) or "sessions by status".
 * Placeholders that are not time expressions are parameters the user picks, typed by the entity's
 * attribute of the same name.
 */
public record RangePattern(String name, String label, String index, ValueExpression partition, SortCondition sort) {

    public Optional<String> indexIfAny() {
        return Optional.ofNullable(index);
    }

    public Optional<SortCondition> sortIfAny() {
        return Optional.ofNullable(sort);
    }

    /** Parameter names, in order of appearance. */
    public List<String> parameters() {
        java.util.LinkedHashSet<String> names = new java.util.LinkedHashSet<>(partition.parameters());
        if (sort != null) {
            names.addAll(sort.value().parameters());
            sort.upperIfAny().ifPresent(u -> names.addAll(u.parameters()));
        }
        return List.copyOf(names);
    }
}
