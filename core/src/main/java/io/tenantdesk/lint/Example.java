package io.tenantdesk.lint;

import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One item shown for a group: its primary key (key attributes only, secrets masked), the attribute at
 * fault when there is one, and what is wrong, with any secret value in the message masked.
 */
public record Example(Map<String, String> key, String attribute, String message) {

    /**
     * The order a group's examples are chosen and shown in, smallest first: the key as shown, then the attribute,
     * then the message. Only what a report shows decides, so merging the reports of several shares picks the
     * same examples as one run over the whole; examples that compare equal look the same.
     */
    public static final Comparator<Example> ORDER = Comparator.comparing((Example e) -> e.keyText())
            .thenComparing(Example::attribute, Comparator.nullsFirst(Comparator.<String>naturalOrder()))
            .thenComparing(Example::message, Comparator.nullsFirst(Comparator.<String>naturalOrder()));

    public Example {
        key = Collections.unmodifiableMap(new LinkedHashMap<>(key));
    }

    /** The key's values as shown, in key order, each ended by U+0000: what examples are ordered by first. */
    public String keyText() {
        return keyText(key.values());
    }

    static String keyText(Iterable<String> values) {
        StringBuilder text = new StringBuilder();
        for (String value : values) {
            text.append(value).append('\u0000');
        }
        return text.toString();
    }
}
