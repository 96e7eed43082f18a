package io.tenantdesk.ui.common;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.EntityRow;
import java.util.ArrayList;
import java.util.List;

/** The texts a row shows for an entity's fields, in column order, formatted for cells. */
public final class RowTexts {

    private final ValueText text;

    public RowTexts(ValueText text) {
        this.text = text;
    }

    /** A field's cell text: the stored value formatted by its type, else the value parsed out of the keys. */
    public String field(EntityDef entity, EntityRow row, String field) {
        AttributeSpec spec = entity.attribute(field).orElse(null);
        boolean ttl = entity.table().ttlAttributeIfAny().map(field::equals).orElse(false);
        return row.item().get(field).map(v -> text.cell(spec, v, ttl))
                .orElseGet(() -> spec != null && spec.secret() && row.classification().keyValues().containsKey(field)
                        ? ValueText.MASK : row.classification().keyValues().getOrDefault(field, ""));
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
}
