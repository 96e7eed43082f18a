package io.tenantdesk.export;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.BatchProgress;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.ImportPlan;
import io.tenantdesk.store.Scope;
import io.tenantdesk.testing.Platforms;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Wallcrawler sessions exported and imported back on dynalite: an empty text and a missing value stay apart, and a
 * value stored in another type than its field's comes back as it is, each unless the user edits its cell.
 */
@ExtendWith(DynaliteExtension.class)
class ExportedValuesRoundTripTest {

    private DynamoDbClient client;
    private TableNameMapping mapping;
    private EntityStore store;
    private EntityDef session;
    private List<EntityRow> rows;

    @BeforeEach
    void load(LocalDynamo dynamo, @TempDir Path dir) {
        PlatformDescriptor platform = Platforms.get("wallcrawler");
        client = dynamo.client();
        mapping = dynamo.freshMapping();
        dynamo.loadDemo(platform, mapping, Set.of("Session"));
        store = new EntityStore(
                new Connection("test", client, mapping, false),
                platform,
                new ChangeJournal(dir.resolve("journal.jsonl")),
                Clock.systemUTC(),
                "arn:aws:iam::1:user/ada");
        session = platform.entity("Session").orElseThrow();
        List<EntityRow> all = new ArrayList<>();
        store.list(session, Scope.all(), null, page -> all.addAll(page.rows()), new CancelToken());
        rows = all.stream().filter(EntityRow::valid).limit(3).toList();
        assertThat(rows).hasSize(3);
    }

    /** Sets or removes {@code region} of row {@code i} behind the store's back, and reads the row again. */
    private void region(int i, AttributeValue value) {
        String id = rows.get(i).item().scalarText("sessionId").orElseThrow();
        client.updateItem(b -> b.tableName(mapping.physical(session.table().name()))
                .key(Map.of("sessionId", AttributeValue.fromS(id)))
                .updateExpression(value == null ? "REMOVE #r" : "SET #r = :r")
                .conditionExpression("attribute_exists(sessionId)")
                .expressionAttributeNames(Map.of("#r", "region"))
                .expressionAttributeValues(value == null ? null : Map.of(":r", value)));
        List<EntityRow> again = new ArrayList<>(rows);
        again.set(i, store.reload(rows.get(i)).orElseThrow());
        rows = again;
    }

    private Path export(ExportFormat format, Path file) throws Exception {
        return LicenceImportDemo.export(session, rows, format, file);
    }

    private ImportPlan plan(Path file) {
        try (CorrectionReader reader = CorrectionReader.open(file, session)) {
            return store.imports(session).plan(file.getFileName().toString(), reader, () -> {}, new CancelToken());
        }
    }

    private String id(int i) {
        return rows.get(i).item().scalarText("sessionId").orElseThrow();
    }

    @Test
    void anEmptyTextAndAMissingValueStayApartThroughAnExportAndItsImport(@TempDir Path dir) throws Exception {
        region(0, AttributeValue.fromS(""));
        region(1, null);
        Path csv = export(ExportFormat.CSV, dir.resolve("sessions.csv"));
        Path lines = export(ExportFormat.JSONL, dir.resolve("sessions.jsonl"));

        assertThat(LicenceImportDemo.csvRows(csv))
                .extracting(cells -> cells.get("region"))
                .startsWith("<empty>", "");
        assertThat(plan(csv).counts()).isEqualTo("0 new, 0 updated, 3 unchanged, 0 rejected");
        assertThat(plan(lines).counts()).isEqualTo("0 new, 0 updated, 3 unchanged, 0 rejected");

        LicenceImportDemo.editCsv(csv, cells -> {
            if (cells.get("sessionId").equals(id(0))) {
                cells.put("region", "eu-north-1");
            } else if (cells.get("sessionId").equals(id(1))) {
                cells.put("region", "<empty>");
            }
            return cells;
        });
        ImportPlan plan = plan(csv);
        assertThat(plan.counts()).isEqualTo("0 new, 2 updated, 1 unchanged, 0 rejected");
        store.apply(plan.asBatch().batch().orElseThrow(), "Ticket 9: regions", BatchProgress.NONE, new CancelToken());

        assertThat(store.reload(rows.get(0)).orElseThrow().item().get("region")).contains(Value.str("eu-north-1"));
        assertThat(store.reload(rows.get(1)).orElseThrow().item().get("region")).contains(Value.str(""));
    }

    @Test
    void aValueOfAnotherTypeThanItsFieldComesBackAsItIsUnlessItsCellIsEdited(@TempDir Path dir) throws Exception {
        region(0, AttributeValue.fromBool(true));
        region(1, AttributeValue.fromN("42"));
        Path csv = export(ExportFormat.CSV, dir.resolve("sessions.csv"));
        Path lines = export(ExportFormat.JSONL, dir.resolve("sessions.jsonl"));

        assertThat(plan(csv).counts()).isEqualTo("0 new, 0 updated, 3 unchanged, 0 rejected");
        assertThat(plan(lines).counts()).isEqualTo("0 new, 0 updated, 3 unchanged, 0 rejected");

        LicenceImportDemo.editCsv(csv, cells -> {
            if (cells.get("sessionId").equals(id(1))) {
                cells.put("region", "eu-west-1");
            }
            return cells;
        });
        ImportPlan plan = plan(csv);
        assertThat(plan.counts()).isEqualTo("0 new, 1 updated, 2 unchanged, 0 rejected");
        store.apply(plan.asBatch().batch().orElseThrow(), "Ticket 9: region", BatchProgress.NONE, new CancelToken());

        assertThat(store.reload(rows.get(0)).orElseThrow().item().get("region")).contains(Value.bool(true));
        assertThat(store.reload(rows.get(1)).orElseThrow().item().get("region")).contains(Value.str("eu-west-1"));
    }
}
