package io.tenantdesk.store;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Collects the names and values of one request's expressions. Every attribute name goes through a
 * placeholder ({@code #n0}), so reserved words ({@code status}, {@code name}, {@code ttl}...) and names with
 * dots, spaces or {@code #} are always safe; every value through {@code :v0}.
 */
final class Expressions {

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

    /** The expression with placeholders replaced, for the journal and messages. */
    String describe(String expression) {
        String text = expression;
        for (Map.Entry<String, AttributeValue> v : values.entrySet()) {
            text = text.replace(v.getKey(), AttributeValues.shortText(v.getValue()));
        }
        for (Map.Entry<String, String> n : names.entrySet()) {
            text = text.replace(n.getKey(), n.getValue());
        }
        return text;
    }
}
