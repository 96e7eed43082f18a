package io.tenantdesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.demo.DemoGenerator;
import io.tenantdesk.demo.DemoPlans;
import io.tenantdesk.demo.DemoSize;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDemo;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.ItemConverter;
import io.tenantdesk.testing.Platforms;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Lint and export on a table of hostile items, written with conditional PutItems: keys that match nothing,
 * separators, unicode and control characters in ids, wrong types, binary and set attributes, a 350 KB item, an
 * item with 300 attributes, attribute names that are reserved words or hold `.`, `#`, `:` and spaces, a string
 * holding a lone surrogate.
 */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HostileItemsTest {

    private final List<Item> hostile = new ArrayList<>();
    private final List<Item> harmless = new ArrayList<>();
    private PlatformDescriptor appData;
    private LocalDynamo dynamo;
    private TableNameMapping mapping;
    private CliRunner cli;

    @BeforeAll
    void write(LocalDynamo dynamo, @TempDir Path home) {
        this.dynamo = dynamo;
        this.cli = new CliRunner(home, Instant.now());
        appData = Platforms.get("app_data");
        mapping = dynamo.provision(appData);
        ItemClassifier classifier = new ItemClassifier(appData);
        List<Item> licenses = new DemoGenerator(DemoSize.DEFAULT, LocalDemo.SEED, Instant.now(), DemoPlans.bundled())
                .generate(appData).itemsByTable().get("app_data").stream()
                        .filter(i -> classifier.classify("app_data", i).valid())
                        .filter(i -> i.scalarText("SK").orElse("").startsWith("LICENSE#"))
                        .toList();

        hostile.add(Item.builder().putString("PK", "???").putString("SK", "zzz").build());
        hostile.add(Item.builder()
                .putString("PK", "ACCOUNT#a#b")
                .putString("SK", "LICENSE#x/y")
                .build());
        hostile.add(licenses.get(0).toBuilder()
                .putString("PK", "ACCOUNT#äccount☃")
                .putString("SK", "LICENSE#lic-ü")
                .build());
        hostile.add(licenses.get(1).toBuilder()
                .putString("PK", "ACCOUNT#line\nbreak\u0007")
                .build());
        hostile.add(licenses.get(2).toBuilder()
                .put("status", Value.num(3))
                .put("end_date", Value.bool(true))
                .put("product", new Value.ListOf(List.of(Value.str("a"), Value.num(1))))
                .build());
        hostile.add(licenses.get(3).toBuilder()
                .put("product", new Value.Bin(new byte[] {0, 1, 2, (byte) 0xff}))
                .put("seats", new Value.NumSet(Set.of("1", "2")))
                .put("tags", new Value.StrSet(Set.of("x", "y")))
                .put("blobs", new Value.BinSet(List.of(new Value.Bin(new byte[] {9}))))
                .build());
        hostile.add(licenses.get(4).toBuilder()
                .put("seats", new Value.StrSet(Set.of("many")))
                .putString("a.b", "dot")
                .putString("#hash", "hash")
                .putString(":colon", "colon")
                .putString("with space", "space")
                .build());
        hostile.add(Item.builder()
                .putString("PK", "ENTITY#LICENSE")
                .putString("SK", "\u0000\u001f")
                .put("data", new Value.Bin(new byte[64]))
                .put("nested", new Value.MapOf(Map.of("a.b", Value.nul())))
                .build());

        harmless.add(licenses.get(5).toBuilder()
                .putString("notes", "x".repeat(350 * 1024))
                .build());
        Item.Builder wide = licenses.get(6).toBuilder();
        for (int i = 0; i < 300; i++) {
            wide.putString("extra_" + i, "value " + i);
        }
        harmless.add(wide.build());
        harmless.add(licenses.get(7).toBuilder()
                .putString("name", "reserved")
                .putString("ttl", "word")
                .putString("count", "1")
                .putString("key", "k")
                .putString("token", "t")
                .putString("a.b", "dot")
                .putString("#hash", "#")
                .putString(":colon", ":")
                .putString("with space", " ")
                .build());
        harmless.add(licenses.get(8).toBuilder()
                .putString("product", "Pro\uD800 plan")
                .build());
        hostile.forEach(this::put);
        harmless.forEach(this::put);
    }

    private void put(Item item) {
        dynamo.client()
                .putItem(r -> r.tableName(mapping.physical("app_data"))
                        .item(ItemConverter.toAttributes(item))
                        .conditionExpression("attribute_not_exists(#pk)")
                        .expressionAttributeNames(Map.of("#pk", "PK")));
    }

    @Test
    void lintReportsEveryHostileItemAndNothingElse() {
        CliRunner.Result result = cli.run(
                "lint",
                "--endpoint",
                dynamo.endpoint().toString(),
                "--platform",
                "app_data",
                "--table-prefix",
                mapping.prefix(),
                "--format",
                "json",
                "--examples",
                "100");

        assertThat(result.exit()).as(result.err()).isEqualTo(1);
        assertThat(result.err()).isEmpty();
        JsonNode table = Expected.table(result.json(), "app_data");
        assertThat(table.get("items").asLong()).isEqualTo(hostile.size() + harmless.size());
        assertThat(table.get("findings").asLong()).isEqualTo(hostile.size());
        List<Map<String, String>> reported = new ArrayList<>(Expected.keysOf(table.get("unrecognised")));
        for (JsonNode entity : table.get("entities")) {
            entity.get("violations").forEach(g -> reported.addAll(Expected.keysOf(g)));
            entity.get("keyDrift").forEach(g -> reported.addAll(Expected.keysOf(g)));
        }
        List<Map<String, String>> expected = Expected.keys(appData, "app_data", hostile);
        assertThat(reported).containsAll(expected);
        assertThat(reported.stream().distinct().toList()).hasSameSizeAs(expected);
        JsonNode license = Expected.entity(table, appData.entity("License").orElseThrow());
        assertThat(license.get("items").asLong()).isGreaterThanOrEqualTo(harmless.size() + 2);
        List<String> rules = new ArrayList<>();
        license.get("violations").forEach(g -> rules.add(g.get("code").asText()));
        assertThat(rules).contains("wrong-type");
    }

    @Test
    void theTextReportKeepsEveryExampleOnOneLine() {
        CliRunner.Result result = cli.run(
                "lint",
                "--endpoint",
                dynamo.endpoint().toString(),
                "--platform",
                "app_data",
                "--table-prefix",
                mapping.prefix(),
                "--examples",
                "100");

        assertThat(result.exit()).isEqualTo(1);
        assertThat(result.out())
                .contains("PK=ACCOUNT#line\\nbreak\\u0007")
                .contains("SK=\\u0000\\u001f")
                .contains("PK=ACCOUNT#äccount☃")
                .doesNotContain("\u0007");
        assertThat(result.out().lines().filter(l -> l.length() > 2_000))
                .as("no 350 KB lines")
                .isEmpty();
    }

    @Test
    void exportWritesHostileValuesAsValidCsvAndJson() throws Exception {
        CliRunner.Result csv = cli.run(
                "export",
                "--endpoint",
                dynamo.endpoint().toString(),
                "--platform",
                "app_data",
                "--table-prefix",
                mapping.prefix(),
                "--entity",
                "License",
                "--format",
                "csv");
        CliRunner.Result json = cli.run(
                "export",
                "--endpoint",
                dynamo.endpoint().toString(),
                "--platform",
                "app_data",
                "--table-prefix",
                mapping.prefix(),
                "--entity",
                "License",
                "--format",
                "json");

        assertThat(csv.exit()).as(csv.err()).isZero();
        assertThat(json.exit()).as(json.err()).isZero();
        List<Map<String, String>> rows = new ArrayList<>();
        try (MappingIterator<Map<String, String>> it = new CsvMapper()
                .readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader())
                .readValues(csv.out())) {
            it.forEachRemaining(rows::add);
        }
        assertThat(rows).hasSize(json.json().size());
        assertThat(rows).extracting(r -> r.get("problems")).anyMatch(p -> p != null && p.contains("stored as"));
        assertThat(rows)
                .filteredOn(r -> "Pro\uFFFD plan".equals(r.get("product")))
                .singleElement()
                .satisfies(r -> assertThat(r.get("problems"))
                        .isEqualTo("`product` held text that is not valid Unicode"
                                + " (unpaired surrogates), exported with U+FFFD in their place"));
        assertThat(rows)
                .extracting(r -> r.get("account_id"))
                .contains("line\nbreak\\u0007")
                .noneMatch(id -> id.contains("\u0007"));
        assertThat(csv.err())
                .isEqualTo("tenantdesk export: note: 1 row held text that is not valid Unicode (unpaired"
                        + " surrogates), exported with U+FFFD in its place; the problems column says which fields"
                        + System.lineSeparator()
                        + "tenantdesk export: note: 1 row held text a spreadsheet would take for a formula, or hidden"
                        + " characters: in the CSV such text starts with ' and hidden characters are written as"
                        + " escapes such as \\u202e; importing the file as corrections reads them back as they were"
                        + System.lineSeparator());
        assertThat(json.json().findValuesAsText("account_id")).contains("line\nbreak\u0007");
    }
}
