package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.FaultProxy;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.item.Value;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The moves and credit adjustments a server with transactions gets (the local server has TransactWriteItems with
 * ClientRequestToken idempotency), under the same lost replies and delayed requests: one TransactWriteItems with a
 * token, which the client's own retries and the store's retry send again unchanged, so a replay is answered as
 * applied without applying twice. A replay's answer is not counted as an application.
 */
class TransactionalAtMostOnceTest extends WithFaultTrials {

    @Override
    protected boolean transactions() {
        return true;
    }

    @Test
    void aMoveInOneTransactionIsMadeOnceAndItsFinalOutcomeIsWhereTheItemIs() throws Exception {
        FaultTrials.Stores stores = faults.stores(Fixtures.load("fixture"));

        List<FaultTrials.Trial> trials = MoveAtMostOnceTest.moveTrials(faults, stores, "tx-move");

        MoveAtMostOnceTest.assertEndsWhereTheItemIs(faults, stores.direct(), trials);
        assertThat(trials)
                .as("never half-moved in a transaction")
                .noneSatisfy(t -> assertThat(t.entry().interruptedMove()).isTrue());
        assertThat(faults.proxy().received("PutItem"))
                .as("no move sent in two steps")
                .isZero();
    }

    @Test
    void aVersionedCreditInOneTransactionIsAppliedOnceAndItsFinalOutcomeIsTheTruth() throws Exception {
        FaultTrials.Stores stores = faults.stores(Fixtures.load("fixture"));

        List<FaultTrials.Trial> trials = creditTrials(stores, "tx-credit");

        Map<String, EntityRow> now = faults.table(stores.direct(), "account_id");
        for (FaultTrials.Trial trial : trials) {
            assertThat(new BigDecimal(now.get(trial.marker()).text("balance").orElseThrow()))
                    .as("balance after %s", trial)
                    .isEqualByComparingTo(BigDecimal.valueOf(10 + trial.applications()));
        }
        TrialVerdicts.assertDeterminedAndTrue(trials);
        assertThat(faults.proxy().received("UpdateItem"))
                .as("no adjustment sent as UpdateItem")
                .isZero();
    }

    @Test
    void anUnversionedCreditInOneTransactionIsAppliedOnceAndNeverReportedAppliedWrongly() throws Exception {
        FaultTrials.Stores stores = faults.stores(AtMostOnceTest.unversioned());

        List<FaultTrials.Trial> trials = creditTrials(stores, "tx-unversioned");

        Map<String, EntityRow> now = faults.table(stores.direct(), "account_id");
        for (FaultTrials.Trial trial : trials) {
            assertThat(new BigDecimal(now.get(trial.marker()).text("balance").orElseThrow()))
                    .as("balance after %s", trial)
                    .isEqualByComparingTo(BigDecimal.valueOf(10 + trial.applications()));
        }
        TrialVerdicts.assertTruthful(trials);
    }

    @Test
    void aCreditNotMadeSoFarIsSentAgainWithItsTokenSoItIsAppliedOnceWhicheverArrivesFirst() {
        FaultTrials.Stores stores = faults.storesWithoutResends(Fixtures.load("fixture"));
        EntityDef account = stores.direct().platform().entity("Account").orElseThrow();
        faults.load(
                stores.direct().platform(),
                List.of(
                        AtMostOnceTest.account(stores.direct(), account, "late-first"),
                        AtMostOnceTest.account(stores.direct(), account, "retry-first")));

        sendAgainWithTheSameToken(
                stores,
                id -> FaultTrials.report(() ->
                        stores.faulty().apply(stores.faulty().planCredit(account, id, BigDecimal.ONE), "goodwill")));

        Map<String, EntityRow> now = faults.table(stores.direct(), "account_id");
        assertThat(now.get("late-first").text("balance")).contains("11");
        assertThat(now.get("retry-first").text("balance")).contains("11");
    }

