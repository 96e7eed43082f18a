package io.tenantdesk.ui.rows;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.export.ExportFormat;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The console's export says in its outcome which CSV cells it made safe for a spreadsheet, and how. */
class RowExportNotesTest {

    private final PlatformDescriptor platform = Fixtures.load("fixture");
    private final EntityDef license = platform.entity("License").orElseThrow();

    private EntityRow license(String id, String status) {
        Item item = Item.builder()
                .putString("PK", "ACCOUNT#acme")
                .putString("SK", "LICENSE#" + id)
                .putString("status", status)
                .putString("end_date", "2026-03-01")
                .build();
        return new EntityRow("main", item, new ItemClassifier(platform).classify("main", item));
    }

    @Test
    void aCsvExportSaysWhichRowsHeldFormulasOrHiddenCharactersAndJsonSaysNothing(@TempDir Path dir) throws Exception {
        List<EntityRow> rows =
                List.of(license("l-1", "active"), license("l-2", "=HYPERLINK(\"http://x\")"), license("l-3", "\u202E"));
        Path csv = dir.resolve("licenses.csv");
        Path json = dir.resolve("licenses.json");

        String csvOutcome = RowExport.write(license, rows, ExportFormat.CSV, csv, done -> {})
                .describe("shown rows", csv);
        String jsonOutcome = RowExport.write(license, rows, ExportFormat.JSON, json, done -> {})
                .describe("shown rows", json);

        assertThat(csvOutcome)
                .isEqualTo("Exported 3 shown rows to " + csv + "; 2 rows held text a spreadsheet would take for a"
                        + " formula, or hidden characters: in the CSV such text starts with ' and hidden characters"
                        + " are written as escapes such as \\u202e; importing the file as corrections reads them back"
                        + " as they were");
        assertThat(Files.readString(csv)).contains("\"'=HYPERLINK(\"\"http://x\"\")\"", "l-3,\"\\u202e\",");
        assertThat(jsonOutcome).isEqualTo("Exported 3 shown rows to " + json);
        assertThat(Files.readString(json)).contains("\"=HYPERLINK(\\\"http://x\\\")\"", "\u202E");
    }
}
