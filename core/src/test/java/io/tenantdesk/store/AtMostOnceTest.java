package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.local.FaultProxy;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.load.DescriptorLoader;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * A write is applied at most once and its outcome is reported as it happened, when replies are lost on the way
 * back from the server (a proxy in front of dynalite answers 500 after the server applied the write, holds the
 * reply past the attempt timeout, drops the connection before or after forwarding, or throttles) or the request is
 * delayed on its way past the attempt timeout and delivered later. A write not applied so far is retried as the store
 * offers (in two trials of three), and its final outcome, once the store's later checks are over, is the truth. Every
 * trial has its own item, and the proxy says what the server really did with each write.
 */
@Execution(ExecutionMode.CONCURRENT)
class AtMostOnceTest extends WithFaultTrials {

    @Test
    void aCreditAdjustmentOnAVersionedBalanceIsAppliedOnceAndReportedAsItWas() throws Exception {
        FaultTrials.Stores stores = faults.stores(Fixtures.load("fixture"));
        EntityDef account = stores.direct().platform().entity("Account").orElseThrow();
        faults.load(
                stores.direct().platform(),
                FaultTrials.trialNames("credit").stream()
                        .map(id -> account(stores.direct(), account, id))
                        .toList());

        List<FaultTrials.Trial> trials = faults.runEveryFault(
                "credit",
                id -> FaultTrials.report(() ->
                        stores.faulty().apply(stores.faulty().planCredit(account, id, BigDecimal.ONE), "goodwill")));

        Map<String, EntityRow> now = faults.table(stores.direct(), "account_id");
        for (FaultTrials.Trial trial : trials) {
            EntityRow row = now.get(trial.marker());
            assertThat(new BigDecimal(row.text("balance").orElseThrow()))
                    .as("balance after %s", trial)
                    .isEqualByComparingTo(BigDecimal.valueOf(10 + trial.applications()));
            assertThat(row.text("version"))
                    .as("version after %s", trial)
                    .contains(String.valueOf(1 + trial.applications()));
        }
        TrialVerdicts.assertDeterminedAndTrue(trials);
        // asked again only when a probe got no answer in time, which a busy machine can cause; never once per write
        assertThat(faults.proxy().received("TransactWriteItems"))
                .as("probes for transactions over 500 writes")
                .isPositive()
                .isLessThan(Math.max(2, trials.size() / 50));
    }

    @Test
    void anUpdateIsAppliedOnceAndReportedAsItWas() throws Exception {
        FaultTrials.Stores stores = faults.stores(Fixtures.load("fixture"));
        EntityDef license = stores.direct().platform().entity("License").orElseThrow();
        Map<String, Item> loaded = new LinkedHashMap<>();
        FaultTrials.trialNames("update").forEach(id -> loaded.put(id, license(stores.direct(), license, id)));
        faults.load(stores.direct().platform(), List.copyOf(loaded.values()));

        List<FaultTrials.Trial> trials = faults.runEveryFault("update", id -> {
            EntityRow row = stores.faulty().rowOf("main", loaded.get(id));
            Map<String, Value> fields = ChangePlanner.fieldsOf(license, row);
            fields.put("status", Value.str("expired"));
            return FaultTrials.report(
                    () -> stores.faulty().apply(stores.faulty().planUpdate(row, fields), "expire"));
        });

        Map<String, EntityRow> now = faults.table(stores.direct(), "license_id");
        for (FaultTrials.Trial trial : trials) {
            assertThat(now.get(trial.marker()).text("status"))
                    .as("status after %s", trial)
                    .contains(trial.applications() == 1 ? "expired" : "active");
        }
        TrialVerdicts.assertDeterminedAndTrue(trials);
    }

    @Test
    void aCreateIsAppliedOnceAndReportedAsItWas() throws Exception {
        FaultTrials.Stores stores = faults.stores(Fixtures.load("fixture"));
        EntityDef license = stores.direct().platform().entity("License").orElseThrow();
        faults.load(stores.direct().platform(), List.of());

        List<FaultTrials.Trial> trials = faults.runEveryFault(
                "create",
                id -> FaultTrials.report(() ->
                        stores.faulty().apply(stores.faulty().planCreate(license, licenseFields(id)), "new license")));

        Map<String, EntityRow> now = faults.table(stores.direct(), "license_id");
        for (FaultTrials.Trial trial : trials) {
            assertThat(now.containsKey(trial.marker()))
                    .as("item after %s", trial)
                    .isEqualTo(trial.applications() == 1);
        }
        TrialVerdicts.assertDeterminedAndTrue(trials);
    }

