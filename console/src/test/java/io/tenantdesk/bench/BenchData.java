package io.tenantdesk.bench;

import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.testing.Platforms;
import io.tenantdesk.testing.TestData;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Loads one app_data tenant with many licenses, the benchmarks' common data set. */
final class BenchData {

    static final String TENANT = "bench";

    private BenchData() {}

    /** The bundled app_data descriptor, whose licenses every benchmark reads. */
    static PlatformDescriptor appData() {
        return Platforms.get("app_data");
    }

    static List<Item> licenses(int count) {
        List<Item> items = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            String id = String.format("l-%06d", i);
            String end = String.format("2027-%02d-%02d", 1 + i % 12, 1 + i % 28);
            items.add(TestData.license(TENANT, id, "active", end, i % 3 == 0 ? "Analytics Pro" : "Data Vault"));
        }
        return items;
    }

    static void load(DynamoDbClient client, PlatformDescriptor appData, TableNameMapping mapping, List<Item> items) {
        TestData.load(client, TestData.licensesOnly(appData, items), mapping);
    }
}
