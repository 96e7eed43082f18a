package io.tenantdesk.local;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The local server compares a List or a Map in a condition by value, as DynamoDB does (unpatched dynalite
 * never finds one equal to itself, so every write guarded on an item holding one would be a false conflict).
 */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DynaliteConditionsTest {

    private static final Map<String, String> NAMES = Map.of("#l", "limits", "#m", "metadata");

    private DynamoDbClient client;
    private String table;

    @BeforeAll
    void createTable(LocalDynamo dynamo) {
        client = dynamo.client();
        table = dynamo.tablePrefix() + "conditions";
        client.createTable(create -> create.tableName(table)
                .attributeDefinitions(AttributeDefinition.builder()
                        .attributeName("id")
                        .attributeType(ScalarAttributeType.S)
                        .build())
                .keySchema(KeySchemaElement.builder()
                        .attributeName("id")
                        .keyType(KeyType.HASH)
                        .build())
                .billingMode(BillingMode.PAY_PER_REQUEST));
        // dynalite answers CreateTable before the table takes writes; on a busy machine the first put can beat it
        client.waiter().waitUntilTableExists(describe -> describe.tableName(table));
    }

    @BeforeEach
    void putItem() {
        Map<String, AttributeValue> item = new LinkedHashMap<>(key());
        item.put("limits", limits("daily", "10"));
        item.put("metadata", metadata("mail", "3"));
        item.put("note", s("first"));
        client.putItem(put -> put.tableName(table)
                .item(item)
                .conditionExpression("attribute_not_exists(id) OR id = :id")
                .expressionAttributeValues(Map.of(":id", s("x"))));
    }

    @Test
    void anUpdateGuardedOnAnEqualListAndMapIsApplied() {
        client.updateItem(update -> update.tableName(table)
                .key(key())
                .updateExpression("SET note = :note")
                .conditionExpression("#l = :l AND #m = :m")
                .expressionAttributeNames(NAMES)
                .expressionAttributeValues(
                        Map.of(":note", s("second"), ":l", limits("daily", "10"), ":m", metadata("mail", "3"))));

        assertThat(note()).isEqualTo("second");
    }

    @Test
    void aDeleteGuardedOnAnEqualListAndMapIsApplied() {
        client.deleteItem(delete -> delete.tableName(table)
                .key(key())
                .conditionExpression("#l = :l AND #m = :m")
                .expressionAttributeNames(NAMES)
                .expressionAttributeValues(Map.of(":l", limits("daily", "10"), ":m", metadata("mail", "3"))));

        assertThat(client.getItem(get -> get.tableName(table).key(key()).consistentRead(true))
                        .hasItem())
                .isFalse();
    }

    @Test
    void aListOrMapThatDiffersAnywhereFailsTheCondition() {
        List<Map<String, AttributeValue>> others = List.of(
                Map.of(":l", limits("daily", "11"), ":m", metadata("mail", "3")),
                Map.of(":l", limits("weekly", "10"), ":m", metadata("mail", "3")),
                Map.of(
                        ":l",
                        AttributeValue.fromL(List.of(limits("daily", "10").l().get(0))),
                        ":m",
                        metadata("mail", "3")),
                Map.of(
                        ":l",
                        AttributeValue.fromL(List.of(
                                limits("daily", "10").l().get(1),
                                limits("daily", "10").l().get(0))),
                        ":m",
                        metadata("mail", "3")),
                Map.of(":l", limits("daily", "10"), ":m", metadata("mail", "4")),
                Map.of(":l", limits("daily", "10"), ":m", AttributeValue.fromM(Map.of("channel", s("mail")))),
                Map.of(
                        ":l",
                        limits("daily", "10"),
                        ":m",
                        AttributeValue.fromM(Map.of(
                                "channel",
                                s("mail"),
                                "tries",
                                AttributeValue.fromS("3"),
                                "flags",
                                AttributeValue.fromSs(List.of("b", "a"))))));

        for (Map<String, AttributeValue> values : others) {
            assertThatThrownBy(() -> client.updateItem(update -> update.tableName(table)
                            .key(key())
                            .updateExpression("SET note = :note")
                            .conditionExpression("#l = :l AND #m = :m")
                            .expressionAttributeNames(NAMES)
                            .expressionAttributeValues(with(values, ":note", s("lost")))))
                    .as("condition with %s", values)
                    .isInstanceOf(ConditionalCheckFailedException.class);
        }
        assertThat(note()).isEqualTo("first");
    }

    @Test
    void notEqualAndInCompareByValueToo() {
        assertThatThrownBy(() -> client.deleteItem(delete -> delete.tableName(table)
                        .key(key())
                        .conditionExpression("#m <> :m")
                        .expressionAttributeNames(Map.of("#m", "metadata"))
                        .expressionAttributeValues(Map.of(":m", metadata("mail", "3")))))
                .isInstanceOf(ConditionalCheckFailedException.class);

        client.updateItem(update -> update.tableName(table)
                .key(key())
                .updateExpression("SET note = :note")
                .conditionExpression("#l IN (:other, :l)")
                .expressionAttributeNames(Map.of("#l", "limits"))
                .expressionAttributeValues(
                        Map.of(":note", s("third"), ":other", limits("monthly", "1"), ":l", limits("daily", "10"))));
        assertThat(note()).isEqualTo("third");
    }

    private static Map<String, AttributeValue> with(
            Map<String, AttributeValue> values, String name, AttributeValue value) {
        Map<String, AttributeValue> all = new LinkedHashMap<>(values);
        all.put(name, value);
        return all;
    }

    private String note() {
        return client.getItem(get -> get.tableName(table).key(key()).consistentRead(true))
                .item()
                .get("note")
                .s();
    }

    private static Map<String, AttributeValue> key() {
        return Map.of("id", s("x"));
    }

    /** Helpmaton's spending limits: a List of Maps, then a Number, a Boolean and a nested List. */
    private static AttributeValue limits(String timeFrame, String amount) {
        return AttributeValue.fromL(List.of(
                AttributeValue.fromM(Map.of("timeFrame", s(timeFrame), "amount", AttributeValue.fromN(amount))),
                AttributeValue.fromN("2.5"),
                AttributeValue.fromBool(true),
                AttributeValue.fromL(List.of(s("nested"), AttributeValue.fromNul(true)))));
    }

    /** A Map holding a String, a Number, a string set and a nested Map. */
    private static AttributeValue metadata(String channel, String tries) {
        return AttributeValue.fromM(Map.of(
                "channel", s(channel),
                "tries", AttributeValue.fromN(tries),
                "flags", AttributeValue.fromSs(List.of("b", "a")),
                "origin",
                        AttributeValue.fromM(
                                Map.of("by", s("system"), "ids", AttributeValue.fromNs(List.of("1", "2"))))));
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }
}
