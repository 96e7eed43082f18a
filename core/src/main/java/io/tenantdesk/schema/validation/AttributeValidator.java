package io.tenantdesk.schema.validation;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.item.DynamoNumbers;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.math.BigDecimal;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Checks one attribute value against its declared type. Returns every violation, never throws, whatever
 * the value. Thread-safe.
 */
public final class AttributeValidator {

    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");
    /** Anything past this is almost certainly milliseconds stored where seconds belong (year 5138). */
    private static final long EPOCH_SECONDS_LIMIT = 100_000_000_000L;

    /** What stands for a secret's value wherever one would be shown. */
    public static final String MASK = "********";

    private final ObjectReader json = new ObjectMapper().reader();

    /** Violations of {@code value} as the attribute {@code spec}; an absent value is checked by the caller. */
    public List<Violation> validate(AttributeSpec spec, Value value) {
        List<Violation> violations = new ArrayList<>();
        validateInto(spec, value, violations);
        return violations;
    }

    /** As {@link #validate}, adding the violations to {@code violations}: an item's checks share one list. */
    void validateInto(AttributeSpec spec, Value value, List<Violation> violations) {
        int before = violations.size();
        check(spec, value, violations);
        if (spec.secret()) {
            Item.scalarText(value).ifPresent(text -> unquote(text, violations, before));
        }
    }

    /** Messages never quote a secret's value: where one would, it reads as the mask. */
    static void unquote(String secret, List<Violation> violations, int from) {
        if (secret.isEmpty()) {
            return;
        }
        for (int i = from; i < violations.size(); i++) {
            Violation v = violations.get(i);
            if (v.message().contains(secret)) {
                violations.set(
                        i, new Violation(v.attribute(), v.rule(), v.message().replace(secret, MASK)));
            }
        }
    }

    private void check(AttributeSpec spec, Value value, List<Violation> violations) {
        if (isPlainString(spec, value)) {
            return;
        }
        String name = spec.name();
        if (value instanceof Value.Null) {
            if (spec.required()) {
                violations.add(new Violation(name, Rule.MISSING_REQUIRED, "`" + name + "` is required but NULL"));
            }
            return;
        }
        String expected = spec.type().dynamoType();
        if (!value.typeCode().equals(expected)) {
            violations.add(new Violation(
                    name,
                    Rule.WRONG_TYPE,
                    "`" + name + "` is stored as " + describe(value.typeCode()) + "; as "
                            + article(spec.type().code()) + " attribute it should be " + describe(expected)));
            return;
        }
        if (value instanceof Value.Str s) {
            checkText(spec, s.value(), violations);
        } else if (value instanceof Value.Num n) {
            checkNumber(spec, n.value(), violations);
        } else if (value instanceof Value.ListOf list && spec.elements() != null) {
            checkElements(spec, list.values(), violations);
        }
    }

    /** Each element against the list's declared element type, named by its place; violations count for the list. */
    private void checkElements(AttributeSpec spec, List<Value> elements, List<Violation> violations) {
        List<Violation> found = new ArrayList<>();
        for (int i = 0; i < elements.size(); i++) {
            validateInto(withName(spec.elements(), spec.name() + "[" + i + "]"), elements.get(i), found);
        }
        found.forEach(v -> violations.add(new Violation(spec.name(), v.rule(), v.message())));
    }

    private static AttributeSpec withName(AttributeSpec s, String name) {
        return new AttributeSpec(
                name,
                s.type(),
                s.required(),
                s.stored(),
                s.secret(),
                s.enumValues(),
                s.pattern(),
                s.jsonShape(),
                s.jsonFields(),
                s.min(),
                s.max(),
                s.label(),
                s.description(),
                s.example(),
                s.openEnum(),
                s.elements());
    }

