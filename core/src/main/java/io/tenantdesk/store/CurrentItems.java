package io.tenantdesk.store;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Reads the items of many keys of one table as they are now: strongly consistent, through {@link BatchGets}. */
final class CurrentItems {

    private final DynamoDbClient client;
    private final TableDef table;
    private final String physical;
    private final ItemClassifier classifier;

    CurrentItems(DynamoDbClient client, TableDef table, String physical, ItemClassifier classifier) {
        this.client = client;
        this.table = table;
        this.physical = physical;
        this.classifier = classifier;
    }

    /** The items of {@code keys} as they are now; a key without an item is left out. */
    Map<PrimaryKey, EntityRow> read(List<PrimaryKey> keys) {
        List<Map<String, AttributeValue>> asked = new LinkedHashSet<>(keys)
                .stream().map(k -> ItemConverter.toAttributes(k.asItem())).toList();
        Map<PrimaryKey, EntityRow> rows = new HashMap<>();
        for (Map<String, AttributeValue> attributes : BatchGets.read(
                        client, table.name(), physical, asked, true, new CancelToken())
                .items()) {
            Item item = ItemConverter.toItem(attributes);
            rows.put(
                    PrimaryKey.of(table, item),
                    new EntityRow(table.name(), item, classifier.classify(table.name(), item)));
        }
        return rows;
    }
}
