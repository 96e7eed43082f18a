package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.testing.Platforms;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TableProvisionerTest {

    /** Wallcrawler-like sessions: no sort key, a Number sort key on a KEYS_ONLY index, TTL; plus a Number sort key. */
    private static final String SYNTHETIC = """
            {
              "platform": "synthetic",
              "tables": {
                "sessions": {
                  "partitionKey": { "name": "sessionId", "type": "S" },
                  "ttl": "expiresAt",
                  "indexes": {
                    "status-expiresAt-index": {
                      "partitionKey": { "name": "status", "type": "S" },
                      "sortKey": { "name": "expiresAt", "type": "N" },
                      "projection": "KEYS_ONLY"
                    },
                    "byProject": {
                      "partitionKey": { "name": "projectId", "type": "S" },
                      "projection": { "type": "INCLUDE", "attributes": ["userId"] }
                    },
                    "byDigest": {
                      "partitionKey": { "name": "digest", "type": "B" },
                      "projection": "KEYS_ONLY"
                    }
                  }
                },
                "events": {
                  "partitionKey": { "name": "stream", "type": "S" },
                  "sortKey": { "name": "seq", "type": "N" }
                }
              },
              "entities": [
                {
                  "name": "Session", "table": "sessions",
                  "keys": { "sessionId": "sess_{session_id}" },
                  "attributes": {
                    "session_id": { "type": "string", "stored": false },
                    "status": { "type": "enum", "values": ["running", "done"] },
                    "expiresAt": "epoch",
                    "projectId": "string",
                    "userId": "string"
                  },
                  "list": { "index": "status-expiresAt-index", "partition": "running" }
                },
                {
                  "name": "Event", "table": "events",
                  "keys": { "stream": "STREAM#{stream_id}", "seq": "{seq}" },
                  "attributes": {
                    "stream_id": { "type": "string", "stored": false },
                    "seq": "number"
                  },
                  "list": { "scan": true }
                }
              ]
            }
            """;

    private final LocalDynamo dynamo;
    private final DynamoDbClient client;
    private final PlatformDescriptor appData;
    private final PlatformDescriptor synthetic;
    private TableNameMapping mapping;

    TableProvisionerTest(LocalDynamo dynamo) {
        this.dynamo = dynamo;
        this.client = dynamo.client();
        DescriptorLoader loader = new DescriptorLoader();
        this.appData = Platforms.get("app_data");
        this.synthetic = loader.load("synthetic.json", SYNTHETIC);
    }

    @BeforeAll
    void provisionBothDescriptors() {
        mapping = dynamo.provision(appData);
        dynamo.provision(synthetic, mapping);
    }

    @Test
    void appDataGetsItsKeysAndThreeIndexesUnderThePrefixedName() {
        String physical = mapping.physical("app_data");
        TableDescription table =
                client.describeTable(r -> r.tableName(physical)).table();

        assertThat(physical).isEqualTo(dynamo.tablePrefix() + "app_data");
        assertThat(table.tableStatus()).isEqualTo(TableStatus.ACTIVE);
        assertThat(table.keySchema())
                .extracting(KeySchemaElement::attributeName, KeySchemaElement::keyType)
                .containsExactly(tuple("PK", KeyType.HASH), tuple("SK", KeyType.RANGE));
        assertThat(table.attributeDefinitions())
                .extracting(AttributeDefinition::attributeName)
                .containsExactlyInAnyOrder("PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK", "GSI2SK", "GSI3PK", "GSI3SK");
        assertThat(table.attributeDefinitions())
                .extracting(AttributeDefinition::attributeType)
                .containsOnly(ScalarAttributeType.S);
        assertThat(table.globalSecondaryIndexes())
                .extracting(GlobalSecondaryIndexDescription::indexName)
                .containsExactlyInAnyOrder("GSI1", "GSI2", "GSI3");
        for (GlobalSecondaryIndexDescription index : table.globalSecondaryIndexes()) {
            assertThat(index.projection().projectionType()).isEqualTo(ProjectionType.ALL);
            assertThat(index.keySchema())
                    .extracting(KeySchemaElement::attributeName, KeySchemaElement::keyType)
                    .containsExactly(
                            tuple(index.indexName() + "PK", KeyType.HASH),
                            tuple(index.indexName() + "SK", KeyType.RANGE));
        }
    }

    @Test
    void syntheticTablesGetNumberAndBinaryKeysAndEveryProjection() {
        TableDescription sessions = client.describeTable(r -> r.tableName(mapping.physical("sessions")))
                .table();
        TableDescription events = client.describeTable(r -> r.tableName(mapping.physical("events")))
                .table();

        assertThat(sessions.keySchema())
                .extracting(KeySchemaElement::attributeName)
                .containsExactly("sessionId");
        assertThat(sessions.attributeDefinitions())
                .extracting(AttributeDefinition::attributeName, AttributeDefinition::attributeType)
                .containsExactlyInAnyOrder(
                        tuple("sessionId", ScalarAttributeType.S),
                        tuple("status", ScalarAttributeType.S),
                        tuple("expiresAt", ScalarAttributeType.N),
                        tuple("projectId", ScalarAttributeType.S),
                        tuple("digest", ScalarAttributeType.B));
        Map<String, GlobalSecondaryIndexDescription> indexes = sessions.globalSecondaryIndexes().stream()
                .collect(Collectors.toMap(GlobalSecondaryIndexDescription::indexName, i -> i));
        assertThat(indexes.get("status-expiresAt-index").projection().projectionType())
                .isEqualTo(ProjectionType.KEYS_ONLY);
        assertThat(indexes.get("status-expiresAt-index").keySchema())
                .extracting(KeySchemaElement::attributeName, KeySchemaElement::keyType)
                .containsExactly(tuple("status", KeyType.HASH), tuple("expiresAt", KeyType.RANGE));
        assertThat(indexes.get("byProject").projection().projectionType()).isEqualTo(ProjectionType.INCLUDE);
        assertThat(indexes.get("byProject").projection().nonKeyAttributes()).containsExactly("userId");
        assertThat(indexes.get("byDigest").keySchema())
                .extracting(KeySchemaElement::attributeName)
                .containsExactly("digest");

        assertThat(events.keySchema())
                .extracting(KeySchemaElement::attributeName, KeySchemaElement::keyType)
                .containsExactly(tuple("stream", KeyType.HASH), tuple("seq", KeyType.RANGE));
        assertThat(events.attributeDefinitions())
                .extracting(AttributeDefinition::attributeName, AttributeDefinition::attributeType)
                .containsExactly(tuple("stream", ScalarAttributeType.S), tuple("seq", ScalarAttributeType.N));
        assertThat(events.globalSecondaryIndexes()).isEmpty();
    }

    @Test
    void aGsiAnswersQueriesAfterProvisioning() {
        String table = mapping.physical("app_data");
        client.putItem(r -> r.tableName(table)
                .item(Map.of(
                        "PK",
                        s("ACCOUNT#a1"),
                        "SK",
                        s("LICENSE#l1"),
                        "GSI3PK",
                        s("LICENSE#STATUS#active"),
                        "GSI3SK",
                        s("2026-03-01#l1"),
                        "status",
                        s("active"),
                        "end_date",
                        s("2026-03-01")))
                .conditionExpression("attribute_not_exists(PK)"));

        QueryResponse expiring = client.query(r -> r.tableName(table)
                .indexName("GSI3")
                .keyConditionExpression("#pk = :pk AND begins_with(#sk, :month)")
                .expressionAttributeNames(Map.of("#pk", "GSI3PK", "#sk", "GSI3SK"))
                .expressionAttributeValues(Map.of(":pk", s("LICENSE#STATUS#active"), ":month", s("2026-03"))));

        assertThat(expiring.items())
                .singleElement()
                .satisfies(item ->
                        assertThat(item).containsEntry("SK", s("LICENSE#l1")).containsEntry("status", s("active")));
    }

    @Test
    void aKeysOnlyIndexSortsOnItsNumberKeyAndReturnsOnlyKeys() {
        String table = mapping.physical("sessions");
        for (int i = 1; i <= 3; i++) {
            int n = i;
            client.putItem(r -> r.tableName(table)
                    .item(Map.of(
                            "sessionId",
                            s("sess_" + n),
                            "status",
                            s("running"),
                            "expiresAt",
                            AttributeValue.fromN(Integer.toString(n * 1000)),
                            "projectId",
                            s("proj_1"),
                            "userId",
                            s("user_" + n)))
                    .conditionExpression("attribute_not_exists(sessionId)"));
        }

        QueryResponse expiring = client.query(r -> r.tableName(table)
                .indexName("status-expiresAt-index")
                .keyConditionExpression("#status = :status AND #expires < :before")
                .expressionAttributeNames(Map.of("#status", "status", "#expires", "expiresAt"))
                .expressionAttributeValues(Map.of(":status", s("running"), ":before", AttributeValue.fromN("2500"))));

        assertThat(expiring.items())
                .extracting(item -> item.get("sessionId").s())
                .containsExactly("sess_1", "sess_2");
        assertThat(expiring.items())
                .allSatisfy(item -> assertThat(item).containsOnlyKeys("sessionId", "status", "expiresAt"));
    }

    @Test
    void deleteRemovesTheTables() {
        TableNameMapping own = dynamo.freshMapping();
        TableProvisioner provisioner = dynamo.provisioner();
        assertThat(provisioner.missingTables(synthetic, own)).containsOnlyKeys("sessions", "events");

        Map<String, String> created = provisioner.create(synthetic, own);
        assertThat(created)
                .containsExactly(
                        Map.entry("sessions", own.physical("sessions")), Map.entry("events", own.physical("events")));
        assertThat(provisioner.existingTables()).containsAll(created.values());
        assertThat(provisioner.missingTables(synthetic, own)).isEmpty();

        List<String> deleted = provisioner.delete(synthetic, own);

        assertThat(deleted).containsExactlyElementsOf(created.values());
        assertThat(provisioner.existingTables()).doesNotContainAnyElementsOf(created.values());
        assertThat(provisioner.missingTables(synthetic, own)).containsOnlyKeys("sessions", "events");
        assertThat(provisioner.delete(synthetic, own)).isEmpty();
        assertThat(provisioner.existingTables()).contains(mapping.physical("app_data"));
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }
}
