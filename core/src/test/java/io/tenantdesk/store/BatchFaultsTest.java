package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.local.FaultProxy.Fault;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.write.Batch;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * A batch whose items' replies are lost on the way back (a proxy in front of dynalite): its items are recorded a
 * group at a time, and still each one is applied at most once and recorded as it happened.
 */
class BatchFaultsTest extends WithFaultTrials {

    private static final int ITEMS = 12;

    @Test
    void everyItemOfABatchWhoseRepliesAreLostIsRecordedAsItHappened() {
        FaultTrials.Stores stores = faults.stores(Fixtures.load("fixture"));
        EntityDef license = stores.direct().platform().entity("License").orElseThrow();
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < ITEMS; i++) {
            items.add(stores.direct()
                    .planCreate(license, AtMostOnceTest.licenseFields(marker(i)))
                    .after());
        }
        faults.load(stores.direct().platform(), items);
        List<EntityRow> rows =
                items.stream().map(item -> stores.faulty().rowOf("main", item)).toList();
        Batch batch = stores.faulty()
                .bulk()
                .setField(rows, "status", "expired")
                .batch()
                .orElseThrow();
        Map<Integer, Fault> faulted = Map.of(
                2,
                Fault.DROP_AFTER_APPLYING,
                5,
                Fault.DROP_BEFORE_SENDING,
                8,
                Fault.ERROR_AFTER_APPLYING,
                10,
                Fault.HOLD_PAST_TIMEOUT);
        AtomicReference<String> journalWhenTheThirdWasSent = new AtomicReference<>();
        for (int i = 0; i < ITEMS; i++) {
            if (i == 2) {
                faults.proxy()
                        .faultNextWrite(marker(i), faulted.get(i), () -> journalWhenTheThirdWasSent.set(journalText()));
            } else if (faulted.containsKey(i)) {
                faults.proxy().faultNextWrite(marker(i), faulted.get(i));
            } else {
                faults.proxy().watch(marker(i));
            }
        }

        BatchOutcome outcome = stores.faulty().apply(batch, "expire", BatchProgress.NONE, new CancelToken());
        assertThat(outcome.items().get(5).status()).isEqualTo(BatchOutcome.Status.NOT_APPLIED_SO_FAR);
        faults.settleAll(outcome.items().stream()
                .flatMap(i -> i.retry().stream())
                .map(Retry::id)
                .toList());

        assertThat(journalWhenTheThirdWasSent.get())
                .as("the journal when the third item's write was on its way")
                .contains(marker(2))
                .contains(marker(ITEMS - 1));
        Map<String, EntityRow> now = faults.table(stores.direct(), "license_id");
        Map<String, WriteRecord> entries = new LinkedHashMap<>();
        faults.journal().entries().forEach(e -> entries.put(e.describeKey(), e));
        assertThat(entries).hasSize(ITEMS);
        for (int i = 0; i < ITEMS; i++) {
            String marker = marker(i);
            long applications = faults.proxy().seen(marker).stream()
                    .filter(s -> s.applied())
                    .count();
            assertThat(applications).as("applications of %s", marker).isEqualTo(i == 5 ? 0 : 1);
            assertThat(now.get(marker).text("status")).as(marker).contains(applications == 1 ? "expired" : "active");
            BatchOutcome.ItemOutcome item = outcome.items().get(i);
            assertThat(item.status())
                    .as("outcome of %s: %s", marker, item.message())
                    .isEqualTo(
                            applications == 1 ? BatchOutcome.Status.WRITTEN : BatchOutcome.Status.NOT_APPLIED_SO_FAR);
            WriteRecord entry = entries.values().stream()
                    .filter(e -> e.describeKey().contains(marker))
                    .findFirst()
                    .orElseThrow();
            assertThat(entry.applied())
                    .as("journal of %s: %s", marker, entry.outcomeWords())
                    .isEqualTo(applications == 1);
            assertThat(entry.write().batch()).isEqualTo(batch.id());
            if (faulted.containsKey(i)) {
                assertThat(entry.status())
                        .as("journal of %s", marker)
                        .isEqualTo(
                                i == 5
                                        ? WriteOutcome.Status.NOT_APPLIED_AFTER_CHECK
                                        : WriteOutcome.Status.APPLIED_AFTER_CHECK);
            }
            if (i == 5) {
                assertThat(entry.outcome().message())
                        .isEqualTo("The item read back stayed unchanged through 4 more checks, the last 16 minutes"
                                + " after the reply was lost. DynamoDB refuses a request that reaches it more than 15"
                                + " minutes after it was signed, so the delayed request can no longer be applied.");
            }
        }
    }

    @Test
    void aBatchThatSetsAFieldIsAppliedOnceAndItsFinalOutcomeIsTheTruth() throws Exception {
        FaultTrials.Stores stores = faults.stores(Fixtures.load("fixture"));

        List<FaultTrials.Trial> trials =
                batchTrials(stores, "set-field", (bulk, row) -> bulk.setField(List.of(row), "status", "expired"));

        Map<String, EntityRow> now = faults.table(stores.direct(), "license_id");
        for (FaultTrials.Trial trial : trials) {
            assertThat(now.get(trial.marker()).text("status"))
                    .as("status after %s", trial)
                    .contains(trial.applications() == 1 ? "expired" : "active");
        }
        TrialVerdicts.assertDeterminedAndTrue(trials);
    }

    @Test
    void aBatchThatDeletesIsAppliedOnceAndItsFinalOutcomeIsTheTruth() throws Exception {
        FaultTrials.Stores stores = faults.stores(Fixtures.load("fixture"));

        List<FaultTrials.Trial> trials = batchTrials(
                stores, "batch-delete", (bulk, row) -> bulk.delete(List.of(row), stores.faulty()::planDelete));

        Map<String, EntityRow> now = faults.table(stores.direct(), "license_id");
        for (FaultTrials.Trial trial : trials) {
            assertThat(now.containsKey(trial.marker()))
                    .as("item after %s", trial)
                    .isEqualTo(trial.applications() == 0);
        }
        TrialVerdicts.assertDeterminedAndTrue(trials);
    }

    /** Every trial of {@code what}: a batch of one license of its own, as {@code plan} plans it. */
    private List<FaultTrials.Trial> batchTrials(
            FaultTrials.Stores stores, String what, BiFunction<BulkPlanner, EntityRow, BulkPlan> plan)
            throws Exception {
        Map<String, EntityRow> rows = licenses(stores, what);
        return faults.runEveryFault(
                what,
                id -> FaultTrials.report(() -> stores.faulty()
                        .apply(
                                plan.apply(stores.faulty().bulk(), rows.get(id))
                                        .batch()
                                        .orElseThrow(),
                                what,
                                BatchProgress.NONE,
                                new CancelToken())));
    }

    /** A license for each trial of {@code what}, loaded on the server, as the store through the proxy sees it. */
    private Map<String, EntityRow> licenses(FaultTrials.Stores stores, String what) {
        EntityDef license = stores.direct().platform().entity("License").orElseThrow();
        Map<String, EntityRow> rows = new LinkedHashMap<>();
        FaultTrials.trialNames(what)
                .forEach(id -> rows.put(
                        id,
                        stores.faulty()
                                .rowOf(
                                        "main",
                                        stores.direct()
                                                .planCreate(license, AtMostOnceTest.licenseFields(id))
                                                .after())));
        faults.load(
                stores.direct().platform(),
                rows.values().stream().map(EntityRow::item).toList());
        return rows;
    }

    private String journalText() {
        try {
            return Files.readString(faults.journal().file());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String marker(int i) {
        return String.format("batch-%02d", i);
    }
}
