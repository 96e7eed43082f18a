package io.tenantdesk.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.demo.DemoGenerator;
import io.tenantdesk.demo.DemoPlans;
import io.tenantdesk.demo.DemoSize;
import io.tenantdesk.export.ExportFormat;
import io.tenantdesk.export.RowExporter;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDemo;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.testing.HostileItems;
import io.tenantdesk.testing.HostileItems.Hostile;
import io.tenantdesk.testing.HostileItems.Profile;
import io.tenantdesk.testing.Platforms;
import io.tenantdesk.text.VisibleText;
import io.tenantdesk.ui.entitylist.EntityListViewModel;
import io.tenantdesk.ui.entitylist.EntityRowViewModel;
import io.tenantdesk.ui.entitylist.ListColumn;
import io.tenantdesk.ui.itemform.FieldViewModel;
import io.tenantdesk.ui.itemform.ItemFormViewModel;
import io.tenantdesk.ui.overview.EntityCountRow;
import io.tenantdesk.ui.overview.PlatformOverviewViewModel;
import io.tenantdesk.ui.tenant.TenantOverviewViewModel;
import io.tenantdesk.ui.unclassified.UnclassifiedRowViewModel;
import io.tenantdesk.ui.unclassified.UnclassifiedViewModel;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every entity of every platform with one hostile copy per {@link Profile} beside its demo items, and items no
 * entity matches, through every list, the tenant and platform overviews, a form for each hostile item, and every
 * export: nothing fails, every row loads, every cell reads on one line as stored, and a value that cannot be shown
 * as its type carries a problem badge.
 */
@ExtendWith(DynaliteExtension.class)
class HostileValuesTest {

    private final List<String> failures = new ArrayList<>();

    @ParameterizedTest
    @ValueSource(strings = {"t3nets", "app_data", "lon12", "helpmaton", "wallcrawler"})
    void hostileValuesNeverBreakAViewOrAnExport(String platformId, LocalDynamo dynamo, @TempDir Path dir)
            throws IOException {
        DemoDataset demo = new DemoGenerator(DemoSize.SMALL, LocalDemo.SEED, Instant.now(), DemoPlans.bundled())
                .generate(Platforms.get(platformId));
        List<Hostile> hostile = HostileItems.of(demo);
        Map<String, List<Item>> unmatched = new LinkedHashMap<>();
        demo.platform().tables().values().forEach(t -> unmatched.put(t.name(), HostileItems.unmatched(t)));
        ConsoleFixture console = new ConsoleFixture(dynamo, with(demo, hostile, unmatched), dir, true);

        Set<EntityDef> covered =
                hostile.stream().map(Hostile::entity).collect(Collectors.toCollection(LinkedHashSet::new));
        assertThat(covered)
                .as("every entity with demo items has hostile copies")
                .containsAll(demo.validCounts().keySet().stream()
                        .map(n -> demo.platform().entity(n).orElseThrow())
                        .toList());

        List<EntityRow> hostileRows = new ArrayList<>();
        for (EntityDef entity : demo.platform().entities()) {
            List<Hostile> mine =
                    hostile.stream().filter(h -> h.entity().equals(entity)).toList();
            hostileRows.addAll(checkList(console, entity, mine, dir));
        }
        hostileRows.forEach(row -> checkForm(console, row));
        tenantsOf(hostileRows).forEach(tenant -> checkTenantOverview(console, tenant));
        checkPlatformOverview(
                console,
                demo.itemCount()
                        + hostile.size()
                        + unmatched.values().stream().mapToInt(List::size).sum());
        checkUnclassified(console, unmatched, dir);

        assertThat(failures).isEmpty();
    }

    private static DemoDataset with(DemoDataset demo, List<Hostile> hostile, Map<String, List<Item>> unmatched) {
        Map<String, List<Item>> tables = new LinkedHashMap<>();
        demo.itemsByTable().forEach((table, items) -> tables.put(table, new ArrayList<>(items)));
        hostile.forEach(h -> tables.computeIfAbsent(h.entity().table().name(), t -> new ArrayList<>())
                .add(h.item()));
        unmatched.forEach((table, items) ->
                tables.computeIfAbsent(table, t -> new ArrayList<>()).addAll(items));
        return new DemoDataset(demo.platform(), tables, demo.validCounts(), demo.malformed());
    }

