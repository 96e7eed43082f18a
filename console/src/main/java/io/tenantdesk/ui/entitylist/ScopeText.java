package io.tenantdesk.ui.entitylist;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.schema.Labels;
import io.tenantdesk.schema.RangePattern;
import io.tenantdesk.store.Scope;
import java.util.Locale;
import java.util.StringJoiner;
import java.util.TreeMap;

/** Scopes and entities in words, for tab titles and identities. */
public final class ScopeText {

    private ScopeText() {}

    /** "all", "tenant acme", "Active, ending within 30 days", "By status, soonest end first (status: active)". */
    public static String describe(EntityDef entity, Scope scope) {
        if (scope instanceof Scope.Tenant t) {
            return "tenant " + t.tenantId();
        }
        if (scope instanceof Scope.Range r) {
            RangePattern range = entity.ranges().get(r.name());
            String label = range == null ? r.name() : range.label();
            if (r.parameters().isEmpty() || range == null) {
                return label;
            }
            StringJoiner values = new StringJoiner(", ", " (", ")");
            for (String p : range.parameters()) {
                String value = r.parameters().get(p);
                if (value != null) {
                    values.add(parameterLabel(entity, p).toLowerCase(Locale.ROOT) + " " + value);
                }
            }
            return label + values;
        }
        return "all";
    }

    /** A stable key for a scope: the same scope always gives the same key. */
    public static String key(Scope scope) {
        if (scope instanceof Scope.Tenant t) {
            return "tenant=" + t.tenantId();
        }
        if (scope instanceof Scope.Range r) {
            StringJoiner key = new StringJoiner("&", "range=" + r.name() + "?", "");
            new TreeMap<>(r.parameters()).forEach((k, v) -> key.add(k + "=" + v));
            return key.toString();
        }
        return "all";
    }

    /** The entity's name as a plural heading: "Licenses", "Agent keys", "Activities". */
    public static String plural(EntityDef entity) {
        return EntityNames.plural(entity);
    }

    /** A range parameter's label: the label of the entity's attribute of that name, or the name made readable. */
    public static String parameterLabel(EntityDef entity, String parameter) {
        return entity.attribute(parameter).map(AttributeSpec::displayLabel).orElseGet(() -> Labels.humanize(parameter));
    }
}
