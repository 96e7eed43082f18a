package io.tenantdesk.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.BatchProgress;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.ImportPlan;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.testing.Platforms;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

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

    /** Another writer's change to a row's item, straight through the SDK, e.g. {@code SET seats = :v}. */
    void changeMeanwhile(DynamoDbClient client, EntityRow row, String update, Map<String, AttributeValue> values) {
        Item key = PrimaryKey.of(license.table(), row.item()).asItem();
        client.updateItem(b -> b.tableName(mapping.physical("app_data"))
                .key(Map.of(
                        "PK", AttributeValue.fromS(key.scalarText("PK").orElseThrow()),
                        "SK", AttributeValue.fromS(key.scalarText("SK").orElseThrow())))
                .updateExpression(update)
                .conditionExpression("attribute_exists(PK)")
                .expressionAttributeValues(values.isEmpty() ? null : values));
    }

    Path export(ExportFormat format, Path file) throws IOException {
        return export(license, rows, format, file);
    }

    static Path export(EntityDef entity, List<EntityRow> rows, ExportFormat format, Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file);
                RowExporter exporter = RowExporter.open(format, entity, out)) {
            rows.forEach(exporter::write);
        }
        return file;
    }

    /** The CSV rows as the export wrote them, each edited by {@code edit}, written back in the export's columns. */
    static void editCsv(Path file, Function<Map<String, String>, Map<String, String>> edit) throws IOException {
        CsvMapper csv = new CsvMapper();
        List<Map<String, String>> rows;
        CsvSchema header;
        try (MappingIterator<Map<String, String>> it = csv.readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader())
                .readValues(file.toFile())) {
            rows = it.readAll();
            header = (CsvSchema) it.getParserSchema();
        }
        List<Map<String, String>> edited = rows.stream().map(edit).toList();
        csv.writer(header.withHeader())
                .writeValues(file.toFile())
                .writeAll(edited)
                .close();
    }

    /** The CSV's rows, each its cells by column. */
    static List<Map<String, String>> csvRows(Path file) throws IOException {
        try (MappingIterator<Map<String, String>> it = new CsvMapper()
                .readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader())
                .readValues(file.toFile())) {
            return new ArrayList<>(it.readAll());
        }
    }

    static String id(EntityRow row) {
        return row.classification().keyValues().get("license_id");
    }
}
