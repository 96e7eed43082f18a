package io.tenantdesk.schema.values;

import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.item.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The secret values one row holds, stored or parsed from its keys, to be masked wherever a message quotes
 * them (a reason quoting a key, a drifted index key rendered from a secret).
 */
public final class SecretValues {

    /** Values shorter than this are not hunted down in messages: they would match ordinary text. */
    static final int MIN_QUOTED = 4;

    private final List<String> values;

    private SecretValues(List<String> values) {
        this.values = values;
    }

    /** @param secretAttributes the row's secret attribute names, e.g. its table's secret attributes */
    public static SecretValues of(Item item, Classification classification, Set<String> secretAttributes) {
        List<String> values = new ArrayList<>();
        for (String name : secretAttributes) {
            item.get(name)
                    .map(v -> Item.scalarText(v).orElseGet(() -> PlainValues.text(v)))
                    .ifPresent(values::add);
            String fromKeys = classification.keyValues().get(name);
            if (fromKeys != null) {
                values.add(fromKeys);
            }
        }
        values.removeIf(v -> v.length() < MIN_QUOTED);
        return new SecretValues(List.copyOf(values));
    }

    /** {@code message} with every secret value in it replaced by {@code maskText}. */
    public String scrub(String message, String maskText) {
        String scrubbed = message;
        for (String value : values) {
            scrubbed = scrubbed.replace(value, maskText);
        }
        return scrubbed;
    }
}
