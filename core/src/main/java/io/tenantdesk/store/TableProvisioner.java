package io.tenantdesk.store;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.schema.IndexDef;
import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.TableDef;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.core.waiters.WaiterOverrideConfiguration;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;

/**
 * Creates and deletes the tables of a platform descriptor, under a deployment's physical names. For tests
 * and the demo on a local server: Tenantdesk never creates production tables.
 */
public final class TableProvisioner {

    private static final System.Logger LOG = System.getLogger(TableProvisioner.class.getName());
    private static final WaiterOverrideConfiguration WAIT = WaiterOverrideConfiguration.builder()
            .backoffStrategyV2(BackoffStrategy.exponentialDelayHalfJitter(Duration.ofMillis(50), Duration.ofSeconds(2)))
            .maxAttempts(200)
            .waitTimeout(Duration.ofMinutes(2))
            .build();

    private final DynamoDbClient client;

    public TableProvisioner(DynamoDbClient client) {
        this.client = Objects.requireNonNull(client, "client");
    }

    /** Creates and deletes tables through the connection's client. */
    public static TableProvisioner on(Connection connection) {
        return new TableProvisioner(connection.client());
    }

    /**
     * Creates one table as {@code physicalName}, waits until it takes writes and turns TTL on where it declares one.
     *
     * @return false when the table declares a TTL the server cannot keep (a local endpoint): its items then stay
     */
    public boolean create(TableDef table, String physicalName) {
        client.createTable(createTableRequest(table, physicalName));
        try (DynamoDbWaiter waiter = waiter()) {
            waiter.waitUntilTableExists(r -> r.tableName(physicalName));
        }
        return table.ttlAttributeIfAny()
                .map(ttl -> enableTtl(physicalName, ttl))
                .orElse(true);
    }

    /**
     * Creates every table of the descriptor with its key schema and indexes (on-demand billing), waits until
     * all are ACTIVE and turns TTL on where the design declares it and the server supports it.
     *
     * @return physical name by logical name, in the descriptor's order
     * @throws software.amazon.awssdk.services.dynamodb.model.ResourceInUseException if a table already exists
     */
    public Map<String, String> create(PlatformDescriptor descriptor, TableNameMapping mapping) {
        return create(descriptor.tables().values(), mapping);
    }

    /** As {@link #create(PlatformDescriptor, TableNameMapping)}, for some of a descriptor's tables. */
    public Map<String, String> create(Collection<TableDef> tables, TableNameMapping mapping) {
        Map<String, String> created = new LinkedHashMap<>();
        for (TableDef table : tables) {
            String physical = mapping.physical(table.name());
            client.createTable(createTableRequest(table, physical));
            created.put(table.name(), physical);
        }
        try (DynamoDbWaiter waiter = waiter()) {
            created.values().forEach(name -> waiter.waitUntilTableExists(r -> r.tableName(name)));
        }
        for (TableDef table : tables) {
            table.ttlAttributeIfAny().ifPresent(ttl -> enableTtl(created.get(table.name()), ttl));
        }
        return created;
    }

    /**
     * Deletes the descriptor's tables that exist and waits until they are gone.
     *
     * @return the physical names deleted
     */
    public List<String> delete(PlatformDescriptor descriptor, TableNameMapping mapping) {
        return deleteTables(
                descriptor.tables().keySet().stream().map(mapping::physical).toList());
    }

    /**
     * Deletes the tables of these physical names that exist and waits until they are gone: DynamoDB, and dynalite
     * a moment after its reply, still lists a table being deleted.
     *
     * @return the physical names deleted
     */
    public List<String> deleteTables(Collection<String> physicalNames) {
        List<String> deleted = new ArrayList<>();
        for (String physical : physicalNames) {
            try {
                client.deleteTable(r -> r.tableName(physical));
                deleted.add(physical);
            } catch (ResourceNotFoundException absent) {
                LOG.log(System.Logger.Level.DEBUG, "table {0} does not exist; nothing to delete", physical);
            }
        }
        try (DynamoDbWaiter waiter = waiter()) {
            deleted.forEach(name -> waiter.waitUntilTableNotExists(r -> r.tableName(name)));
        }
        return deleted;
    }

