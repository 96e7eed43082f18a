package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.PlatformDescriptor;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Invoices carry their organisation's number, not its id: a tenant's invoices are found through the number. */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TenantLinkTest {

    private EntityStore store;

    @BeforeAll
    void load(LocalDynamo dynamo, @TempDir Path journal) {
        PlatformDescriptor platform = Fixtures.load("grown");
        TableNameMapping mapping = dynamo.provision(platform, dynamo.freshMapping());
        String table = mapping.physical("orgs");
        put(dynamo, table, Map.of("PK", s("ORG#acme"), "SK", s("META"), "name", s("Acme"), "number", n("42")));
        put(dynamo, table, Map.of("PK", s("ORG#globex"), "SK", s("META"), "name", s("Globex"), "number", n("7")));
        put(dynamo, table, Map.of("PK", s("ORG#initech"), "SK", s("META"), "name", s("Initech")));
        put(dynamo, table, Map.of("PK", s("INVOICE#i1"), "SK", s("INVOICE"), "orgNumber", n("42"), "amount", n("10")));
        put(dynamo, table, Map.of("PK", s("INVOICE#i2"), "SK", s("INVOICE"), "orgNumber", n("42"), "amount", n("12")));
        put(dynamo, table, Map.of("PK", s("INVOICE#i3"), "SK", s("INVOICE"), "orgNumber", n("7"), "amount", n("99")));
        store = new EntityStore(
                new Connection("test", dynamo.client(), mapping, true),
                platform,
                new ChangeJournal(journal.resolve("journal.jsonl")),
                Clock.systemUTC(),
                "tester");
    }

    @Test
    void aTenantsItemsAreReadThroughTheAttributeTheyLinkBy() {
        assertThat(Rows.of(store, "Invoice", Scope.tenant("acme")))
                .extracting(r -> r.text("invoice_id").orElseThrow())
                .containsExactlyInAnyOrder("i1", "i2");
        assertThat(store.tenant("globex", new CancelToken()).rows("Invoice"))
                .extracting(r -> r.text("invoice_id").orElseThrow())
                .containsExactly("i3");
    }

    @Test
    void aTenantWithoutTheLinkingAttributeSaysSo() {
        assertThatThrownBy(() -> Rows.of(store, "Invoice", Scope.tenant("initech")))
                .isInstanceOf(StoreException.class)
                .hasMessage("Tenant `initech` has no `number`, which Invoice items are found by");
        assertThat(store.tenant("initech", new CancelToken()).noneBecause())
                .containsEntry("Invoice", "Tenant `initech` has no `number`, which Invoice items are found by");
    }

    private static void put(LocalDynamo dynamo, String table, Map<String, AttributeValue> item) {
        dynamo.client().putItem(b -> b.tableName(table).item(item).conditionExpression("attribute_not_exists(PK)"));
    }

    private static AttributeValue s(String text) {
        return AttributeValue.fromS(text);
    }

    private static AttributeValue n(String number) {
        return AttributeValue.fromN(number);
    }
}
