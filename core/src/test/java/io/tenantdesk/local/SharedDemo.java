package io.tenantdesk.local;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.Daemons;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.demo.DemoGenerator;
import io.tenantdesk.demo.DemoPlans;
import io.tenantdesk.demo.DemoSize;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.testing.Platforms;
import io.tenantdesk.testing.TestData;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The platforms' demo data, each generated once per run, and for the bundled platforms loaded once (when first
 * asked for) under one table prefix and from then on refused every write by the client's guard: for tests that
 * only read.
 */
public final class SharedDemo {

    private final DynamoDbClient client;
    private final WriteConditionGuard guard;
    private final TableNameMapping mapping = TableNameMapping.prefixed("shared-demo-");
    private final Map<String, CompletableFuture<DemoDataset>> loaded = new ConcurrentHashMap<>();
    private final Map<PlatformDescriptor, DemoDataset> generated = new ConcurrentHashMap<>();

    SharedDemo(DynamoDbClient client, WriteConditionGuard guard) {
        this.client = client;
        this.guard = guard;
    }

    /** The bundled platform's demo data set, loaded into {@link #mapping()}'s tables if no test has asked yet. */
    public DemoDataset data(String platformId) {
        return data(List.of(platformId)).get(platformId);
    }

    /** The data sets of these bundled platforms by id; those not loaded yet are loaded side by side. */
    public Map<String, DemoDataset> data(List<String> platformIds) {
        Map<String, CompletableFuture<DemoDataset>> wanted = new LinkedHashMap<>();
        Map<String, CompletableFuture<DemoDataset>> mine = new LinkedHashMap<>();
        for (String id : platformIds) {
            CompletableFuture<DemoDataset> fresh = new CompletableFuture<>();
            CompletableFuture<DemoDataset> first = loaded.putIfAbsent(id, fresh);
            wanted.put(id, first == null ? fresh : first);
            if (first == null) {
                mine.put(id, fresh);
            }
        }
        ExecutorService loaders = Executors.newFixedThreadPool(Math.max(1, mine.size()), Daemons.named("shared-demo"));
        try {
            mine.forEach((id, future) -> loaders.execute(() -> load(id, future)));
            Map<String, DemoDataset> data = new LinkedHashMap<>();
            wanted.forEach((id, future) -> data.put(id, future.join()));
            return data;
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : e;
        } finally {
            loaders.shutdown();
        }
    }

    private void load(String platformId, CompletableFuture<DemoDataset> result) {
        try {
            DemoDataset data = generated(Platforms.get(platformId));
            TestData.load(client, data, mapping);
            data.platform().tables().keySet().forEach(table -> guard.refuseWritesTo(mapping.physical(table)));
            result.complete(data);
        } catch (RuntimeException | Error e) {
            result.completeExceptionally(e);
        }
    }

    /** The platform's default demo data, generated the first time a test asks for it. */
    DemoDataset generated(PlatformDescriptor platform) {
        return generated.computeIfAbsent(
                platform,
                p -> new DemoGenerator(DemoSize.DEFAULT, LocalDemo.SEED, Instant.now(), DemoPlans.bundled())
                        .generate(p));
    }

    /** The shared tables' names: the logical names behind {@link #tablePrefix()}. */
    public TableNameMapping mapping() {
        return mapping;
    }

    public String tablePrefix() {
        return mapping.prefix();
    }

    /** A read-only connection to the shared tables: its store refuses every write. */
    public Connection connection() {
        return new Connection("shared demo", client, mapping, true);
    }
}
