package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.journal.Reverter;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.FaultProxy;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.write.Move;
import io.tenantdesk.testing.Platforms;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Moving an item to a new primary key on a server without transactions (dynalite behind a proxy that refuses them):
 * create, then delete, each journalled; and where the server has them, in one transaction.
 */
@ExtendWith(DynaliteExtension.class)
class MoveTest {

    private FaultProxy withoutTransactions;
    private DynamoDbClient client;
    private TableNameMapping mapping;
    private EntityStore store;
    private ChangeJournal journal;
    private EntityDef license;

    @BeforeEach
    void setUp(LocalDynamo dynamo, @TempDir Path dir) {
        mapping = dynamo.freshMapping();
        dynamo.provision(Platforms.get("app_data"), mapping);
        withoutTransactions = FaultProxy.start(dynamo.endpoint()).withoutTransactions();
        client = DynamoClients.local(withoutTransactions.endpoint(), List.of(dynamo.writeGuard()));
        journal = new ChangeJournal(dir.resolve("journal.jsonl"));
        store = new EntityStore(
                new Connection("test", client, mapping, false),
                Platforms.get("app_data"),
                journal,
                Clock.systemUTC(),
                "arn:aws:iam::1:user/ada");
        license = store.platform().entity("License").orElseThrow();
    }

    @AfterEach
    void tearDown() {
        client.close();
        withoutTransactions.close();
    }

    /** A license of tenant acme, as the move tests plan it. */
    static Map<String, Value> fields(String id, String status) {
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("account_id", Value.str("acme"));
        fields.put("license_id", Value.str(id));
        fields.put("product", Value.str("Analytics Pro"));
        fields.put("status", Value.str(status));
        fields.put("end_date", Value.str("2026-12-01"));
        fields.put("enterprise_id", Value.str("ent-1"));
        return fields;
    }

    private EntityRow create(String id) {
        return store.apply(store.planCreate(license, fields(id, "active")), "set up")
                .item()
                .orElseThrow();
    }

    private java.util.Optional<EntityRow> get(String id) {
        return store.get(license, Map.of("account_id", "acme", "license_id", id));
    }

    @Test
    void aMoveCreatesUnderTheNewKeyDeletesTheOldOneAndIsJournalledAsOneChangeWithItsSteps() {
        EntityRow loaded = create("l-1");
        Move move = store.planMove(loaded, fields("l-2", "active"));

        EntityRow moved =
                store.apply(move, "license id typed wrong, ticket 7").item().orElseThrow();

        assertThat(moved.item().scalarText("SK")).contains("LICENSE#l-2");
        assertThat(get("l-1")).isEmpty();
        assertThat(get("l-2")).map(EntityRow::item).contains(move.after());
        WriteRecord entry = journal.entries().get(0);
        assertThat(entry.operation()).isEqualTo("MOVE");
        assertThat(entry.status()).isEqualTo(WriteOutcome.Status.SUCCEEDED);
        assertThat(entry.steps()).hasSize(3).satisfies(steps -> {
            assertThat(steps.get(0).words()).startsWith("this server has no transactions");
            assertThat(steps.get(1).words())
                    .startsWith("created under the new key PK=ACCOUNT#acme, SK=LICENSE#l-2: SUCCEEDED");
            assertThat(steps.get(2).words())
                    .startsWith("deleted under the old key PK=ACCOUNT#acme, SK=LICENSE#l-1: SUCCEEDED");
        });
        assertThat(entry.request().condition())
                .startsWith("new key PK=ACCOUNT#acme, SK=LICENSE#l-2: attribute_not_exists(PK); "
                        + "old key PK=ACCOUNT#acme, SK=LICENSE#l-1: attribute_exists(PK) AND ");
    }

    @Test
    void aMoveRevertsAsOneMoveBack() {
        create("l-1");
        store.apply(store.planMove(get("l-1").orElseThrow(), fields("l-2", "active")), "renumber");

        new Reverter(store, journal).revert(journal.entries().get(0), "wrong license");

        assertThat(get("l-2")).isEmpty();
        assertThat(get("l-1").orElseThrow().text("product")).contains("Analytics Pro");
        assertThat(journal.entries().get(0).operation()).isEqualTo("REVERT_MOVE");
        assertThat(journal.entries().get(0).status()).isEqualTo(WriteOutcome.Status.SUCCEEDED);
    }

