package io.tenantdesk.schema.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.path.NodePath;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

/**
 * Puts an error of the JSON Schema validator into the words the loader has always used: where it is (the member a
 * missing or unknown property would be) and what to change. Rules are told apart by the schema definition they
 * belong to ({@code #/definitions/attributeOptions/...}), so the words follow the schema's own structure.
 */
final class SchemaErrorWords {

    private static final Set<String> ABOUT_A_MEMBER = Set.of("required", "additionalProperties", "dependencies");
    private static final String SECRET_ELEMENTS =
            "list elements cannot be secret one by one; declare the whole list \"secret\": true";
    private static final String ELEMENTS_NOT_ONE_BY_ONE = "` applies to the list, not to its elements";
    private static final String SCAN_TAKES_NO = "a scan takes no ";
    private static final String SCAN_READS_ALL = "; it reads the whole table";

    /** What a value of the wrong JSON type should have been, by the definition that wants it. */
    private static final Map<String, String> SHAPES = Map.of(
            "table", "a table must be a JSON object",
            "index", "an index must be a JSON object",
            "entity", "an entity must be a JSON object",
            "range", "a range must be a JSON object",
            "attributeOptions", "an attribute is a type name such as \"string\" or an object with a \"type\"",
            "keyTemplate", "a key template is a string such as \"ACCOUNT#{account_id}\"",
            "projectionWord", "`projection` must be ALL, KEYS_ONLY or {\"type\": \"INCLUDE\", \"attributes\": [...]}");

    private static final Map<String, String> EXPECTED_TYPES = Map.of(
            "object", "a JSON object",
            "array", "a JSON array",
            "string", "a string",
            "number", "a number",
            "integer", "a whole number",
            "boolean", "true or false");

    private static final Map<String, String> ENUM_NOUNS = Map.of(
            "attributeType", "attribute type", "keyType", "key type", "role", "role", "sortOperator", "operator");

    private static final Map<String, String> REQUIRED = Map.of(
            "example", "a `pattern` needs an `example` value that matches it; forms show it as a hint",
            "to", "`between` needs `to`, the upper bound",
            "field", "`tenant` names its `field`: the entity's attribute or key field that links it to its tenant",
            "balance", "`credit` names its `balance` attribute");

    /** Properties a definition forbids in some cases ({@code "values": false}), by definition and property. */
    private static final Map<String, String> FORBIDDEN = Map.ofEntries(
            Map.entry("attributeOptions.values", "`values` applies only to enum attributes"),
            Map.entry("attributeOptions.open", "`open` applies only to enum attributes"),
            Map.entry("attributeOptions.items", "`items` applies only to list attributes"),
            Map.entry("attributeOptions.shape", "`shape` applies only to json attributes"),
            Map.entry("attributeOptions.fields", "`fields` applies only to json attributes"),
            Map.entry("attributeOptions.pattern", "`pattern` applies only to attributes stored as strings or numbers"),
            Map.entry("element.required", "`required" + ELEMENTS_NOT_ONE_BY_ONE),
            Map.entry("element.stored", "`stored" + ELEMENTS_NOT_ONE_BY_ONE),
            Map.entry("pattern.index", SCAN_TAKES_NO + "`index`" + SCAN_READS_ALL),
            Map.entry("pattern.partition", SCAN_TAKES_NO + "`partition`" + SCAN_READS_ALL),
            Map.entry("pattern.sortPrefix", SCAN_TAKES_NO + "`sortPrefix`" + SCAN_READS_ALL));

    private final JsonNode schema;

    SchemaErrorWords(JsonNode schema) {
        this.schema = schema;
    }

    /** Where the error is: the instance's path, and for a missing or unknown property that property's name. */
    static List<Object> place(Error error) {
        List<Object> place = elements(error.getInstanceLocation());
        if (ABOUT_A_MEMBER.contains(error.getKeyword()) && error.getProperty() != null) {
            place.add(error.getProperty());
        }
        return place;
    }

