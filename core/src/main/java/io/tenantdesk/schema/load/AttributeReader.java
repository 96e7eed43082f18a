package io.tenantdesk.schema.load;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.validation.AttributeValidator;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** Reads an entity's {@code attributes} section. */
final class AttributeReader {

    private final AttributeValidator validator = new AttributeValidator();

    /**
     * The attributes read, and the names of those declared with a problem (already reported); when the section itself
     * could not be read, every name counts as declared with a problem.
     */
    record Attributes(Map<String, AttributeSpec> specs, Set<String> broken, boolean unreadable) {
        /** True for a name declared, whether or not its declaration could be read. */
        boolean declares(String name) {
            return unreadable || specs.containsKey(name) || broken.contains(name);
        }
    }

    Attributes read(JsonCursor entity) {
        Map<String, AttributeSpec> attributes = new LinkedHashMap<>();
        Set<String> broken = new HashSet<>();
        entity.object("attributes")
                .ifPresent(section -> section.members().forEach((name, declared) -> {
                    Optional<AttributeSpec> spec = read(name, declared);
                    if (spec.isPresent()) {
                        attributes.put(name, spec.get());
                    } else {
                        broken.add(name);
                    }
                }));
        return new Attributes(
                attributes,
                broken,
                entity.node().has("attributes") && entity.object("attributes").isEmpty());
    }

    private Optional<AttributeSpec> read(String name, JsonCursor a) {
        if (a.node().isTextual()) {
            return AttributeType.fromCode(a.node().asText()).map(t -> AttributeSpec.of(name, t));
        }
        Optional<AttributeType> type = a.text("type").flatMap(AttributeType::fromCode);
        if (type.isEmpty()) {
            return Optional.empty();
        }
        AttributeType t = type.get();
        Pattern pattern =
                a.text("pattern").flatMap(p -> compile(a.child("pattern"), p)).orElse(null);
        Optional<BigDecimal> min = a.decimal("min");
        Optional<BigDecimal> max = a.decimal("max");
        AttributeSpec spec = new AttributeSpec(
                name,
                t,
                a.bool("required", false),
                a.bool("stored", true),
                a.bool("secret", t == AttributeType.SECRET),
                a.strings("values"),
                pattern,
                a.text("shape").orElse("any"),
                a.strings("fields"),
                min.orElse(null),
                max.orElse(null),
                a.text("label").orElse(null),
                a.text("description").orElse(null),
                a.text("example").orElse(null),
                a.bool("open", false),
                a.has("items") ? read(name + "[]", a.child("items")).orElse(null) : null);
        spec.exampleIfAny().ifPresent(example -> checkExample(a, spec, example));
        return Optional.of(spec);
    }

    /** The example is what forms show as a hint, so it must be a value the attribute accepts. */
    private void checkExample(JsonCursor a, AttributeSpec spec, String example) {
        List<String> problems = validator.validateText(spec, example).stream()
                .map(Object::toString)
                .toList();
        Pattern pattern = spec.pattern();
        if (pattern != null && !pattern.matcher(example).matches()) {
            a.problemAt(
                    "example", "the example `" + example + "` does not match the pattern `" + pattern.pattern() + "`");
        } else if (!problems.isEmpty()) {
            a.problemAt("example", "the example breaks the attribute's own rules: " + String.join("; ", problems));
        }
    }

    /** A pattern is a Java regular expression, which no JSON Schema can check. */
    private static Optional<Pattern> compile(JsonCursor at, String regex) {
        try {
            return Optional.of(Pattern.compile(regex));
        } catch (PatternSyntaxException e) {
            at.problem("`" + regex + "` is not a valid regular expression: " + e.getDescription());
            return Optional.empty();
        }
    }
}
