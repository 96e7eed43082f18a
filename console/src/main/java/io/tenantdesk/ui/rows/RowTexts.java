package io.tenantdesk.ui.rows;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.common.ValueText;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The texts a row shows for an entity's fields, formatted for cells; the entity list and the tenant overview
 * both use them, so a field reads the same in each.
 */
public final class RowTexts {

    private final ValueText text;

    public RowTexts(ValueText text) {
        this.text = text;
    }

    /** A field's cell text: the stored value formatted by its type, else the value parsed out of the keys. */
    public String field(EntityDef entity, EntityRow row, String field) {
        return cell(entity, row, field).text();
    }

    /** As {@link #field(EntityDef, EntityRow, String)}, with why the value is shown as stored, if it is. */
    public ValueText.Cell cell(EntityDef entity, EntityRow row, String field) {
        boolean ttl = entity.table().ttlAttributeIfAny().map(field::equals).orElse(false);
        return cell(row, field, entity.attribute(field).orElse(null), ttl);
    }

    /**
     * A field's cell, for a caller that has the field's declaration at hand: the stored value, else the value
     * parsed out of the keys, either one formatted by the declared type.
     *
     * @param spec the field's declaration, or null for a field the entity does not declare
     * @param ttl  true for the table's TTL attribute
     */
    public ValueText.Cell cell(EntityRow row, String field, AttributeSpec spec, boolean ttl) {
        Value value = row.item().get(field).orElse(null);
        if (value == null) {
            String fromKey = row.classification().keyValues().get(field);
            value = fromKey == null ? null : Value.str(fromKey);
        }
        return text.show(spec, value, ttl);
    }

    /** As {@link #cell(EntityRow, String, AttributeSpec, boolean)}, the text alone. */
    public String field(EntityRow row, String field, AttributeSpec spec, boolean ttl) {
        return cell(row, field, spec, ttl).text();
    }

    /** The first {@code max} fields' texts, ids first. */
    public List<String> fields(EntityDef entity, EntityRow row, int max) {
        List<String> texts = new ArrayList<>();
        for (String field : entity.fieldNames()) {
            if (texts.size() == max) {
                break;
            }
            texts.add(field(entity, row, field));
        }
        return texts;
    }

    /**
     * Why a field's cell shows its value as stored, unless the row's own problems already name the field: the
     * one line a problem badge adds for it.
     */
    public static Optional<String> shownAsStored(EntityRow row, String field, ValueText.Cell cell) {
        if (cell.problem() == null
                || row.classification().violations().stream()
                        .anyMatch(v -> v.attribute().equals(field))) {
            return Optional.empty();
        }
        return Optional.of(cell.problem());
    }
}