    /** What is wrong, in words that say what to change. */
    String reason(Error error) {
        List<Object> place = place(error);
        List<Object> rule = elements(error.getSchemaLocation().getFragment());
        String definition = rule.size() > 1 && "definitions".equals(rule.get(0)) ? (String) rule.get(1) : "";
        JsonNode value = error.getInstanceNode();
        return switch (error.getKeyword()) {
            case "required" -> required(error.getProperty(), value);
            case "additionalProperties" ->
                "unknown property `" + error.getProperty() + "`; expected one of "
                        + String.join(
                                ", ",
                                names(schemaAt(rule.subList(0, rule.size() - 1)).path("properties")));
            case "dependencies" ->
                "`" + error.getProperty() + "` needs the entity's `"
                        + String.join("`, `", strings(schemaAt(rule).path(error.getProperty()))) + "` field";
            case "type" -> wrongType(rule, place, (String) error.getArguments()[1]);
            case "enum" ->
                "unknown " + ENUM_NOUNS.getOrDefault(definition, name(place)) + " `" + text(value)
                        + "`; expected one of " + String.join(", ", strings(error.getSchemaNode()));
            case "pattern" -> mismatch(definition, place, value);
            case "minItems", "minProperties" -> tooFew(name(place));
            case "false" ->
                FORBIDDEN.getOrDefault(definition + "." + name(place), "`" + name(place) + "` is not allowed here");
            case "not", "const" -> definition.startsWith("element") ? SECRET_ELEMENTS : fallback(place, error);
            default -> fallback(place, error);
        };
    }

    private static String required(String property, JsonNode owner) {
        if (property.equals("values")) {
            return valuesMissing(owner);
        }
        return REQUIRED.getOrDefault(property, "`" + property + "` is required");
    }

    private static String valuesMissing(JsonNode attribute) {
        return attribute.path("open").asBoolean(false)
                ? "an open enum lists the `values` it suggests"
                : "an enum attribute lists its `values`";
    }

    /** The words for a value of the wrong type, by the rule it fails: a definition's own type, or a member's. */
    private static String wrongType(List<Object> rule, List<Object> place, String expected) {
        String rulePath = rule.stream().map(Object::toString).collect(Collectors.joining("/"));
        if (place.isEmpty()) {
            return "a descriptor is a JSON object with `platform`, `tables` and `entities`";
        }
        if (rulePath.equals("definitions/text/type")) {
            return subject(place) + " must be a non-empty string";
        }
        if (rulePath.equals("definitions/strings/else/type")) {
            return subject(place) + " must be a string or a list of strings";
        }
        String definition = rule.size() == 3 ? rule.get(1).toString() : "";
        return SHAPES.getOrDefault(
                definition, subject(place) + " must be " + EXPECTED_TYPES.getOrDefault(expected, expected));
    }

    private static String mismatch(String definition, List<Object> place, JsonNode value) {
        if (definition.equals("text")) {
            return subject(place) + " must be a non-empty string";
        }
        if (definition.equals("projectionWord") && text(value).equalsIgnoreCase("INCLUDE")) {
            return "an INCLUDE projection lists its attributes: {\"type\": \"INCLUDE\", \"attributes\": [...]}";
        }
        if (definition.startsWith("projection")) {
            return "unknown projection `" + text(value) + "`; expected ALL, KEYS_ONLY or INCLUDE";
        }
        return subject(place) + " `" + text(value) + "` is not in the expected form";
    }

    private static String tooFew(String name) {
        return switch (name) {
            case "tables" -> "a descriptor needs at least one table";
            case "entities" -> "a descriptor needs at least one entity";
            case "values" -> "an enum attribute lists its `values`";
            default -> "`" + name + "` must not be empty";
        };
    }

    /** For a rule added to the schema without words of its own here: the validator's words, at the right place. */
    private static String fallback(List<Object> place, Error error) {
        return subject(place) + " " + error.getMessage();
    }

    private JsonNode schemaAt(List<Object> rule) {
        JsonNode node = schema;
        for (Object step : rule) {
            node = step instanceof Integer i ? node.path(i) : node.path((String) step);
        }
        return node;
    }

    private static List<Object> elements(NodePath path) {
        List<Object> elements = new ArrayList<>();
        for (int i = 0; i < path.getNameCount(); i++) {
            elements.add(path.getElement(i));
        }
        return elements;
    }

    private static Object last(List<Object> place) {
        return place.get(place.size() - 1);
    }

    /** The property a place is about: its own name, or for an element of a list the list's name. */
    private static String name(List<Object> place) {
        for (int i = place.size() - 1; i >= 0; i--) {
            if (place.get(i) instanceof String name) {
                return name;
            }
        }
        return "$";
    }

    /** How a message names the value at a place: {@code `ttl`}, {@code `notes[1]`}. */
    private static String subject(List<Object> place) {
        if (place.isEmpty()) {
            return "the descriptor";
        }
        return last(place) instanceof Integer i ? "`" + name(place) + "[" + i + "]`" : "`" + last(place) + "`";
    }

    private static String text(JsonNode value) {
        return value == null ? "" : value.isTextual() ? value.asText() : value.toString();
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static List<String> strings(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false)
                .map(JsonNode::asText)
                .collect(Collectors.toList());
    }
}
