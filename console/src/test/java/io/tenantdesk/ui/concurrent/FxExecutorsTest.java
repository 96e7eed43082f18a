package io.tenantdesk.ui.concurrent;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.local.SharedDemo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.LoadSummary;
import io.tenantdesk.store.Scope;
import java.nio.file.Files;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The console's executors against the store's paged loads, in dynalite. */
@ExtendWith(DynaliteExtension.class)
class FxExecutorsTest {

    @Test
    void loadsOnEveryWorkerAtOnceStillGetTheirPages(LocalDynamo dynamo) throws Exception {
        SharedDemo demo = dynamo.sharedDemo();
        PlatformDescriptor appData = demo.data("app_data").platform();
        int workers = 2;
        try (FxExecutors executors = new FxExecutors(workers)) {
            EntityStore store = new EntityStore(
                    demo.connection(),
                    appData,
                    new ChangeJournal(Files.createTempDirectory("journal").resolve("journal.jsonl")),
                    Clock.systemUTC(),
                    "test",
                    executors.readAhead());
            List<CompletableFuture<LoadSummary>> loads = new ArrayList<>();
            for (int i = 0; i < 2 * workers; i++) {
                loads.add(CompletableFuture.supplyAsync(
                        () -> store.list(
                                appData.entity("License").orElseThrow(), Scope.all(), 5, page -> {}, new CancelToken()),
                        executors.background()));
            }

            CompletableFuture.allOf(loads.toArray(CompletableFuture[]::new)).get(30, TimeUnit.SECONDS);
            assertThat(loads).allSatisfy(l -> assertThat(l.join().pages()).isGreaterThan(1));
        }
    }
}
