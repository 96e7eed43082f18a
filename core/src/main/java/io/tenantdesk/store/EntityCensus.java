package io.tenantdesk.store;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Counts a platform's items by entity: a full, read-only scan of each of its tables, every item classified.
 * Meant for small tables (the demo, a check); it stops within one page when cancelled.
 */
public final class EntityCensus {

    private final Connection connection;

    public EntityCensus(Connection connection) {
        this.connection = connection;
    }

    /**
     * @param cancelled polled between pages
     * @throws CancellationException when cancelled
     */
    public Census count(PlatformDescriptor platform, BooleanSupplier cancelled) {
        ItemClassifier classifier = new ItemClassifier(platform);
        Map<String, Long> counts = new LinkedHashMap<>();
        platform.entities().stream().map(EntityDef::name).forEach(n -> counts.put(n, 0L));
        long unrecognised = 0;
        long scanned = 0;
        for (String table : platform.tables().keySet()) {
            ScanRequest request = ScanRequest.builder()
                    .tableName(connection.tables().physical(table))
                    .build();
            for (ScanResponse page : connection.client().scanPaginator(request)) {
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException("counting " + platform.id() + " was cancelled");
                }
                for (var raw : page.items()) {
                    scanned++;
                    Classification c = classifier.classify(table, ItemConverter.toItem(raw));
                    if (c.recognised()) {
                        counts.merge(c.entity().name(), 1L, Long::sum);
                    } else {
                        unrecognised++;
                    }
                }
            }
        }
        return new Census(counts, unrecognised, scanned);
    }
}
