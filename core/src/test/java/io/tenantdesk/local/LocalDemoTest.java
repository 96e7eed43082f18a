package io.tenantdesk.local;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.demo.DemoSize;
import io.tenantdesk.demo.MalformedItem;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.store.ItemConverter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

class LocalDemoTest {

    private static final List<PlatformDescriptor> PLATFORMS = new DescriptorLoader().loadBundled();
    private static final List<String> PROGRESS = new ArrayList<>();
    private static LocalDemo demo;

    @BeforeAll
    static void start() {
        demo = LocalDemo.start(
                DynaliteServer.defaultDirectory(), PLATFORMS, DemoSize.DEFAULT, Instant.now(), PROGRESS::add);
    }

    @AfterAll
    static void stop() {
        demo.close();
    }

    @Test
    void everyTableHoldsExactlyTheGeneratedItemsAndTheyClassifyAsGenerated() {
        for (PlatformDescriptor platform : PLATFORMS) {
            DemoDataset data = demo.datasets().get(platform.id());
            ItemClassifier classifier = new ItemClassifier(platform);
            Map<String, Integer> recognised = new HashMap<>();
            int unrecognised = 0;
            for (String table : platform.tables().keySet()) {
                int scanned = 0;
                for (var page : demo.client()
                        .scanPaginator(ScanRequest.builder().tableName(table).build())) {
                    for (var raw : page.items()) {
                        scanned++;
                        Classification c = classifier.classify(table, ItemConverter.toItem(raw));
                        if (c.recognised()) {
                            recognised.merge(c.entity().name(), 1, Integer::sum);
                        } else {
                            unrecognised++;
                        }
                    }
                }
                assertThat(scanned)
                        .as("items in %s", table)
                        .isEqualTo(data.itemsByTable().get(table).size());
            }
            assertThat(recognised).as(platform.id()).isEqualTo(data.recognisedCounts());
            assertThat(unrecognised).isEqualTo((int) data.malformed().stream()
                    .filter(MalformedItem::unrecognised)
                    .count());
        }
    }

    @Test
    void progressNamesEveryPlatform() {
        assertThat(PROGRESS).first().asString().startsWith("Starting the local DynamoDB");
        assertThat(PROGRESS).hasSize(PLATFORMS.size() + 1);
    }

    @Test
    void theDemoHandsOutAWritableLocalConnectionToEveryTableThatItsOwnerKeepsOpen() {
        List<String> tables = PLATFORMS.stream()
                .flatMap(platform -> platform.tables().keySet().stream())
                .toList();
        Connection connection = demo.connection();

        connection.close();

        assertThat(connection.label()).isEqualTo("Local demo");
        assertThat(connection.readOnly()).isFalse();
        assertThat(connection.ownsClient()).isFalse();
        assertThat(connection.tables().isIdentity()).isTrue();
        assertThat(connection.identity().local()).isTrue();
        assertThat(connection.identity().describe()).isEqualTo("local (" + demo.endpoint() + ")");
        assertThat(connection.endpoint()).contains(demo.endpoint());
        assertThat(connection.checkTables(tables).allPresent()).isTrue();
    }

    @Test
    void theDemoRefusesToLoadIntoTablesThatExist() {
        java.util.concurrent.ExecutorService writers = java.util.concurrent.Executors.newSingleThreadExecutor();
        DemoLoader again = new DemoLoader(demo.client(), writers);
        DemoDataset data = demo.datasets().values().iterator().next();

        try {
            assertThatThrownBy(() -> again.load(data, io.tenantdesk.aws.TableNameMapping.identity()))
                    .isInstanceOf(software.amazon.awssdk.services.dynamodb.model.ResourceInUseException.class);
        } finally {
            writers.shutdownNow();
        }
    }
}
