package io.tenantdesk.ui.itemform;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.schema.validation.KeyRenderer;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.ui.common.FieldWords;
import java.util.List;
import java.util.Map;

/**
 * The validators of one field as pure functions of its text: required, the key-value rules of the templates
 * it feeds (separators, spaces, ASCII, declared pattern), then its type's rules. They reuse the schema
 * layer's own validators, so the form refuses exactly what the store would.
 */
final class FieldRules {

    private final EntityDef entity;
    private final AttributeValidator attributes;
    private final KeyRenderer keys;
    private final FieldValues values;
    private final FieldWords words;

    FieldRules(EntityDef entity, AttributeValidator attributes, FieldValues values) {
        this.entity = entity;
        this.words = FieldWords.of(entity);
        this.attributes = attributes;
        this.keys = new KeyRenderer(attributes);
        this.values = values;
    }

    EntityDef entity() {
        return entity;
    }

    /** Puts the design's messages in the form's words: fields by their labels. */
    String words(String message) {
        return words.apply(message);
    }

    FieldValues values() {
        return values;
    }

    KeyRenderer keys() {
        return keys;
    }

    /** Every rule {@code text} breaks as the value of {@code spec}; empty when it is fine. */
    List<Violation> check(AttributeSpec spec, FieldKind kind, String text) {
        String name = spec.name();
        if (text == null || text.isBlank()) {
            return spec.required()
                    ? List.of(new Violation(name, Rule.MISSING_REQUIRED, "`" + name + "` is required"))
                    : List.of();
        }
        FieldValues.Parsed parsed = values.parse(kind, spec, text);
        if (!parsed.ok()) {
            Rule rule = kind == FieldKind.STRUCTURED ? Rule.INVALID_JSON : Rule.WRONG_TYPE;
            return List.of(new Violation(name, rule, parsed.error()));
        }
        if (entity.allKeyFields().contains(name)) {
            return keys.checkKeyFields(entity, Map.of(name, text));
        }
        if (kind == FieldKind.STRUCTURED) {
            return spec.elementsIfAny().isPresent() ? attributes.validate(spec, parsed.value()) : List.of();
        }
        if (kind == FieldKind.BOOLEAN) {
            return List.of();
        }
        return attributes.validateText(spec, text);
    }

    /** A secret is never typed here: it is fine when it has a value or is optional. */
    List<Violation> checkSecret(AttributeSpec spec, boolean hasValue) {
        if (hasValue || !spec.required()) {
            return List.of();
        }
        return List.of(
                new Violation(
                        spec.name(),
                        Rule.MISSING_REQUIRED,
                        "`" + spec.name()
                                + "` is a required secret; secrets are never typed in the console, so this item cannot be created here"));
    }
}
