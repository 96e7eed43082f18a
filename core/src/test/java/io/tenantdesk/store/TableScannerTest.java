package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.testing.Platforms;
import io.tenantdesk.testing.TestData;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/** Parallel scans of a table through dynalite: every item once, classified, cancellable, errors translated. */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TableScannerTest {

    private static final int ITEMS = 1_200;

    private final ExecutorService pool = Executors.newFixedThreadPool(4);
    private PlatformDescriptor appData;
    private LocalDynamo dynamo;
    private TableScanner scanner;

    @BeforeAll
    void load(LocalDynamo dynamo) {
        this.dynamo = dynamo;
        appData = Platforms.get("app_data");
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < ITEMS; i++) {
            String id = String.format("l-%05d", i);
            Item license = TestData.license("a" + i % 50, id, "active", "2027-01-01", "Data Vault");
            items.add(
                    i == 7 ? license.toBuilder().putString("status", "archived").build() : license);
        }
        TestData.load(dynamo.client(), TestData.licensesOnly(appData, items), dynamo.mapping());
        scanner = new TableScanner(new Connection("test", dynamo.client(), dynamo.mapping(), true), appData, pool);
    }

    @AfterAll
    void stop() {
        pool.shutdownNow();
    }

    @Test
    void everySegmentPagesThroughItsShareAndEveryItemArrivesOnceClassified() {
        Set<String> keys = ConcurrentHashMap.newKeySet();
        Set<Integer> segments = ConcurrentHashMap.newKeySet();
        List<EntityRow> invalid = new CopyOnWriteArrayList<>();
        int writes = dynamo.writesToOwnTables().size();

        ScanSummary summary = scanner.scan(
                "app_data",
                plan(4, 100),
                page -> {
                    segments.add(page.segment());
                    for (EntityRow row : page.rows()) {
                        assertThat(keys.add(row.item().scalarText("SK").orElseThrow()))
                                .isTrue();
                        assertThat(row.entity().map(e -> e.name())).contains("License");
                        if (!row.valid()) {
                            invalid.add(row);
                        }
                    }
                },
                new CancelToken());

        assertThat(keys).hasSize(ITEMS);
        assertThat(summary.items()).isEqualTo(ITEMS);
        assertThat(summary.segments()).isEqualTo(4);
        assertThat(summary.pages()).isGreaterThanOrEqualTo(ITEMS / 100);
        assertThat(summary.physicalTable()).isEqualTo(dynamo.mapping().physical("app_data"));
        assertThat(summary.cancelled()).isFalse();
        assertThat(summary.capacity()).isPositive();
        assertThat(segments).containsExactlyInAnyOrder(0, 1, 2, 3);
        assertThat(invalid)
                .extracting(r -> r.item().scalarText("SK").orElseThrow())
                .containsExactly("LICENSE#l-00007");
        assertThat(dynamo.writesToOwnTables()).as("a scan never writes").hasSize(writes);
    }

    @Test
    void oneSegmentReadsTheWholeTableToo() {
        ScanSummary summary = scanner.scan(
                "app_data", plan(1, null), page -> assertThat(page.segment()).isZero(), new CancelToken());

        assertThat(summary.items()).isEqualTo(ITEMS);
    }

    @Test
    void aSegmentReadsOnePageAheadAndNoMoreWhenTheListenerIsSlow() {
        Scans scans = new Scans();
        ExecutionInterceptor counter = new ExecutionInterceptor() {
            @Override
            public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
                if (context.request() instanceof ScanRequest) {
                    scans.asked();
                }
            }
        };
        List<Integer> aheadOfListener = new CopyOnWriteArrayList<>();
        AtomicInteger delivered = new AtomicInteger();
        try (DynamoDbClient counted = DynamoClients.local(dynamo.endpoint(), List.of(counter))) {
            TableScanner scanner =
                    new TableScanner(new Connection("test", counted, dynamo.mapping(), true), appData, pool);

            int pages = ITEMS / 500 + 1;
            scanner.scan(
                    "app_data",
                    plan(1, 500),
                    page -> {
                        int handling = delivered.incrementAndGet();
                        if (handling < pages) {
                            scans.awaitMoreThan(handling);
                        }
                        sleep(20); // room for a scanner that wrongly reads further ahead to do so
                        aheadOfListener.add(scans.get() - handling);
                    },
                    new CancelToken());
        }

        assertThat(delivered.get()).isEqualTo(ITEMS / 500 + 1);
        assertThat(aheadOfListener).allMatch(n -> n <= 1).contains(1);
    }

    @Test
    void aPoolOfOneThreadIsSlowerButFinishes() {
        ExecutorService one = Executors.newSingleThreadExecutor();
        try {
            ScanSummary summary = new TableScanner(
                            new Connection("test", dynamo.client(), dynamo.mapping(), true), appData, one)
                    .scan("app_data", plan(4, 200), page -> {}, new CancelToken());

            assertThat(summary.items()).isEqualTo(ITEMS);
        } finally {
            one.shutdownNow();
        }
    }

    private static ScanPlan plan(int segments, Integer pageSize) {
        return new ScanPlan(ScanShare.whole(), segments, pageSize);
    }

    @Test
    void theSharesOfATableTogetherReadEachItemOnce() {
        Map<String, Integer> shareOfKey = new ConcurrentHashMap<>();
        Set<Integer> segments = ConcurrentHashMap.newKeySet();

        long total = 0;
        for (int share = 0; share < 3; share++) {
            int index = share;
            ScanSummary summary = scanner.scan(
                    "app_data",
                    new ScanPlan(new ScanShare(share, 3), 2, 200),
                    page -> {
                        segments.add(page.segment());
                        page.rows()
                                .forEach(r -> assertThat(shareOfKey.put(
                                                r.item().scalarText("SK").orElseThrow(), index))
                                        .as("read by one share only")
                                        .isNull());
                    },
                    new CancelToken());
            assertThat(summary.segments()).isEqualTo(2);
            total += summary.items();
        }

        assertThat(total).isEqualTo(ITEMS);
        assertThat(shareOfKey).hasSize(ITEMS);
        assertThat(segments).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5);
        assertThat(shareOfKey.values()).contains(0, 1, 2);
    }

    /** The Scan requests asked for so far, and a wait for the next one. */
    private static final class Scans {
        private int asked;

        synchronized void asked() {
            asked++;
            notifyAll();
        }

        synchronized int get() {
            return asked;
        }

        /** Waits until the scanner has asked for more pages than {@code handling}, as it should without waiting. */
        synchronized void awaitMoreThan(int handling) {
            while (asked <= handling) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void aCancelStopsEverySegmentWithinAPage() {
        CancelToken cancel = new CancelToken();

        ScanSummary summary = scanner.scan("app_data", plan(4, 50), page -> cancel.cancel(), cancel);

        assertThat(summary.cancelled()).isTrue();
        assertThat(summary.items()).isLessThanOrEqualTo(4 * 50);
    }

    @Test
    void aMissingTableIsReportedAsTheStoreReportsIt() {
        TableScanner elsewhere = new TableScanner(
                new Connection("test", dynamo.client(), TableNameMapping.prefixed("nowhere-"), true), appData, pool);

        assertThatThrownBy(() -> elsewhere.scan("app_data", plan(4, null), page -> {}, new CancelToken()))
                .isInstanceOfSatisfying(StoreException.class, e -> {
                    assertThat(e.kind()).isEqualTo(StoreException.Kind.TABLE_MISSING);
                    assertThat(e.getMessage()).contains("app_data (nowhere-app_data)");
                });
        assertThatThrownBy(() -> scanner.scan(
                        "app_data", new ScanPlan(new ScanShare(0, 1_000), 1_001, null), page -> {}, new CancelToken()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1000 × 1001");
        assertThatThrownBy(() -> scanner.scan("no_table", plan(2, null), page -> {}, new CancelToken()))
                .isInstanceOf(StoreException.class)
                .hasMessageContaining("no_table");
    }

    @Test
    void aListenerFailureStopsTheScanAndReachesTheCaller() {
        assertThatThrownBy(() -> scanner.scan(
                        "app_data",
                        plan(4, 50),
                        page -> {
                            throw new IllegalStateException("the report cannot be written");
                        },
                        new CancelToken()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the report cannot be written");
    }
}