    /**
     * Violations of {@code text} as the textual form of {@code spec}'s value, as typed in a form or parsed
     * out of a key (numbers as decimal text).
     */
    public List<Violation> validateText(AttributeSpec spec, String text) {
        List<Violation> violations = new ArrayList<>();
        validateTextInto(spec, text, violations);
        return violations;
    }

    /** As {@link #validateText}, adding the violations to {@code violations}. */
    void validateTextInto(AttributeSpec spec, String text, List<Violation> violations) {
        int before = violations.size();
        if (spec.type().dynamoType().equals("N")) {
            checkNumber(spec, text, violations);
        } else if (spec.type().dynamoType().equals("S")) {
            checkText(spec, text, violations);
        }
        if (spec.secret()) {
            unquote(text, violations, before);
        }
    }

    /** A string where any string will do: nothing to check, nothing to allocate. */
    private static boolean isPlainString(AttributeSpec spec, Value value) {
        return value instanceof Value.Str
                && (spec.type() == AttributeType.SECRET
                        || spec.type() == AttributeType.STRING && spec.pattern() == null);
    }

    private void checkText(AttributeSpec spec, String text, List<Violation> violations) {
        String name = spec.name();
        switch (spec.type()) {
            case ENUM -> {
                if (!spec.openEnum() && !spec.enumValues().contains(text)) {
                    violations.add(new Violation(
                            name,
                            Rule.BAD_ENUM,
                            "`" + name + "` is `" + text + "`; expected one of "
                                    + String.join(", ", spec.enumValues())));
                }
            }
            case EMAIL -> {
                if (!EMAIL.matcher(text).matches()) {
                    violations.add(new Violation(
                            name, Rule.BAD_FORMAT, "`" + name + "` `" + text + "` is not an email address"));
                }
            }
            case URL -> checkUrl(name, text, violations);
            case TIMESTAMP -> {
                if (!IsoTimes.isTimestamp(text)) {
                    violations.add(new Violation(
                            name,
                            Rule.BAD_FORMAT,
                            "`" + name + "` `" + text + "` is not an ISO-8601 timestamp such as 2026-02-21T14:30:00Z"));
                }
            }
            case DATE -> {
                if (!IsoTimes.isDate(text)) {
                    violations.add(new Violation(
                            name, Rule.BAD_FORMAT, "`" + name + "` `" + text + "` is not a date such as 2026-02-21"));
                }
            }
            case JSON -> checkJson(spec, text, violations);
            default -> {}
        }
        if (spec.type() == AttributeType.STRING
                && spec.pattern() != null
                && !spec.pattern().matcher(text).matches()) {
            violations.add(new Violation(
                    name,
                    Rule.BAD_FORMAT,
                    KeyValueRules.notInForm(
                            name, text, spec.pattern(), spec.exampleIfAny().orElse(null))));
        }
    }

    private static void checkUrl(String name, String text, List<Violation> violations) {
        boolean ok;
        try {
            URI uri = new URI(text);
            ok = uri.isAbsolute() && (uri.getHost() != null || uri.getAuthority() != null);
        } catch (URISyntaxException e) {
            ok = false;
        }
        if (!ok) {
            violations.add(new Violation(
                    name,
                    Rule.BAD_FORMAT,
                    "`" + name + "` `" + text + "` is not an absolute URL such as https://example.com/path"));
        }
    }

    private void checkJson(AttributeSpec spec, String text, List<Violation> violations) {
        String name = spec.name();
        JsonNode node;
        try {
            node = json.readTree(text);
        } catch (JsonProcessingException e) {
            violations.add(new Violation(
                    name,
                    Rule.INVALID_JSON,
                    "`" + name + "` is not valid JSON"
                            + (spec.secret()
                                    ? "; the details are not shown, as the value is secret"
                                    : ": " + JsonProblem.describe(e))));
            return;
        }
        if (node == null || node.isMissingNode()) {
            violations.add(new Violation(name, Rule.INVALID_JSON, "`" + name + "` is empty; it should hold JSON"));
            return;
        }
        String shape = spec.jsonShape();
        if ("object".equals(shape) && !node.isObject()) {
            violations.add(new Violation(name, Rule.INVALID_JSON, "`" + name + "` should be a JSON object"));
            return;
        }
        if ("array".equals(shape) && !node.isArray()) {
            violations.add(new Violation(name, Rule.INVALID_JSON, "`" + name + "` should be a JSON array"));
            return;
        }
        if (!spec.jsonFields().isEmpty()) {
            checkJsonFields(spec, node, violations);
        }
    }