    @Test
    void aMoveOntoAKeyInUseWritesNothing() {
        EntityRow loaded = create("l-1");
        create("l-2");

        assertThatThrownBy(() -> store.apply(store.planMove(loaded, fields("l-2", "expired")), "x"))
                .isInstanceOfSatisfying(StoreException.class, e -> {
                    assertThat(e.kind()).isEqualTo(StoreException.Kind.CONFLICT);
                    assertThat(e.getMessage()).contains("already exists");
                });

        assertThat(get("l-1").orElseThrow().item()).isEqualTo(loaded.item());
        assertThat(get("l-2").orElseThrow().text("status")).contains("active");
        assertThat(journal.entries().get(0).status()).isEqualTo(WriteOutcome.Status.CONFLICT);
    }

    @Test
    void aMoveOfAnItemChangedSinceItWasLoadedTakesItsCreateBackAndWritesNothing() {
        EntityRow loaded = create("l-1");
        Map<String, Value> theirs = ChangePlanner.fieldsOf(license, loaded);
        theirs.put("product", Value.str("Data Vault"));
        store.apply(store.planUpdate(loaded, theirs), "someone else's edit");

        assertThatThrownBy(() -> store.apply(store.planMove(loaded, fields("l-2", "active")), "x"))
                .isInstanceOfSatisfying(StoreException.class, e -> {
                    assertThat(e.kind()).isEqualTo(StoreException.Kind.CONFLICT);
                    assertThat(e.getMessage()).contains("Someone changed this item");
                    assertThat(e.current().orElseThrow().text("product")).contains("Data Vault");
                });

        assertThat(get("l-2")).as("the create is taken back").isEmpty();
        assertThat(get("l-1").orElseThrow().text("product")).contains("Data Vault");
        WriteRecord entry = journal.entries().get(0);
        assertThat(entry.status()).isEqualTo(WriteOutcome.Status.CONFLICT);
        assertThat(entry.steps()).last().asString().startsWith("deleted again under the new key");
    }

    @Test
    void whereTheServerHasTransactionsAMoveIsOneTransaction(LocalDynamo dynamo, @TempDir Path dir) {
        ChangeJournal own = new ChangeJournal(dir.resolve("transactions.jsonl"));
        EntityStore direct = new EntityStore(
                new Connection("direct", dynamo.client(), mapping, false),
                Platforms.get("app_data"),
                own,
                Clock.systemUTC(),
                "arn:aws:iam::1:user/ada");
        EntityRow loaded = create("l-1");

        EntityRow moved = direct.apply(direct.planMove(loaded, fields("l-2", "active")), "renumber")
                .item()
                .orElseThrow();

        assertThat(moved.item().scalarText("SK")).contains("LICENSE#l-2");
        assertThat(get("l-1")).isEmpty();
        assertThat(own.entries().get(0).status()).isEqualTo(WriteOutcome.Status.SUCCEEDED);
        assertThat(own.entries().get(0).steps()).as("no steps: one request").isEmpty();

        // the transaction's first action (the create) is the one cancelled: the new key is taken
        create("l-3");
        assertThatThrownBy(() -> direct.apply(direct.planMove(get("l-2").orElseThrow(), fields("l-3", "expired")), "x"))
                .isInstanceOfSatisfying(StoreException.class, e -> {
                    assertThat(e.kind()).isEqualTo(StoreException.Kind.CONFLICT);
                    assertThat(e.getMessage()).contains("already exists");
                });
        assertThat(get("l-2")).isPresent();
        assertThat(get("l-3").orElseThrow().text("status")).contains("active");
    }

    @Test
    void aMoveThatKeepsTheKeyIsRefused() {
        EntityRow loaded = create("l-1");

        assertThatThrownBy(() -> store.planMove(loaded, fields("l-1", "expired")))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.REFUSED));
    }
}
