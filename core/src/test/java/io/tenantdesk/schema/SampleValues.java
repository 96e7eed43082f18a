package io.tenantdesk.schema;

import io.tenantdesk.schema.item.Value;
import java.util.List;
import java.util.Map;

/** A valid sample value for any attribute, for tests that build items from a descriptor. */
public final class SampleValues {

    private SampleValues() {}

    /** Text form of a scalar sample; the attribute's example when it declares one. */
    public static String text(AttributeSpec spec) {
        if (spec.example() != null) {
            return spec.example();
        }
        if (spec.pattern() != null) {
            throw new IllegalStateException(
                    "`" + spec.name() + "` declares a pattern but no example to build samples from");
        }
        return switch (spec.type()) {
            case NUMBER -> spec.min() != null ? spec.min().toPlainString() : "42";
            case EPOCH -> "1767225600";
            case ENUM -> spec.enumValues().get(0);
            case EMAIL -> "ada@example.com";
            case URL -> "https://example.com/a";
            case TIMESTAMP -> "2026-02-21T14:30:00Z";
            case DATE -> "2026-03-15";
            case JSON -> json(spec);
            default -> "s-" + spec.name().replaceAll("[^A-Za-z0-9]", "").toLowerCase() + "-1";
        };
    }

    private static String json(AttributeSpec spec) {
        StringBuilder object = new StringBuilder("{");
        for (String field : spec.jsonFields()) {
            object.append(object.length() > 1 ? "," : "")
                    .append('"')
                    .append(field)
                    .append("\":\"x\"");
        }
        object.append('}');
        return "array".equals(spec.jsonShape()) ? "[" + object + "]" : object.toString();
    }

    public static Value value(AttributeSpec spec) {
        return switch (spec.type()) {
            case NUMBER, EPOCH -> Value.num(text(spec));
            case BOOLEAN -> Value.bool(true);
            case LIST -> new Value.ListOf(List.of(Value.str("x")));
            case MAP -> new Value.MapOf(Map.of("k", Value.str("v")));
            case STRING_SET -> new Value.StrSet(java.util.Set.of("a", "b"));
            default -> Value.str(text(spec));
        };
    }
}
