package io.tenantdesk.store;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Collects the names and values of one request's expressions. Every attribute name goes through a
 * placeholder ({@code #n0}), so reserved words ({@code status}, {@code name}, {@code ttl}...) and names with
 * dots, spaces or {@code #} are always safe; every value through {@code :v0}.
 */
final class Expressions {

    private static final Pattern PLACEHOLDER = Pattern.compile("#n\\d+|:v\\d+");

    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, String> placeholderByName = new LinkedHashMap<>();
    private final Map<String, AttributeValue> values = new LinkedHashMap<>();

    /** The placeholder for an attribute name; the same name always gets the same placeholder. */
    String name(String attribute) {
        return placeholderByName.computeIfAbsent(attribute, a -> {
            String placeholder = "#n" + names.size();
            names.put(placeholder, a);
            return placeholder;
        });
    }

    String value(AttributeValue value) {
        String placeholder = ":v" + values.size();
        values.put(placeholder, value);
        return placeholder;
    }

    /** The names map, or null when empty (the SDK refuses an empty map). */
    Map<String, String> names() {
        return names.isEmpty() ? null : Collections.unmodifiableMap(names);
    }

    Map<String, AttributeValue> values() {
        return values.isEmpty() ? null : Collections.unmodifiableMap(values);
    }

    /**
     * The expression with every placeholder replaced by its attribute name or value, in one pass: a placeholder
     * is read whole ({@code #n10} is never {@code #n1} followed by {@code 0}), and nothing a replacement brings in
     * (a value holding {@code #n1}) is replaced again. Values are shown in full, so this is exactly what was sent.
     */
    String describe(String expression) {
        Matcher placeholder = PLACEHOLDER.matcher(expression);
        StringBuilder text = new StringBuilder();
        while (placeholder.find()) {
            String token = placeholder.group();
            String replacement = token.startsWith("#")
                    ? names.get(token)
                    : values.containsKey(token) ? AttributeValues.text(values.get(token)) : null;
            placeholder.appendReplacement(text, Matcher.quoteReplacement(replacement == null ? token : replacement));
        }
        placeholder.appendTail(text);
        return text.toString();
    }
}
