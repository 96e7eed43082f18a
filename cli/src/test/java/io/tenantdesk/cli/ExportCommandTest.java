package io.tenantdesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.export.RowExporter;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.local.SharedDemo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.ItemConverter;
import io.tenantdesk.store.Scope;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** {@code tenantdesk export} against demo data in dynalite: the rows the store lists, masked, in valid CSV and JSON. */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ExportCommandTest {

    private final Map<String, PlatformDescriptor> platforms = new HashMap<>();
    private final Map<String, DemoDataset> data = new HashMap<>();
    private final Map<String, EntityStore> stores = new HashMap<>();
    private final ObjectMapper json = new ObjectMapper();
    private LocalDynamo dynamo;
    private SharedDemo demo;
    private CliRunner cli;

    @BeforeAll
    void load(LocalDynamo dynamo, @TempDir Path home) {
        this.dynamo = dynamo;
        this.cli = new CliRunner(home, Instant.now());
        new DescriptorLoader().loadBundled().forEach(p -> platforms.put(p.id(), p));
        demo = dynamo.sharedDemo();
        Connection connection = demo.connection();
        data.putAll(demo.data(List.of("app_data", "helpmaton", "wallcrawler")));
        for (String id : data.keySet()) {
            stores.put(
                    id,
                    new EntityStore(
                            connection,
                            platforms.get(id),
                            new ChangeJournal(home.resolve("journal.jsonl")),
                            Clock.systemUTC(),
                            "tester"));
        }
    }

    private CliRunner.Result export(String platform, String... more) {
        return exportWithPrefix(demo.tablePrefix(), platform, more);
    }

    private CliRunner.Result exportWithPrefix(String prefix, String platform, String... more) {
        List<String> args = new ArrayList<>(List.of(
                "export",
                "--endpoint",
                dynamo.endpoint().toString(),
                "--platform",
                platform,
                "--table-prefix",
                prefix));
        args.addAll(List.of(more));
        return cli.run(args.toArray(String[]::new));
    }

    /**
     * What the store lists, as the export writes each row: the entity's fields, secrets masked, problems named;
     * read back from its JSON text, as the export's output is, so numbers compare as JSON numbers.
     */
    private JsonNode listed(String platform, String entity, Scope scope) {
        EntityStore store = stores.get(platform);
        EntityDef def = store.platform().entity(entity).orElseThrow();
        ArrayNode rows = json.createArrayNode();
        store.list(
                def,
                scope,
                null,
                page -> {
                    for (EntityRow row : page.rows()) {
                        ObjectNode fields = PlainValues.fields(def, row.item(), row.classification());
                        if (!row.valid()) {
                            fields.put(
                                    RowExporter.PROBLEMS, row.classification().summary());
                        }
                        rows.add(fields);
                    }
                },
                new CancelToken());
        return parse(rows.toString());
    }

    /** The exported rows without the {@code _exported} value each carries. */
    private static JsonNode fields(JsonNode rows) {
        JsonNode copy = rows.deepCopy();
        copy.forEach(row -> assertThat(
                        ((ObjectNode) row).remove(RowExporter.EXPORTED).asText())
                .startsWith("v1."));
        return copy;
    }

    @Test
    void exportedJsonIsWhatTheStoreListsThroughTheAccessPattern() {
        CliRunner.Result all = export("app_data", "--entity", "License", "--format", "json");
        String tenant = listed("app_data", "License", Scope.all())
                .get(0)
                .get("account_id")
                .asText();
        CliRunner.Result oneTenant = export("app_data", "--entity", "License", "--tenant", tenant, "--format", "json");
        CliRunner.Result range = export(
                "app_data",
                "--entity",
                "License",
                "--range",
                "by-status",
                "--param",
                "status=expired",
                "--format",
                "json");

        assertThat(all.exit()).as(all.err()).isZero();
        assertThat(all.err()).as("a query, so no full-scan note").isEmpty();
        assertThat(all.out()).endsWith("]\n");
        assertThat(fields(all.json())).isEqualTo(listed("app_data", "License", Scope.all()));
        assertThat(all.json().size()).isGreaterThan(10);
        assertThat(fields(oneTenant.json())).isEqualTo(listed("app_data", "License", Scope.tenant(tenant)));
        assertThat(oneTenant.json()).allMatch(r -> r.get("account_id").asText().equals(tenant));
        assertThat(fields(range.json()))
                .isEqualTo(listed("app_data", "License", Scope.range("by-status", Map.of("status", "expired"))));
        assertThat(range.json())
                .isNotEmpty()
                .allMatch(r -> r.get("status").asText().equals("expired"));
    }

    @Test
    void secretsAreMaskedAndADeclaredFullScanIsAnnounced() {
        CliRunner.Result keys = export("helpmaton", "--entity", "AgentKey", "--format", "jsonl");
        CliRunner.Result sessions = export("wallcrawler", "--entity", "Session", "--format", "json");

        assertThat(keys.exit()).as(keys.err()).isZero();
        assertThat(keys.err()).startsWith("tenantdesk export: note: Full scan of agent-key for AgentKey items");
        assertThat(keys.out()).endsWith("}\n");
        List<JsonNode> lines = keys.out().lines().map(this::parse).toList();
        assertThat(lines)
                .hasSize(listed("helpmaton", "AgentKey", Scope.all()).size())
                .isNotEmpty();
        assertThat(lines).allMatch(r -> !r.has("key") || r.get("key").asText().equals(PlainValues.MASK));
        data.get("helpmaton").itemsByTable().get("agent-key").stream()
                .flatMap(i -> i.get("key").stream())
                .filter(v -> v instanceof Value.Str)
                .map(v -> ((Value.Str) v).value())
                .forEach(secret -> assertThat(keys.out()).doesNotContain(secret));
        assertThat(fields(sessions.json())).isEqualTo(listed("wallcrawler", "Session", Scope.all()));
        assertThat(sessions.out())
                .doesNotContain(data.get("wallcrawler").itemsByTable().get("wallcrawler-sessions").stream()
                        .flatMap(i -> i.scalarText("signingKey").stream())
                        .findFirst()
                        .orElse("\u0000none"));
        assertThat(export("wallcrawler", "--entity", "Session", "--format", "json", "--quiet")
                        .err())
                .isEmpty();
    }

    @Test
    void csvWithQuotesCommasAndNewlinesParsesBackToTheSameRows() throws IOException {
        PlatformDescriptor appData = platforms.get("app_data");
        TableNameMapping fresh = dynamo.freshMapping();
        dynamo.provision(appData, fresh);
        List<Item> licenses = data.get("app_data").itemsByTable().get("app_data").stream()
                .filter(i -> i.scalarText("SK").orElse("").startsWith("LICENSE#"))
                .filter(i -> stores.get("app_data").rowOf("app_data", i).valid())
                .limit(4)
                .toList();
        List<String> products = List.of("Data, \"Vault\" Pro", "two\nlines\r\nand more", "\"", "tab\there, ünïcødé ☃");
        for (int i = 0; i < licenses.size(); i++) {
            Item item = licenses.get(i).toBuilder()
                    .putString("product", products.get(i))
                    .build();
            dynamo.client()
                    .putItem(r -> r.tableName(fresh.physical("app_data"))
                            .item(ItemConverter.toAttributes(item))
                            .conditionExpression("attribute_not_exists(PK)"));
        }

        CliRunner.Result csv = exportWithPrefix(fresh.prefix(), "app_data", "--entity", "License", "--format", "csv");
        CliRunner.Result asJson =
                exportWithPrefix(fresh.prefix(), "app_data", "--entity", "License", "--format", "json");

        assertThat(csv.exit()).as(csv.err()).isZero();
        List<Map<String, String>> rows = new ArrayList<>();
        try (MappingIterator<Map<String, String>> it = new CsvMapper()
                .readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader())
                .readValues(csv.out())) {
            it.forEachRemaining(rows::add);
        }
        assertThat(rows).extracting(r -> r.get("product")).containsExactlyInAnyOrderElementsOf(products);
        assertThat(csv.out().lines().findFirst().orElseThrow())
                .isEqualTo(
                        String.join(",", appData.entity("License").orElseThrow().fieldNames()) + ",problems,_exported");
        for (int i = 0; i < rows.size(); i++) {
            JsonNode row = asJson.json().get(i);
            Map<String, String> cells = rows.get(i);
            cells.forEach((column, value) -> assertThat(value)
                    .as(column)
                    .isEqualTo(row.has(column) ? row.get(column).asText() : ""));
        }
    }

    @Test
    void outWritesTheFileWholeAndLeavesNothingBehindOnFailure(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("licenses.csv");
        Files.writeString(out, "the previous export");

        CliRunner.Result failed = export(
                "wallcrawler",
                "--entity",
                "Session",
                "--range",
                "by-status",
                "--param",
                "status=",
                "--format",
                "csv",
                "--out",
                out.toString());

        assertThat(failed.exit()).isEqualTo(2);
        assertThat(failed.err()).contains("status");
        assertThat(Files.readString(out)).isEqualTo("the previous export");
        assertThat(listing(dir)).containsExactly("licenses.csv");

        CliRunner.Result done = export("app_data", "--entity", "License", "--format", "csv", "--out", out.toString());

        assertThat(done.exit()).as(done.err()).isZero();
        assertThat(done.out()).isEmpty();
        assertThat(Files.readAllLines(out))
                .hasSize(listed("app_data", "License", Scope.all()).size() + 1);
        assertThat(listing(dir)).containsExactly("licenses.csv");
    }

    @Test
    void wrongRequestsExitTwoWithTheReason() {
        List<CliRunner.Result> results = List.of(
                export("app_data", "--entity", "Licence", "--format", "csv"),
                export("app_data", "--entity", "License", "--format", "xml"),
                export("app_data", "--entity", "License", "--tenant", "x", "--range", "by-status", "--format", "csv"),
                export("app_data", "--entity", "License", "--param", "status=active", "--format", "csv"),
                export("app_data", "--entity", "License", "--range", "soon", "--format", "csv"),
                export("app_data", "--entity", "License", "--range", "by-status", "--format", "csv"),
                export("app_data", "--entity", "Enterprise", "--tenant", "x", "--format", "csv"),
                exportWithPrefix("nowhere-", "app_data", "--entity", "License", "--format", "csv"));

        for (CliRunner.Result r : results) {
            assertThat(r.exit()).as(r.err()).isEqualTo(2);
            assertThat(r.out()).isEmpty();
            assertThat(r.err()).startsWith("tenantdesk export: ");
        }
        assertThat(results.get(0).err()).contains("no entity `Licence`").contains("License");
        assertThat(results.get(1).err()).contains("xml");
        assertThat(results.get(4).err()).contains("expiring, by-status");
        assertThat(results.get(5).err()).contains("missing: status");
        assertThat(results.get(6).err()).contains("Enterprise has no declared way to read one tenant's items");
        assertThat(results.get(7).err()).contains("nowhere-app_data");
    }

    private JsonNode parse(String line) {
        try {
            return json.readTree(line);
        } catch (IOException e) {
            throw new AssertionError("not a JSON line: " + line, e);
        }
    }

    private static List<String> listing(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aTenantIdANumberKeyCannotHoldExportsNoRowsAndSaysWhy(@TempDir Path dir) throws IOException {
        Path descriptor = dir.resolve("numbered.json");
        Files.writeString(descriptor, Fixtures.text("numbered"));
        TableNameMapping mapping = dynamo.freshMapping();
        dynamo.provision(Fixtures.load("numbered"), mapping, "ledger");

        CliRunner.Result result = exportWithPrefix(
                mapping.prefix(), descriptor.toString(), "--entity", "Entry", "--tenant", "acme", "--format", "json");

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(json.readTree(result.out())).isEmpty();
        assertThat(result.err())
                .contains("tenantdesk export: note: No Entry items where orgNumber = acme and SK begins with"
                        + " ENTRY#: `acme` is not a number, and `orgNumber` is a Number key");
    }
}
