package io.tenantdesk.generated;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.item.Value;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Valid values of a declared attribute, as the item stores them and as text for key templates. */
final class ValueMaker {

    private static final String ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyz0123456789";
    private static final String SUFFIX = "[a-z0-9]{4,12}";
    /** What every generated secret starts with, so that no export, log or journal can be seen to hold one. */
    static final String SECRET = "sekret";

    private final Random random;

    ValueMaker(Random random) {
        this.random = random;
    }

    /** A value the attribute accepts; {@code n} makes ids of one entity differ. */
    Value value(AttributeSpec spec, int n) {
        return switch (spec.type()) {
            case NUMBER -> Value.num(number(spec, n));
            case EPOCH -> Value.num(1_893_456_000L + n * 3_600L);
            case BOOLEAN -> Value.bool(random.nextBoolean());
            case LIST -> list(spec.elementsIfAny().orElse(null), n);
            case MAP ->
                new Value.MapOf(Map.of(
                        "plan", Value.str("team"),
                        "limits", new Value.MapOf(Map.of("seats", Value.num(n + 1), "tags", tags())),
                        "history", new Value.ListOf(List.of(Value.num(1), Value.str("x"), Value.bool(false)))));
            case STRING_SET -> new Value.StrSet(new LinkedHashSet<>(List.of("alpha", "beta" + n)));
            default -> Value.str(text(spec, n));
        };
    }

    /** A value as text, for a key template or a string attribute. */
    String text(AttributeSpec spec, int n) {
        if (spec.secret() && spec.pattern() == null) {
            switch (spec.type()) {
                case STRING, SECRET -> {
                    return SECRET + n + word(n);
                }
                case EMAIL -> {
                    return SECRET + n + "@example.com";
                }
                case URL -> {
                    return "https://example.com/" + SECRET + n;
                }
                default -> {}
            }
        }
        if (spec.pattern() != null) {
            return patterned(spec, n);
        }
        return switch (spec.type()) {
            case NUMBER -> number(spec, n);
            case EPOCH -> String.valueOf(1_893_456_000L + n * 3_600L);
            case ENUM ->
                spec.enumValues().get(Math.floorMod(n, spec.enumValues().size()));
            case EMAIL -> "user" + n + "@example.com";
            case URL -> "https://example.com/p/" + n;
            case TIMESTAMP -> "2026-0" + (1 + Math.floorMod(n, 9)) + "-1" + Math.floorMod(n, 10) + "T10:15:30Z";
            case DATE -> "2026-0" + (1 + Math.floorMod(n, 9)) + "-2" + Math.floorMod(n, 8);
            case JSON -> json(spec);
            default -> word(n);
        };
    }

    private String number(AttributeSpec spec, int n) {
        BigDecimal min = spec.min() == null ? BigDecimal.ZERO : spec.min();
        BigDecimal max = spec.max() == null ? min.add(BigDecimal.valueOf(10_000)) : spec.max();
        long span = Math.max(1, max.subtract(min).longValue());
        return min.add(BigDecimal.valueOf(Math.floorMod(n * 37L + random.nextInt(5), span)))
                .toPlainString();
    }

    private String patterned(AttributeSpec spec, int n) {
        String pattern = spec.pattern().pattern();
        if (pattern.endsWith(SUFFIX)) {
            return pattern.substring(0, pattern.length() - SUFFIX.length()) + word(n);
        }
        return spec.exampleIfAny().orElseThrow(() -> new IllegalStateException("no example for " + spec.name()));
    }

    /** Letters and digits that no separator can be among, unique for {@code n}. */
    String word(int n) {
        StringBuilder word = new StringBuilder("v").append(Math.abs(n));
        while (word.length() < 6) {
            word.append(ALPHANUMERIC.charAt(random.nextInt(ALPHANUMERIC.length())));
        }
        return word.toString();
    }

    private static String json(AttributeSpec spec) {
        return switch (spec.jsonShape()) {
            case "array" -> "[1, \"two\", {\"three\": 3}]";
            default -> "{\"theme\": \"dark\", \"nested\": {\"list\": [1, 2, {\"deep\": true}]}}";
        };
    }

    private Value list(AttributeSpec elements, int n) {
        if (elements == null) {
            return new Value.ListOf(List.of(Value.str("a"), Value.num(n), new Value.ListOf(List.of(tags()))));
        }
        return new Value.ListOf(List.of(value(elements, n), value(elements, n + 1)));
    }

    private static Value tags() {
        Map<String, Value> nested = new LinkedHashMap<>();
        nested.put("k", Value.str("v"));
        nested.put("deeper", new Value.MapOf(Map.of("list", new Value.ListOf(List.of(Value.num(3))))));
        return new Value.MapOf(nested);
    }
}
