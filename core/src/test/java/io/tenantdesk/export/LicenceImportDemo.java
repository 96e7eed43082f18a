package io.tenantdesk.export;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.BatchProgress;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.ImportPlan;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.testing.Platforms;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The app_data demo's licences in fresh tables, with a store and journal of their own: six valid active ones with
 * seats are what an import of corrections is tried on (the tests expire one).
 */
record LicenceImportDemo(
        EntityStore store, ChangeJournal journal, TableNameMapping mapping, EntityDef license, List<EntityRow> rows) {

    static LicenceImportDemo load(LocalDynamo dynamo, Path dir, DynamoDbClient client, boolean readOnly) {
        PlatformDescriptor platform = Platforms.get("app_data");
        TableNameMapping mapping = dynamo.freshMapping();
        dynamo.loadDemo(platform, mapping, Set.of("License"));
        ChangeJournal journal = new ChangeJournal(dir.resolve("journal.jsonl"));
        EntityStore store = new EntityStore(
                new Connection("test", client, mapping, readOnly),
                platform,
                journal,
                Clock.systemUTC(),
                "arn:aws:iam::1:user/ada");
        EntityDef license = platform.entity("License").orElseThrow();
        List<EntityRow> valid = licences(store, license).stream()
                .filter(EntityRow::valid)
                .filter(r -> r.item().scalarText("seats").isPresent())
                .filter(r ->
                        r.item().scalarText("status").filter("active"::equals).isPresent())
                .limit(6)
                .toList();
        assertThat(valid).hasSize(6);
        return new LicenceImportDemo(store, journal, mapping, license, valid);
    }

    private static List<EntityRow> licences(EntityStore store, EntityDef license) {
        List<EntityRow> rows = new ArrayList<>();
        store.list(license, Scope.all(), null, page -> rows.addAll(page.rows()), new CancelToken());
        return rows;
    }

    Map<String, String> seatsById() {
        return licences(store, license).stream()
                .filter(r -> r.item().scalarText("seats").isPresent())
                .collect(Collectors.toMap(
                        r -> r.classification().keyValues().get("license_id"),
                        r -> r.item().scalarText("seats").get()));
    }

    ImportPlan plan(Path file) {
        try (CorrectionReader reader = CorrectionReader.open(file, license)) {
            return store.imports(license).plan(file.getFileName().toString(), reader, () -> {}, new CancelToken());
        }
    }

    BatchOutcome apply(ImportPlan plan) {
        Batch batch = plan.asBatch().batch().orElseThrow();
        return store.apply(batch, "Ticket 31: seats from the customer's list", BatchProgress.NONE, new CancelToken());
    }

    EntityRow now(int row) {
        return store.reload(rows.get(row)).orElseThrow();
    }
}
