package io.tenantdesk.ui.entitylist;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.concurrent.UiExecutors;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * A list whose view tells when its first page is on screen asks for the second page only then, so the first
 * layout has the CPU to itself; a cancel while it waits ends the load. The loader runs on a thread of its own,
 * the test's thread is the UI thread, and the "frame" is whatever the test says; no JavaFX runs.
 */
@ExtendWith(DynaliteExtension.class)
class EntityListFirstPageTest {

    private static final int PAGE = 4;
    private static final Duration LONG = Duration.ofSeconds(30);

    private final AtomicInteger queries = new AtomicInteger();
    private final AtomicReference<Thread> loaderThread = new AtomicReference<>();
    private final BlockingQueue<Runnable> ui = new LinkedBlockingQueue<>();
    private final List<Runnable> frames = new ArrayList<>();
    private ExecutorService loader;
    private DynamoDbClient client;
    private EntityListViewModel vm;
    private int licenses;

    @BeforeEach
    void open(LocalDynamo dynamo) throws Exception {
        client = DynamoClients.local(dynamo.endpoint(), List.of(new ExecutionInterceptor() {
            @Override
            public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
                if (context.request() instanceof QueryRequest) {
                    queries.incrementAndGet();
                }
            }
        }));
        loader = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "test-loader");
            t.setDaemon(true);
            loaderThread.set(t);
            return t;
        });
        ConsoleFixture f = ConsoleFixture.onSharedDemo(
                dynamo,
                "app_data",
                Files.createTempDirectory("first-page"),
                client,
                UiExecutors.of(loader, ui::add, Runnable::run));
        EntityDef license = f.platform.entity("License").orElseThrow();
        licenses = f.data.recognisedCounts().get("License");
        assertThat(licenses).as("more licenses than one page").isGreaterThan(2 * PAGE);
        vm = new EntityListViewModel(f.context, license, Scope.all(), PAGE);
        vm.list().holdPagesUntilPainted(frames::add, LONG);
    }

    @AfterEach
    void close() {
        vm.dispose();
        loader.shutdownNow();
        client.close();
    }

    @Test
    void theSecondPageIsAskedForOnlyOnceTheFirstIsOnScreen() throws Exception {
        vm.load();
        runUiUntil(() -> !vm.list().rows().isEmpty());
        awaitLoaderWaiting();

        assertThat(vm.list().rows()).hasSize(PAGE);
        assertThat(frames)
                .as("the view was asked to tell when the rows are on screen")
                .hasSize(1);
        assertThat(queries.get()).as("only the first page's Query was sent").isEqualTo(1);
        assertThat(vm.list().loadingProperty().get()).isTrue();

        frames.get(0).run();
        runUiUntil(() -> !vm.list().loadingProperty().get());

        assertThat(vm.list().loadedRows()).hasSize(licenses);
        assertThat(queries.get()).isEqualTo(licenses / PAGE + 1);
        assertThat(frames).as("only the first page waits").hasSize(1);
        assertThat(vm.list().statusProperty().get()).startsWith(licenses + " rows");
    }

    @Test
    void aCancelWhileTheFirstPageWaitsForItsFrameEndsTheLoadWithItsRows() throws Exception {
        vm.load();
        runUiUntil(() -> !vm.list().rows().isEmpty());
        awaitLoaderWaiting();

        vm.list().cancel();
        runUiUntil(() -> !vm.list().loadingProperty().get());

        assertThat(queries.get()).as("no page after the cancel").isEqualTo(1);
        assertThat(vm.list().loadedRows()).hasSize(PAGE);
        assertThat(vm.list().statusProperty().get()).startsWith("Cancelled: ").contains("arrived and are kept");
    }

    /** Runs what the loader hands to the UI thread, in order, until {@code done}. */
    private void runUiUntil(java.util.function.BooleanSupplier done) throws InterruptedException {
        long deadline = System.nanoTime() + LONG.toNanos();
        while (!done.getAsBoolean()) {
            Runnable task = ui.poll(100, TimeUnit.MILLISECONDS);
            if (task != null) {
                task.run();
            }
            assertThat(System.nanoTime())
                    .as("the UI thread was given what it waits for in time")
                    .isLessThan(deadline);
        }
    }

    /** Returns once the loader is parked: it has handed over the first page and waits. */
    private void awaitLoaderWaiting() {
        long deadline = System.nanoTime() + LONG.toNanos();
        while (true) {
            Thread.State state = loaderThread.get().getState();
            if (state == Thread.State.WAITING || state == Thread.State.TIMED_WAITING) {
                return;
            }
            assertThat(System.nanoTime())
                    .as("the loader came to a stop in time")
                    .isLessThan(deadline);
            Thread.onSpinWait();
        }
    }
}