    /** The entity's list holds every hostile copy, each cell on one line, and its exports are whole and valid. */
    private List<EntityRow> checkList(ConsoleFixture console, EntityDef entity, List<Hostile> hostile, Path dir)
            throws IOException {
        String where = entity.name() + " list";
        EntityListViewModel list = new EntityListViewModel(console.context, entity, Scope.all());
        list.load();
        if (list.list().failedProperty().get()) {
            failures.add(where + " failed: " + list.list().statusProperty().get());
            return List.of();
        }
        Map<Map<String, Value>, EntityRowViewModel> byKey = list.list().loadedRows().stream()
                .collect(Collectors.toMap(
                        r -> primaryKey(entity.table(), r.row().item()), Function.identity(), (a, b) -> a));
        List<EntityRow> found = new ArrayList<>();
        for (Hostile h : hostile) {
            EntityRowViewModel row = byKey.get(primaryKey(entity.table(), h.item()));
            if (row == null) {
                failures.add(where + ": the " + h.profile() + " copy is missing");
                continue;
            }
            found.add(row.row());
            checkCells(where + ", " + h.profile(), list.columns(), row, h);
        }
        checkExports(console, where, list, entity, dir);
        return found;
    }

    private void checkCells(String where, List<ListColumn> columns, EntityRowViewModel row, Hostile hostile) {
        for (int i = 0; i < columns.size(); i++) {
            String text = row.text(i);
            if (VisibleText.firstHidden(text) >= 0 || text.length() > 80) {
                failures.add(
                        where + ": column " + columns.get(i).field() + " shows `" + VisibleText.escape(text) + "`");
            }
            if (hostile.profile() == Profile.NANOSECOND_EPOCHS
                    && columns.get(i).relativeTime()
                    && hostile.item().get(columns.get(i).field()).orElse(null) instanceof Value.Num stored
                    && (!text.equals(stored.value()) || !row.problem())) {
                failures.add(where + ": " + columns.get(i).field() + " " + stored.value() + " shows as `" + text
                        + "` with problem " + row.problemText().orElse("none"));
            }
        }
        if (row.problemText()
                .filter(p -> p.startsWith("This item could not be shown"))
                .isPresent()) {
            failures.add(where + ": " + row.problemText().get());
        }
    }

    private void checkExports(
            ConsoleFixture console, String where, EntityListViewModel list, EntityDef entity, Path dir)
            throws IOException {
        int rows = list.list().loadedRows().size();
        Path csv = dir.resolve(entity.name() + ".csv");
        Path json = dir.resolve(entity.name() + ".json");
        console.dialogs.answer(csv).answer(json);
        list.export(ExportFormat.CSV, false);
        if (!list.list().messageProperty().get().startsWith("Exported " + rows + " loaded rows")) {
            failures.add(where + " CSV export: " + list.list().messageProperty().get());
        } else if (csvRows(csv) != rows) {
            failures.add(where + " CSV export holds " + csvRows(csv) + " rows of " + rows);
        }
        list.export(ExportFormat.JSON, false);
        if (!list.list().messageProperty().get().startsWith("Exported " + rows + " loaded rows")) {
            failures.add(
                    where + " JSON export: " + list.list().messageProperty().get());
        } else if (new ObjectMapper()
                        .readTree(utf8(Files.readAllBytes(json), where))
                        .size()
                != rows) {
            failures.add(where + " JSON export does not hold " + rows + " rows");
        }
        ByteArrayOutputStream lines = new ByteArrayOutputStream();
        try (RowExporter exporter = RowExporter.open(ExportFormat.JSONL, entity, lines)) {
            list.list().loadedRows().forEach(r -> exporter.write(r.row()));
        }
        if (utf8(lines.toByteArray(), where).lines().count() != rows) {
            failures.add(where + " JSON lines export does not hold " + rows + " lines");
        }
    }

