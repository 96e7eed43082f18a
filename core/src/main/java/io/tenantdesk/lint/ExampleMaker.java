package io.tenantdesk.lint;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.schema.values.SecretValues;
import io.tenantdesk.store.EntityRow;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Makes the examples of one table's groups: the item's primary key and a message, with every secret masked.
 * A key attribute is masked when any entity of the table declares it secret (Wallcrawler's {@code apiKeyHash}),
 * so an item no entity recognises is masked too; a message loses the item's values of those attributes.
 */
final class ExampleMaker {

    /** Messages quote values; a 350 KB value is cut here so a report stays readable. */
    static final int MAX_MESSAGE = 500;

    private final List<String> keyNames;
    private final Set<String> tableSecrets;

    ExampleMaker(PlatformDescriptor platform, TableDef table) {
        this.keyNames = List.copyOf(table.primaryKeyNames());
        this.tableSecrets = platform.secretAttributesOf(table.name());
    }

    /** The {@link Example#keyText()} of the row's examples, so the same items are chosen on every run. */
    String keyText(EntityRow row) {
        return Example.keyText(key(row).values());
    }

    Example example(EntityRow row, String attribute, String message) {
        return new Example(
                key(row),
                attribute,
                message == null
                        ? null
                        : shorten(SecretValues.of(row.item(), row.classification(), tableSecrets)
                                .scrub(message, PlainValues.MASK)));
    }

    private Map<String, String> key(EntityRow row) {
        Map<String, String> key = new LinkedHashMap<>();
        for (String name : keyNames) {
            Optional<Value> value = row.item().get(name);
            key.put(
                    name,
                    tableSecrets.contains(name)
                            ? PlainValues.MASK
                            : value.map(PlainValues::text).orElse(""));
        }
        return key;
    }

    private static String shorten(String message) {
        if (message.length() <= MAX_MESSAGE) {
            return message;
        }
        int end = Character.isHighSurrogate(message.charAt(MAX_MESSAGE - 1)) ? MAX_MESSAGE - 1 : MAX_MESSAGE;
        return message.substring(0, end) + "… (" + message.length() + " characters)";
    }
}
