package io.tenantdesk.local;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Sees every request the tests' DynamoDB client sends and refuses, before it leaves, any PutItem, UpdateItem or
 * DeleteItem without a ConditionExpression, alone or in a transaction: the test that sent it fails, so the suite
 * can never pass with an unconditional write in it. It also refuses every write to a table declared read-only
 * (the shared demo data), and keeps a record of the writes it let through.
 */
public final class WriteConditionGuard implements ExecutionInterceptor {

    /** One write request that went out: its operation and condition. */
    public record Sent(String operation, String table, String condition) {}

    private final List<Sent> sent = new CopyOnWriteArrayList<>();
    private final Set<String> readOnlyTables = ConcurrentHashMap.newKeySet();

    /** From now on, every write to {@code table} fails before it leaves. */
    void refuseWritesTo(String table) {
        readOnlyTables.add(table);
    }

    @Override
    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        SdkRequest request = context.request();
        if (request instanceof BatchWriteItemRequest batch) {
            batch.requestItems().keySet().forEach(table -> refuseIfReadOnly("BatchWriteItem", table));
        }
        if (request instanceof TransactWriteItemsRequest transaction) {
            transaction.transactItems().stream()
                    .map(WriteConditionGuard::describe)
                    .forEach(item -> refuseIfReadOnly(item.operation(), item.table()));
        }
        Sent write = describe(request);
        if (write == null) {
            return;
        }
        refuseIfReadOnly(write.operation(), write.table());
        if (write.condition() == null || write.condition().isBlank()) {
            throw new IllegalStateException(write.operation() + " on " + write.table()
                    + " without a ConditionExpression: every write must be conditional");
        }
        sent.add(write);
    }

    private void refuseIfReadOnly(String operation, String table) {
        if (readOnlyTables.contains(table)) {
            throw new IllegalStateException(operation + " on " + table
                    + ": the shared demo data is read-only; a test that writes loads its own tables");
        }
    }

    static Sent describe(SdkRequest request) {
        if (request instanceof PutItemRequest put) {
            return new Sent("PutItem", put.tableName(), put.conditionExpression());
        }
        if (request instanceof UpdateItemRequest update) {
            return new Sent("UpdateItem", update.tableName(), update.conditionExpression());
        }
        if (request instanceof DeleteItemRequest delete) {
            return new Sent("DeleteItem", delete.tableName(), delete.conditionExpression());
        }
        if (request instanceof TransactWriteItemsRequest transaction
                && !transaction.transactItems().isEmpty()) {
            // one unconditional write in a transaction is as bad as one alone
            return transaction.transactItems().stream()
                    .map(WriteConditionGuard::describe)
                    .filter(sent -> sent.condition() == null || sent.condition().isBlank())
                    .findFirst()
                    .orElse(new Sent("TransactWriteItems", "", "every item conditional"));
        }
        return null;
    }

    private static Sent describe(TransactWriteItem item) {
        if (item.put() != null) {
            return new Sent(
                    "TransactWriteItems Put", item.put().tableName(), item.put().conditionExpression());
        }
        if (item.update() != null) {
            return new Sent(
                    "TransactWriteItems Update",
                    item.update().tableName(),
                    item.update().conditionExpression());
        }
        if (item.delete() != null) {
            return new Sent(
                    "TransactWriteItems Delete",
                    item.delete().tableName(),
                    item.delete().conditionExpression());
        }
        return new Sent(
                "TransactWriteItems ConditionCheck",
                item.conditionCheck().tableName(),
                item.conditionCheck().conditionExpression());
    }

    /** The writes let through so far in this run. */
    public List<Sent> sent() {
        return List.copyOf(sent);
    }
}
