package io.tenantdesk.local;

import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.ItemConverter;
import io.tenantdesk.store.TableProvisioner;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Creates a platform's tables and fills them with its demo data. It writes only into tables it has just
 * created (creation fails if a table exists), so it can never touch data that was there before.
 */
public final class DemoLoader {

    private static final int BATCH_SIZE = 25;
    private static final int MAX_RETRIES = 8;

    private final DynamoDbClient client;
    private final ExecutorService writers;

    /** @param writers runs the batch writes; owned by the caller */
    public DemoLoader(DynamoDbClient client, ExecutorService writers) {
        this.client = client;
        this.writers = writers;
    }

    /** @return physical table name by logical name */
    public Map<String, String> load(DemoDataset data, TableNameMapping mapping) {
        Map<String, String> tables = new TableProvisioner(client).create(data.platform(), mapping);
        List<Future<?>> batches = new ArrayList<>();
        data.itemsByTable().forEach((logical, items) -> {
            String physical = tables.get(logical);
            for (int from = 0; from < items.size(); from += BATCH_SIZE) {
                List<Item> batch = items.subList(from, Math.min(items.size(), from + BATCH_SIZE));
                batches.add(writers.submit(() -> write(physical, batch)));
            }
        });
        for (Future<?> batch : batches) {
            try {
                batch.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while loading demo data", e);
            } catch (ExecutionException e) {
                throw new IllegalStateException(
                        "demo data could not be written: " + e.getCause().getMessage(), e.getCause());
            }
        }
        return tables;
    }

    private void write(String table, List<Item> items) {
        List<WriteRequest> requests = items.stream()
                .map(i -> WriteRequest.builder()
                        .putRequest(PutRequest.builder()
                                .item(ItemConverter.toAttributes(i))
                                .build())
                        .build())
                .toList();
        Map<String, List<WriteRequest>> pending = Map.of(table, requests);
        for (int attempt = 0; !pending.isEmpty(); attempt++) {
            if (attempt > MAX_RETRIES) {
                throw new IllegalStateException(table + ": items stayed unprocessed after " + MAX_RETRIES + " retries");
            }
            Map<String, List<WriteRequest>> now = pending;
            BatchWriteItemResponse response = client.batchWriteItem(b -> b.requestItems(now));
            pending = response.hasUnprocessedItems() ? response.unprocessedItems() : Map.of();
            if (!pending.isEmpty()) {
                pause(attempt);
            }
        }
    }

    private static void pause(int attempt) {
        try {
            Thread.sleep(Math.min(1000, 20L << attempt));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while loading demo data", e);
        }
    }
}
