package io.tenantdesk.ui.unclassified;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.tenantdesk.demo.MalformedItem;
import io.tenantdesk.export.ExportFormat;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.entitylist.HeldUi;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The unclassified view's view-model against the demo's deliberately malformed items, without JavaFX running. */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class UnclassifiedViewModelTest {

    private ConsoleFixture appData;
    private ConsoleFixture helpmaton;

    @TempDir
    Path files;

    @BeforeAll
    void loadDemo(LocalDynamo dynamo) throws IOException {
        appData = ConsoleFixture.onSharedDemo(dynamo, "app_data", Files.createTempDirectory("unclassified-journal"));
        helpmaton = ConsoleFixture.offeringWritesOnSharedDemo(
                dynamo, "helpmaton", Files.createTempDirectory("unclassified-journal"));
    }

    private static String key(TableDef table, Item item) {
        return table.name() + ":"
                + table.primaryKeyNames().stream()
                        .map(k -> item.scalarText(k).orElse("?"))
                        .collect(Collectors.joining("|"));
    }

    private static List<String> keys(ConsoleFixture f, List<Item> items, List<String> tables) {
        return java.util.stream.IntStream.range(0, items.size())
                .mapToObj(i -> key(f.platform.table(tables.get(i)).orElseThrow(), items.get(i)))
                .toList();
    }

    private static List<String> malformedKeys(ConsoleFixture f, List<MalformedItem> malformed) {
        return keys(
                f,
                malformed.stream().map(MalformedItem::item).toList(),
                malformed.stream().map(MalformedItem::table).toList());
    }

    private static List<String> shownKeys(ConsoleFixture f, List<UnclassifiedRowViewModel> rows) {
        return keys(
                f,
                rows.stream().map(r -> r.loaded().item()).toList(),
                rows.stream().map(UnclassifiedRowViewModel::table).toList());
    }

    @Test
    void everyTableIsScannedInTurnAndTheDemosMalformedItemsAreFoundWithTheirReason() {
        UnclassifiedViewModel vm = new UnclassifiedViewModel(helpmaton.context, 25);

        vm.load();

        assertThat(shownKeys(helpmaton, vm.list().rows()))
                .containsExactlyInAnyOrderElementsOf(malformedKeys(helpmaton, helpmaton.data.malformed()));
        assertThat(vm.titleProperty().get()).isEqualTo("Unclassified items");
        assertThat(vm.readDescriptionProperty().get()).contains("each of the platform's 21 tables, one after another");
        assertThat(vm.list().progress().pagesProperty().get())
                .as("pages counted across tables")
                .isGreaterThanOrEqualTo(helpmaton.platform.tables().size());
        assertThat(vm.list().progress().rowsProperty().get())
                .isEqualTo(helpmaton.data.malformed().size());
        assertThat(vm.list().statusProperty().get())
                .startsWith(helpmaton.data.malformed().size() + " rows")
                .contains("items scanned");

        Map<Boolean, List<UnclassifiedRowViewModel>> byRecognised = vm.list().rows().stream()
                .collect(Collectors.partitioningBy(r -> !r.entity().isEmpty()));
        assertThat(byRecognised.get(false))
                .isNotEmpty()
                .allSatisfy(
                        r -> assertThat(r.reason()).startsWith("no entity of table “" + r.table() + "” has keys like"));
        assertThat(byRecognised.get(true))
                .isNotEmpty()
                .allSatisfy(r ->
                        assertThat(r.reason()).doesNotStartWith("no entity").doesNotStartWith("valid"));
        assertThat(vm.list().rows()).allSatisfy(r -> {
            assertThat(r.keys()).startsWith("pk = ");
            assertThat(r.json()).startsWith("{");
        });
    }

    @Test
    void oneTableCanBeChosen() {
        UnclassifiedViewModel vm = new UnclassifiedViewModel(appData.context);

        vm.show("app_data");

        assertThat(vm.titleProperty().get()).isEqualTo("Unclassified items · app_data");
        assertThat(shownKeys(appData, vm.list().rows()))
                .containsExactlyInAnyOrderElementsOf(malformedKeys(appData, appData.data.malformedIn("app_data")));
        assertThat(vm.list().rows()).anySatisfy(r -> {
            assertThat(r.entity()).isEmpty();
            assertThat(r.keys()).startsWith("PK = LEGACY#").contains(" · SK = ");
        });
        assertThat(vm.list().rows())
                .filteredOn(r -> r.entity().equals("Account"))
                .hasSize(2)
                .anySatisfy(r -> assertThat(r.reason()).isEqualTo("Name is required but missing"));
    }

    @Test
    void theQuickFilterLooksThroughReasonsKeysAndItems() {
        UnclassifiedViewModel vm = new UnclassifiedViewModel(helpmaton.context);
        vm.load();
        int all = vm.list().rows().size();

        vm.list().quickFilterProperty().set("REQUIRED BUT MISSING");
        assertThat(vm.list().rows())
                .isNotEmpty()
                .hasSizeLessThan(all)
                .allSatisfy(r -> assertThat(r.reason()).contains("required but missing"));

        vm.list().quickFilterProperty().set("agent-key legacy");
        assertThat(vm.list().rows())
                .singleElement()
                .satisfies(r -> assertThat(r.table()).isEqualTo("agent-key"));

        vm.list().quickFilterProperty().set("");
        assertThat(vm.list().rows()).hasSize(all);
    }

    @Test
    void secretsAreMaskedInCellsCopiesAndExports() throws IOException {
        UnclassifiedViewModel vm = new UnclassifiedViewModel(helpmaton.context);
        vm.show("agent-key");
        List<String> secrets = vm.list().rows().stream()
                .map(r -> r.loaded().item().scalarText("key"))
                .filter(java.util.Optional::isPresent)
                .map(java.util.Optional::get)
                .filter(s -> s.length() > 4)
                .toList();
        assertThat(secrets)
                .as("the demo's spoiled agent keys still hold a real key")
                .isNotEmpty();

        assertThat(vm.list().rows()).allSatisfy(r -> {
            assertThat(r.masked().item().get("key"))
                    .as("missing where the demo left it out, masked everywhere else")
                    .isEqualTo(r.loaded()
                            .item()
                            .get("key")
                            .map(v -> io.tenantdesk.schema.item.Value.str(PlainValues.MASK)));
            secrets.forEach(s -> assertThat(r.searchText() + r.json() + r.reason() + r.keys())
                    .doesNotContain(s.toLowerCase())
                    .doesNotContain(s));
            assertThat(r.searchText() + r.json() + r.reason() + r.keys())
                    .as("the screen masks as every other view")
                    .doesNotContain(PlainValues.MASK);
            if (r.loaded().item().get("key").isPresent()) {
                assertThat(r.searchText()).contains(ValueText.MASK);
            }
        });

        vm.list().rows().forEach(vm::copyAsJson);
        assertThat(helpmaton.dialogs.clipboard)
                .hasSizeGreaterThanOrEqualTo(vm.list().rows().size())
                .allSatisfy(text -> secrets.forEach(s -> assertThat(text).doesNotContain(s)));

        Path json = files.resolve("agent-keys.json");
        Path csv = files.resolve("agent-keys.csv");
        helpmaton.dialogs.answer(json).answer(csv);
        vm.export(ExportFormat.JSON, false);
        vm.export(ExportFormat.CSV, true);

        JsonNode exported = new ObjectMapper().readTree(json.toFile());
        assertThat(exported).hasSize(vm.list().rows().size());
        exported.forEach(n -> {
            assertThat(n.get("table").asText()).isEqualTo("agent-key");
            assertThat(n.get("reason").asText()).isNotBlank();
            JsonNode key = n.get("item").get("key");
            assertThat(key == null || key.asText().equals(PlainValues.MASK)).isTrue();
        });
        try (MappingIterator<Map<String, String>> rows = new CsvMapper()
                .readerFor(Map.class)
                .with(CsvSchema.emptySchema().withHeader())
                .readValues(csv.toFile())) {
            List<Map<String, String>> read = rows.readAll();
            assertThat(read).hasSize(vm.list().rows().size());
            assertThat(read.get(0).keySet()).containsExactly("table", "entity", "keys", "reason", "item");
            assertThat(read)
                    .extracting(r -> r.get("reason"))
                    .containsExactlyInAnyOrderElementsOf(vm.list().rows().stream()
                            .map(r -> r.masked().classification().summary())
                            .toList());
        }
        String everything = Files.readString(json) + Files.readString(csv);
        secrets.forEach(s -> assertThat(everything).doesNotContain(s));
        assertThat(vm.list().messageProperty().get())
                .startsWith("Exported " + vm.list().rows().size() + " shown items to ");
    }

    @Test
    void cancellingKeepsWhatWasFoundAndStopsTheOtherTables() {
        UnclassifiedViewModel vm = new UnclassifiedViewModel(helpmaton.context, 10);
        vm.list().loadedRows().addListener((ListChangeListener<UnclassifiedRowViewModel>)
                c -> vm.list().cancel());

        vm.load();

        assertThat(vm.list().rows())
                .isNotEmpty()
                .hasSizeLessThan(helpmaton.data.malformed().size());
        assertThat(vm.list().loadingProperty().get()).isFalse();
        assertThat(vm.list().statusProperty().get()).startsWith("Cancelled: ");
    }

    @Test
    void aRescanThatReplacedAnotherIsTheOnlyOneShown() {
        HeldUi ui = new HeldUi();
        UnclassifiedViewModel vm = new UnclassifiedViewModel(ui.context(helpmaton), 10);
        vm.load();
        vm.show("agent-key");

        ui.runAll();

        assertThat(vm.list().rows())
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.table()).isEqualTo("agent-key"));
        assertThat(vm.list().loadingProperty().get()).isFalse();
    }

    @Test
    void recognisedItemsOpenInTheFormAndUnrecognisedOnesInTheRawEditor() {
        UnclassifiedViewModel vm = new UnclassifiedViewModel(appData.context);
        vm.load();
        appData.workspace.opened.clear();

        vm.list().rows().forEach(vm::open);

        assertThat(appData.workspace.opened)
                .containsExactlyInAnyOrderElementsOf(appData.data.malformedIn("app_data").stream()
                        .map(m -> m.unrecognised() ? "raw ?" : "item " + m.entity())
                        .toList());
    }
}
