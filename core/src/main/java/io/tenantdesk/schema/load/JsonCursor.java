package io.tenantdesk.schema.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.tenantdesk.schema.item.DynamoNumbers;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * A position in a descriptor's JSON tree that knows its path and reports problems of meaning there. The JSON Schema
 * has already reported anything of the wrong shape, so a value of the wrong kind reads here as absent, silently.
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

    /** The path of a member: {@code $.entities} or, for a name that is not plain, {@code $['odd name']}. */
    static String memberPath(String path, String field) {
        return PLAIN_NAME.matcher(field).matches() ? path + "." + field : path + "['" + field + "']";
    }

    static String elementPath(String path, int index) {
        return path + "[" + index + "]";
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
        return new JsonCursor(source, child, memberPath(path, field), problems);
    }

    /** The text at {@code field}, if it is a string that is not blank. */
    Optional<String> text(String field) {
        JsonNode value = node.get(field);
        return value != null && value.isTextual() && !value.asText().isBlank()
                ? Optional.of(value.asText())
                : Optional.empty();
    }

    boolean bool(String field, boolean defaultValue) {
        JsonNode value = node.get(field);
        return value != null && value.isBoolean() ? value.asBoolean() : defaultValue;
    }

    /** The number at {@code field}; one DynamoDB cannot hold is a problem, since no JSON Schema can say so. */
    Optional<BigDecimal> decimal(String field) {
        JsonNode value = node.get(field);
        if (value == null || !value.isNumber()) {
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

    /** A list of strings; a single string is a list of one. */
    List<String> strings(String field) {
        JsonNode value = node.get(field);
        List<String> result = new ArrayList<>();
        if (value != null && value.isTextual()) {
            result.add(value.asText());
        } else if (value != null && value.isArray()) {
            value.forEach(element -> {
                if (element.isTextual()) {
                    result.add(element.asText());
                }
            });
        }
        return result;
    }

    /** The object at {@code field}, if there is one. */
    Optional<JsonCursor> object(String field) {
        JsonCursor child = child(field);
        return child.node.isObject() ? Optional.of(child) : Optional.empty();
    }

    /** The members of this object, in file order. */
    Map<String, JsonCursor> members() {
        Map<String, JsonCursor> members = new LinkedHashMap<>();
        node.fieldNames().forEachRemaining(name -> members.put(name, child(name)));
        return members;
    }

    /** The elements of the array at {@code field}. */
    List<JsonCursor> array(String field) {
        JsonCursor child = child(field);
        List<JsonCursor> elements = new ArrayList<>();
        for (int i = 0; i < child.node.size() && child.node.isArray(); i++) {
            elements.add(new JsonCursor(source, child.node.get(i), elementPath(child.path, i), problems));
        }
        return elements;
    }
}