    @Test
    void aMoveNotMadeSoFarIsSentAgainWithItsTokenSoItIsMadeOnceWhicheverArrivesFirst() {
        FaultTrials.Stores stores = faults.storesWithoutResends(Fixtures.load("fixture"));
        EntityDef license = stores.direct().platform().entity("License").orElseThrow();
        Map<String, EntityRow> loaded = new java.util.LinkedHashMap<>();
        for (String id : List.of("late-first", "retry-first")) {
            loaded.put(
                    id,
                    stores.faulty()
                            .rowOf(
                                    "main",
                                    stores.direct()
                                            .planCreate(license, AtMostOnceTest.licenseFields(id))
                                            .after()));
        }
        faults.load(
                stores.direct().platform(),
                loaded.values().stream().map(EntityRow::item).toList());

        sendAgainWithTheSameToken(stores, id -> {
            Map<String, Value> fields = ChangePlanner.fieldsOf(license, loaded.get(id));
            fields.put("license_id", Value.str(id + "-moved"));
            return FaultTrials.report(() ->
                    stores.faulty().apply(stores.faulty().planMove(loaded.get(id), fields), "renumber"));
        });

        assertThat(faults.table(stores.direct(), "license_id"))
                .containsKeys("late-first-moved", "retry-first-moved")
                .doesNotContainKeys("late-first", "retry-first");
    }

    /**
     * Delays each write's transaction past the timeout, then sends it again through the retry the store offers: for
     * {@code late-first} after the delayed transaction arrived, for {@code retry-first} before. Either way the
     * transaction is applied once, and the write recorded as applied.
     */
    private void sendAgainWithTheSameToken(FaultTrials.Stores stores, Function<String, FaultTrials.Report> write) {
        List<String> followed = new java.util.ArrayList<>();
        for (String id : List.of("late-first", "retry-first")) {
            faults.proxy().faultNext(id, "TransactWriteItems", FaultProxy.Fault.DELAY_PAST_TIMEOUT);
            FaultTrials.Report first = write.apply(id);
            assertThat(first.reported()).as(id).isEqualTo(FaultTrials.Reported.NOT_APPLIED_SO_FAR);
            Retry retry = first.retry().orElseThrow();
            followed.add(retry.id());
            if (id.equals("late-first")) {
                assertThat(deliver(id).applied()).as("the late transaction").isTrue();
            }
            assertThat(FaultTrials.report(() -> stores.faulty().retry(retry)).reported())
                    .as("%s: the retry", id)
                    .isEqualTo(FaultTrials.Reported.APPLIED);
            if (id.equals("retry-first")) {
                assertThat(deliver(id).replay())
                        .as("the late transaction, after the retry")
                        .isTrue();
            }
        }
        faults.settleAll(followed);

        for (String id : List.of("late-first", "retry-first")) {
            assertThat(faults.proxy().seen(id))
                    .as("%s: one transaction, sent twice with one token, applied once", id)
                    .hasSize(2)
                    .filteredOn(FaultProxy.Seen::applied)
                    .hasSize(1);
        }
        assertThat(faults.journal().entries())
                .hasSize(2)
                .allSatisfy(e -> assertThat(e.status()).isEqualTo(WriteOutcome.Status.SUCCEEDED));
    }

    private FaultProxy.Seen deliver(String id) {
        faults.proxy().release(id);
        return faults.proxy().delivered(id);
    }

    private List<FaultTrials.Trial> creditTrials(FaultTrials.Stores stores, String what) throws Exception {
        EntityDef account = stores.direct().platform().entity("Account").orElseThrow();
        faults.load(
                stores.direct().platform(),
                FaultTrials.trialNames(what).stream()
                        .map(id -> AtMostOnceTest.account(stores.direct(), account, id))
                        .toList());
        return faults.runEveryFault(
                what,
                id -> FaultTrials.report(() ->
                        stores.faulty().apply(stores.faulty().planCredit(account, id, BigDecimal.ONE), "goodwill")));
    }
}