    @Test
    void aDeleteIsAppliedOnceAndReportedAsItWas() throws Exception {
        FaultTrials.Stores stores = faults.stores(Fixtures.load("fixture"));
        EntityDef license = stores.direct().platform().entity("License").orElseThrow();
        Map<String, Item> loaded = new LinkedHashMap<>();
        FaultTrials.trialNames("delete").forEach(id -> loaded.put(id, license(stores.direct(), license, id)));
        faults.load(stores.direct().platform(), List.copyOf(loaded.values()));

        List<FaultTrials.Trial> trials = faults.runEveryFault(
                "delete",
                id -> FaultTrials.report(() -> stores.faulty()
                        .apply(stores.faulty().planDelete(stores.faulty().rowOf("main", loaded.get(id))), "remove")));

        Map<String, EntityRow> now = faults.table(stores.direct(), "license_id");
        for (FaultTrials.Trial trial : trials) {
            assertThat(now.containsKey(trial.marker()))
                    .as("item after %s", trial)
                    .isEqualTo(trial.applications() == 0);
        }
        TrialVerdicts.assertDeterminedAndTrue(trials);
    }

    @Test
    void aCreditAdjustmentWithoutVersionOrTransactionsIsNeverAppliedTwiceAndItsLostReplyIsUnknown() throws Exception {
        FaultTrials.Stores stores = faults.stores(unversioned());
        EntityDef account = stores.direct().platform().entity("Account").orElseThrow();
        assertThat(account.versionAttribute()).isEmpty();
        faults.load(
                stores.direct().platform(),
                FaultTrials.trialNames("unversioned").stream()
                        .map(id -> account(stores.direct(), account, id))
                        .toList());

        List<FaultTrials.Trial> trials = faults.runEveryFault(
                "unversioned",
                id -> FaultTrials.report(() ->
                        stores.faulty().apply(stores.faulty().planCredit(account, id, BigDecimal.ONE), "goodwill")));

        Map<String, EntityRow> now = faults.table(stores.direct(), "account_id");
        for (FaultTrials.Trial trial : trials) {
            assertThat(new BigDecimal(now.get(trial.marker()).text("balance").orElseThrow()))
                    .as("balance after %s", trial)
                    .isEqualByComparingTo(BigDecimal.valueOf(10 + trial.applications()));
            if (trial.reported() != FaultTrials.Reported.APPLIED) {
                assertThat(trial.reported())
                        .as("%s: no version, no transactions", trial)
                        .isEqualTo(FaultTrials.Reported.UNKNOWN);
                assertThat(trial.settled()).as("%s", trial).isEqualTo(WriteOutcome.Status.UNKNOWN);
            }
        }
        TrialVerdicts.assertTruthful(trials);
    }

    @Test
    void anUnknownUnversionedCreditSaysSoWhenTheItemIsAsItWas() {
        FaultTrials.Stores stores = faults.stores(unversioned());
        EntityDef account = stores.direct().platform().entity("Account").orElseThrow();
        faults.load(stores.direct().platform(), List.of(account(stores.direct(), account, "as-it-was")));
        faults.proxy().faultNextWrite("as-it-was", FaultProxy.Fault.DROP_BEFORE_SENDING);

        assertThatThrownBy(() -> stores.faulty()
                        .apply(stores.faulty().planCredit(account, "as-it-was", BigDecimal.ONE), "goodwill"))
                .isInstanceOfSatisfying(StoreException.class, e -> {
                    assertThat(e.kind()).isEqualTo(StoreException.Kind.OUTCOME_UNKNOWN);
                    assertThat(e.getMessage())
                            .contains("the item read back is as it was, but without a version")
                            .doesNotContain("shows neither the change nor the item as it was");
                });
    }

    static io.tenantdesk.schema.PlatformDescriptor unversioned() {
        String fixture = Fixtures.text("fixture")
                .replace("\"version\": \"version\",", "")
                .replace(",\n        \"version\": { \"type\": \"number\", \"required\": true }", "");
        return new DescriptorLoader().load("unversioned.json", fixture);
    }

    static Item account(EntityStore direct, EntityDef account, String id) {
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("account_id", Value.str(id));
        fields.put("name", Value.str("Account " + id));
        fields.put("balance", Value.num(10));
        fields.put("currency", Value.str("eur"));
        return direct.planCreate(account, fields).after();
    }

    private static Item license(EntityStore direct, EntityDef license, String id) {
        return direct.planCreate(license, licenseFields(id)).after();
    }

    static Map<String, Value> licenseFields(String id) {
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("account_id", Value.str("acme"));
        fields.put("license_id", Value.str(id));
        fields.put("status", Value.str("active"));
        fields.put("end_date", Value.str("2031-01-31"));
        return fields;
    }
}
