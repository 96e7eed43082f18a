package io.tenantdesk.local;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * The local server's TransactWriteItems and TransactGetItems, each test a rule of the DynamoDB API reference, through
 * the SDK over HTTP. Every write is conditional, as the suite's guard demands.
 */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DynaliteTransactionsTest {

    private static final String NEW = "attribute_not_exists(id)";
    private static final String EXISTS = "attribute_exists(id)";

    private DynamoDbClient client;
    private String accounts;
    private String ledger;

    @BeforeAll
    void createTables(LocalDynamo dynamo) {
        client = dynamo.client();
        accounts = dynamo.tablePrefix() + "accounts";
        ledger = dynamo.tablePrefix() + "ledger";
        client.createTable(create -> create.tableName(accounts)
                .attributeDefinitions(attribute("id"), attribute("owner"))
                .keySchema(KeySchemaElement.builder()
                        .attributeName("id")
                        .keyType(KeyType.HASH)
                        .build())
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder()
                        .indexName("byOwner")
                        .keySchema(KeySchemaElement.builder()
                                .attributeName("owner")
                                .keyType(KeyType.HASH)
                                .build())
                        .projection(Projection.builder()
                                .projectionType(ProjectionType.ALL)
                                .build())
                        .build())
                .billingMode(BillingMode.PAY_PER_REQUEST));
        client.createTable(create -> create.tableName(ledger)
                .attributeDefinitions(attribute("id"))
                .keySchema(KeySchemaElement.builder()
                        .attributeName("id")
                        .keyType(KeyType.HASH)
                        .build())
                .billingMode(BillingMode.PAY_PER_REQUEST));
        client.waiter().waitUntilTableExists(describe -> describe.tableName(accounts));
        client.waiter().waitUntilTableExists(describe -> describe.tableName(ledger));
    }

    @Test
    void allOrNothingAcrossTwoTables() {
        String account = account(100);
        String entry = fresh("entry");

        // the ledger Put would succeed, the debit's condition fails: neither is applied
        assertThatThrownBy(() -> write(put(ledger, Map.of("id", s(entry))), debit(account, 150)))
                .isInstanceOf(TransactionCanceledException.class);
        assertThat(get(ledger, entry)).isEmpty();
        assertThat(balance(account)).isEqualTo(100);

        write(put(ledger, Map.of("id", s(entry))), debit(account, 60));
        assertThat(get(ledger, entry)).isPresent();
        assertThat(balance(account)).isEqualTo(40);
    }

    @Test
    void cancellationReasonsComeOnePerActionInRequestOrder() {
        String first = account(10);
        String second = account(10);
        String third = account(10);

        TransactionCanceledException one = catchThrowableOfType(
                TransactionCanceledException.class, () -> write(debit(first, 5), debit(second, 50), debit(third, 5)));
        assertThat(codes(one)).containsExactly("None", "ConditionalCheckFailed", "None");
        assertThat(one.awsErrorDetails().errorMessage())
                .isEqualTo(
                        "Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed, None]");
        assertThat(one.cancellationReasons().get(1).message()).isEqualTo("The conditional request failed");

        TransactionCanceledException two = catchThrowableOfType(
                TransactionCanceledException.class, () -> write(debit(first, 50), debit(second, 5), debit(third, 50)));
        assertThat(codes(two)).containsExactly("ConditionalCheckFailed", "None", "ConditionalCheckFailed");
        assertThat(List.of(balance(first), balance(second), balance(third))).containsExactly(10L, 10L, 10L);
    }

    @Test
    void returnValuesOnConditionCheckFailureAllOldPutsTheItemInItsReason() {
        String account = account(10);
        TransactWriteItem withOld = TransactWriteItem.builder()
                .update(debitUpdate(account, 50)
                        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
                        .build())
                .build();

        CancellationReason reason = catchThrowableOfType(TransactionCanceledException.class, () -> write(withOld))
                .cancellationReasons()
                .get(0);
        assertThat(reason.code()).isEqualTo("ConditionalCheckFailed");
        assertThat(reason.item()).containsEntry("id", s(account)).containsEntry("balance", n(10));

        CancellationReason without = catchThrowableOfType(
                        TransactionCanceledException.class, () -> write(debit(account, 50)))
                .cancellationReasons()
                .get(0);
        assertThat(without.hasItem()).isFalse();
    }

    @Test
    void aConditionCheckAloneFailingCancelsThePut() {
        String account = account(10);
        String entry = fresh("entry");
        TransactWriteItem check = TransactWriteItem.builder()
                .conditionCheck(ConditionCheck.builder()
                        .tableName(accounts)
                        .key(Map.of("id", s(account)))
                        .conditionExpression("balance >= :min")
                        .expressionAttributeValues(Map.of(":min", n(1000)))
                        .build())
                .build();

        TransactionCanceledException e = catchThrowableOfType(
                TransactionCanceledException.class, () -> write(check, put(ledger, Map.of("id", s(entry)))));

        assertThat(codes(e)).containsExactly("ConditionalCheckFailed", "None");
        assertThat(get(ledger, entry)).isEmpty();
    }

    @Test
    void anUpdateThatCannotBeAppliedCancelsWithAValidationErrorReason() {
        String account = account(10);
        String entry = fresh("entry");
        TransactWriteItem missingOperand = TransactWriteItem.builder()
                .update(Update.builder()
                        .tableName(accounts)
                        .key(Map.of("id", s(account)))
                        .updateExpression("SET balance = bonus + :b")
                        .conditionExpression(EXISTS)
                        .expressionAttributeValues(Map.of(":b", n(1)))
                        .build())
                .build();

        TransactionCanceledException e = catchThrowableOfType(
                TransactionCanceledException.class, () -> write(put(ledger, Map.of("id", s(entry))), missingOperand));

        assertThat(codes(e)).containsExactly("None", "ValidationError");
        assertThat(e.cancellationReasons().get(1).message())
                .isEqualTo("The provided expression refers to an attribute that does not exist in the item");
        assertThat(get(ledger, entry)).isEmpty();
    }

    @Test
    void aReplayWithTheSameClientRequestTokenIsNotAppliedAgain() {
        String account = account(0);
        String token = UUID.randomUUID().toString();
        TransactWriteItem increment = TransactWriteItem.builder()
                .update(Update.builder()
                        .tableName(accounts)
                        .key(Map.of("id", s(account)))
                        .updateExpression("ADD visits :one")
                        .conditionExpression(EXISTS)
                        .expressionAttributeValues(Map.of(":one", n(1)))
                        .build())
                .build();

        client.transactWriteItems(b -> b.clientRequestToken(token).transactItems(increment));
        client.transactWriteItems(b -> b.clientRequestToken(token).transactItems(increment));
        assertThat(get(accounts, account).orElseThrow().get("visits")).isEqualTo(n(1));

        // another token is another request
        client.transactWriteItems(
                b -> b.clientRequestToken(UUID.randomUUID().toString()).transactItems(increment));
        assertThat(get(accounts, account).orElseThrow().get("visits")).isEqualTo(n(2));
    }

    @Test
    void theSameTokenWithADifferentRequestIsAnIdempotentParameterMismatch() {
        String account = account(100);
        String token = UUID.randomUUID().toString();
        client.transactWriteItems(b -> b.clientRequestToken(token).transactItems(debit(account, 1)));

        assertThatThrownBy(() -> client.transactWriteItems(
                        b -> b.clientRequestToken(token).transactItems(debit(account, 2))))
                .isInstanceOf(IdempotentParameterMismatchException.class);
        assertThat(balance(account)).isEqualTo(99);
    }

    @Test
    void aTokenOfMoreThan36CharactersIsRefused() {
        String account = account(100);
        assertThatThrownBy(() -> client.transactWriteItems(
                        b -> b.clientRequestToken("t".repeat(37)).transactItems(debit(account, 1))))
                .satisfies(e -> assertThat(errorCode(e)).isEqualTo("ValidationException"));
        assertThat(balance(account)).isEqualTo(100);
    }

    @Test
    void oneToOneHundredActionsAreAllowed() {
        List<TransactWriteItem> hundred = IntStream.range(0, 100)
                .mapToObj(i -> put(ledger, Map.of("id", s(fresh("bulk")))))
                .toList();
        write(hundred.toArray(TransactWriteItem[]::new));
        assertThat(get(ledger, hundred.get(99).put().item().get("id").s())).isPresent();

        List<TransactWriteItem> tooMany = new ArrayList<>(hundred.stream()
                .map(item -> put(ledger, Map.of("id", s(fresh("over")))))
                .toList());
        tooMany.add(put(ledger, Map.of("id", s(fresh("over")))));
        assertThatThrownBy(() -> write(tooMany.toArray(TransactWriteItem[]::new)))
                .satisfies(e -> assertThat(errorCode(e)).isEqualTo("ValidationException"))
                .hasMessageContaining("Member must have length less than or equal to 100");
        assertThat(get(ledger, tooMany.get(0).put().item().get("id").s())).isEmpty();

        assertThatThrownBy(() -> client.transactWriteItems(b -> b.transactItems(List.of())))
                .satisfies(e -> assertThat(errorCode(e)).isEqualTo("ValidationException"));
    }

    @Test
    void twoActionsOnOneItemAreRefused() {
        String account = account(100);
        assertThatThrownBy(() -> write(debit(account, 1), debit(account, 2)))
                .satisfies(e -> assertThat(errorCode(e)).isEqualTo("ValidationException"))
                .hasMessageContaining("Transaction request cannot include multiple operations on one item");
        assertThat(balance(account)).isEqualTo(100);
    }

    @Test
    void anActionHoldsExactlyOneOfPutUpdateDeleteOrConditionCheck() {
        String entry = fresh("entry");
        TransactWriteItem both = TransactWriteItem.builder()
                .put(put(ledger, Map.of("id", s(entry))).put())
                .delete(Delete.builder()
                        .tableName(ledger)
                        .key(Map.of("id", s(entry)))
                        .conditionExpression(EXISTS)
                        .build())
                .build();
        assertThatThrownBy(() -> write(both))
                .satisfies(e -> assertThat(errorCode(e)).isEqualTo("ValidationException"))
                .hasMessageContaining("TransactItems can only contain one of Check, Put, Update or Delete");
        assertThat(get(ledger, entry)).isEmpty();
    }

    @Test
    void keysAndExpressionsAreCheckedAsInSingleWrites() {
        String account = account(100);
        TransactWriteItem wrongKeyType = TransactWriteItem.builder()
                .delete(Delete.builder()
                        .tableName(accounts)
                        .key(Map.of("id", n(1)))
                        .conditionExpression(EXISTS)
                        .build())
                .build();
        assertThatThrownBy(() -> write(debit(account, 1), wrongKeyType))
                .satisfies(e -> assertThat(errorCode(e)).isEqualTo("ValidationException"))
                .hasMessageContaining("The provided key element does not match the schema");

        TransactWriteItem badExpression = TransactWriteItem.builder()
                .update(Update.builder()
                        .tableName(accounts)
                        .key(Map.of("id", s(account)))
                        .updateExpression("SET balance = :b")
                        .conditionExpression("balance >")
                        .expressionAttributeValues(Map.of(":b", n(0)))
                        .build())
                .build();
        assertThatThrownBy(() -> write(badExpression))
                .satisfies(e -> assertThat(errorCode(e)).isEqualTo("ValidationException"))
                .hasMessageContaining("Invalid ConditionExpression");
        assertThat(balance(account)).isEqualTo(100);
    }

    @Test
    void anActionOnAMissingTableIsResourceNotFound() {
        String account = account(100);
        assertThatThrownBy(() -> write(debit(account, 1), put(ledger + "-missing", Map.of("id", s("x")))))
                .isInstanceOf(ResourceNotFoundException.class);
        assertThat(balance(account)).isEqualTo(100);
    }

    @Test
    void transactionalWritesKeepTheGlobalSecondaryIndex() {
        String owner = fresh("owner");
        String other = fresh("owner");
        String account = fresh("acct");

        write(put(accounts, Map.of("id", s(account), "owner", s(owner), "balance", n(5))));
        assertThat(ownedBy(owner)).containsExactly(account);

        write(TransactWriteItem.builder()
                .update(Update.builder()
                        .tableName(accounts)
                        .key(Map.of("id", s(account)))
                        .updateExpression("SET #o = :o")
                        .conditionExpression(EXISTS)
                        .expressionAttributeNames(Map.of("#o", "owner"))
                        .expressionAttributeValues(Map.of(":o", s(other)))
                        .build())
                .build());
        assertThat(ownedBy(owner)).isEmpty();
        assertThat(ownedBy(other)).containsExactly(account);

        write(TransactWriteItem.builder()
                .delete(Delete.builder()
                        .tableName(accounts)
                        .key(Map.of("id", s(account)))
                        .conditionExpression(EXISTS)
                        .build())
                .build());
        assertThat(ownedBy(other)).isEmpty();
    }

    @Test
    void transactGetItemsAnswersInRequestOrderWithEmptyResponsesForMissingItems() {
        String account = account(7);
        String entry = fresh("entry");
        write(put(ledger, Map.of("id", s(entry), "note", s("paid"))));

        List<ItemResponse> responses = client.transactGetItems(b -> b.transactItems(
                        getOf(ledger, entry, null),
                        getOf(accounts, fresh("missing"), null),
                        getOf(accounts, account, "balance")))
                .responses();

        assertThat(responses).hasSize(3);
        assertThat(responses.get(0).item()).containsEntry("note", s("paid"));
        assertThat(responses.get(1).hasItem()).isFalse();
        assertThat(responses.get(2).item()).containsExactly(Map.entry("balance", n(7)));
    }

    /** Serializable isolation: each transfer lands whole, between single writes and snapshot reads of the same items. */
    @Test
    void racingTransfersSingleWritesAndReadsNeverSeeAHalfAppliedTransaction() throws Exception {
        String a = account(10_000);
        String b = account(10_000);
        int transfersPerThread = 40;
        AtomicInteger transfers = new AtomicInteger();
        AtomicInteger touches = new AtomicInteger();
        AtomicBoolean done = new AtomicBoolean();
        List<String> torn = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<?>> writers = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                boolean forward = t % 2 == 0;
                writers.add(pool.submit(() -> {
                    for (int i = 0; i < transfersPerThread; i++) {
                        int amount = 1 + i % 5;
                        transfer(forward ? a : b, forward ? b : a, amount);
                        transfers.incrementAndGet();
                    }
                }));
            }
            for (int t = 0; t < 2; t++) {
                String target = t == 0 ? a : b;
                writers.add(pool.submit(() -> {
                    for (int i = 0; i < transfersPerThread; i++) {
                        client.updateItem(u -> u.tableName(accounts)
                                .key(Map.of("id", s(target)))
                                .updateExpression("ADD touches :one")
                                .conditionExpression(EXISTS)
                                .expressionAttributeValues(Map.of(":one", n(1))));
                        touches.incrementAndGet();
                    }
                }));
            }
            List<Future<?>> readers = new ArrayList<>();
            for (int t = 0; t < 2; t++) {
                readers.add(pool.submit(() -> {
                    while (!done.get()) {
                        List<ItemResponse> snapshot = client.transactGetItems(
                                        g -> g.transactItems(getOf(accounts, a, null), getOf(accounts, b, null)))
                                .responses();
                        Map<String, AttributeValue> first = snapshot.get(0).item();
                        Map<String, AttributeValue> second = snapshot.get(1).item();
                        if (number(first, "balance") + number(second, "balance") != 20_000
                                || number(first, "transfers") != number(second, "transfers")) {
                            synchronized (torn) {
                                torn.add(first + " / " + second);
                            }
                        }
                    }
                }));
            }
            for (Future<?> writer : writers) {
                writer.get(120, TimeUnit.SECONDS);
            }
            done.set(true);
            for (Future<?> reader : readers) {
                reader.get(30, TimeUnit.SECONDS);
            }
        } finally {
            done.set(true);
            pool.shutdownNow();
        }

        Map<String, AttributeValue> first = get(accounts, a).orElseThrow();
        Map<String, AttributeValue> second = get(accounts, b).orElseThrow();
        assertThat(torn).as("snapshots that saw half a transfer").isEmpty();
        assertThat(number(first, "balance") + number(second, "balance")).isEqualTo(20_000);
        assertThat(number(first, "transfers")).isEqualTo(transfers.get()).isEqualTo(number(second, "transfers"));
        assertThat(number(first, "touches") + number(second, "touches")).isEqualTo(touches.get());
    }

    private void transfer(String from, String to, int amount) {
        write(
                TransactWriteItem.builder()
                        .update(Update.builder()
                                .tableName(accounts)
                                .key(Map.of("id", s(from)))
                                .updateExpression("SET balance = balance - :amount ADD transfers :one")
                                .conditionExpression("balance >= :amount")
                                .expressionAttributeValues(Map.of(":amount", n(amount), ":one", n(1)))
                                .build())
                        .build(),
                TransactWriteItem.builder()
                        .update(Update.builder()
                                .tableName(accounts)
                                .key(Map.of("id", s(to)))
                                .updateExpression("SET balance = balance + :amount ADD transfers :one")
                                .conditionExpression(EXISTS)
                                .expressionAttributeValues(Map.of(":amount", n(amount), ":one", n(1)))
                                .build())
                        .build());
    }

    private void write(TransactWriteItem... items) {
        client.transactWriteItems(b -> b.transactItems(items));
    }

    /** A new account holding {@code balance}, put on its own. */
    private String account(long balance) {
        String id = fresh("acct");
        client.putItem(p -> p.tableName(accounts)
                .item(Map.of("id", s(id), "balance", n(balance)))
                .conditionExpression(NEW));
        return id;
    }

    private TransactWriteItem debit(String account, long amount) {
        return TransactWriteItem.builder()
                .update(debitUpdate(account, amount).build())
                .build();
    }

    private Update.Builder debitUpdate(String account, long amount) {
        return Update.builder()
                .tableName(accounts)
                .key(Map.of("id", s(account)))
                .updateExpression("SET balance = balance - :amount")
                .conditionExpression("balance >= :amount")
                .expressionAttributeValues(Map.of(":amount", n(amount)));
    }

    private static TransactWriteItem put(String table, Map<String, AttributeValue> item) {
        return TransactWriteItem.builder()
                .put(Put.builder()
                        .tableName(table)
                        .item(item)
                        .conditionExpression(NEW)
                        .build())
                .build();
    }

    private static TransactGetItem getOf(String table, String id, String projection) {
        return TransactGetItem.builder()
                .get(Get.builder()
                        .tableName(table)
                        .key(Map.of("id", s(id)))
                        .projectionExpression(projection)
                        .build())
                .build();
    }

    private Optional<Map<String, AttributeValue>> get(String table, String id) {
        var response =
                client.getItem(g -> g.tableName(table).key(Map.of("id", s(id))).consistentRead(true));
        return response.hasItem() ? Optional.of(new LinkedHashMap<>(response.item())) : Optional.empty();
    }

    private long balance(String account) {
        return number(get(accounts, account).orElseThrow(), "balance");
    }

    private List<String> ownedBy(String owner) {
        return client
                .query(q -> q.tableName(accounts)
                        .indexName("byOwner")
                        .keyConditionExpression("#o = :o")
                        .expressionAttributeNames(Map.of("#o", "owner"))
                        .expressionAttributeValues(Map.of(":o", s(owner))))
                .items()
                .stream()
                .map(item -> item.get("id").s())
                .toList();
    }

    private static List<String> codes(TransactionCanceledException e) {
        return e.cancellationReasons().stream().map(CancellationReason::code).toList();
    }

    private static String errorCode(Throwable e) {
        return e instanceof DynamoDbException dynamo && dynamo.awsErrorDetails() != null
                ? dynamo.awsErrorDetails().errorCode()
                : e.toString();
    }

    private static long number(Map<String, AttributeValue> item, String name) {
        AttributeValue value = item.get(name);
        return value == null ? 0 : Long.parseLong(value.n());
    }

    private static String fresh(String kind) {
        return kind + "-" + UUID.randomUUID();
    }

    private static AttributeDefinition attribute(String name) {
        return AttributeDefinition.builder()
                .attributeName(name)
                .attributeType(ScalarAttributeType.S)
                .build();
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    private static AttributeValue n(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }
}
