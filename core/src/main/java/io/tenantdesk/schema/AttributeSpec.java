package io.tenantdesk.schema;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * One field of an entity: a stored attribute, or (with {@code stored = false}) a value that lives only in
 * the item's keys, such as app_data's {@code account_id} in {@code PK = ACCOUNT#{account_id}}.
 *
 * @param pattern    for a field used in key templates, the values it accepts; replaces the default rule
 *                   (printable ASCII, no spaces) but never allows the template's separators
 * @param jsonShape  for JSON: "object", "array" or "any"
 * @param jsonFields for JSON objects (or each element of a JSON array): the fields expected to be present
 * @param example    a typical value, shown as prompt text in forms; it must satisfy the attribute's own rules
 * @param openEnum   for an enum: its values are suggestions, and any string is accepted
 * @param elements   for a list: the type every element must have (named after the list); null when any will do
 */
public record AttributeSpec(
        String name,
        AttributeType type,
        boolean required,
        boolean stored,
        boolean secret,
        List<String> enumValues,
        Pattern pattern,
        String jsonShape,
        List<String> jsonFields,
        BigDecimal min,
        BigDecimal max,
        String label,
        String description,
        String example,
        boolean openEnum,
        AttributeSpec elements) {

    public AttributeSpec {
        enumValues = List.copyOf(enumValues);
        jsonFields = List.copyOf(jsonFields);
    }

    /** An attribute that is not an open enum nor a list of typed elements. */
    public AttributeSpec(
            String name,
            AttributeType type,
            boolean required,
            boolean stored,
            boolean secret,
            List<String> enumValues,
            Pattern pattern,
            String jsonShape,
            List<String> jsonFields,
            BigDecimal min,
            BigDecimal max,
            String label,
            String description,
            String example) {
        this(
                name,
                type,
                required,
                stored,
                secret,
                enumValues,
                pattern,
                jsonShape,
                jsonFields,
                min,
                max,
                label,
                description,
                example,
                false,
                null);
    }

    /** A plain optional string attribute; handy in tests and as a starting point for builders. */
    public static AttributeSpec of(String name, AttributeType type) {
        return new AttributeSpec(
                name,
                type,
                false,
                true,
                type == AttributeType.SECRET,
                List.of(),
                null,
                "any",
                List.of(),
                null,
                null,
                null,
                null,
                null);
    }

    /** The type every element of a list must have, when the descriptor declares one. */
    public Optional<AttributeSpec> elementsIfAny() {
        return Optional.ofNullable(elements);
    }

    public Optional<String> exampleIfAny() {
        return Optional.ofNullable(example);
    }

    public Optional<Pattern> patternIfAny() {
        return Optional.ofNullable(pattern);
    }

    /** A label for column headers and form fields: the declared one, or the name made readable. */
    public String displayLabel() {
        return label != null ? label : Labels.humanize(name);
    }
}
