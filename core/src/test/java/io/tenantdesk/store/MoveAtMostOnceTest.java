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
 * replies are lost: each step is settled by reading its key back, so the item ends up moved or not moved, never
 * under both keys or none, and the move is reported as it ended. Half the trials lose the create's reply, half the
 * delete's.
 */
class MoveAtMostOnceTest extends WithFaultTrials {

    @Test
    void aMoveIsMadeOnceAndReportedAsItEnded() throws Exception {
        FaultTrials.Stores stores = faults.stores(Fixtures.load("fixture"));
        EntityDef license = stores.direct().platform().entity("License").orElseThrow();
        Map<String, Item> loaded = new LinkedHashMap<>();
        FaultTrials.trialNames("move")
                .forEach(id -> loaded.put(
                        id, stores.direct().planCreate(license, fields(id)).after()));
        faults.load(stores.direct().platform(), List.copyOf(loaded.values()));

        List<FaultTrials.Trial> trials = faults.runEveryFault(
                "move",
                (id, fault) -> faults.proxy()
                        .faultNext(
                                id,
                                Integer.parseInt(id.substring(id.length() - 3)) % 2 == 0 ? "PutItem" : "DeleteItem",
                                fault),
                id -> {
                    EntityRow row = stores.faulty().rowOf("main", loaded.get(id));
                    Map<String, Value> fields = ChangePlanner.fieldsOf(license, row);
                    fields.put("license_id", Value.str(id + "-moved"));
                    return FaultTrials.report(
                            () -> stores.faulty().apply(stores.faulty().planMove(row, fields), "renumber"));
                });

        Map<String, EntityRow> now = faults.table(stores.direct(), "license_id");
        for (FaultTrials.Trial trial : trials) {
            boolean atOld = now.containsKey(trial.marker());
            boolean atNew = now.containsKey(trial.marker() + "-moved");
            assertThat(atOld != atNew)
                    .as("%s: under exactly one key (old %s, new %s)", trial, atOld, atNew)
                    .isTrue();
            assertThat(trial.reported())
                    .as("%s", trial)
                    .isEqualTo(atNew ? FaultTrials.Reported.APPLIED : FaultTrials.Reported.NOT_APPLIED);
            if (trial.fault() == Fault.DROP_BEFORE_SENDING) {
                assertThat(atOld).as("%s", trial).isTrue();
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
        // the delete under the old key never reaches the server, and neither does the first delete under the new one
        faults.proxy()
                .faultNext(
                        id,
                        "DeleteItem",
                        Fault.DROP_BEFORE_SENDING,
                        () -> faults.proxy().faultNext(id, "DeleteItem", Fault.DROP_BEFORE_SENDING));
        EntityRow row = stores.faulty().rowOf("main", loaded);
        Map<String, Value> fields = ChangePlanner.fieldsOf(license, row);
        fields.put("license_id", Value.str(id + "-moved"));

        FaultTrials.Reported reported =
                FaultTrials.report(() -> stores.faulty().apply(stores.faulty().planMove(row, fields), "renumber"));

        assertThat(reported).isEqualTo(FaultTrials.Reported.NOT_APPLIED);
        assertThat(faults.table(stores.direct(), "license_id")).containsKey(id).doesNotContainKey(id + "-moved");
        assertThat(faults.proxy().received("DeleteItem"))
                .as("old key, new key, new key again")
                .isEqualTo(3);
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
