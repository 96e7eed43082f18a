package io.tenantdesk.schema.validation;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.template.KeyTemplate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What {@link ItemValidator} checks of one entity, worked out once from its declaration and held in arrays, so
 * that checking each of a hundred thousand items walks arrays instead of the declaration's maps and sets.
 * Immutable.
 */
final class EntityRules {

    /** A field placed in keys that is not stored as an attribute of its own, so it is checked as a key value. */
    record KeyField(String name, char[] separators, AttributeSpec spec) {}

    /** Every declared field, stored or not, in declaration order. */
    final AttributeSpec[] attributes;
    /** Stored attributes that are also placed in keys: their values take part in rendering keys. */
    final AttributeSpec[] storedKeyFields;

    final KeyField[] unstoredKeyFields;
    /** Index key attributes, their templates, and whether each is rendered from other fields. */
    final String[] indexKeys;

    final KeyTemplate[] indexTemplates;
    final boolean[] renderedIndexKeys;

    EntityRules(EntityDef entity) {
        this.attributes = entity.attributes().values().toArray(AttributeSpec[]::new);
        List<AttributeSpec> stored = new ArrayList<>();
        for (AttributeSpec spec : attributes) {
            if (spec.stored() && entity.allKeyFields().contains(spec.name())) {
                stored.add(spec);
            }
        }
        this.storedKeyFields = stored.toArray(AttributeSpec[]::new);
        List<KeyField> unstored = new ArrayList<>();
        for (String field : entity.allKeyFields()) {
            AttributeSpec spec = entity.attributes().get(field);
            if (spec == null || !spec.stored()) {
                unstored.add(new KeyField(field, KeyValueRules.charsOf(entity.separatorsOf(field)), spec));
            }
        }
        this.unstoredKeyFields = unstored.toArray(KeyField[]::new);
        Map<String, KeyTemplate> index = entity.indexKeyTemplates();
        this.indexKeys = index.keySet().toArray(String[]::new);
        this.indexTemplates = index.values().toArray(KeyTemplate[]::new);
        this.renderedIndexKeys = new boolean[indexKeys.length];
        for (int i = 0; i < indexKeys.length; i++) {
            renderedIndexKeys[i] = entity.isRenderedKey(indexKeys[i]);
        }
    }
}
