package io.tenantdesk.ui.raw;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.template.KeyTemplate;
import io.tenantdesk.ui.common.FieldWords;
import io.tenantdesk.ui.common.ValueText;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One key attribute of the edited item beside an entity's template for it: what the item holds, what the template
 * asks for, and whether they agree, so a person sees why no entity recognises the item and what to type.
 *
 * @param note "matches", or what does not match, in words
 */
public record KeyCheck(String key, String value, String template, boolean matches, String note) {

    /** Every key the entity writes (table keys first), checked against the item; secret values masked. */
    static List<KeyCheck> of(EntityDef entity, Item item, Set<String> secrets) {
        List<KeyCheck> checks = new ArrayList<>();
        for (var entry : entity.keys().entrySet()) {
            String name = entry.getKey();
            KeyTemplate template = entry.getValue();
            Optional<String> stored = item.scalarText(name);
            String shown =
                    stored.map(v -> secrets.contains(name) ? ValueText.MASK : v).orElse("(missing)");
            boolean primary = entity.table().isPrimaryKey(name);
            if (stored.isEmpty()) {
                // an absent index key leaves the item out of a sparse index; one the values call for is a design
                // problem
                checks.add(new KeyCheck(
                        name,
                        shown,
                        template.text(),
                        !primary,
                        primary ? "the item has no " + name : "absent: the item is left out of this index"));
                continue;
            }
            Optional<String> mismatch = template.explainMismatch(name, stored.get());
            boolean matches = mismatch.isEmpty()
                    && template.match(stored.get(), entity.declaredPatterns()).isPresent();
            String note = matches
                    ? "matches"
                    : mismatch.map(FieldWords.of(entity)::apply)
                            .orElse("a value breaks the pattern declared for "
                                    + String.join(", ", template.placeholders()));
            checks.add(new KeyCheck(
                    name,
                    shown,
                    template.text(),
                    matches,
                    secrets.contains(name) ? (matches ? "matches" : "does not match") : note));
        }
        return checks;
    }
}
