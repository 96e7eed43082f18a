package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.store.write.Update;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** Shrunk from generated platforms: an item whose version is the largest number DynamoDB holds. */
@ExtendWith(DynaliteExtension.class)
class VersionAtTheLimitTest {

    @Test
    void anEditWhoseNextVersionDynamoDbCannotHoldIsRefusedBeforeItIsSent(LocalDynamo dynamo, @TempDir Path dir) {
        PlatformDescriptor platform = Fixtures.load("numbered");
        TableNameMapping mapping = dynamo.provision(platform, dynamo.freshMapping(), "orgs");
        Item item = Item.builder()
                .putString("PK", "ORG#acme")
                .putString("SK", "WALLET")
                .put("balance", Value.num("5"))
                .put("version", Value.num("9.9999999999999999999999999999999999999E+125"))
                .build();
        dynamo.client()
                .putItem(b -> b.tableName(mapping.physical("orgs"))
                        .item(ItemConverter.toAttributes(item))
                        .conditionExpression("attribute_not_exists(PK)"));
        EntityStore store = new EntityStore(
                new Connection("test", dynamo.client(), mapping, false),
                platform,
                new ChangeJournal(dir.resolve("journal.jsonl")),
                Clock.systemUTC(),
                "tester");
        EntityRow row = store.rowOf("orgs", item);

        Update update = store.planUpdate(row, Map.of("org_id", Value.str("acme"), "balance", Value.num("6")));

        assertThat(row.valid()).isTrue();
        assertThat(update.violations())
                .extracting(Violation::attribute, Violation::rule)
                .containsExactly(org.assertj.core.api.Assertions.tuple(
                        "version", io.tenantdesk.schema.validation.Rule.OUT_OF_RANGE));
        assertThatThrownBy(() -> store.apply(update, "edit"))
                .isInstanceOf(StoreException.class)
                .satisfies(e -> assertThat(((StoreException) e).kind()).isEqualTo(StoreException.Kind.VALIDATION))
                .hasMessageContaining("is beyond the numbers DynamoDB can hold");
        assertThat(dynamo.writesToOwnTables())
                .as("the item put in place, and nothing after it")
                .hasSize(1);
    }
}
