package io.tenantdesk.ui.dialogs;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.store.EntityRow;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One attribute in the conflict dialog: the user's version beside the item as it is now, and whether they
 * differ (secrets masked, but still compared).
 */
public record ConflictRow(String attribute, String mine, String theirs, boolean differs) {

    /** Every attribute of either version, in the user's item order; {@code current} empty when the item is gone. */
    public static List<ConflictRow> of(EntityDef entity, Item mine, Optional<EntityRow> current) {
        Item theirs = current.map(EntityRow::item).orElse(Item.empty());
        Set<String> names = new LinkedHashSet<>(mine.names());
        names.addAll(theirs.names());
        List<ConflictRow> rows = new ArrayList<>();
        for (String name : names) {
            boolean secret = PlainValues.isSecret(entity, name);
            var a = mine.get(name).orElse(null);
            var b = theirs.get(name).orElse(null);
            rows.add(new ConflictRow(
                    name, DiffRow.text(a, secret), DiffRow.text(b, secret), a == null ? b != null : !a.equals(b)));
        }
        return rows;
    }
}
