package io.tenantdesk.schema.load;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.validation.AttributeValidator;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Collectors;

/** Reads an entity's {@code attributes} section. */
final class AttributeReader {

    private final AttributeValidator validator = new AttributeValidator();

    private static final String KNOWN_TYPES =
            Arrays.stream(AttributeType.values()).map(AttributeType::code).collect(Collectors.joining(", "));

    /** The attributes read, and the names of those declared with a problem (already reported). */
    record Attributes(Map<String, AttributeSpec> specs, Set<String> broken) {}

    Attributes read(JsonCursor entity) {
        Map<String, AttributeSpec> attributes = new LinkedHashMap<>();
        Set<String> broken = new HashSet<>();
        entity.object("attributes", false).ifPresent(section -> {
            for (Map.Entry<String, JsonCursor> e : section.members().entrySet()) {
                Optional<AttributeSpec> spec = read(e.getKey(), e.getValue());
                if (spec.isPresent()) {
                    attributes.put(spec.get().name(), spec.get());
                } else {
                    broken.add(e.getKey());
                }
            }
        });
        return new Attributes(attributes, broken);
    }

    private Optional<AttributeSpec> read(String name, JsonCursor a) {
        if (a.node().isTextual()) {
            return type(a, a.node().asText()).map(t -> AttributeSpec.of(name, t));
        }
        if (!a.node().isObject()) {
            a.problem("an attribute is a type name such as \"string\" or an object with a \"type\"");
            return Optional.empty();
        }
        a.allowOnly(
                "type",
                "required",
                "stored",
                "secret",
                "values",
                "open",
                "items",
                "pattern",
                "shape",
                "fields",
                "min",
                "max",
                "label",
                "description",
                "example");
        Optional<AttributeType> type = a.text("type", true).flatMap(t -> type(a.child("type"), t));
        if (type.isEmpty()) {
            return Optional.empty();
        }
        AttributeType t = type.get();
        List<String> values = a.strings("values");
        boolean open = a.bool("open", false);
        if (t == AttributeType.ENUM && values.isEmpty()) {
            a.problemAt(
                    "values",
                    open ? "an open enum lists the `values` it suggests" : "an enum attribute lists its `values`");
        }
        if (t != AttributeType.ENUM && !values.isEmpty()) {
            a.problemAt("values", "`values` applies only to enum attributes");
        }
        if (t != AttributeType.ENUM && a.has("open")) {
            a.problemAt("open", "`open` applies only to enum attributes");
        }
        AttributeSpec elements = elements(name, t, a).orElse(null);
        String shape = a.text("shape", false).orElse("any");
        if (!List.of("any", "object", "array").contains(shape)) {
            a.problemAt("shape", "`shape` must be object, array or any");
        }
        List<String> fields = a.strings("fields");
        if ((a.has("shape") || !fields.isEmpty()) && t != AttributeType.JSON) {
            a.problemAt(a.has("shape") ? "shape" : "fields", "`shape` and `fields` apply only to json attributes");
        }
        Pattern pattern = a.text("pattern", false)
                .flatMap(p -> compile(a.child("pattern"), p))
                .orElse(null);
        if (pattern != null && !t.isScalar()) {
            a.problemAt("pattern", "`pattern` applies only to attributes stored as strings or numbers");
        }
        Optional<BigDecimal> min = a.decimal("min");
        Optional<BigDecimal> max = a.decimal("max");
        boolean secret = a.bool("secret", t == AttributeType.SECRET);
        AttributeSpec spec = new AttributeSpec(
                name,
                t,
                a.bool("required", false),
                a.bool("stored", true),
                secret,
                values,
                pattern,
                shape,
                fields,
                min.orElse(null),
                max.orElse(null),
                a.text("label", false).orElse(null),
                a.text("description", false).orElse(null),
                a.text("example", false).orElse(null),
                open,
                elements);
        if (pattern != null && spec.example() == null) {
            a.problemAt("pattern", "a `pattern` needs an `example` value that matches it; forms show it as a hint");
        }
        spec.exampleIfAny().ifPresent(example -> {
            List<String> problems = validator.validateText(spec, example).stream()
                    .map(Object::toString)
                    .toList();
            if (pattern != null && !pattern.matcher(example).matches()) {
                a.problemAt(
                        "example",
                        "the example `" + example + "` does not match the pattern `" + pattern.pattern() + "`");
            } else if (!problems.isEmpty()) {
                a.problemAt("example", "the example breaks the attribute's own rules: " + String.join("; ", problems));
            }
        });
        return Optional.of(spec);
    }

    /** A list's {@code items}: the declared type of its elements, read like an attribute of its own. */
    private Optional<AttributeSpec> elements(String name, AttributeType type, JsonCursor a) {
        if (!a.has("items")) {
            return Optional.empty();
        }
        JsonCursor items = a.child("items");
        if (type != AttributeType.LIST) {
            items.problem("`items` applies only to list attributes");
            return Optional.empty();
        }
        Optional<AttributeSpec> elements = read(name + "[]", items);
        if (elements.isPresent() && elements.get().secret()) {
            items.problem("list elements cannot be secret one by one; declare the whole list \"secret\": true");
            return Optional.empty();
        }
        if (elements.isPresent()
                && (elements.get().required() || !elements.get().stored())) {
            items.problem("`required` and `stored` apply to the list, not to its elements");
        }
        return elements;
    }

    private static Optional<AttributeType> type(JsonCursor at, String code) {
        Optional<AttributeType> type = AttributeType.fromCode(code);
        if (type.isEmpty()) {
            at.problem("unknown attribute type `" + code + "`; expected one of " + KNOWN_TYPES);
        }
        return type;
    }

    private static Optional<Pattern> compile(JsonCursor at, String regex) {
        try {
            return Optional.of(Pattern.compile(regex));
        } catch (PatternSyntaxException e) {
            at.problem("`" + regex + "` is not a valid regular expression: " + e.getDescription());
            return Optional.empty();
        }
    }
}
