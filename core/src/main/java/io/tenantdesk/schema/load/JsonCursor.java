package io.tenantdesk.schema.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.tenantdesk.schema.item.DynamoNumbers;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * A position in a descriptor's JSON tree that knows its path and reports problems there instead of throwing,
 * so one load reports every problem of a file.
 */
final class JsonCursor {

    private static final Pattern PLAIN_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final JsonNode node;
    private final String path;
    private final Consumer<DescriptorProblem> problems;
    private final String source;

    JsonCursor(String source, JsonNode node, String path, Consumer<DescriptorProblem> problems) {
        this.source = source;
        this.node = node;
        this.path = path;
        this.problems = problems;
    }

    String path() {
        return path;
    }

    JsonNode node() {
        return node;
    }

    void problem(String message) {
        problems.accept(new DescriptorProblem(source, path, message));
    }

    void problemAt(String field, String message) {
        child(field).problem(message);
    }

    boolean has(String field) {
        return node.has(field) && !node.get(field).isNull();
    }

    JsonCursor child(String field) {
        JsonNode child = node.has(field) ? node.get(field) : MissingNode.getInstance();
        String childPath = PLAIN_NAME.matcher(field).matches() ? path + "." + field : path + "['" + field + "']";
        return new JsonCursor(source, child, childPath, problems);
    }

    /** Reports any property not in {@code known}, naming the ones that are. */
    void allowOnly(String... known) {
        if (!node.isObject()) {
            return;
        }
        List<String> allowed = Arrays.asList(known);
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!allowed.contains(name)) {
                problemAt(name, "unknown property `" + name + "`; expected one of " + String.join(", ", allowed));
            }
        }
    }

    Optional<String> text(String field, boolean required) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            if (required) {
                problemAt(field, "`" + field + "` is required");
            }
            return Optional.empty();
        }
        if (!value.isTextual() || value.asText().isBlank()) {
            problemAt(field, "`" + field + "` must be a non-empty string");
            return Optional.empty();
        }
        return Optional.of(value.asText());
    }

    boolean bool(String field, boolean defaultValue) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return defaultValue;
        }
        if (!value.isBoolean()) {
            problemAt(field, "`" + field + "` must be true or false");
            return defaultValue;
        }
        return value.asBoolean();
    }

    Optional<BigDecimal> decimal(String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        if (!value.isNumber()) {
            problemAt(field, "`" + field + "` must be a number");
            return Optional.empty();
        }
        BigDecimal number = value.decimalValue();
        if (!DynamoNumbers.holds(number)) {
            problemAt(
                    field,
                    "`" + field + "` " + number + " is beyond the numbers DynamoDB can hold (" + DynamoNumbers.RANGE
                            + ")");
            return Optional.empty();
        }
        return Optional.of(number);
    }

    /** A list of strings; a single string is accepted as a list of one. */
    List<String> strings(String field) {
        JsonNode value = node.get(field);
        List<String> result = new ArrayList<>();
        if (value == null || value.isNull()) {
            return result;
        }
        if (value.isTextual()) {
            result.add(value.asText());
            return result;
        }
        if (!value.isArray()) {
            problemAt(field, "`" + field + "` must be a string or a list of strings");
            return result;
        }
        for (int i = 0; i < value.size(); i++) {
            if (value.get(i).isTextual()) {
                result.add(value.get(i).asText());
            } else {
                child(field).element(i).problem("must be a string");
            }
        }
        return result;
    }

    private JsonCursor element(int i) {
        return new JsonCursor(source, node.get(i), path + "[" + i + "]", problems);
    }

    /** The object at {@code field}, if present and an object. */
    Optional<JsonCursor> object(String field, boolean required) {
        JsonCursor child = child(field);
        if (child.node.isMissingNode() || child.node.isNull()) {
            if (required) {
                child.problem("`" + field + "` is required");
            }
            return Optional.empty();
        }
        if (!child.node.isObject()) {
            child.problem("`" + field + "` must be a JSON object");
            return Optional.empty();
        }
        return Optional.of(child);
    }

    /** The members of this object, in file order. */
    Map<String, JsonCursor> members() {
        Map<String, JsonCursor> members = new LinkedHashMap<>();
        if (node.isObject()) {
            node.fieldNames().forEachRemaining(name -> members.put(name, child(name)));
        }
        return members;
    }

    /** The elements of the array at {@code field}. */
    List<JsonCursor> array(String field, boolean required) {
        JsonCursor child = child(field);
        List<JsonCursor> elements = new ArrayList<>();
        if (child.node.isMissingNode() || child.node.isNull()) {
            if (required) {
                child.problem("`" + field + "` is required");
            }
            return elements;
        }
        if (!child.node.isArray()) {
            child.problem("`" + field + "` must be a JSON array");
            return elements;
        }
        for (int i = 0; i < child.node.size(); i++) {
            elements.add(child.element(i));
        }
        return elements;
    }
}
