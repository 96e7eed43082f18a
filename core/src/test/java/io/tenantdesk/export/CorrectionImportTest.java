package io.tenantdesk.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
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
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.testing.Platforms;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** An export of a list, edited and imported back as corrections, on dynalite: exactly the edited items change. */
@ExtendWith(DynaliteExtension.class)
class CorrectionImportTest {

    private static LicenceImportDemo demo(LocalDynamo dynamo, Path dir, boolean readOnly) {
        return LicenceImportDemo.load(dynamo, dir, dynamo.client(), readOnly);
    }

    private static Path export(LicenceImportDemo demo, ExportFormat format, Path file) throws Exception {
        return demo.export(format, file);
    }

    private static String id(EntityRow row) {
        return LicenceImportDemo.id(row);
    }

    private static void editCsv(Path file, Function<Map<String, String>, Map<String, String>> edit) throws Exception {
        LicenceImportDemo.editCsv(file, edit);
    }

    @Test
    void anEditedCsvExportImportedBackChangesExactlyTheEditedItemsAsOneJournalledBatch(
            LocalDynamo dynamo, @TempDir Path dir) throws Exception {
        LicenceImportDemo demo = demo(dynamo, dir, false);
        Path file = export(demo, ExportFormat.CSV, dir.resolve("licenses.csv"));
        String first = id(demo.rows().get(0));
        String second = id(demo.rows().get(1));
        editCsv(file, row -> {
            if (row.get("license_id").equals(first)) {
                row.put("seats", "4321");
            } else if (row.get("license_id").equals(second)) {
                row.put("status", "expired");
            }
            return row;
        });
        Map<String, String> seatsBefore = demo.seatsById();

        ImportPlan plan = demo.plan(file);

        assertThat(plan.counts()).isEqualTo("0 new, 2 updated, 4 unchanged, 0 rejected");
        assertThat(plan.writes())
                .extracting(w -> w.changes().stream()
                        .filter(c -> !c.derived())
                        .map(c -> c.attribute())
                        .toList())
                .containsExactly(List.of("seats"), List.of("status"));
        BatchOutcome outcome = demo.apply(plan);
        assertThat(outcome.summary()).isEqualTo("2 written");
        Map<String, String> seatsAfter = demo.seatsById();
        seatsBefore.put(first, "4321");
        assertThat(seatsAfter).isEqualTo(seatsBefore);
        EntityRow expired = demo.store().reload(demo.rows().get(1)).orElseThrow();
        assertThat(expired.item().scalarText("status")).contains("expired");
        assertThat(expired.item().scalarText("GSI3PK")).contains("LICENSE#STATUS#expired");
        List<WriteRecord> entries = demo.journal().entries();
        assertThat(entries).hasSize(2);
        assertThat(entries.stream().map(e -> e.write().batch()).distinct())
                .hasSize(1)
                .doesNotContainNull();
    }

    @Test
    void anEditedJsonLinesExportCreatesNewItemsAndRejectsLinesThatBreakTheDesign(LocalDynamo dynamo, @TempDir Path dir)
            throws Exception {
        LicenceImportDemo demo = demo(dynamo, dir, false);
        Path file = export(demo, ExportFormat.JSONL, dir.resolve("licenses.jsonl"));
        ObjectMapper json = new ObjectMapper();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        ObjectNode changed = (ObjectNode) json.readTree(lines.get(2));
        changed.put("seats", 12);
        lines.set(2, changed.toString());
        ObjectNode badEnum = (ObjectNode) json.readTree(lines.get(3));
        badEnum.put("status", "paused");
        lines.set(3, badEnum.toString());
        ObjectNode created = (ObjectNode) json.readTree(lines.get(0));
        created.put("license_id", "lic-imported-1");
        lines.add(created.toString());
        Files.write(file, lines, StandardCharsets.UTF_8);

        ImportPlan plan = demo.plan(file);

        assertThat(plan.counts()).isEqualTo("1 new, 1 updated, 4 unchanged, 1 rejected");
        assertThat(plan.rejected()).singleElement().satisfies(r -> {
            assertThat(r.line()).isEqualTo(4);
            assertThat(r.why()).contains("status").contains("paused");
        });
        assertThat(demo.apply(plan).summary()).isEqualTo("2 written");
        EntityRow made = demo.store()
                .get(
                        demo.license(),
                        Map.of(
                                "account_id",
                                demo.rows().get(0).classification().keyValues().get("account_id"),
                                "license_id",
                                "lic-imported-1"))
                .orElseThrow();
        assertThat(made.valid()).isTrue();
        assertThat(made.item().scalarText("product"))
                .isEqualTo(demo.rows().get(0).item().scalarText("product"));
        assertThat(demo.store().reload(demo.rows().get(2)).orElseThrow().item().scalarText("seats"))
                .contains("12");
        assertThat(demo.store().reload(demo.rows().get(3)).orElseThrow().item())
                .isEqualTo(demo.rows().get(3).item());
    }

