package io.tenantdesk.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.BulkPlan;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.ImportPlan;
import io.tenantdesk.store.write.ItemWrite;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An export edited while other writers go on changing its items, imported back on dynalite: only the cells the user
 * changed are written, an item changed since the export is a conflict, and only the remove mark removes a value.
 */
@ExtendWith(DynaliteExtension.class)
class ImportSinceExportTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static LicenceImportDemo demo(LocalDynamo dynamo, Path dir) {
        return LicenceImportDemo.load(dynamo, dir, dynamo.client(), false);
    }

    private static List<String> written(ItemWrite write) {
        return write.changes().stream()
                .filter(c -> !c.derived())
                .map(c -> c.attribute())
                .toList();
    }

    /** The demo's rows, the first {@code n} read again after {@code change} (an update expression) to each. */
    private static List<EntityRow> changedBeforeTheExport(
            LocalDynamo dynamo, LicenceImportDemo demo, int n, String change) {
        List<EntityRow> rows = new ArrayList<>(demo.rows());
        for (int i = 0; i < n; i++) {
            demo.changeMeanwhile(dynamo.client(), rows.get(i), change, Map.of());
            rows.set(i, demo.store().reload(rows.get(i)).orElseThrow());
        }
        return rows;
    }

    @Test
    void aRowExportedBeforeAnotherWriterSetItsSeatsIsAConflictAndTheSeatsStay(LocalDynamo dynamo, @TempDir Path dir)
            throws Exception {
        LicenceImportDemo demo = demo(dynamo, dir);
        List<EntityRow> rows = changedBeforeTheExport(dynamo, demo, 1, "REMOVE seats");
        EntityRow row = rows.get(0);
        Path file = LicenceImportDemo.export(demo.license(), rows, ExportFormat.CSV, dir.resolve("licenses.csv"));
        demo.changeMeanwhile(dynamo.client(), row, "SET seats = :s", Map.of(":s", AttributeValue.fromN("7")));
        List<String> seatsCells = new ArrayList<>();
        LicenceImportDemo.editCsv(file, cells -> {
            if (cells.get("license_id").equals(LicenceImportDemo.id(row))) {
                seatsCells.add(cells.get("seats"));
                cells.put("product", "Renamed");
            }
            return cells;
        });

        ImportPlan plan = demo.plan(file);

        assertThat(seatsCells).containsExactly("");
        assertThat(plan.counts()).isEqualTo("0 new, 0 updated, 5 unchanged, 0 rejected, 1 changed since the export");
        assertThat(plan.conflicts()).singleElement().satisfies(c -> {
            assertThat(c.line()).isEqualTo(2);
            assertThat(c.why()).isEqualTo("changed since the export: seats 7, was empty");
        });
        assertThat(plan.writes()).isEmpty();
        assertThat(plan.asBatch().skipped())
                .containsExactly(new BulkPlan.Skipped("Line 2", "changed since the export: seats 7, was empty"));
        EntityRow now = demo.store().reload(row).orElseThrow();
        assertThat(now.item().scalarText("seats")).contains("7");
        assertThat(now.item().get("product")).isEqualTo(row.item().get("product"));
    }

    @Test
    void onlyTheEditedCellIsWrittenAndOnlyWhileTheItemHoldsWhatWasExported(LocalDynamo dynamo, @TempDir Path dir)
            throws Exception {
        LicenceImportDemo demo = demo(dynamo, dir);
        Path file = demo.export(ExportFormat.CSV, dir.resolve("licenses.csv"));
        List<EntityRow> rows = demo.rows();
        LicenceImportDemo.editCsv(file, cells -> {
            String id = cells.get("license_id");
            if (id.equals(LicenceImportDemo.id(rows.get(0))) || id.equals(LicenceImportDemo.id(rows.get(1)))) {
                cells.put("seats", "4321");
            }
            return cells;
        });
        demo.changeMeanwhile(
                dynamo.client(), rows.get(1), "SET product = :p", Map.of(":p", AttributeValue.fromS("Other")));

        ImportPlan plan = demo.plan(file);

        assertThat(plan.counts()).isEqualTo("0 new, 1 updated, 4 unchanged, 0 rejected, 1 changed since the export");
        assertThat(plan.writes()).singleElement().satisfies(w -> {
            assertThat(written(w)).containsExactly("seats");
            assertThat(w.beforeImage()).contains(rows.get(0).item());
        });
        assertThat(plan.conflicts())
                .singleElement()
                .satisfies(c -> assertThat(c.why())
                        .isEqualTo("changed since the export: product Other, was "
                                + rows.get(1).item().scalarText("product").orElseThrow()));

        demo.changeMeanwhile(
                dynamo.client(), rows.get(0), "SET product = :p", Map.of(":p", AttributeValue.fromS("Meanwhile")));
        BatchOutcome outcome = demo.apply(plan);

        assertThat(outcome.summary()).isEqualTo("1 conflict");
        assertThat(demo.now(0).item().get("seats")).isEqualTo(rows.get(0).item().get("seats"));
        assertThat(demo.now(1).item().get("seats")).isEqualTo(rows.get(1).item().get("seats"));
    }

    @Test
    void anUntouchedRowIsUnchangedThoughItsItemChangedSinceTheExport(LocalDynamo dynamo, @TempDir Path dir)
            throws Exception {
        LicenceImportDemo demo = demo(dynamo, dir);
        Path csv = demo.export(ExportFormat.CSV, dir.resolve("licenses.csv"));
        Path lines = demo.export(ExportFormat.JSONL, dir.resolve("licenses.jsonl"));
        demo.changeMeanwhile(
                dynamo.client(), demo.rows().get(2), "SET seats = :s", Map.of(":s", AttributeValue.fromN("999")));

        assertThat(demo.plan(csv).counts()).isEqualTo("0 new, 0 updated, 6 unchanged, 0 rejected");
        assertThat(demo.plan(lines).counts()).isEqualTo("0 new, 0 updated, 6 unchanged, 0 rejected");
        assertThat(demo.now(2).item().scalarText("seats")).contains("999");
    }

    @Test
    void theRemoveMarkRemovesAValueTheRowHadWhileAnEmptyCellNeverRemovesOne(LocalDynamo dynamo, @TempDir Path dir)
            throws Exception {
        LicenceImportDemo demo = demo(dynamo, dir);
        List<EntityRow> rows = changedBeforeTheExport(dynamo, demo, 2, "REMOVE start_date");
        Path file = LicenceImportDemo.export(demo.license(), rows, ExportFormat.CSV, dir.resolve("licenses.csv"));
        LicenceImportDemo.editCsv(file, cells -> {
            String id = cells.get("license_id");
            if (id.equals(LicenceImportDemo.id(rows.get(0)))) {
                cells.put("seats", "<remove>");
            } else if (id.equals(LicenceImportDemo.id(rows.get(1)))) {
                cells.put("start_date", "<remove>");
                cells.put("seats", "12");
            } else if (id.equals(LicenceImportDemo.id(rows.get(2)))) {
                cells.put("seats", "");
            }
            return cells;
        });

        ImportPlan plan = demo.plan(file);

        assertThat(plan.counts()).isEqualTo("0 new, 2 updated, 3 unchanged, 1 rejected");
        assertThat(plan.writes())
                .extracting(ImportSinceExportTest::written)
                .containsExactly(List.of("seats"), List.of("seats"));
        assertThat(plan.rejected()).singleElement().satisfies(r -> {
            assertThat(r.line()).isEqualTo(4);
            assertThat(r.why())
                    .isEqualTo("`seats` is empty where the export held "
                            + rows.get(2).item().scalarText("seats").orElseThrow()
                            + ": that removes nothing; write <remove> to remove the value, or put the value back");
        });
        assertThat(demo.apply(plan).summary()).isEqualTo("2 written");
        assertThat(demo.now(0).item().has("seats")).isFalse();
        assertThat(demo.now(1).item().has("start_date")).isFalse();
        assertThat(demo.now(1).item().scalarText("seats")).contains("12");
        assertThat(demo.now(2).item().get("seats")).isEqualTo(rows.get(2).item().get("seats"));
    }

    @Test
    void inJsonLinesNullRemovesNothingAndTheRemoveMarkDoes(LocalDynamo dynamo, @TempDir Path dir) throws Exception {
        LicenceImportDemo demo = demo(dynamo, dir);
        Path file = demo.export(ExportFormat.JSONL, dir.resolve("licenses.jsonl"));
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        lines.set(
                0,
                ((ObjectNode) JSON.readTree(lines.get(0)))
                        .put("seats", "<remove>")
                        .toString());
        lines.set(1, ((ObjectNode) JSON.readTree(lines.get(1))).putNull("seats").toString());
        Files.write(file, lines, StandardCharsets.UTF_8);

        ImportPlan plan = demo.plan(file);

        assertThat(plan.counts()).isEqualTo("0 new, 1 updated, 4 unchanged, 1 rejected");
        assertThat(plan.rejected())
                .singleElement()
                .satisfies(r -> assertThat(r.why())
                        .startsWith("`seats` is null where the export held ")
                        .endsWith(": that removes nothing; write <remove> to remove the value, or put the value back"));
        assertThat(demo.apply(plan).summary()).isEqualTo("1 written");
        assertThat(demo.now(0).item().has("seats")).isFalse();
        assertThat(demo.now(1).item().get("seats"))
                .isEqualTo(demo.rows().get(1).item().get("seats"));
    }

    @Test
    void aFileWithoutExportedValuesCreatesNewItemsButChangesNoItemThatExists(LocalDynamo dynamo, @TempDir Path dir)
            throws Exception {
        LicenceImportDemo demo = demo(dynamo, dir);
        Path file = demo.export(ExportFormat.CSV, dir.resolve("licenses.csv"));
        List<EntityRow> rows = demo.rows();
        List<Map<String, String>> cells = LicenceImportDemo.csvRows(file);
        for (Map<String, String> row : cells) {
            row.remove("_exported");
            if (row.get("license_id").equals(LicenceImportDemo.id(rows.get(0)))) {
                row.put("seats", "5");
            }
        }
        Map<String, String> added = new LinkedHashMap<>(cells.get(1));
        added.put("license_id", "lic-added-1");
        cells.add(added);
        CsvSchema.Builder columns = CsvSchema.builder().setUseHeader(true);
        cells.get(0).keySet().forEach(columns::addColumn);
        new CsvMapper()
                .writer(columns.build())
                .writeValues(file.toFile())
                .writeAll(cells)
                .close();
        String header = Files.readAllLines(file).get(0);

        ImportPlan plan = demo.plan(file);

        assertThat(header).doesNotContain("_exported");
        assertThat(plan.counts()).isEqualTo("1 new, 0 updated, 5 unchanged, 1 rejected");
        assertThat(plan.rejected()).singleElement().satisfies(r -> {
            assertThat(r.line()).isEqualTo(2);
            assertThat(r.why())
                    .isEqualTo("this item exists, and the line carries no _exported value to tell what was changed in"
                            + " it: export the items again and make the changes there");
        });
        assertThat(demo.apply(plan).summary()).isEqualTo("1 written");
        assertThat(demo.now(0).item()).isEqualTo(rows.get(0).item());
    }
}
