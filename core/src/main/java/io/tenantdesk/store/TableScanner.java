package io.tenantdesk.store;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.concurrent.Failures;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
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
 * Reads a whole table, or one share of it, with a parallel Scan: each segment pages through its share on the executor it was
 * given, classifies every item and hands the page to a {@link ScanListener}. While a page is classified, the
 * segment's next page is already being read, so DynamoDB is never left waiting for the classification (at
 * most one page read ahead per segment, so memory stays bounded). Read-only. A cancel, or a failure in any
 * segment, stops every segment within one page; failures are translated like the store's. No task ever
 * waits for another, so any executor works; two threads per segment give the full overlap.
 * Thread-safe: one scanner serves many scans.
 */
public final class TableScanner implements ItemSource {

    /** DynamoDB's limit on TotalSegments. */
    public static final int MAX_SEGMENTS = 1_000_000;

    private final DynamoDbClient client;
    private final Connection connection;
    private final PlatformDescriptor platform;
    private final ItemClassifier classifier;
    private final ErrorTranslator errors;
    private final Executor executor;

    /** @param executor a pool that runs the segments' reads and classification on its threads; owned by the caller */
    public TableScanner(Connection connection, PlatformDescriptor platform, Executor executor) {
        this.connection = connection;
        this.client = connection.client();
        this.platform = platform;
        this.classifier = new ItemClassifier(platform);
        this.errors = new ErrorTranslator(connection.label());
        this.executor = executor;
    }

    @Override
    public Kind kind() {
        return Kind.TABLE;
    }

    @Override
    public String label() {
        return connection.label();
    }

    /**
     * Scans a table of the platform, or a share of it, and returns once every segment is done. Share I of N with
     * a parallelism of P reads segments I×P to I×P+P−1 of N×P, so the N shares together read the table once.
     *
     * @throws IllegalArgumentException when N×P is over {@link #MAX_SEGMENTS}
     * @throws StoreException when DynamoDB refuses or the connection fails (table missing, access denied, throttled...)
     */
    @Override
    public ScanSummary scan(String logicalTable, ScanPlan plan, ScanListener listener, CancelToken cancel) {
        if (platform.table(logicalTable).isEmpty()) {
            throw new StoreException(
                    StoreException.Kind.UNEXPECTED,
                    "platform " + platform.id() + " has no table `" + logicalTable + "`",
                    null);
        }
        int segments = plan.parallelism();
        long total = (long) plan.share().count() * segments;
        if (total > MAX_SEGMENTS) {
            throw new IllegalArgumentException("shares × segments must be at most " + MAX_SEGMENTS + "; got "
                    + plan.share().count() + " × " + segments);
        }
        Run run = new Run(
                logicalTable,
                connection.tables().physical(logicalTable),
                connection.tables().describe(logicalTable),
                (int) total,
                plan.pageSize(),
                listener,
                cancel);
        List<CompletableFuture<Void>> done = new ArrayList<>(segments);
        int first = plan.share().index() * segments;
        for (int segment = first; segment < first + segments; segment++) {
            done.add(new Segment(run, segment).start());
        }
        ScanParts.awaitAll(
                done,
                () -> run.stop.set(true),
                failure -> new StoreException(
                        StoreException.Kind.UNEXPECTED,
                        failure instanceof InterruptedException
                                ? "interrupted while scanning " + logicalTable
                                : String.valueOf(failure.getMessage()),
                        failure));
        return new ScanSummary(
                logicalTable,
                run.physical,
                run.scanned.get(),
                run.pages.get(),
                segments,
                run.elapsed(),
                run.capacity.sum(),
                cancel.isCancelled());
    }

    /** One scan's shared state: what every segment counts and the flag that stops them all. */
    private final class Run {
        private final String logical;
        private final String physical;
        private final String described;
        private final int totalSegments;
        private final Integer pageSize;
        private final ScanListener listener;
        private final CancelToken cancel;
        private final long began = System.nanoTime();
        private final AtomicBoolean stop = new AtomicBoolean();
        private final AtomicLong scanned = new AtomicLong();
        private final AtomicInteger pages = new AtomicInteger();
        private final DoubleAdder capacity = new DoubleAdder();

