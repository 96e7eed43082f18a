package io.tenantdesk.bench;

import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.local.DemoLoader;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.testing.Platforms;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Loads one app_data tenant with many licenses, the benchmarks' common data set. */
final class BenchData {

    static final String TENANT = "bench";

    private BenchData() {
    }

    /** The bundled app_data descriptor, whose licenses every benchmark reads. */
    static PlatformDescriptor appData() {
        return Platforms.get("app_data");
    }

    static List<Item> licenses(int count) {
        List<Item> items = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            String id = String.format("l-%06d", i);
            String end = String.format("2027-%02d-%02d", 1 + i % 12, 1 + i % 28);
            items.add(Item.builder().putString("PK", "ACCOUNT#" + TENANT).putString("SK", "LICENSE#" + id)
                    .putString("GSI1PK", "ENTITY#LICENSE").putString("GSI1SK", "LICENSE#" + id)
                    .putString("GSI3PK", "LICENSE#STATUS#active").putString("GSI3SK", end + "#" + id)
                    .putString("product", i % 3 == 0 ? "Analytics Pro" : "Data Vault").putString("status", "active")
                    .putString("end_date", end).build());
        }
        return items;
    }

    static void load(DynamoDbClient client, PlatformDescriptor appData, TableNameMapping mapping, List<Item> items) {
        ExecutorService writers = Executors.newFixedThreadPool(4);
        try {
            new DemoLoader(client, writers).load(new DemoDataset(appData, Map.of("app_data", items),
                    Map.of("License", items.size()), List.of()), mapping);
        } finally {
            writers.shutdownNow();
        }
    }
}
