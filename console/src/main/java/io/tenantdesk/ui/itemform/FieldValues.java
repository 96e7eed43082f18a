package io.tenantdesk.ui.itemform;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.item.DynamoNumbers;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.JsonProblem;
import io.tenantdesk.schema.values.PlainValues;
import java.math.BigDecimal;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Converts between a field's text, as the form edits it, and the DynamoDB value it stands for: numbers as
 * decimal text, booleans as {@code true}/{@code false}, lists, maps and string sets as JSON. Pure; one per form.
 */
final class FieldValues {

    /** A value read from text, or why the text does not make one. An absent value is {@code value == null}. */
    record Parsed(Value value, String error) {
        boolean ok() {
            return error == null;
        }
    }

    private final ObjectMapper json = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    /** The text a field shows for a stored value; empty for none. Secrets never have text. */
    String text(FieldKind kind, Value value) {
        if (value == null || value instanceof Value.Null || kind == FieldKind.SECRET) {
            return "";
        }
        if (kind == FieldKind.STRUCTURED) {
            return pretty(PlainValues.json(value));
        }
        if (value instanceof Value.Str s) {
            return s.value();
        }
        if (value instanceof Value.Num n) {
            return n.value();
        }
        if (value instanceof Value.Bool b) {
            return Boolean.toString(b.value());
        }
        return PlainValues.text(value);
    }

    /**
     * False when the stored value holds something the field's editor cannot express (binary data, number sets,
     * sets inside lists), so saving its text would change it: such a field is shown but not edited.
     */
    boolean editable(FieldKind kind, Value value) {
        if (kind == FieldKind.SECRET) {
            return false;
        }
        if (value == null || kind != FieldKind.STRUCTURED) {
            return true;
        }
        if (value instanceof Value.StrSet) {
            return true;
        }
        return plainJson(value);
    }

    private static boolean plainJson(Value value) {
        if (value instanceof Value.ListOf l) {
            return l.values().stream().allMatch(FieldValues::plainJson);
        }
        if (value instanceof Value.MapOf m) {
            return m.values().values().stream().allMatch(FieldValues::plainJson);
        }
        return value instanceof Value.Str
                || value instanceof Value.Num
                || value instanceof Value.Bool
                || value instanceof Value.Null;
    }

    /** The value {@code text} stands for as the attribute {@code spec}; blank text is no value. */
    Parsed parse(FieldKind kind, AttributeSpec spec, String text) {
        if (text == null || text.isBlank()) {
            return new Parsed(null, null);
        }
        return switch (kind) {
            case NUMBER, EPOCH -> number(spec, text);
            case BOOLEAN ->
                switch (text.trim()) {
                    case "true" -> new Parsed(Value.bool(true), null);
                    case "false" -> new Parsed(Value.bool(false), null);
                    default -> new Parsed(null, "`" + spec.name() + "` must be true or false");
                };
            case STRUCTURED -> structured(spec, text);
            case SECRET -> new Parsed(null, "`" + spec.name() + "` is a secret and is never edited here");
            default -> new Parsed(Value.str(text), null);
        };
    }

    private static Parsed number(AttributeSpec spec, String text) {
        BigDecimal number;
        try {
            number = new BigDecimal(text.trim());
        } catch (NumberFormatException e) {
            return new Parsed(null, "`" + spec.name() + "` `" + text.trim() + "` is not a number");
        }
        if (!DynamoNumbers.holds(number)) {
            return new Parsed(null, beyondRange(spec, number));
        }
        return new Parsed(Value.num(number.toPlainString()), null);
    }

    private static String beyondRange(AttributeSpec spec, BigDecimal number) {
        return "`" + spec.name() + "` " + number + " is beyond the numbers DynamoDB can hold (" + DynamoNumbers.RANGE
                + ")";
    }

    private Parsed structured(AttributeSpec spec, String text) {
        JsonNode node;
        try {
            node = json.readTree(text);
        } catch (JsonProcessingException e) {
            return new Parsed(null, "`" + spec.name() + "` is not valid JSON: " + JsonProblem.describe(e));
        } catch (NumberFormatException e) {
            return new Parsed(
                    null,
                    "`" + spec.name() + "` holds a number far beyond the numbers DynamoDB can hold ("
                            + DynamoNumbers.RANGE + ")");
        }
        Optional<BigDecimal> outOfRange =
                numbersIn(node).filter(n -> !DynamoNumbers.holds(n)).findFirst();
        if (outOfRange.isPresent()) {
            return new Parsed(null, beyondRange(spec, outOfRange.get()));
        }
        String name = spec.name();
        AttributeType type = spec.type();
        if (type == AttributeType.MAP) {
            return node.isObject()
                    ? new Parsed(PlainValues.value(node), null)
                    : new Parsed(null, "`" + name + "` is a map: write a JSON object such as {\"key\": \"value\"}");
        }
        if (!node.isArray()) {
            return new Parsed(
                    null,
                    "`" + name + "` is a " + (type == AttributeType.STRING_SET ? "set of strings" : "list")
                            + ": write a JSON array such as [\"a\", \"b\"]");
        }
        if (type == AttributeType.STRING_SET) {
            return stringSet(name, node);
        }
        return new Parsed(PlainValues.value(node), null);
    }

    private static Parsed stringSet(String name, JsonNode array) {
        Set<String> strings = new LinkedHashSet<>();
        for (JsonNode element : array) {
            if (!element.isTextual()) {
                return new Parsed(null, "`" + name + "` is a set of strings; " + element + " is not a string");
            }
            if (!strings.add(element.asText())) {
                return new Parsed(null, "`" + name + "` holds \"" + element.asText() + "\" twice; a set cannot");
            }
        }
        if (strings.isEmpty()) {
            return new Parsed(null, "`" + name + "` is empty; DynamoDB has no empty sets (clear the field instead)");
        }
        return new Parsed(new Value.StrSet(strings), null);
    }

    private static Stream<BigDecimal> numbersIn(JsonNode node) {
        if (node.isNumber()) {
            return Stream.of(node.decimalValue());
        }
        return StreamSupport.stream(node.spliterator(), false).flatMap(FieldValues::numbersIn);
    }

    /** {@code text} pretty-printed as JSON, or empty when it is not JSON. */
    Optional<String> prettyPrint(String text) {
        try {
            JsonNode node = json.readTree(text);
            return node == null || node.isMissingNode() ? Optional.empty() : Optional.of(pretty(node));
        } catch (JsonProcessingException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    private String pretty(JsonNode node) {
        try {
            return json.writerWithDefaultPrettyPrinter().writeValueAsString(node);
        } catch (JsonProcessingException e) {
            return node.toString();
        }
    }
}
