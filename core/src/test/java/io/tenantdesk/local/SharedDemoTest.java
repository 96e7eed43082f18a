package io.tenantdesk.local;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.ItemConverter;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.StoreException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** The run's shared demo data: loaded once, read by anyone, written by no one. */
@ExtendWith(DynaliteExtension.class)
class SharedDemoTest {

    @Test
    void eachPlatformIsLoadedOnceUnderTheSharedPrefix(LocalDynamo dynamo) {
        SharedDemo demo = dynamo.sharedDemo();

        DemoDataset first = demo.data("wallcrawler");
        DemoDataset again = demo.data(List.of("app_data", "wallcrawler")).get("wallcrawler");

        assertThat(again).isSameAs(first);
        assertThat(demo.tablePrefix()).isNotEqualTo(dynamo.tablePrefix());
        first.itemsByTable()
                .forEach((table, items) -> assertThat(dynamo.client()
                                .scan(r -> r.tableName(demo.mapping().physical(table))
                                        .select("COUNT"))
                                .count())
                        .as(table)
                        .isEqualTo(items.size()));
    }

    @Test
    void everyWriteToItIsRefusedAndNothingChanges(LocalDynamo dynamo, @TempDir Path dir) {
        SharedDemo demo = dynamo.sharedDemo();
        DemoDataset data = demo.data("app_data");
        String table = demo.mapping().physical("app_data");
        Item stored = data.itemsByTable().get("app_data").get(0);
        Item changed = stored.toBuilder()
                .putString("product", "written by a test that only reads")
                .build();

        assertThatThrownBy(() -> dynamo.client()
                        .putItem(r -> r.tableName(table)
                                .item(ItemConverter.toAttributes(changed))
                                .conditionExpression("attribute_exists(PK)")))
                .hasStackTraceContaining("the shared demo data is read-only");
        assertThatThrownBy(() -> dynamo.client()
                        .batchWriteItem(r -> r.requestItems(Map.of(
                                table,
                                List.of(WriteRequest.builder()
                                        .putRequest(PutRequest.builder()
                                                .item(ItemConverter.toAttributes(changed))
                                                .build())
                                        .build())))))
                .hasStackTraceContaining("the shared demo data is read-only");

        EntityStore store = new EntityStore(
                demo.connection(),
                data.platform(),
                new ChangeJournal(dir.resolve("journal.jsonl")),
                Clock.systemUTC(),
                "tester");
        EntityDef license = data.platform().entity("License").orElseThrow();
        List<EntityRow> rows = new ArrayList<>();
        store.list(license, Scope.all(), null, page -> rows.addAll(page.rows()), new CancelToken());
        EntityRow loaded = rows.stream().filter(EntityRow::valid).findFirst().orElseThrow();
        Map<String, Value> fields = ChangePlanner.fieldsOf(license, loaded);
        fields.put("seats", Value.num(12345));
        assertThatThrownBy(() -> store.apply(store.planUpdate(loaded, fields), "a test that only reads"))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.READ_ONLY));

        assertThat(store.reload(loaded).orElseThrow().item()).isEqualTo(loaded.item());
        assertThat(ItemConverter.toItem(dynamo.client()
                        .getItem(r -> r.tableName(table)
                                .consistentRead(true)
                                .key(ItemConverter.toAttributes(Item.builder()
                                        .put("PK", stored.get("PK").orElseThrow())
                                        .put("SK", stored.get("SK").orElseThrow())
                                        .build())))
                        .item()))
                .isEqualTo(stored);
    }
}