        Run(
                String logical,
                String physical,
                String described,
                int totalSegments,
                Integer pageSize,
                ScanListener listener,
                CancelToken cancel) {
            this.logical = logical;
            this.physical = physical;
            this.described = described;
            this.totalSegments = totalSegments;
            this.pageSize = pageSize;
            this.listener = listener;
            this.cancel = cancel;
        }

        boolean stopped() {
            return stop.get() || cancel.isCancelled();
        }

        ScanResponse fetch(int segment, Map<String, AttributeValue> start) {
            ScanRequest.Builder request = ScanRequest.builder()
                    .tableName(physical)
                    .exclusiveStartKey(start)
                    .limit(pageSize)
                    .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL);
            if (totalSegments > 1) {
                request.segment(segment).totalSegments(totalSegments);
            }
            try {
                return client.scan(request.build());
            } catch (RuntimeException e) {
                throw errors.translate(e, "Scan", described);
            }
        }

        void deliver(int segment, ScanResponse response) {
            List<EntityRow> rows = new ArrayList<>(response.items().size());
            for (Map<String, AttributeValue> raw : response.items()) {
                Item item = ItemConverter.toItem(raw);
                rows.add(new EntityRow(logical, item, classifier.classify(logical, item)));
            }
            if (response.consumedCapacity() != null
                    && response.consumedCapacity().capacityUnits() != null) {
                capacity.add(response.consumedCapacity().capacityUnits());
            }
            pages.incrementAndGet();
            listener.onPage(new ScanPage(logical, segment, rows, scanned.addAndGet(rows.size()), elapsed()));
        }

        Duration elapsed() {
            return Duration.ofNanos(System.nanoTime() - began);
        }
    }

    /**
     * One segment, driven by completions rather than a waiting thread: when a page arrives and the previous one
     * is classified, the next page is requested and this one classified at the same time. At most one request
     * is in flight and one page waits, so a slow listener slows the reading instead of filling memory. The
     * segment is done once nothing is in flight, so no page reaches the listener after {@link #scan} returns.
     */
    private final class Segment {
        private final Run run;
        private final int number;
        private final CompletableFuture<Void> done = new CompletableFuture<>();
        private boolean fetching;
        private boolean classifying;
        private ScanResponse arrived;
        private Throwable failure;

        Segment(Run run, int number) {
            this.run = run;
            this.number = number;
        }

        CompletableFuture<Void> start() {
            synchronized (this) {
                fetching = true;
                request(null);
            }
            return done;
        }

        /** Called holding the lock. */
        private void request(Map<String, AttributeValue> start) {
            try {
                CompletableFuture.supplyAsync(() -> run.fetch(number, start), executor)
                        .whenComplete(this::arrived);
            } catch (RejectedExecutionException e) {
                fetching = false;
                failed(e);
            }
        }

        private synchronized void arrived(ScanResponse response, Throwable thrown) {
            fetching = false;
            if (thrown != null) {
                failed(Failures.cause(thrown));
            } else {
                arrived = response;
            }
            next();
        }

        /** Called holding the lock: classifies the page that arrived, unless one is being classified, and reads ahead. */
        private void next() {
            if (classifying) {
                return;
            }
            if (arrived == null || failure != null || run.stopped()) {
                arrived = null;
                if (!fetching) {
                    finish();
                }
                return;
            }
            ScanResponse page = arrived;
            arrived = null;
            classifying = true;
            if (page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty()) {
                fetching = true;
                request(page.lastEvaluatedKey());
            }
            try {
                executor.execute(() -> classify(page));
            } catch (RejectedExecutionException e) {
                classifying = false;
                failed(e);
                next();
            }
        }

        private void classify(ScanResponse page) {
            Throwable thrown = null;
            try {
                run.deliver(number, page);
            } catch (RuntimeException | Error e) {
                thrown = e;
            }
            synchronized (this) {
                classifying = false;
                if (thrown != null) {
                    failed(thrown);
                }
                next();
            }
        }

        /** Called holding the lock: the first failure stops every segment and is what this one reports. */
        private void failed(Throwable thrown) {
            run.stop.set(true);
            if (failure == null) {
                failure = thrown;
            }
        }

        private void finish() {
            if (failure != null) {
                done.completeExceptionally(failure);
            } else {
                done.complete(null);
            }
        }
    }
}
