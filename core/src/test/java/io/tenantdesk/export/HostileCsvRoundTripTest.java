package io.tenantdesk.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.demo.DemoGenerator;
import io.tenantdesk.demo.DemoPlans;
import io.tenantdesk.demo.DemoSize;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDemo;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.ImportPlan;
import io.tenantdesk.store.Scope;
import io.tenantdesk.testing.HostileItems;
import io.tenantdesk.testing.HostileItems.Profile;
import io.tenantdesk.testing.Platforms;
import io.tenantdesk.testing.TestData;
import io.tenantdesk.text.VisibleText;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Licences holding formulas, hidden characters and edge values, on dynalite: their CSV export starts no cell with
 * a formula and holds no hidden character, and read back as corrections it changes nothing, as their JSON lines do.
 */
@ExtendWith(DynaliteExtension.class)
class HostileCsvRoundTripTest {

    /** The profiles whose values keep their fields' types, so an export read back must find every item unchanged. */
    private static final Set<Profile> OF_THEIR_TYPES = EnumSet.of(
            Profile.FORMULAS,
            Profile.HIDDEN_CHARACTERS,
            Profile.HUGE_STRINGS,
            Profile.JSON_TOO_DEEP,
            Profile.NANOSECOND_EPOCHS,
            Profile.HUGE_NUMBERS,
            Profile.TINY_NUMBERS,
            Profile.BEYOND_THE_CALENDAR);

    private static final List<String> TEXTS = List.of(
            "=cmd|'/c calc'!A1",
            "+1+1",
            "-2+3",
            "@SUM(A1:A9)",
            "\t=1",
            "\r=1",
            "\n=1",
            "'=1",
            "''",
            "'Tis",
            "a;=1",
            "a;\"=1",
            "=1+2\";=1+2",
            "=1+2'\" ;,=1+2",
            "\u0000\u001b\u202Eevil.exe",
            "C:\\new\\u0000",
            "\\\u0000",
            "-5");

    @Test
    void hostileValuesAreSafeInTheCsvAndTheCsvImportedBackChangesNothing(LocalDynamo dynamo, @TempDir Path dir)
            throws Exception {
        PlatformDescriptor appData = Platforms.get("app_data");
        EntityDef license = appData.entity("License").orElseThrow();
        List<Item> licenses = new ArrayList<>();
        HostileItems.of(new DemoGenerator(DemoSize.SMALL, LocalDemo.SEED, Instant.now(), DemoPlans.bundled())
                        .generate(appData))
                .stream()
                .filter(h -> h.entity().equals(license) && OF_THEIR_TYPES.contains(h.profile()))
                .forEach(h -> licenses.add(h.item()));
        for (int i = 0; i < TEXTS.size(); i++) {
            licenses.add(TestData.license("hostile", "lic-h" + i, "active", "2026-03-01", TEXTS.get(i)).toBuilder()
                    .putString("updated_by", TEXTS.get(TEXTS.size() - 1 - i))
                    .put("seats", Value.num("-" + i))
                    .build());
        }
        TableNameMapping mapping = dynamo.freshMapping();
        TestData.load(dynamo.client(), TestData.licensesOnly(appData, licenses), mapping);
        EntityStore store = new EntityStore(
                new Connection("test", dynamo.client(), mapping, false),
                appData,
                new ChangeJournal(dir.resolve("journal.jsonl")),
                Clock.systemUTC(),
                "arn:aws:iam::1:user/ada");
        List<EntityRow> rows = new ArrayList<>();
        store.list(license, Scope.all(), null, page -> rows.addAll(page.rows()), new CancelToken());
        assertThat(rows).hasSize(licenses.size()).hasSizeGreaterThan(TEXTS.size());

        Path csv = export(license, rows, ExportFormat.CSV, dir.resolve("licenses.csv"));
        Path lines = export(license, rows, ExportFormat.JSONL, dir.resolve("licenses.jsonl"));

        String text = Files.readString(csv);
        assertThat(VisibleText.firstHidden(
                        text.replace("\t", "").replace("\r", "").replace("\n", "")))
                .as("a hidden character in the CSV")
                .isEqualTo(-1);
        for (Map<String, String> row : cells(csv)) {
            row.forEach((column, cell) -> {
                if (!cell.isEmpty() && "=+-@\t\r\n".indexOf(cell.charAt(0)) >= 0) {
                    assertThat(column).as(VisibleText.escape(cell)).isEqualTo("seats");
                    assertThat(new BigDecimal(cell)).isNegative();
                }
            });
        }
        String unchanged = "0 new, 0 updated, " + rows.size() + " unchanged, 0 rejected";
        assertThat(plan(store, license, csv).counts()).isEqualTo(unchanged);
        assertThat(plan(store, license, lines).counts()).isEqualTo(unchanged);
    }

    private static Path export(EntityDef license, List<EntityRow> rows, ExportFormat format, Path file)
            throws Exception {
        try (OutputStream out = Files.newOutputStream(file);
                RowExporter exporter = RowExporter.open(format, license, out)) {
            rows.forEach(exporter::write);
        }
        return file;
    }

    private static List<Map<String, String>> cells(Path csv) throws Exception {
        try (MappingIterator<Map<String, String>> it = new CsvMapper()
                .readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader())
                .readValues(csv.toFile())) {
            return it.readAll();
        }
    }

    private static ImportPlan plan(EntityStore store, EntityDef license, Path file) {
        try (CorrectionReader reader = CorrectionReader.open(file, license)) {
            return store.imports(license).plan(file.getFileName().toString(), reader, () -> {}, new CancelToken());
        }
    }
}
