package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;

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

/**
 * A tenant overview where one entity keys its items by a Number tenant field and another's table is missing: each
 * entity's section stands on its own.
 */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TenantOverviewSectionsTest {

    private EntityStore store;

    @BeforeAll
    void load(LocalDynamo dynamo, @TempDir Path journal) {
        PlatformDescriptor platform = Fixtures.load("numbered");
        TableNameMapping mapping = dynamo.provision(platform, dynamo.freshMapping(), "orgs", "ledger");
        String orgs = mapping.physical("orgs");
        put(dynamo, orgs, Map.of("PK", s("ORG#acme"), "SK", s("META"), "name", s("Acme")));
        put(dynamo, orgs, Map.of("PK", s("ORG#acme"), "SK", s("MEMBER#m1")));
        put(dynamo, orgs, Map.of("PK", s("ORG#acme"), "SK", s("WALLET"), "balance", n("5")));
        put(dynamo, mapping.physical("ledger"), Map.of("orgNumber", n("42"), "SK", s("ENTRY#e1"), "amount", n("3")));
        store = new EntityStore(
                new Connection("test", dynamo.client(), mapping, true),
                platform,
                new ChangeJournal(journal.resolve("journal.jsonl")),
                Clock.systemUTC(),
                "tester");
    }

    @Test
    void aTenantIdThatCannotBeANumberKeyMeansNoItemsOfThatEntitySaidInWords() {
        TenantOverview overview = store.tenant("acme", new CancelToken());

        assertThat(overview.tenant()).isNotNull();
        assertThat(overview.rows("Member"))
                .extracting(r -> r.text("member_id").orElseThrow())
                .containsExactly("m1");
        assertThat(overview.rows("Wallet")).hasSize(1);
        assertThat(overview.rows("Entry")).isEmpty();
        assertThat(overview.noneBecause())
                .containsOnlyKeys("Entry")
                .containsValue("No Entry items where orgNumber = acme and SK begins with ENTRY#:"
                        + " `acme` is not a number, and `orgNumber` is a Number key");
    }

    @Test
    void oneEntitysFailedReadIsItsOwnAndTheOthersAreStillShown() {
        TenantOverview overview = store.tenant("acme", new CancelToken());

        assertThat(overview.failures()).containsOnlyKeys("Note");
        assertThat(overview.failure("Note").orElseThrow()).contains("notes");
        assertThat(overview.failure("Member")).isEmpty();
        assertThat(overview.rows("Member")).isNotEmpty();
    }

    @Test
    void aNumericTenantIdStillFindsTheEntitysItemsAndATextOneSendsNoRequest() {
        assertThat(Rows.of(store, "Entry", Scope.tenant("42")))
                .extracting(r -> r.text("entry_id").orElseThrow())
                .containsExactly("e1");

        Rows rows = new Rows();
        LoadSummary summary = store.list(
                store.platform().entity("Entry").orElseThrow(), Scope.tenant("acme"), null, rows, new CancelToken());

        assertThat(rows.rows).isEmpty();
        assertThat(summary.nothingToRead()).isTrue();
        assertThat(summary.description()).endsWith("`acme` is not a number, and `orgNumber` is a Number key");
    }

    private static void put(LocalDynamo dynamo, String table, Map<String, AttributeValue> item) {
        dynamo.client()
                .putItem(b -> b.tableName(table)
                        .item(item)
                        .conditionExpression("attribute_not_exists(#k)")
                        .expressionAttributeNames(Map.of("#k", item.containsKey("PK") ? "PK" : "orgNumber")));
    }

    private static AttributeValue s(String text) {
        return AttributeValue.fromS(text);
    }

    private static AttributeValue n(String number) {
        return AttributeValue.fromN(number);
    }
}