    private int csvRows(Path file) throws IOException {
        try (MappingIterator<Map<String, String>> rows = new CsvMapper()
                .readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader())
                .readValues(utf8(Files.readAllBytes(file), file.toString()))) {
            return rows.readAll().size();
        }
    }

    private String utf8(byte[] bytes, String where) {
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            failures.add(where + ": an export is not valid UTF-8");
            return "";
        }
    }

    /** A form on the item opens with every field read, whatever it holds. */
    private void checkForm(ConsoleFixture console, EntityRow row) {
        String where = row.entity().map(EntityDef::name).orElse("?") + " form on "
                + VisibleText.escape(row.item()
                        .toString()
                        .substring(0, Math.min(120, row.item().toString().length())));
        try {
            ItemFormViewModel form = ItemFormViewModel.forItem(console.context, console.dialogs.items(), row);
            for (FieldViewModel field : form.fields()) {
                field.textProperty().get();
                field.hintProperty().get();
                field.displayText();
                field.messageProperty().get();
            }
            form.keyPreview().size();
            form.otherAttributes().size();
            form.fieldValues();
            form.identity();
        } catch (RuntimeException e) {
            failures.add(where + " threw " + e);
        }
    }

    private Set<String> tenantsOf(List<EntityRow> rows) {
        Set<String> tenants = new LinkedHashSet<>();
        for (EntityRow row : rows) {
            row.entity()
                    .flatMap(EntityDef::tenantField)
                    .map(f -> row.classification().keyValues().get(f))
                    .ifPresent(tenants::add);
        }
        return tenants;
    }

    private void checkTenantOverview(ConsoleFixture console, String tenant) {
        TenantOverviewViewModel overview = new TenantOverviewViewModel(console.context, tenant);
        overview.load();
        String failed = overview.progress().messageProperty().get();
        if (!failed.isEmpty()) {
            failures.add("tenant " + tenant + " overview failed: " + failed);
        }
        overview.sections()
                .forEach(s -> s.cells()
                        .forEach(cells -> cells.stream()
                                .filter(text -> VisibleText.firstHidden(text) >= 0)
                                .forEach(text -> failures.add(
                                        "tenant " + tenant + " overview shows `" + VisibleText.escape(text) + "`"))));
    }

    private void checkPlatformOverview(ConsoleFixture console, long items) {
        PlatformOverviewViewModel overview = new PlatformOverviewViewModel(console.context);
        overview.count();
        String failed = overview.progress().messageProperty().get();
        if (!failed.isEmpty()) {
            failures.add("platform overview failed: " + failed);
        }
        if (!overview.summaryProperty().get().startsWith(items + " items")) {
            failures.add(
                    "platform overview counted " + overview.summaryProperty().get() + ", not " + items + " items");
        }
        overview.rows().stream()
                .map(EntityCountRow::items)
                .filter(n -> n < 0)
                .forEach(n -> failures.add("platform overview left an entity uncounted"));
    }

    private void checkUnclassified(ConsoleFixture console, Map<String, List<Item>> unmatched, Path dir)
            throws IOException {
        UnclassifiedViewModel list = new UnclassifiedViewModel(console.context);
        list.load();
        if (list.list().failedProperty().get()) {
            failures.add(
                    "unclassified list failed: " + list.list().statusProperty().get());
            return;
        }
        Set<Map<String, Value>> listed = list.list().loadedRows().stream()
                .map(r -> primaryKey(
                        console.platform.tables().get(r.table()), r.loaded().item()))
                .collect(Collectors.toSet());
        unmatched.forEach((table, items) -> items.stream()
                .map(i -> primaryKey(console.platform.tables().get(table), i))
                .filter(k -> !listed.contains(k))
                .forEach(k -> failures.add("unclassified list misses " + VisibleText.escape(k.toString()))));
        for (UnclassifiedRowViewModel row : list.list().loadedRows()) {
            for (String text : List.of(row.keys(), row.reason(), row.json())) {
                if (VisibleText.firstHidden(text) >= 0) {
                    failures.add("unclassified list shows `" + VisibleText.escape(text) + "`");
                }
            }
        }
        Path csv = dir.resolve("unclassified.csv");
        console.dialogs.answer(csv);
        list.export(ExportFormat.CSV, false);
        if (!list.list().messageProperty().get().startsWith("Exported ")) {
            failures.add(
                    "unclassified CSV export: " + list.list().messageProperty().get());
        } else if (csvRows(csv) != list.list().loadedRows().size()) {
            failures.add("unclassified CSV export holds " + csvRows(csv) + " rows of "
                    + list.list().loadedRows().size());
        }
    }

    private static Map<String, Value> primaryKey(TableDef table, Item item) {
        Map<String, Value> key = new LinkedHashMap<>();
        table.primaryKeyNames()
                .forEach(k -> key.put(
                        k,
                        item.get(k)
                                .map(v -> v instanceof Value.Num n
                                        ? Value.num(
                                                n.decimal().stripTrailingZeros().toPlainString())
                                        : v)
                                .orElse(null)));
        return key;
    }
}
