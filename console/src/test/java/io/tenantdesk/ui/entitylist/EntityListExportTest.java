package io.tenantdesk.ui.entitylist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.tenantdesk.export.ExportFormat;
import io.tenantdesk.export.RowExporter;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.ConsoleFixture;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** Exporting loaded rows and copying items, read back with Jackson; secrets never leave masked. */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EntityListExportTest {

    private final ObjectMapper json = new ObjectMapper();
    private ConsoleFixture appData;
    private ConsoleFixture wallcrawler;
    private ConsoleFixture helpmaton;

    @TempDir
    Path files;

    @BeforeAll
    void loadDemo(LocalDynamo dynamo) throws IOException {
        appData = ConsoleFixture.offeringWritesOnSharedDemo(
                dynamo, "app_data", Files.createTempDirectory("export-journal"));
        wallcrawler = ConsoleFixture.onSharedDemo(dynamo, "wallcrawler", Files.createTempDirectory("export-journal"));
        helpmaton = ConsoleFixture.offeringWritesOnSharedDemo(
                dynamo, "helpmaton", Files.createTempDirectory("export-journal"));
    }

    private static EntityListViewModel loaded(ConsoleFixture f, String entity) {
        EntityListViewModel vm =
                new EntityListViewModel(f.context, f.platform.entity(entity).orElseThrow(), Scope.all());
        vm.load();
        return vm;
    }

    private static List<Map<String, String>> readCsv(Path file) throws IOException {
        CsvMapper csv = new CsvMapper();
        try (MappingIterator<Map<String, String>> rows = csv.readerFor(Map.class)
                .with(CsvSchema.emptySchema().withHeader())
                .readValues(file.toFile())) {
            return rows.readAll();
        }
    }

    private static List<String> csvHeader(Path file) throws IOException {
        return List.of(Files.readAllLines(file).get(0).split(","));
    }

    @Test
    void allLoadedRowsGoToCsvAndReadBackTheSame() throws IOException {
        EntityListViewModel vm = loaded(appData, "License");
        vm.list().quickFilterProperty().set("active");
        Path file = files.resolve("licenses.csv");
        appData.dialogs.answer(file);

        vm.export(ExportFormat.CSV, false);

        assertThat(appData.dialogs.asked)
                .last()
                .asString()
                .isEqualTo("chooseSaveFile: Export " + vm.list().loadedRows().size() + " loaded rows as CSV");
        List<Map<String, String>> rows = readCsv(file);
        List<String> header = new ArrayList<>(vm.entity().fieldNames());
        header.add(RowExporter.PROBLEMS);
        header.add(RowExporter.EXPORTED);
        assertThat(csvHeader(file)).containsExactlyElementsOf(header);
        assertThat(rows).hasSize(vm.list().loadedRows().size());
        Map<String, Map<String, String>> byId =
                rows.stream().collect(Collectors.toMap(r -> r.get("license_id"), r -> r));
        for (EntityRowViewModel loaded : vm.list().loadedRows()) {
            Map<String, String> exported =
                    byId.get(loaded.row().text("license_id").orElseThrow());
            assertThat(exported).as("every loaded row is in the file").isNotNull();
            for (String field : List.of("account_id", "status", "seats", "end_date", "product")) {
                assertThat(exported.get(field))
                        .isEqualTo(loaded.row().text(field).orElse(""));
            }
        }
        assertThat(vm.list().messageProperty().get()).isEqualTo("Exported " + rows.size() + " loaded rows to " + file);
    }

    @Test
    void theShownRowsGoToJsonAsFilteredAndSorted() throws IOException {
        EntityListViewModel vm = loaded(appData, "License");
        String product = vm.list().loadedRows().get(0).row().text("product").orElseThrow();
        vm.list().quickFilterProperty().set(product);
        vm.sortBy(List.of(new SortOrder(1, false)));
        Path file = files.resolve("shown.json");
        appData.dialogs.answer(file);

        vm.export(ExportFormat.JSON, true);

        JsonNode array = json.readTree(file.toFile());
        assertThat(array.isArray()).isTrue();
        assertThat(array)
                .hasSize(vm.list().rows().size())
                .hasSizeLessThan(vm.list().loadedRows().size());
        List<String> ids = new ArrayList<>();
        array.forEach(n -> ids.add(n.get("license_id").asText()));
        assertThat(ids)
                .containsExactlyElementsOf(vm.list().rows().stream()
                        .map(r -> r.row().text("license_id").orElseThrow())
                        .toList());
        array.forEach(n -> assertThat(n.get("product").asText()).isEqualTo(product));
        array.forEach(n ->
                assertThat(n.get("seats") == null || n.get("seats").isNumber()).isTrue());
        assertThat(vm.list().messageProperty().get())
                .startsWith("Exported " + vm.list().rows().size() + " shown rows to ");
    }

    @Test
    void exportedProblemsSayWhatIsWrong() throws IOException {
        EntityListViewModel vm = loaded(appData, "Account");
        Path file = files.resolve("accounts.csv");
        appData.dialogs.answer(file);

        vm.export(ExportFormat.CSV, false);

        assertThat(readCsv(file))
                .filteredOn(r -> !r.get(RowExporter.PROBLEMS).isEmpty())
                .hasSize(vm.problemCountProperty().get());
    }

    @Test
    void theFileIsWrittenBesideAndReplacesAnEarlierOneOwnerOnly() throws IOException {
        EntityListViewModel vm = loaded(appData, "License");
        Path folder = Files.createDirectory(files.resolve("shared"));
        Path file = folder.resolve("licenses.json");
        Files.writeString(file, "an earlier export");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        appData.dialogs.answer(file);

        vm.export(ExportFormat.JSON, false);

        assertThat(json.readTree(file.toFile())).hasSize(vm.list().loadedRows().size());
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
                .isEqualTo("rw-------");
        try (Stream<Path> left = Files.list(folder)) {
            assertThat(left).containsExactly(file);
        }
    }

    @Test
    void noFileChosenExportsNothing() {
        EntityListViewModel vm = loaded(appData, "License");
        appData.dialogs.answer(null);

        vm.export(ExportFormat.CSV, true);

        assertThat(vm.list().messageProperty().get()).isEmpty();
    }

    @Test
    void secretsAreMaskedInExports() throws IOException {
        EntityListViewModel sessions = loaded(wallcrawler, "Session");
        Set<String> secrets = sessions.list().loadedRows().stream()
                .map(r -> r.row().item().scalarText("signingKey"))
                .filter(java.util.Optional::isPresent)
                .map(java.util.Optional::get)
                .collect(Collectors.toSet());
        assertThat(secrets).isNotEmpty();
        Path csv = files.resolve("sessions.csv");
        Path jsonFile = files.resolve("sessions.json");
        wallcrawler.dialogs.answer(csv).answer(jsonFile);

        sessions.export(ExportFormat.CSV, false);
        sessions.export(ExportFormat.JSON, false);

        long withSecret = sessions.list().loadedRows().stream()
                .filter(r -> r.row().item().has("signingKey"))
                .count();
        assertThat(readCsv(csv))
                .filteredOn(r -> !r.get("signingKey").isEmpty())
                .hasSize((int) withSecret)
                .allSatisfy(r -> assertThat(r.get("signingKey")).isEqualTo(PlainValues.MASK));
        String csvText = Files.readString(csv);
        String jsonText = Files.readString(jsonFile);
        assertThat(secrets).allSatisfy(s -> {
            assertThat(csvText).doesNotContain(s);
            assertThat(jsonText).doesNotContain(s);
        });
        assertThat(json.readTree(jsonFile.toFile()))
                .hasSize(sessions.list().loadedRows().size());
    }

    @Test
    void copyAsJsonMasksSecrets() throws IOException {
        EntityListViewModel sessions = loaded(wallcrawler, "Session");
        EntityRowViewModel row = sessions.list().loadedRows().stream()
                .filter(r -> r.row().item().has("signingKey"))
                .findFirst()
                .orElseThrow();
        String secret = row.row().item().scalarText("signingKey").orElseThrow();

        sessions.copyAsJson(row);

        String copied = wallcrawler.dialogs.clipboard.get(wallcrawler.dialogs.clipboard.size() - 1);
        JsonNode node = json.readTree(copied);
        assertThat(node.get("signingKey").asText()).isEqualTo(PlainValues.MASK);
        assertThat(node.get("sessionId").asText())
                .isEqualTo(row.row().text("sessionId").orElseThrow());
        assertThat(copied).doesNotContain(secret).contains("\n");
        assertThat(sessions.list().messageProperty().get()).contains("Copied");

        EntityListViewModel keys = loaded(helpmaton, "AgentKey");
        EntityRowViewModel key = keys.list().loadedRows().stream()
                .filter(r -> r.row().item().scalarText("key").isPresent())
                .findFirst()
                .orElseThrow();
        keys.copyAsJson(key);
        JsonNode keyNode = json.readTree(helpmaton.dialogs.clipboard.get(helpmaton.dialogs.clipboard.size() - 1));
        assertThat(keyNode.get("key").asText()).isEqualTo(PlainValues.MASK);
        assertThat(helpmaton.dialogs.clipboard)
                .last()
                .asString()
                .doesNotContain(key.row().item().scalarText("key").orElseThrow());
    }
}
