package io.tenantdesk.ui.itemform;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.IndexDef;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.template.KeyTemplate;
import io.tenantdesk.schema.validation.KeyRenderer;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.ui.common.ValueText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One key the item would carry, as the user types: the table's own keys and every index key its template
 * renders, with what it was when loaded.
 *
 * @param key      the key attribute, e.g. {@code GSI3PK}
 * @param where    what the key is, e.g. "GSI3 partition key"
 * @param template the template text, e.g. {@code LICENSE#STATUS#{status}}
 * @param value    the rendered value, or empty when it does not render
 * @param was      the value as loaded, or empty
 * @param note     why it does not render, or what the change does to the index
 */
public record KeyPreview(
        String key, String where, String template, String value, String was, Status status, String note) {

    /** How the key compares with the loaded item. */
    public enum Status {
        UNCHANGED,
        CHANGED,
        ADDED,
        REMOVED,
        NOT_RENDERED,
        PROBLEM
    }

    /** The preview of every key of {@code entity}, from a render of the form's field values. */
    static List<KeyPreview> of(
            EntityDef entity,
            Item loaded,
            Map<String, String> fieldText,
            KeyRenderer.RenderedKeys rendered,
            Set<String> secretFields,
            Set<String> invalidFields) {
        TableDef table = entity.table();
        List<KeyPreview> previews = new ArrayList<>();
        for (Map.Entry<String, KeyTemplate> e : entity.keys().entrySet()) {
            String key = e.getKey();
            KeyTemplate template = e.getValue();
            boolean masked = template.placeholders().stream().anyMatch(secretFields::contains);
            String now = rendered.keys().containsKey(key)
                    ? Item.scalarText(rendered.keys().get(key)).orElse("")
                    : "";
            String was = loaded == null ? "" : loaded.scalarText(key).orElse("");
            String problem = rendered.violations().stream()
                    .filter(v -> v.attribute().equals(key))
                    .map(Violation::message)
                    .findFirst()
                    .orElse(null);
            List<String> missing = template.placeholders().stream()
                    .filter(p -> fieldText.get(p) == null)
                    .toList();
            List<String> invalid = template.placeholders().stream()
                    .filter(invalidFields::contains)
                    .toList();
            if (problem == null && !invalid.isEmpty()) {
                problem = "fix `" + String.join("`, `", invalid) + "` first";
            }
            Status status;
            String note = "";
            if (problem != null) {
                status = Status.PROBLEM;
                note = problem;
            } else if (now.isEmpty()) {
                boolean primary = table.isPrimaryKey(key);
                status = !was.isEmpty() && !primary ? Status.REMOVED : Status.NOT_RENDERED;
                String needs = missing.isEmpty() ? "its index's other keys" : "`" + String.join("`, `", missing) + "`";
                note = primary
                        ? "needs " + needs
                        : status == Status.REMOVED
                                ? "left out (needs " + needs + "): the item leaves the index"
                                : "not indexed (needs " + needs + ")";
            } else if (loaded == null || was.isEmpty()) {
                status = Status.ADDED;
            } else if (now.equals(was)) {
                status = Status.UNCHANGED;
            } else {
                status = Status.CHANGED;
                note = "the item moves in " + where(table, key);
            }
            previews.add(new KeyPreview(
                    key,
                    where(table, key),
                    template.text(),
                    masked && !now.isEmpty() ? ValueText.MASK : now,
                    masked && !was.isEmpty() ? ValueText.MASK : was,
                    status,
                    note));
        }
        return previews;
    }

    /** "table partition key", "GSI3 sort key"... */
    static String where(TableDef table, String key) {
        List<String> roles = new ArrayList<>();
        if (table.partitionKey().name().equals(key)) {
            roles.add("table partition key");
        }
        if (table.sortKey() != null && table.sortKey().name().equals(key)) {
            roles.add("table sort key");
        }
        for (IndexDef index : table.indexes().values()) {
            if (index.partitionKey().name().equals(key)) {
                roles.add(index.name() + " partition key");
            } else if (index.sortKey() != null && index.sortKey().name().equals(key)) {
                roles.add(index.name() + " sort key");
            }
        }
        return roles.isEmpty() ? "key" : String.join(", ", roles);
    }

    public boolean changed() {
        return status == Status.CHANGED || status == Status.ADDED || status == Status.REMOVED;
    }
}
