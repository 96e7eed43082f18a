package io.tenantdesk.ui.itemform;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.KeyRenderer;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a form's fields say together: the keys they render (each key problem attached to the field it is about)
 * and every problem of the form, its fields' own and the keys'. Run after every keystroke.
 */
final class FormCheck {

    /** The keys as they would be written, and every problem in the order the fields come. */
    record Result(List<KeyPreview> keyPreview, List<String> problems) {
        boolean valid() {
            return problems.isEmpty();
        }
    }

    private final EntityDef entity;
    private final FieldRules rules;

    FormCheck(EntityDef entity, FieldRules rules) {
        this.entity = entity;
        this.rules = rules;
    }

    /**
     * @param values the fields' values as the store would take them
     * @param loaded the item as loaded, or null for a new one
     */
    Result check(List<FieldViewModel> fields, Map<String, Value> values, Item loaded) {
        Map<String, String> text = new LinkedHashMap<>();
        values.forEach((name, value) -> Item.scalarText(value).ifPresent(t -> text.put(name, t)));
        KeyRenderer.RenderedKeys rendered = rules.keys().render(entity, text);
        Set<String> names = new LinkedHashSet<>();
        Set<String> secrets = new LinkedHashSet<>();
        Set<String> invalid = new LinkedHashSet<>();
        for (FieldViewModel f : fields) {
            names.add(f.name());
            f.attachKeyViolations(rendered.violations().stream()
                    .filter(v -> v.attribute().equals(f.name()))
                    .toList());
            if (f.kind() == FieldKind.SECRET) {
                secrets.add(f.name());
            }
            if (f.invalid()) {
                invalid.add(f.name());
            }
        }
        Set<String> problems = new LinkedHashSet<>();
        fields.forEach(f -> f.violationsProperty().get().forEach(v -> problems.add(rules.words(v.message()))));
        rendered.violations().stream()
                .filter(v -> !names.contains(v.attribute()))
                .forEach(v -> problems.add(rules.words(v.message())));
        List<KeyPreview> keys = KeyPreview.of(entity, loaded, text, rendered, secrets, invalid).stream()
                .map(k -> new KeyPreview(
                        k.key(), k.where(), k.template(), k.value(), k.was(), k.status(), rules.words(k.note())))
                .toList();
        return new Result(keys, List.copyOf(problems));
    }
}
