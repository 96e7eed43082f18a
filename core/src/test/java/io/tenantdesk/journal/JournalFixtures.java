package io.tenantdesk.journal;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.schema.validation.KeyRenderer;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.OutcomeChecks;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.Stamp;
import io.tenantdesk.store.write.Update;
import io.tenantdesk.store.write.Write;
import io.tenantdesk.testing.Platforms;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/** Helpmaton workspaces and their writes, as the journal's tests record them. */
final class JournalFixtures {

    static final Instant AT = Instant.parse("2026-11-25T10:00:00Z");
    static final PlatformDescriptor HELPMATON = Platforms.get("helpmaton");
    static final EntityDef WORKSPACE = HELPMATON.entity("Workspace").orElseThrow();
    static final Stamp STAMP = new Stamp(AT, "arn:aws:sts::1:assumed-role/x");
    private static final ItemClassifier CLASSIFIER = new ItemClassifier(HELPMATON);
    private static final ChangePlanner PLANNER =
            new ChangePlanner(CLASSIFIER, new KeyRenderer(new AttributeValidator()));

    private JournalFixtures() {}

    static WriteRecord record(Write write) {
        return record(write, null);
    }

    /** @param tenant the tenant the record names, as the store finds it */
    static WriteRecord record(Write write, String tenant) {
        return WriteRecord.planned(
                write,
                new WriteRecord.Provenance(
                        AT, "arn:aws:sts::1:assumed-role/x", "helpmaton", "prod-support", "eu-west-1", "ticket 42"),
                new WriteRecord.Request("prod-workspace", "attribute_exists(pk)", null),
                tenant,
                null);
    }

    static Item workspace(String id, String name) {
        return PLANNER.planCreate(WORKSPACE, workspaceFields(id, name), STAMP).after();
    }

    /** A workspace's fields: in dollars, with a balance of 10. */
    static Map<String, Value> workspaceFields(String id, String name) {
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("workspaceId", Value.str(id));
        fields.put("name", Value.str(name));
        fields.put("currency", Value.str("usd"));
        fields.put("creditBalance", Value.num("10"));
        return fields;
    }

    /** A writable store on Helpmaton tables of its own, writing to {@code journal}, holding workspace ws-1, Northwind. */
    static EntityStore storeWithOneWorkspace(LocalDynamo dynamo, ChangeJournal journal) {
        return storeWithOneWorkspace(dynamo, journal, OutcomeChecks.standard());
    }

    /** As {@link #storeWithOneWorkspace(LocalDynamo, ChangeJournal)}, checking in the background as {@code checks} say. */
    static EntityStore storeWithOneWorkspace(LocalDynamo dynamo, ChangeJournal journal, OutcomeChecks checks) {
        var mapping = dynamo.freshMapping();
        dynamo.provision(HELPMATON, mapping, "workspace");
        EntityStore store = new EntityStore(
                new Connection("test", dynamo.client(), mapping, false),
                HELPMATON,
                journal,
                Clock.systemUTC(),
                "support@example.com",
                Runnable::run,
                checks);
        store.apply(store.planCreate(WORKSPACE, workspaceFields("ws-1", "Northwind")), "setup");
        return store;
    }

    static Update rename(Item before, String name) {
        Map<String, Value> fields = ChangePlanner.fieldsOf(WORKSPACE, row(before));
        fields.put("name", Value.str(name));
        return PLANNER.planUpdate(WORKSPACE, before, fields, STAMP);
    }

    static EntityRow row(Item item) {
        String table = WORKSPACE.table().name();
        return new EntityRow(table, item, CLASSIFIER.classify(table, item));
    }
}