    /** The names of every table the endpoint lists, in its order. */
    public Set<String> existingTables() {
        Set<String> names = new LinkedHashSet<>();
        client.listTablesPaginator().tableNames().forEach(names::add);
        return names;
    }

    /** The descriptor's tables that do not exist under the mapping: physical name by logical name. */
    public Map<String, String> missingTables(PlatformDescriptor descriptor, TableNameMapping mapping) {
        Map<String, String> missing = new LinkedHashMap<>();
        for (String logical : descriptor.tables().keySet()) {
            String physical = mapping.physical(logical);
            try {
                client.describeTable(r -> r.tableName(physical));
            } catch (ResourceNotFoundException absent) {
                missing.put(logical, physical);
            }
        }
        return missing;
    }

    static CreateTableRequest createTableRequest(TableDef table, String physicalName) {
        List<AttributeDefinition> definitions = new ArrayList<>();
        table.allKeyAttributes()
                .forEach((name, type) -> definitions.add(AttributeDefinition.builder()
                        .attributeName(name)
                        .attributeType(scalarType(type))
                        .build()));
        List<GlobalSecondaryIndex> indexes = new ArrayList<>();
        for (IndexDef index : table.indexes().values()) {
            indexes.add(GlobalSecondaryIndex.builder()
                    .indexName(index.name())
                    .keySchema(keySchema(index.partitionKey(), index.sortKey()))
                    .projection(projection(index.projection()))
                    .build());
        }
        CreateTableRequest.Builder request = CreateTableRequest.builder()
                .tableName(physicalName)
                .keySchema(keySchema(table.partitionKey(), table.sortKey()))
                .attributeDefinitions(definitions)
                .billingMode(BillingMode.PAY_PER_REQUEST);
        if (!indexes.isEmpty()) {
            request.globalSecondaryIndexes(indexes);
        }
        return request.build();
    }

    private boolean enableTtl(String physical, String attribute) {
        try {
            client.updateTimeToLive(r -> r.tableName(physical)
                    .timeToLiveSpecification(s -> s.attributeName(attribute).enabled(true)));
            return true;
        } catch (DynamoDbException e) {
            if (e.awsErrorDetails() == null
                    || !"UnknownOperationException".equals(e.awsErrorDetails().errorCode())) {
                throw e;
            }
            LOG.log(
                    System.Logger.Level.DEBUG,
                    "the server does not support UpdateTimeToLive; table {0} keeps `{1}` as a plain attribute",
                    physical,
                    attribute);
            return false;
        }
    }

    private DynamoDbWaiter waiter() {
        return DynamoDbWaiter.builder()
                .client(client)
                .overrideConfiguration(WAIT)
                .build();
    }

    private static List<KeySchemaElement> keySchema(KeyAttribute partitionKey, KeyAttribute sortKey) {
        List<KeySchemaElement> schema = new ArrayList<>(2);
        schema.add(KeySchemaElement.builder()
                .attributeName(partitionKey.name())
                .keyType(software.amazon.awssdk.services.dynamodb.model.KeyType.HASH)
                .build());
        if (sortKey != null) {
            schema.add(KeySchemaElement.builder()
                    .attributeName(sortKey.name())
                    .keyType(software.amazon.awssdk.services.dynamodb.model.KeyType.RANGE)
                    .build());
        }
        return schema;
    }

    private static Projection projection(io.tenantdesk.schema.Projection projection) {
        return switch (projection.type()) {
            case ALL -> Projection.builder().projectionType(ProjectionType.ALL).build();
            case KEYS_ONLY ->
                Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build();
            case INCLUDE ->
                Projection.builder()
                        .projectionType(ProjectionType.INCLUDE)
                        .nonKeyAttributes(projection.nonKeyAttributes())
                        .build();
        };
    }

    private static ScalarAttributeType scalarType(KeyType type) {
        return switch (type) {
            case S -> ScalarAttributeType.S;
            case N -> ScalarAttributeType.N;
            case B -> ScalarAttributeType.B;
        };
    }
}
