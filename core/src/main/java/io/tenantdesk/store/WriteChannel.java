package io.tenantdesk.store;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.aws.connect.WriteRetries;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import software.amazon.awssdk.awscore.AwsRequestOverrideConfiguration;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/**
 * Where writes go: the connection's clients and tables, what its server offers, what its errors mean, and whether it
 * takes writes at all.
 */
final class WriteChannel {

    private final Connection connection;
    private final TableNameMapping tables;
    private final ItemClassifier classifier;
    private final ErrorTranslator errors;
    private final TransactionSupport transactions;
    private final AtomicBoolean readOnly;

    /** @param classifier classifies the items read back */
    WriteChannel(Connection connection, TableNameMapping tables, ItemClassifier classifier) {
        this.connection = connection;
        this.tables = tables;
        this.classifier = classifier;
        this.errors = new ErrorTranslator(connection.label());
        this.transactions = new TransactionSupport(connection.client());
        this.readOnly = new AtomicBoolean(connection.readOnly());
    }

    /** Refuses every write on a read-only connection, whatever the UI shows. */
    void requireWritable() {
        if (readOnly.get()) {
            throw new StoreException(
                    StoreException.Kind.READ_ONLY,
                    "The connection " + connection.label() + " is read-only: writes are refused.",
                    null);
        }
    }

    boolean readOnly() {
        return readOnly.get();
    }

    void setReadOnly(boolean refuseWrites) {
        readOnly.set(refuseWrites);
    }

    Connection connection() {
        return connection;
    }

    DynamoDbClient client() {
        return connection.client();
    }

    /** The client a write that is not idempotent goes through: the connection's write client, or its only client. */
    DynamoDbClient writer() {
        return connection.writeClient().orElse(connection.client());
    }

    /**
     * What such a write's request carries: nothing on a write client (it was built with {@link WriteRetries}' strategy),
     * else that strategy for this request.
     */
    AwsRequestOverrideConfiguration writeOverride() {
        return connection.writeClient().isPresent() ? null : WriteRetries.forWrite();
    }

    String physical(String logicalTable) {
        return tables.physical(logicalTable);
    }

    String describeTable(String logicalTable) {
        return tables.describe(logicalTable);
    }

    ErrorTranslator errors() {
        return errors;
    }

    /** Whether the server takes TransactWriteItems, found out once per connection for every kind of write. */
    TransactionSupport transactions() {
        return transactions;
    }

    /** The item as it is now (strongly consistent), or empty when there is none. */
    Optional<EntityRow> reload(String logicalTable, PrimaryKey key) {
        GetItemResponse response = client().getItem(b -> b.tableName(physical(logicalTable))
                .key(ItemConverter.toAttributes(key.asItem()))
                .consistentRead(true));
        if (!response.hasItem() || response.item().isEmpty()) {
            return Optional.empty();
        }
        Item item = ItemConverter.toItem(response.item());
        return Optional.of(new EntityRow(logicalTable, item, classifier.classify(logicalTable, item)));
    }
}
