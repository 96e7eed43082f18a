package io.tenantdesk.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.CorrectionLine;
import io.tenantdesk.store.EntityRow;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The values a row was exported with travel in its {@code _exported} cell, and any change to that cell shows. */
class ExportedValuesTest {

    private static final ObjectMapper JSON =
            new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    private final PlatformDescriptor platform = Fixtures.load("fixture");
    private final EntityDef license = platform.entity("License").orElseThrow();

    private ObjectNode fields() throws Exception {
        return (ObjectNode)
                JSON.readTree(
                        "{\"license_id\": \"l-1\", \"seats\": 12.50, \"huge\": 1E+125, \"note\": \"\","
                                + " \"flag\": true, \"none\": null, \"tags\": [\"a\", {\"b\": -5}], \"text\": \"☃ =1 \\u202e\"}");
    }

    @Test
    void aRowsFieldsComeBackAsTheyWereExported() throws Exception {
        ObjectNode fields = fields();

        String cell = ExportedValues.encode(fields);

        assertThat(cell).startsWith("v1.").matches("[A-Za-z0-9._-]+");
        ObjectNode back = ExportedValues.decode(cell);
        assertThat(back.toString()).isEqualTo(fields.toString());
        assertThat(back.get("huge").decimalValue()).isEqualByComparingTo(new BigDecimal("1E+125"));
    }

    @Test
    void aCellEditedCutShortOrFromAnotherVersionIsDamaged() throws Exception {
        String cell = ExportedValues.encode(fields());
        int middle = cell.indexOf('.') + 5;
        char other = cell.charAt(middle) == 'A' ? 'B' : 'A';
        List<String> damaged = List.of(
                cell.substring(0, middle) + other + cell.substring(middle + 1),
                cell.substring(0, cell.length() - 3),
                cell.substring(0, cell.lastIndexOf('.') - 4) + cell.substring(cell.lastIndexOf('.')),
                "v2" + cell.substring(2),
                "v1.",
                "anything");

        for (String text : damaged) {
            assertThatThrownBy(() -> ExportedValues.decode(text))
                    .as(text)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("the _exported value is damaged (edited, cut short or copied wrong)");
        }
    }

    @Test
    void anImportOfAFileWithADamagedCellNamesTheLineAndReadsNothing(@TempDir Path dir) throws Exception {
        Item item = Item.builder()
                .putString("PK", "ACCOUNT#acme")
                .putString("SK", "LICENSE#l-1")
                .putString("GSI1PK", "LICENSE#STATUS#active")
                .putString("GSI1SK", "2026-03-01#l-1")
                .putString("status", "active")
                .putString("end_date", "2026-03-01")
                .build();
        EntityRow row = new EntityRow("main", item, new ItemClassifier(platform).classify("main", item));
        Path csv = dir.resolve("licenses.csv");
        try (OutputStream out = Files.newOutputStream(csv);
                RowExporter exporter = RowExporter.open(ExportFormat.CSV, license, out)) {
            exporter.write(row);
            exporter.write(row);
        }
        try (CorrectionReader reader = CorrectionReader.open(csv, license)) {
            CorrectionLine line = reader.next();
            assertThat(line.exportedValues())
                    .hasValueSatisfying(values ->
                            assertThat(values).containsOnlyKeys("account_id", "license_id", "status", "end_date"));
        }
        String text = Files.readString(csv);
        Files.writeString(csv, text.substring(0, text.length() - 4) + text.substring(text.length() - 2));

        assertThatThrownBy(() -> {
                    try (CorrectionReader reader = CorrectionReader.open(csv, license)) {
                        reader.forEachRemaining(l -> {});
                    }
                })
                .isInstanceOf(CorrectionFileException.class)
                .hasMessage("licenses.csv, line 3: the _exported value is damaged (edited, cut short or copied wrong):"
                        + " it must stay as the export wrote it; export the items again and make the changes in the"
                        + " new file");
    }
}
