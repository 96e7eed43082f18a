package io.tenantdesk.ui.bulk;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.export.ExportFormat;
import io.tenantdesk.export.RowExporter;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.BulkPlan;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.entitylist.EntityListViewModel;
import io.tenantdesk.ui.entitylist.EntityRowViewModel;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Import corrections from a list's view-model, on dynalite (no JavaFX): pick a file, confirm, outcomes. */
@ExtendWith(DynaliteExtension.class)
class ImportCorrectionsTest {

    private static EntityListViewModel licenses(ConsoleFixture f) {
        EntityDef license = f.platform.entity("License").orElseThrow();
        EntityListViewModel list =
                new EntityListViewModel(f.context, f.dialogs.bulk(), f.dialogs.items(), license, Scope.all());
        list.load();
        return list;
    }

    /** The first valid rows with seats, exported as JSON lines, the first one's seats set to {@code seats}. */
    private static Path editedExport(EntityListViewModel list, Path dir, List<EntityRow> rows, int seats)
            throws Exception {
        Path file = dir.resolve("licenses.jsonl");
        try (OutputStream out = Files.newOutputStream(file);
                RowExporter exporter = RowExporter.open(ExportFormat.JSONL, list.entity(), out)) {
            rows.forEach(exporter::write);
        }
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        lines.set(0, lines.get(0).replaceFirst("\"seats\":[0-9]+", "\"seats\":" + seats));
        Files.write(file, lines, StandardCharsets.UTF_8);
        return file;
    }

    private static List<EntityRow> someValid(EntityListViewModel list) {
        return list.list().loadedRows().stream()
                .map(EntityRowViewModel::row)
                .filter(EntityRow::valid)
                .filter(r -> r.item().scalarText("seats").isPresent())
                .limit(4)
                .toList();
    }

    @Test
    void aPickedFileIsPlannedConfirmedOnceAndWrittenAsOneBatch(LocalDynamo dynamo, @TempDir Path dir) throws Exception {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityListViewModel list = licenses(f);
        List<EntityRow> rows = someValid(list);
        Path file = editedExport(list, dir, rows, 909);
        f.dialogs.answer(file).answer("Ticket 40: seats from the customer").answer(false);

        list.corrections().importCorrections();

        assertThat(f.dialogs.asked)
                .containsExactly(
                        "chooseOpenFile: Import corrections to Licenses [csv, jsonl, json, gz]",
                        "confirmBatch: Import licenses.jsonl (1)",
                        "showBatchOutcome: Import licenses.jsonl (1 written)");
        BulkPlan shown = f.dialogs.bulk().batchesShown.get(0);
        assertThat(shown.counts()).isEqualTo("0 new, 1 updated, 3 unchanged, 0 rejected");
        assertThat(f.dialogs.bulk().progress)
                .startsWith("reading Reading licenses.jsonl and the items it names…", "closed");
        assertThat(f.store.reload(rows.get(0)).orElseThrow().item().scalarText("seats"))
                .contains("909");
        List<WriteRecord> entries = f.journal.entries();
        assertThat(entries).singleElement().satisfies(e -> {
            assertThat(e.write().batch()).isNotNull();
            assertThat(e.provenance().reason()).isEqualTo("Ticket 40: seats from the customer");
        });
    }

    @Test
    void aRowWhoseItemChangedSinceTheExportIsToldAndNothingIsWrittenForIt(LocalDynamo dynamo, @TempDir Path dir)
            throws Exception {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityListViewModel list = licenses(f);
        List<EntityRow> rows = someValid(list);
        Path file = editedExport(list, dir, rows, 909);
        Item key = PrimaryKey.of(list.entity().table(), rows.get(0).item()).asItem();
        dynamo.client()
                .updateItem(b -> b.tableName(f.mapping.physical("app_data"))
                        .key(Map.of(
                                "PK", AttributeValue.fromS(key.scalarText("PK").orElseThrow()),
                                "SK", AttributeValue.fromS(key.scalarText("SK").orElseThrow())))
                        .updateExpression("SET product = :p")
                        .conditionExpression("attribute_exists(PK)")
                        .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("Renamed meanwhile"))));
        f.dialogs.answer(file);

        list.corrections().importCorrections();

        assertThat(f.dialogs.asked)
                .containsExactly(
                        "chooseOpenFile: Import corrections to Licenses [csv, jsonl, json, gz]",
                        "info: Nothing to change");
        assertThat(f.dialogs.infos)
                .singleElement()
                .asString()
                .isEqualTo("Nothing to change: Import licenses.jsonl: 0 new, 0 updated, 3 unchanged, 0 rejected, 1"
                        + " changed since the export; nothing to write.\n• Line 1: changed since the export: product"
                        + " Renamed meanwhile, was "
                        + rows.get(0).item().scalarText("product").orElseThrow());
        assertThat(f.store.reload(rows.get(0)).orElseThrow().item().get("seats"))
                .isEqualTo(rows.get(0).item().get("seats"));
        assertThat(f.journal.entries()).isEmpty();
    }

    @Test
    void aBrokenFileIsNamedWithItsLineAndNothingIsAskedOrWritten(LocalDynamo dynamo, @TempDir Path dir)
            throws Exception {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityListViewModel list = licenses(f);
        Path file = editedExport(list, dir, someValid(list), 5);
        Files.writeString(file, Files.readString(file) + "{\"license_id\": \"l9\", \"seats\": }\n");
        f.dialogs.answer(file);

        list.corrections().importCorrections();

        assertThat(f.dialogs.asked)
                .containsExactly("chooseOpenFile: Import corrections to Licenses [csv, jsonl, json, gz]");
        assertThat(f.dialogs.errors)
                .singleElement()
                .asString()
                .startsWith("Nothing imported: licenses.jsonl, line 5: ")
                .endsWith("\nNothing was written.");
        assertThat(f.journal.entries()).isEmpty();
    }

    @Test
    void aReadOnlyConnectionRefusesBeforeAskingForAFile(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.onSharedDemo(dynamo, "app_data", dir);
        EntityListViewModel list = licenses(f);

        list.corrections().importCorrections();

        assertThat(f.dialogs.asked).isEmpty();
        assertThat(f.dialogs.errors)
                .containsExactly("Read-only connection: This connection is read-only: nothing can be " + "changed.");
    }
}
