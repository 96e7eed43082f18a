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

    /** The text examples are ordered by: the key values joined, so the same items are chosen on every run. */
    String sortKey(EntityRow row) {
        StringBuilder key = new StringBuilder();
        for (String name : keyNames) {
            key.append(row.item().get(name).map(PlainValues::text).orElse("")).append('\u0000');
        }
        return key.toString();
    }

    Example example(EntityRow row, String attribute, String message) {
        Map<String, String> key = new LinkedHashMap<>();
        for (String name : keyNames) {
            Optional<Value> value = row.item().get(name);
            key.put(name, tableSecrets.contains(name) ? PlainValues.MASK : value.map(PlainValues::text).orElse(""));
        }
        return new Example(key, attribute, message == null ? null
                : shorten(SecretValues.of(row.item(), row.classification(), tableSecrets).scrub(message, PlainValues.MASK)));
    }

    private static String shorten(String message) {
        if (message.length() <= MAX_MESSAGE) {
            return message;
        }
        int end = Character.isHighSurrogate(message.charAt(MAX_MESSAGE - 1)) ? MAX_MESSAGE - 1 : MAX_MESSAGE;
        return message.substring(0, end) + "… (" + message.length() + " characters)";
    }
}