    @Test
    void anItemChangedAfterPlanningIsAConflictAndTheRestAreWritten(LocalDynamo dynamo, @TempDir Path dir)
            throws Exception {
        LicenceImportDemo demo = demo(dynamo, dir, false);
        Path file = export(demo, ExportFormat.CSV, dir.resolve("licenses.csv"));
        editCsv(file, row -> {
            row.put("seats", "77");
            return row;
        });
        ImportPlan plan = demo.plan(file);
        assertThat(plan.writes()).hasSize(6);
        EntityRow meanwhile = demo.rows().get(2);
        Item key = PrimaryKey.of(demo.license().table(), meanwhile.item()).asItem();
        dynamo.client()
                .updateItem(b -> b.tableName(demo.mapping().physical("app_data"))
                        .key(Map.of(
                                "PK",
                                AttributeValue.fromS(key.scalarText("PK").orElseThrow()),
                                "SK",
                                AttributeValue.fromS(key.scalarText("SK").orElseThrow())))
                        .updateExpression("SET product = :p")
                        .conditionExpression("attribute_exists(PK)")
                        .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("Other"))));

        BatchOutcome outcome = demo.apply(plan);

        assertThat(outcome.summary()).isEqualTo("5 written, 1 conflict");
        assertThat(outcome.items().get(2).status()).isEqualTo(BatchOutcome.Status.CONFLICT);
        EntityRow untouched = demo.store().reload(meanwhile).orElseThrow();
        assertThat(untouched.item().scalarText("seats"))
                .isEqualTo(meanwhile.item().scalarText("seats"));
        assertThat(untouched.item().scalarText("product")).contains("Other");
    }

    @Test
    void aFileWithABadLineNamesTheFileTheLineAndTheProblemAndNothingIsPlanned(LocalDynamo dynamo, @TempDir Path dir)
            throws Exception {
        LicenceImportDemo demo = demo(dynamo, dir, false);
        Path file = export(demo, ExportFormat.JSONL, dir.resolve("licenses.jsonl"));
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        lines.set(4, lines.get(4).substring(0, lines.get(4).length() - 1) + ",}");
        Files.write(file, lines, StandardCharsets.UTF_8);
        Path csv = export(demo, ExportFormat.CSV, dir.resolve("licenses.csv"));
        List<String> csvLines = new ArrayList<>(Files.readAllLines(csv));
        csvLines.set(3, csvLines.get(3) + ",surplus");
        Files.write(csv, csvLines, StandardCharsets.UTF_8);
        Path unknownColumn = dir.resolve("columns.csv");
        Files.writeString(unknownColumn, "account_id,license_id,colour\na,b,red\n");

        assertThatThrownBy(() -> demo.plan(file))
                .isInstanceOf(CorrectionFileException.class)
                .hasMessageStartingWith("licenses.jsonl, line 5: ");
        assertThatThrownBy(() -> demo.plan(csv))
                .isInstanceOf(CorrectionFileException.class)
                .hasMessage("licenses.csv, line 4: "
                        + (demo.license().fieldNames().size() + 3) + " values where the header names "
                        + (demo.license().fieldNames().size() + 2) + " fields");
        assertThatThrownBy(() -> demo.plan(unknownColumn))
                .isInstanceOf(CorrectionFileException.class)
                .hasMessageStartingWith("columns.csv, line 1: `colour` is not a field of License");
        assertThat(demo.journal().entries()).isEmpty();
    }

    @Test
    void aReadOnlyStoreRefusesAnImportBeforeAnythingIsSent(LocalDynamo dynamo, @TempDir Path dir) throws Exception {
        LicenceImportDemo demo = demo(dynamo, dir, true);
        Path file = export(demo, ExportFormat.CSV, dir.resolve("licenses.csv"));
        editCsv(file, row -> {
            row.put("seats", "5");
            return row;
        });
        ImportPlan plan = demo.plan(file);

        assertThatThrownBy(() -> demo.apply(plan))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.READ_ONLY));
        demo.rows()
                .forEach(r ->
                        assertThat(demo.store().reload(r).orElseThrow().item()).isEqualTo(r.item()));
        assertThat(demo.journal().entries()).isEmpty();
        assertThat(Optional.of(plan.writes().size())).contains(6);
    }

    @Test
    void aSecretMaskedAsTheExportWroteItKeepsItsValueAndOneInClearIsRejected(LocalDynamo dynamo, @TempDir Path dir)
            throws Exception {
        PlatformDescriptor platform = Platforms.get("wallcrawler");
        TableNameMapping mapping = dynamo.freshMapping();
        dynamo.loadDemo(platform, mapping, Set.of("Session"));
        ChangeJournal journal = new ChangeJournal(dir.resolve("journal.jsonl"));
        EntityStore store = new EntityStore(
                new Connection("test", dynamo.client(), mapping, false),
                platform,
                journal,
                Clock.systemUTC(),
                "arn:aws:iam::1:user/ada");
        EntityDef session = platform.entity("Session").orElseThrow();
        List<EntityRow> all = new ArrayList<>();
        store.list(session, Scope.all(), null, page -> all.addAll(page.rows()), new CancelToken());
        List<EntityRow> rows = all.stream()
                .filter(EntityRow::valid)
                .filter(r -> r.item().scalarText("signingKey").isPresent())
                .limit(2)
                .toList();
        assertThat(rows).hasSize(2);
        Path file = dir.resolve("sessions.jsonl");
        try (OutputStream out = Files.newOutputStream(file);
                RowExporter exporter = RowExporter.open(ExportFormat.JSONL, session, out)) {
            rows.forEach(exporter::write);
        }
        ObjectMapper json = new ObjectMapper();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        ObjectNode masked = (ObjectNode) json.readTree(lines.get(0));
        assertThat(masked.get("signingKey").asText()).isEqualTo("********");
        assertThat(ExportedValues.decode(masked.get("_exported").asText())
                        .get("signingKey")
                        .asText())
                .isEqualTo("********");
        for (EntityRow row : rows) {
            assertThat(Files.readString(file))
                    .doesNotContain(row.item().scalarText("signingKey").orElseThrow());
        }
        masked.put("region", "eu-north-1");
        lines.set(0, masked.toString());
        ObjectNode clear = (ObjectNode) json.readTree(lines.get(1));
        clear.put("signingKey", "eyJhbGciOi-in-clear");
        lines.set(1, clear.toString());
        Files.write(file, lines, StandardCharsets.UTF_8);

        ImportPlan plan;
        try (CorrectionReader reader = CorrectionReader.open(file, session)) {
            plan = store.imports(session).plan("sessions.jsonl", reader, () -> {}, new CancelToken());
        }

        assertThat(plan.counts()).isEqualTo("0 new, 1 updated, 0 unchanged, 1 rejected");
        assertThat(plan.rejected()).singleElement().satisfies(r -> {
            assertThat(r.line()).isEqualTo(2);
            assertThat(r.why()).startsWith("`signingKey` is a secret and is never imported");
        });
        assertThat(plan.writes().get(0).changes())
                .extracting(c -> c.attribute())
                .doesNotContain("signingKey");
        store.apply(plan.asBatch().batch().orElseThrow(), "Ticket 50: region", BatchProgress.NONE, new CancelToken());
        EntityRow now = store.reload(rows.get(0)).orElseThrow();
        assertThat(now.item().scalarText("region")).contains("eu-north-1");
        assertThat(now.item().get("signingKey")).isEqualTo(rows.get(0).item().get("signingKey"));
    }
}
