package io.tenantdesk.ui.common;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A rule's message as the console shows it: the design's messages quote attribute names and values in
 * backquotes (for the command line and the journal); here an attribute is named by its label, a value is quoted.
 * "`account_id` `a b` must not contain ` `" reads "Account ID “a b” must not contain “ ”".
 */
public final class FieldWords {

    private static final Pattern QUOTED = Pattern.compile("`([^`]*)`");

    private final Map<String, String> labels;

    private FieldWords(Map<String, String> labels) {
        this.labels = labels;
    }

    public static FieldWords of(EntityDef entity) {
        Map<String, String> labels = new HashMap<>();
        for (AttributeSpec spec : entity.attributes().values()) {
            labels.put(spec.name(), spec.displayLabel());
        }
        return new FieldWords(labels);
    }

    /** For a message about no one entity: every quoted name or value in quotes. */
    public static FieldWords plain() {
        return new FieldWords(Map.of());
    }

    public String apply(String message) {
        if (message == null || message.indexOf('`') < 0) {
            return message;
        }
        Matcher quoted = QUOTED.matcher(message);
        StringBuilder words = new StringBuilder();
        while (quoted.find()) {
            String inside = quoted.group(1);
            String label = labels.get(inside);
            quoted.appendReplacement(words, Matcher.quoteReplacement(label != null ? label : "“" + inside + "”"));
        }
        quoted.appendTail(words);
        return words.toString();
    }
}