    private static void checkJsonFields(AttributeSpec spec, JsonNode node, List<Violation> violations) {
        List<JsonNode> objects = new ArrayList<>();
        if (node.isArray()) {
            node.forEach(objects::add);
        } else {
            objects.add(node);
        }
        for (int i = 0; i < objects.size(); i++) {
            JsonNode o = objects.get(i);
            List<String> missing =
                    spec.jsonFields().stream().filter(f -> !o.has(f)).toList();
            if (!missing.isEmpty()) {
                String where =
                        node.isArray() ? "element " + (i + 1) + " of `" + spec.name() + "`" : "`" + spec.name() + "`";
                violations.add(new Violation(
                        spec.name(),
                        Rule.INVALID_JSON,
                        where + " lacks the field" + (missing.size() > 1 ? "s " : " ") + String.join(", ", missing)));
                return;
            }
        }
    }

    private static void checkNumber(AttributeSpec spec, String text, List<Violation> violations) {
        String name = spec.name();
        BigDecimal number;
        try {
            number = new BigDecimal(text.trim());
        } catch (NumberFormatException e) {
            violations.add(new Violation(name, Rule.WRONG_TYPE, "`" + name + "` `" + text + "` is not a number"));
            return;
        }
        if (!DynamoNumbers.holds(number)) {
            violations.add(new Violation(
                    name,
                    Rule.OUT_OF_RANGE,
                    "`" + name + "` " + number + " is beyond the numbers DynamoDB can hold (" + DynamoNumbers.RANGE
                            + ")"));
            return;
        }
        if (spec.type() == AttributeType.EPOCH) {
            if (number.signum() < 0 || number.stripTrailingZeros().scale() > 0) {
                violations.add(new Violation(
                        name, Rule.BAD_FORMAT, "`" + name + "` must be whole seconds since 1970, not " + text));
            } else if (number.compareTo(BigDecimal.valueOf(EPOCH_SECONDS_LIMIT)) >= 0) {
                violations.add(new Violation(
                        name,
                        Rule.OUT_OF_RANGE,
                        "`" + name + "` " + text + " looks like milliseconds; it should be seconds since 1970"));
            }
        }
        if (spec.min() != null && number.compareTo(spec.min()) < 0) {
            violations.add(new Violation(
                    name,
                    Rule.OUT_OF_RANGE,
                    "`" + name + "` is " + text + "; the least allowed is "
                            + spec.min().toPlainString()));
        }
        if (spec.max() != null && number.compareTo(spec.max()) > 0) {
            violations.add(new Violation(
                    name,
                    Rule.OUT_OF_RANGE,
                    "`" + name + "` is " + text + "; the most allowed is "
                            + spec.max().toPlainString()));
        }
    }

    private static String article(String word) {
        return ("aeiou".indexOf(word.charAt(0)) >= 0 ? "an " : "a ") + word;
    }

    private static String describe(String typeCode) {
        return switch (typeCode) {
            case "S" -> "S (string)";
            case "N" -> "N (number)";
            case "B" -> "B (binary)";
            case "BOOL" -> "BOOL (boolean)";
            case "NULL" -> "NULL";
            case "L" -> "L (list)";
            case "M" -> "M (map)";
            case "SS" -> "SS (string set)";
            case "NS" -> "NS (number set)";
            case "BS" -> "BS (binary set)";
            default -> typeCode;
        };
    }
}
