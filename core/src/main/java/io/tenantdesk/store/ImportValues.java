package io.tenantdesk.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.item.DynamoNumbers;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.JsonProblem;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.text.UnicodeText;
import java.math.BigDecimal;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * A value of a corrections file as the DynamoDB value of its field's declared type, the way an export wrote it:
 * numbers as numbers (or their decimal text in CSV), booleans as {@code true}/{@code false}, lists, maps and string
 * sets as JSON (JSON text in CSV), everything else as text; and whether a value is still the one exported. Pure.
 */
final class ImportValues {

    /** Numbers by value; text with its lone surrogates as an export writes them (U+FFFD). */
    private static final Comparator<JsonNode> PLAIN = (a, b) -> {
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().compareTo(b.decimalValue());
        }
        if (a.isTextual() && b.isTextual()) {
            return UnicodeText.withoutLoneSurrogates(a.textValue())
                            .equals(UnicodeText.withoutLoneSurrogates(b.textValue()))
                    ? 0
                    : 1;
        }
        return a.equals(b) ? 0 : 1;
    };

    private final ObjectMapper json = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    /** Whether two plain JSON values, or two absences (null), are the same as an export would write them. */
    static boolean same(JsonNode a, JsonNode b) {
        return a == null || b == null ? a == b : a.equals(PLAIN, b);
    }

    /**
     * Whether a value of a line is still the one exported: equal in JSON; in CSV, the same text as the exported cell's,
     * or the same number, boolean or JSON as a spreadsheet may write it again ({@code 3.50} as {@code 3.5},
     * {@code true} as {@code TRUE}).
     *
     * @param exported the exported value, or null when the row had none
     */
    boolean sameAsExported(JsonNode given, JsonNode exported, boolean text) {
        if (exported == null || exported.isNull()) {
            return false;
        }
        if (!text) {
            return same(given, exported);
        }
        String cell = given.asText();
        if (exported.isTextual()) {
            return cell.equals(exported.textValue());
        }
        if (cell.equals(exported.toString())) {
            return true;
        }
        if (exported.isBoolean()) {
            return cell.trim().toLowerCase(Locale.ROOT).equals(exported.toString());
        }
        try {
            return exported.isNumber()
                    ? new BigDecimal(cell.trim()).compareTo(exported.decimalValue()) == 0
                    : same(json.readTree(cell), exported);
        } catch (NumberFormatException | JsonProcessingException e) {
            return false;
        }
    }

    /**
     * @param text true when {@code node} is a CSV cell, whose text stands for a value of any type
     * @throws IllegalArgumentException when the value is not one of the field's type, in words
     */
    Value of(AttributeSpec spec, JsonNode node, boolean text) {
        String name = "`" + spec.name() + "`";
        return switch (spec.type().dynamoType()) {
            case "N" -> number(name, node);
            case "BOOL" -> bool(name, node);
            case "L", "M", "SS" -> structured(spec, name, text ? parsed(name, node.asText()) : node);
            default -> {
                if (!node.isTextual()) {
                    throw new IllegalArgumentException(name + " is text; the file holds " + node);
                }
                yield Value.str(node.textValue());
            }
        };
    }

    private static Value number(String name, JsonNode node) {
        BigDecimal number;
        if (node.isNumber()) {
            number = node.decimalValue();
        } else {
            try {
                number = new BigDecimal(node.asText().trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(name + " `" + node.asText() + "` is not a number");
            }
        }
        if (!DynamoNumbers.holds(number)) {
            throw new IllegalArgumentException(
                    name + " " + number + " is beyond the numbers DynamoDB can hold (" + DynamoNumbers.RANGE + ")");
        }
        return Value.num(number);
    }

    private static Value bool(String name, JsonNode node) {
        if (node.isBoolean()) {
            return Value.bool(node.booleanValue());
        }
        return switch (node.asText().trim()) {
            case "true" -> Value.bool(true);
            case "false" -> Value.bool(false);
            default -> throw new IllegalArgumentException(name + " must be true or false, not `" + node.asText() + "`");
        };
    }

    private JsonNode parsed(String name, String text) {
        try {
            return json.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(name + " is not valid JSON: " + JsonProblem.describe(e));
        }
    }

    private static Value structured(AttributeSpec spec, String name, JsonNode node) {
        return switch (spec.type()) {
            case MAP -> {
                if (!node.isObject()) {
                    throw new IllegalArgumentException(name + " is a map: a JSON object such as {\"key\": \"value\"}");
                }
                yield PlainValues.value(node);
            }
            case STRING_SET -> stringSet(name, node);
            default -> {
                if (!node.isArray()) {
                    throw new IllegalArgumentException(name + " is a list: a JSON array such as [\"a\", \"b\"]");
                }
                yield PlainValues.value(node);
            }
        };
    }

    private static Value stringSet(String name, JsonNode node) {
        if (!node.isArray() || node.isEmpty()) {
            throw new IllegalArgumentException(
                    name + " is a set of strings: a JSON array such as [\"a\", \"b\"], " + "never empty");
        }
        Set<String> strings = new LinkedHashSet<>();
        for (JsonNode element : node) {
            if (!element.isTextual() || !strings.add(element.textValue())) {
                throw new IllegalArgumentException(name + " is a set of strings; " + element
                        + (element.isTextual() ? " is in it twice" : " is not a string"));
            }
        }
        return new Value.StrSet(strings);
    }
}
