package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.testing.Platforms;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** Helpmaton workspaces: optimistic locking on `version`, and atomic credit adjustments. */
@ExtendWith(DynaliteExtension.class)
class CreditAndVersionTest {

    private EntityStore store;
    private EntityDef workspace;

    @BeforeEach
    void setUp(LocalDynamo dynamo, @TempDir Path dir) {
        var mapping = dynamo.freshMapping();
        dynamo.provision(Platforms.get("helpmaton"), mapping, "workspace");
        store = new EntityStore(
                new Connection("test", dynamo.client(), mapping, false),
                Platforms.get("helpmaton"),
                new ChangeJournal(dir.resolve("journal.jsonl")),
                Clock.systemUTC(),
                "support@example.com");
        workspace = store.platform().entity("Workspace").orElseThrow();
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("workspaceId", Value.str("ws-1"));
        fields.put("name", Value.str("Northwind"));
        fields.put("currency", Value.str("eur"));
        fields.put("creditBalance", Value.num("100.00"));
        store.apply(store.planCreate(workspace, fields), "test workspace")
                .item()
                .orElseThrow();
    }

    private EntityRow load() {
        return store.get(workspace, Map.of("workspaceId", "ws-1")).orElseThrow();
    }

    private BigDecimal balance() {
        return new BigDecimal(load().text("creditBalance").orElseThrow());
    }

    @Test
    void aVersionedEditIsConditionedOnTheVersionAndBumpsIt() {
        EntityRow loaded = load();
        assertThat(loaded.text("version")).contains("1");
        Map<String, Value> first = ChangePlanner.fieldsOf(workspace, loaded);
        first.put("name", Value.str("Northwind Traders"));
        Map<String, Value> second = ChangePlanner.fieldsOf(workspace, loaded);
        second.put("description", Value.str("EU tenant"));

        EntityRow after =
                store.apply(store.planUpdate(loaded, first), "rename").item().orElseThrow();

        assertThat(after.text("version")).contains("2");
        assertThatThrownBy(() -> store.apply(store.planUpdate(loaded, second), "describe")
                        .item()
                        .orElseThrow())
                .isInstanceOfSatisfying(StoreException.class, e -> {
                    assertThat(e.kind()).isEqualTo(StoreException.Kind.CONFLICT);
                    assertThat(e.current().orElseThrow().text("name")).contains("Northwind Traders");
                });
    }

    @Test
    void oneHundredConcurrentAdjustmentsAddUpExactly() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<CreditResult>> results = new ArrayList<>();
            for (int i = 0; i < 100; i++) {
                BigDecimal amount = new BigDecimal(i % 2 == 0 ? "2.50" : "-1.25");
                results.add(pool.submit(
                        () -> CreditResult.of(store.apply(store.planCredit(workspace, "ws-1", amount), "load test"))));
            }
            for (Future<CreditResult> r : results) {
                r.get();
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(balance()).isEqualByComparingTo("162.50");
        assertThat(load().text("version")).contains("101");
    }

    @Test
    void anAdjustmentBelowTheFloorIsRefusedAndChangesNothing() {
        CreditResult spent =
                CreditResult.of(store.apply(store.planCredit(workspace, "ws-1", new BigDecimal("-99.99")), "refund"));
        assertThat(spent.after()).isEqualByComparingTo("0.01");
        EntityRow before = load();

        assertThatThrownBy(() -> CreditResult.of(
                        store.apply(store.planCredit(workspace, "ws-1", new BigDecimal("-0.02")), "too much")))
                .isInstanceOfSatisfying(StoreException.class, e -> {
                    assertThat(e.kind()).isEqualTo(StoreException.Kind.REFUSED);
                    assertThat(e.getMessage()).contains("below 0").contains("it is 0.01");
                });
        assertThat(load()).isEqualTo(before);
    }

    @Test
    void anAdjustmentNeedsAReasonAndAnExistingTenant() {
        assertThatThrownBy(() -> CreditResult.of(store.apply(store.planCredit(workspace, "ws-1", BigDecimal.ONE), " ")))
                .hasMessage("A credit adjustment needs a reason.");
        assertThatThrownBy(
                        () -> CreditResult.of(store.apply(store.planCredit(workspace, "ws-404", BigDecimal.ONE), "x")))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.NOT_FOUND));
    }
}
