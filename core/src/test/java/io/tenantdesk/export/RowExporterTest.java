package io.tenantdesk.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The file an export writes, whoever asks for it (the command line or the console). */
class RowExporterTest {

    private final PlatformDescriptor platform = Fixtures.load("fixture");
    private final EntityDef license = platform.entity("License").orElseThrow();

    private EntityRow license(String id) {
        Item item = Item.builder()
                .putString("PK", "ACCOUNT#acme")
                .putString("SK", "LICENSE#" + id)
                .putString("GSI1PK", "LICENSE#STATUS#active")
                .putString("GSI1SK", "2026-03-01#" + id)
                .putString("status", "active")
                .putString("end_date", "2026-03-01")
                .build();
        return new EntityRow("main", item, new ItemClassifier(platform).classify("main", item));
    }

    private String export(ExportFormat format, List<EntityRow> rows) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (RowExporter exporter = RowExporter.open(format, license, out)) {
            rows.forEach(exporter::write);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void everyFormatEndsWithOneNewline() {
        List<EntityRow> rows = List.of(license("l-1"), license("l-2"));

        assertThat(export(ExportFormat.JSON, rows)).endsWith("} ]\n");
        assertThat(export(ExportFormat.JSONL, rows))
                .endsWith("}\n")
                .doesNotEndWith("\n\n")
                .satisfies(text -> assertThat(text.lines()).hasSize(2));
        assertThat(export(ExportFormat.CSV, rows))
                .containsPattern("l-2,active,2026-03-01,,\"v1\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\"\n$")
                .doesNotEndWith("\n\n")
                .satisfies(text -> assertThat(text.lines()).hasSize(3));
    }

    @Test
    void noRowsIsAnEmptyArrayAHeaderOrAnEmptyFile() {
        assertThat(export(ExportFormat.JSON, List.of())).isEqualTo("[ ]\n");
        assertThat(export(ExportFormat.JSONL, List.of())).isEmpty();
        assertThat(export(ExportFormat.CSV, List.of()))
                .isEqualTo("account_id,license_id,status,end_date,problems,_exported\n");
    }

    @Test
    void aLoneSurrogateIsExportedReplacedAndMarkedInEveryFormat() throws Exception {
        Item item = license("l-3").item().toBuilder()
                .putString("status", "act\uD800ive")
                .put("notes", new Value.MapOf(Map.of("by\uDC00", Value.str("x\uD83D"))))
                .build();
        EntityRow odd = new EntityRow("main", item, new ItemClassifier(platform).classify("main", item));
        List<EntityRow> rows = List.of(license("l-1"), odd);

        for (ExportFormat format : ExportFormat.values()) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            RowExporter exporter = RowExporter.open(format, license, out);
            rows.forEach(exporter::write);
            exporter.close();

            assertThat(exporter.written()).isEqualTo(2);
            assertThat(exporter.repaired()).as(format.name()).isEqualTo(1);
            byte[] bytes = out.toByteArray();
            String text = StandardCharsets.UTF_8
                    .newDecoder()
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
            assertThat(text)
                    .as(format.name())
                    .contains("act\uFFFDive")
                    .contains(
                            "`status` held text that is not valid Unicode (unpaired surrogates), exported with U+FFFD in their place")
                    .doesNotContain("\\ud800")
                    .doesNotContain("\\uD800");
            assertThat(text.chars().filter(c -> Character.isSurrogate((char) c)))
                    .isEmpty();
        }
        ByteArrayOutputStream loose = new ByteArrayOutputStream();
        try (RowExporter exporter = RowExporter.open(ExportFormat.CSV, null, loose)) {
            exporter.write(odd);
        }
        assertThat(loose.toString(StandardCharsets.UTF_8))
                .contains("by\uFFFD")
                .contains("x\uFFFD")
                .contains("`item` held text that is not valid Unicode");
    }

    @Test
    void problemsNeverQuoteASecretNeitherAsStoredNorAsRenderedIntoAKey() {
        PlatformDescriptor secrets = Fixtures.load("secrets");
        EntityDef user = secrets.entity("User").orElseThrow();
        Item badValues = Item.builder()
                .putString("id", "USER~hash0123456789")
                .putString("GSI1PK", "BY~hash0123456789")
                .putString("keyId", "k-1")
                .putString("contact", "hash-of-a-mail")
                .putString("tier", "platinum-secret")
                .build();
        Item driftedKey = Item.builder()
                .putString("id", "USER~hash9876543210")
                .putString("GSI1PK", "BY~other")
                .putString("keyId", "k-2")
                .build();
        ItemClassifier classifier = new ItemClassifier(secrets);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (RowExporter exporter = RowExporter.open(ExportFormat.JSON, user, out)) {
            for (Item item : List.of(badValues, driftedKey)) {
                EntityRow row = new EntityRow("main", item, classifier.classify("main", item));
                assertThat(row.valid()).isFalse();
                exporter.write(row);
            }
        }

        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("\"problems\" : \"`contact` `********` is not an email address (and 1 more)\"")
                .contains("\"problems\" : \"`GSI1PK` is `BY~other` but the item's values give `BY~********`")
                .doesNotContain("hash0123456789")
                .doesNotContain("hash9876543210")
                .doesNotContain("hash-of-a-mail")
                .doesNotContain("platinum-secret");
    }

    @Test
    void csvCellsAreSafeForASpreadsheetAndSaySoWhileJsonHoldsTheValuesExactly() throws Exception {
        String formula = "=cmd|' /C calc'!A0";
        String hidden = "2026\u0000-03\u001b-01\u202Etxt.exe";
        Item item = license("l-9").item().toBuilder()
                .putString("status", formula)
                .putString("end_date", hidden)
                .build();
        EntityRow hostile = new EntityRow("main", item, new ItemClassifier(platform).classify("main", item));

        ByteArrayOutputStream csv = new ByteArrayOutputStream();
        RowExporter csvExporter = RowExporter.open(ExportFormat.CSV, license, csv);
        List.of(license("l-1"), hostile).forEach(csvExporter::write);
        csvExporter.close();

        String text = csv.toString(StandardCharsets.UTF_8);
        assertThat(text)
                .contains(",\"'=cmd|' /C calc'!A0\",\"2026\\u0000-03\\u001b-01\\u202etxt.exe\",")
                .doesNotContain("\u0000")
                .doesNotContain("\u001b")
                .doesNotContain("\u202E");
        assertThat(csvExporter.neutralised()).isEqualTo(1);
        assertThat(csvExporter.neutralisedNote())
                .contains("1 row held text a spreadsheet would take for a formula, or hidden characters: in the CSV"
                        + " such text starts with ' and hidden characters are written as escapes such as \\u202e;"
                        + " importing the file as corrections reads them back as they were");

        ObjectMapper mapper = new ObjectMapper();
        for (ExportFormat format : List.of(ExportFormat.JSON, ExportFormat.JSONL)) {
            ByteArrayOutputStream json = new ByteArrayOutputStream();
            RowExporter exporter = RowExporter.open(format, license, json);
            exporter.write(hostile);
            exporter.close();
            JsonNode written = mapper.readTree(json.toString(StandardCharsets.UTF_8));
            JsonNode row = written.isArray() ? written.get(0) : written;

            assertThat(row.get("status").textValue()).as(format.name()).isEqualTo(formula);
            assertThat(row.get("end_date").textValue()).as(format.name()).isEqualTo(hidden);
            assertThat(exporter.neutralisedNote()).as(format.name()).isEmpty();
        }
    }
}
