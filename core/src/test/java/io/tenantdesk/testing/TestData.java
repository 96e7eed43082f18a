package io.tenantdesk.testing;

import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.Daemons;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.local.DemoLoader;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Data the tests and benchmarks write into a fresh local DynamoDB. */
public final class TestData {

    private TestData() {}

    /** Creates the dataset's tables under {@code mapping} and writes its items, four batches at a time. */
    public static void load(DynamoDbClient client, DemoDataset data, TableNameMapping mapping) {
        ExecutorService writers = Executors.newFixedThreadPool(4, Daemons.named("test-data"));
        try {
            new DemoLoader(client, writers).load(data, mapping);
        } finally {
            writers.shutdownNow();
        }
    }

    /** app_data with these licenses and nothing else. */
    public static DemoDataset licensesOnly(PlatformDescriptor appData, List<Item> licenses) {
        return new DemoDataset(appData, Map.of("app_data", licenses), Map.of("License", licenses.size()), List.of());
    }

    /** A well-formed app_data license of {@code tenant}, with every key its template renders. */
    public static Item license(String tenant, String id, String status, String endDate, String product) {
        return Item.builder()
                .putString("PK", "ACCOUNT#" + tenant)
                .putString("SK", "LICENSE#" + id)
                .putString("GSI1PK", "ENTITY#LICENSE")
                .putString("GSI1SK", "LICENSE#" + id)
                .putString("GSI3PK", "LICENSE#STATUS#" + status)
                .putString("GSI3SK", endDate + "#" + id)
                .putString("product", product)
                .putString("status", status)
                .putString("end_date", endDate)
                .build();
    }
}
