package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.FaultProxy.Fault;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A key move on a server without transactions (create under the new key, then delete under the old one) whose
 * replies are lost or whose requests are delayed: each step is settled by reading its key back, a step not made so
 * far is checked again later and never taken for not sent, so the item ends up moved, not moved, or under both keys
 * (a move interrupted for good, which the journal offers to finish or undo), never under neither, and the move's final
 * outcome says which. Half the trials fault the create, half the delete.
 */
class MoveAtMostOnceTest extends WithFaultTrials {

    @Test
    void aMoveIsMadeOnceAndItsFinalOutcomeIsWhereTheItemIs() throws Exception {
        FaultTrials.Stores stores = faults.stores(Fixtures.load("fixture"));

        List<FaultTrials.Trial> trials = moveTrials(faults, stores, "move");

        assertEndsWhereTheItemIs(faults, stores.direct(), trials);
    }

    /**
     * Every trial of a move of its own item; without transactions, the create faulted in even trials and the delete in
     * odd ones.
     */
    static List<FaultTrials.Trial> moveTrials(FaultTrials faults, FaultTrials.Stores stores, String what)
            throws Exception {
        boolean transactions = faults.servers().startsWith("with ");
        EntityDef license = stores.direct().platform().entity("License").orElseThrow();
        Map<String, Item> loaded = new LinkedHashMap<>();
        FaultTrials.trialNames(what)
                .forEach(id -> loaded.put(
                        id, stores.direct().planCreate(license, fields(id)).after()));
        faults.load(stores.direct().platform(), List.copyOf(loaded.values()));
        Map<String, EntityRow> now = new java.util.concurrent.ConcurrentHashMap<>();
        return faults.runEveryFault(
                what,
                (id, fault) -> faults.proxy()
                        .faultNext(
                                id,
                                transactions ? "TransactWriteItems" : number(id) % 2 == 0 ? "PutItem" : "DeleteItem",
                                fault),
                id -> {
                    EntityRow row = stores.faulty().rowOf("main", loaded.get(id));
                    Map<String, Value> fields = ChangePlanner.fieldsOf(license, row);
                    fields.put("license_id", Value.str(id + "-moved"));
                    return FaultTrials.report(
                            () -> stores.faulty().apply(stores.faulty().planMove(row, fields), "renumber"));
                },
                trial -> {
                    if (now.isEmpty()) {
                        now.putAll(faults.table(stores.direct(), "license_id"));
                    }
                    return now.containsKey(trial.marker() + "-moved") && !now.containsKey(trial.marker());
                });
    }

    /** Moved, not moved or under both keys, as the final outcome says; never under neither. */
    static void assertEndsWhereTheItemIs(FaultTrials faults, EntityStore direct, List<FaultTrials.Trial> trials) {
        Map<String, EntityRow> now = faults.table(direct, "license_id");
        for (FaultTrials.Trial trial : trials) {
            boolean atOld = now.containsKey(trial.marker());
            boolean atNew = now.containsKey(trial.marker() + "-moved");
            assertThat(atOld || atNew).as("%s: under a key", trial).isTrue();
            assertThat(trial.entry().applied()).as("%s: moved", trial).isEqualTo(atNew && !atOld);
            assertThat(trial.entry().interruptedMove())
                    .as("%s: under both keys", trial)
                    .isEqualTo(atNew && atOld);
            if (faults.servers().startsWith("without ")
                    && trial.fault() == Fault.DROP_BEFORE_SENDING
                    && trial.retried().isEmpty()) {
                assertThat(atOld).as("%s: not sent, and not retried", trial).isTrue();
                assertThat(atNew)
                        .as("%s: created when the delete was dropped", trial)
                        .isEqualTo(number(trial.marker()) % 2 == 1);
            }
        }
    }

    @Test
    void aTakeBackWhoseRequestWasLostIsSentAgainSoTheItemStaysUnderTheOldKeyAlone() {
        FaultTrials.Stores stores = faults.stores(Fixtures.load("fixture"));
        EntityDef license = stores.direct().platform().entity("License").orElseThrow();
        String id = "move-taken-back";
        Item loaded = stores.direct().planCreate(license, fields(id)).after();
        faults.load(stores.direct().platform(), List.of(loaded));
        EntityRow row = stores.faulty().rowOf("main", loaded);
        // a colleague changes the item before the delete under the old key arrives, and the first delete under the
        // new key never reaches the server
        faults.proxy().beforeNext(id, "DeleteItem", () -> {
            Map<String, Value> theirs = ChangePlanner.fieldsOf(license, row);
            theirs.put("status", Value.str("expired"));
            stores.direct().apply(stores.direct().planUpdate(row, theirs), "a colleague");
            faults.proxy().faultNext(id, "DeleteItem", Fault.DROP_BEFORE_SENDING);
        });
        Map<String, Value> fields = ChangePlanner.fieldsOf(license, row);
        fields.put("license_id", Value.str(id + "-moved"));

        FaultTrials.Reported reported = FaultTrials.report(
                        () -> stores.faulty().apply(stores.faulty().planMove(row, fields), "renumber"))
                .reported();

        assertThat(reported).isEqualTo(FaultTrials.Reported.CONFLICT);
        Map<String, EntityRow> now = faults.table(stores.direct(), "license_id");
        assertThat(now).containsKey(id).doesNotContainKey(id + "-moved");
        assertThat(now.get(id).text("status")).contains("expired");
        assertThat(faults.proxy().received("DeleteItem"))
                .as("old key, new key, new key again")
                .isEqualTo(3);
    }

    private static int number(String trial) {
        return Integer.parseInt(trial.substring(trial.length() - 3));
    }

    private static Map<String, Value> fields(String id) {
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("account_id", Value.str("acme"));
        fields.put("license_id", Value.str(id));
        fields.put("status", Value.str("active"));
        fields.put("end_date", Value.str("2031-01-31"));
        return fields;
    }
}
