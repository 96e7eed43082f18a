package io.tenantdesk.store;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.DoubleAdder;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Reads a whole table with a parallel Scan: each segment pages through its share on the executor it was
 * given, classifies every item and hands the page to a {@link ScanListener}. Read-only. A cancel, or a failure
 * in any segment, stops every segment within one page; failures are translated like the store's.
 * Thread-safe: one scanner serves many scans.
 */
public final class TableScanner {

    /** DynamoDB's limit on TotalSegments. */
    public static final int MAX_SEGMENTS = 1_000_000;

    private final DynamoDbClient client;
    private final Connection connection;
    private final PlatformDescriptor platform;
    private final ItemClassifier classifier;
    private final ErrorTranslator errors;
    private final ExecutorService executor;

    /**
     * @param executor runs the segments; owned by the caller. With fewer threads than segments the segments
     *                 take turns, which is slower but still correct
     */
    public TableScanner(Connection connection, PlatformDescriptor platform, ExecutorService executor) {
        this.connection = connection;
        this.client = connection.client();
        this.platform = platform;
        this.classifier = new ItemClassifier(platform);
        this.errors = new ErrorTranslator(connection.label());
        this.executor = executor;
    }

    /**
     * Scans a table of the platform and returns once every segment is done.
     *
     * @param segments how many parallel segments, 1 to {@link #MAX_SEGMENTS}
     * @param pageSize items per request, or null for DynamoDB's 1 MB pages
     * @throws StoreException when DynamoDB refuses or the connection fails (table missing, access denied, throttled...)
     */
    public ScanSummary scan(String logicalTable, int segments, Integer pageSize, ScanListener listener, CancelToken cancel) {
        if (platform.table(logicalTable).isEmpty()) {
            throw new StoreException(StoreException.Kind.UNEXPECTED, "platform " + platform.id() + " has no table `"
                    + logicalTable + "`", null);
        }
        if (segments < 1 || segments > MAX_SEGMENTS) {
            throw new IllegalArgumentException("segments must be between 1 and " + MAX_SEGMENTS + "; got " + segments);
        }
        Run run = new Run(logicalTable, connection.tables().physical(logicalTable), segments, pageSize, listener, cancel);
        List<Future<?>> futures = new ArrayList<>(segments);
        for (int segment = 0; segment < segments; segment++) {
            int s = segment;
            futures.add(executor.submit(() -> run.segment(s)));
        }
        RuntimeException failure = null;
        for (Future<?> future : futures) {
            try {
                future.get();
            } catch (ExecutionException e) {
                run.stop.set(true);
                failure = failure != null ? failure : unwrap(e.getCause());
            } catch (CancellationException e) {
                run.stop.set(true);
            } catch (InterruptedException e) {
                run.stop.set(true);
                futures.forEach(f -> f.cancel(true));
                Thread.currentThread().interrupt();
                throw new StoreException(StoreException.Kind.UNEXPECTED, "interrupted while scanning " + logicalTable, e);
            }
        }
        if (failure != null) {
            throw failure;
        }
        return new ScanSummary(logicalTable, run.physical, run.scanned.get(), run.pages.get(), segments, run.elapsed(),
                run.capacity.sum(), cancel.isCancelled());
    }

    private static RuntimeException unwrap(Throwable cause) {
        if (cause instanceof RuntimeException runtime) {
            return runtime;
        }
        if (cause instanceof Error error) {
            throw error;
        }
        return new StoreException(StoreException.Kind.UNEXPECTED, String.valueOf(cause.getMessage()), cause);
    }

    /** One scan's shared state: what every segment counts and the flag that stops them all. */
    private final class Run {
        private final String logical;
        private final String physical;
        private final String described;
        private final int segments;
        private final Integer pageSize;
        private final ScanListener listener;
        private final CancelToken cancel;
        private final long began = System.nanoTime();
        private final AtomicBoolean stop = new AtomicBoolean();
        private final AtomicLong scanned = new AtomicLong();
        private final AtomicInteger pages = new AtomicInteger();
        private final DoubleAdder capacity = new DoubleAdder();

        Run(String logical, String physical, int segments, Integer pageSize, ScanListener listener, CancelToken cancel) {
            this.logical = logical;
            this.physical = physical;
            this.described = physical.equals(logical) ? logical : logical + " (" + physical + ")";
            this.segments = segments;
            this.pageSize = pageSize;
            this.listener = listener;
            this.cancel = cancel;
        }

        void segment(int segment) {
            Map<String, AttributeValue> start = null;
            do {
                if (stop.get() || cancel.isCancelled()) {
                    return;
                }
                ScanResponse response = fetch(segment, start);
                List<EntityRow> rows = new ArrayList<>(response.items().size());
                for (Map<String, AttributeValue> raw : response.items()) {
                    Item item = ItemConverter.toItem(raw);
                    rows.add(new EntityRow(logical, item, classifier.classify(logical, item)));
                }
                if (response.consumedCapacity() != null && response.consumedCapacity().capacityUnits() != null) {
                    capacity.add(response.consumedCapacity().capacityUnits());
                }
                pages.incrementAndGet();
                listener.onPage(new ScanPage(logical, segment, rows, scanned.addAndGet(rows.size()), elapsed()));
                start = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
                        ? response.lastEvaluatedKey() : null;
            } while (start != null);
        }

        private ScanResponse fetch(int segment, Map<String, AttributeValue> start) {
            ScanRequest.Builder request = ScanRequest.builder()
                    .tableName(physical)
                    .exclusiveStartKey(start)
                    .limit(pageSize)
                    .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL);
            if (segments > 1) {
                request.segment(segment).totalSegments(segments);
            }
            try {
                return client.scan(request.build());
            } catch (RuntimeException e) {
                throw errors.translate(e, "Scan", described);
            }
        }

        Duration elapsed() {
            return Duration.ofNanos(System.nanoTime() - began);
        }
    }
}
