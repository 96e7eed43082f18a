package io.tenantdesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.demo.MalformedItem;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.FaultProxy;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.local.SharedDemo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.store.ItemConverter;
import java.net.URI;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** {@code tenantdesk lint} on the five platforms' demo data in dynalite, in-process, through the real SDK. */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LintCommandTest {

    private static final List<String> PLATFORMS = List.of("t3nets", "app_data", "lon12", "helpmaton", "wallcrawler");

    private final Map<String, DemoDataset> data = new HashMap<>();
    private final Map<String, PlatformDescriptor> platforms = new HashMap<>();
    private LocalDynamo dynamo;
    private SharedDemo demo;
    private CliRunner cli;
    private Instant now;

    @BeforeAll
    void load(LocalDynamo dynamo, @TempDir Path home) {
        this.dynamo = dynamo;
        new DescriptorLoader().loadBundled().forEach(p -> platforms.put(p.id(), p));
        demo = dynamo.sharedDemo();
        data.putAll(demo.data(PLATFORMS));
        now = Instant.now();
        cli = new CliRunner(home, now);
    }

    static Stream<String> platformIds() {
        return PLATFORMS.stream();
    }

    private CliRunner.Result lint(String platform, String... more) {
        return lint(dynamo.endpoint(), platform, more);
    }

    private CliRunner.Result lint(URI endpoint, String platform, String... more) {
        List<String> args = new ArrayList<>(List.of(
                "lint",
                "--endpoint",
                endpoint.toString(),
                "--platform",
                platform,
                "--table-prefix",
                demo.tablePrefix()));
        args.addAll(List.of(more));
        return cli.run(args.toArray(String[]::new));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("platformIds")
    void findsExactlyTheMalformedItemsTheGeneratorWroteAndTheExpiredOnesAsANotice(String id) {
        PlatformDescriptor platform = platforms.get(id);
        DemoDataset dataset = data.get(id);

        CliRunner.Result result = lint(id, "--format", "json", "--examples", "100000");

        assertThat(result.exit()).as(result.err()).isEqualTo(1);
        assertThat(result.err()).isEmpty();
        JsonNode report = result.json();
        assertThat(report.get("totals").get("items").asLong()).isEqualTo(dataset.itemCount());
        assertThat(report.get("totals").get("findings").asLong())
                .isEqualTo(dataset.malformed().size());
        assertThat(report.get("totals").get("keyDrift").asLong())
                .isEqualTo(dataset.malformed().stream()
                        .filter(LintCommandTest::drift)
                        .count());
        for (TableDef table : platform.tables().values()) {
            JsonNode t = Expected.table(report, table.name());
            List<MalformedItem> malformed = dataset.malformedIn(table.name());
            assertThat(t.get("items").asLong())
                    .isEqualTo(dataset.itemsByTable().get(table.name()).size());
            assertThat(Expected.keysOf(t.get("unrecognised")))
                    .as("unrecognised in %s", table.name())
                    .isEqualTo(Expected.keys(
                            platform,
                            table.name(),
                            malformed.stream()
                                    .filter(MalformedItem::unrecognised)
                                    .map(MalformedItem::item)
                                    .toList()));
            for (EntityDef entity : platform.entitiesOf(table.name())) {
                JsonNode e = Expected.entity(t, entity);
                List<MalformedItem> ofEntity = malformed.stream()
                        .filter(m -> entity.name().equals(m.entity()))
                        .toList();
                assertThat(groupsOf(e.get("violations")))
                        .as("violations of %s", entity.name())
                        .isEqualTo(expectedGroups(
                                platform,
                                table.name(),
                                ofEntity.stream().filter(m -> !drift(m)).toList()));
                assertThat(groupsOf(e.get("keyDrift")))
                        .as("key drift of %s", entity.name())
                        .isEqualTo(expectedGroups(
                                platform,
                                table.name(),
                                ofEntity.stream().filter(LintCommandTest::drift).toList()));
            }
            List<Item> expired = dataset.itemsByTable().get(table.name()).stream()
                    .filter(i -> Expected.ttlPassed(table, i, now))
                    .toList();
            assertThat(Expected.keysOf(t.get("ttlExpired")))
                    .as("TTL passed in %s", table.name())
                    .isEqualTo(Expected.keys(platform, table.name(), expired));
            assertThat(t.get("ttlExpired").get("count").asLong()).isEqualTo(expired.size());
        }
    }

    private static boolean drift(MalformedItem m) {
        return m.rule() == Rule.KEY_DRIFT || m.rule() == Rule.KEY_MISSING;
    }

    private static Map<String, List<Map<String, String>>> groupsOf(JsonNode groups) {
        Map<String, List<Map<String, String>>> byCode = new LinkedHashMap<>();
        groups.forEach(g -> byCode.put(g.get("code").asText(), Expected.keysOf(g)));
        return byCode;
    }

    private static Map<String, List<Map<String, String>>> expectedGroups(
            PlatformDescriptor platform, String table, List<MalformedItem> malformed) {
        Map<String, List<Map<String, String>>> byCode = new LinkedHashMap<>();
        malformed.forEach(m -> byCode.computeIfAbsent(m.rule().code(), r -> new ArrayList<>())
                .add(Expected.key(platform, table, m.item())));
        byCode.replaceAll((rule, keys) -> Expected.sorted(keys));
        return byCode;
    }

    @Test
    void theJsonReportHasItsDocumentedShape() {
        JsonNode report;
        try (FaultProxy server = FaultProxy.start(dynamo.endpoint())) {
            report = lint(server.endpoint(), "wallcrawler", "--format", "json").json();

            assertThat(server.received("Scan"))
                    .as("lint reads through the proxy")
                    .isPositive();
            assertThat(server.writesReceived()).as("lint never writes").isZero();
        }
        assertThat(fields(report))
                .containsExactly(
                        "format",
                        "platform",
                        "source",
                        "connection",
                        "checkedAt",
                        "elapsedMs",
                        "segments",
                        "share",
                        "examplesPerGroup",
                        "strictTtl",
                        "result",
                        "exitCode",
                        "totals",
                        "tables");
        assertThat(report.get("source").asText()).isEqualTo("table");
        assertThat(report.get("share").get("index").asInt()).isZero();
        assertThat(report.get("share").get("count").asInt()).isEqualTo(1);
        assertThat(report.get("format").asText()).isEqualTo("tenantdesk-lint/1");
        assertThat(report.get("result").asText()).isEqualTo("findings");
        assertThat(report.get("exitCode").asInt()).isEqualTo(1);
        assertThat(report.get("segments").asInt()).isEqualTo(4);
        assertThat(report.get("examplesPerGroup").asInt()).isEqualTo(5);
        assertThat(report.get("checkedAt").asText()).isEqualTo(now.toString());
        assertThat(fields(report.get("platform"))).containsExactly("id", "title");
        assertThat(fields(report.get("totals")))
                .containsExactly("tables", "items", "findings", "unrecognised", "invalid", "keyDrift", "ttlExpired");
        assertThat(report.get("tables")).hasSize(4);
        JsonNode sessions = Expected.table(report, "wallcrawler-sessions");
        assertThat(fields(sessions))
                .containsExactly(
                        "table",
                        "physicalTable",
                        "ttlAttribute",
                        "items",
                        "findings",
                        "elapsedMs",
                        "capacityUnits",
                        "unrecognised",
                        "ttlExpired",
                        "entities");
        assertThat(sessions.get("physicalTable").asText()).isEqualTo(demo.tablePrefix() + "wallcrawler-sessions");
        assertThat(sessions.get("ttlAttribute").asText()).isEqualTo("expiresAt");
        assertThat(Expected.table(report, "wallcrawler-projects")
                        .get("ttlAttribute")
                        .isNull())
                .isTrue();
        JsonNode group = sessions.get("unrecognised");
        assertThat(fields(group)).containsExactly("code", "title", "count", "examples");
        assertThat(group.get("code").asText()).isEqualTo("unrecognised");
        assertThat(fields(group.get("examples").get(0))).containsExactly("key", "attribute", "message");
        assertThat(fields(group.get("examples").get(0).get("key"))).containsExactly("sessionId");
        assertThat(sessions.get("ttlExpired").get("code").asText()).isEqualTo("ttl-expired");
        assertThat(sessions.get("ttlExpired").get("examples").size()).isLessThanOrEqualTo(5);
        JsonNode session = sessions.get("entities").get(0);
        assertThat(fields(session))
                .containsExactly("entity", "items", "invalid", "ttlExpired", "violations", "keyDrift");
        JsonNode rule = session.get("violations").get(0);
        assertThat(rule.get("code").asText()).isEqualTo(Rule.WRONG_TYPE.code());
        assertThat(rule.get("title").asText()).isEqualTo(Rule.WRONG_TYPE.title());
        assertThat(rule.get("examples").get(0).get("attribute").asText()).isNotBlank();
    }

    @Test
    void secretKeyAttributesAreMaskedInExamplesAndMessages() {
        CliRunner.Result result = lint("wallcrawler", "--table", "wallcrawler-api-keys", "--format", "json");

        JsonNode keys = Expected.table(result.json(), "wallcrawler-api-keys");
        List<String> hashes = data.get("wallcrawler").itemsByTable().get("wallcrawler-api-keys").stream()
                .map(i -> i.scalarText("apiKeyHash").orElseThrow())
                .toList();
        assertThat(keys.get("findings").asLong()).isPositive();
        assertThat(result.out()).contains("\"apiKeyHash\" : \"********\"");
        hashes.forEach(hash -> assertThat(result.out()).doesNotContain(hash));
        CliRunner.Result text = lint("wallcrawler", "--table", "wallcrawler-api-keys");
        assertThat(text.out()).contains("apiKeyHash=********");
        hashes.forEach(hash -> assertThat(text.out()).doesNotContain(hash));
    }

    @Test
    void theTextReportListsEveryTableEntityAndGroupAndEndsWithASummary() {
        CliRunner.Result result = lint("app_data", "--examples", "1");

        assertThat(result.exit()).isEqualTo(1);
        assertThat(result.err()).as("no progress when stderr is not a terminal").isEmpty();
        List<String> lines = result.out().lines().toList();
        assertThat(lines.get(0))
                .startsWith("app_data (" + demo.tablePrefix() + "app_data): "
                        + data.get("app_data").itemCount() + " items, ");
        assertThat(lines).anyMatch(l -> l.startsWith("  items no entity recognises [unrecognised]: 1 item"));
        assertThat(lines).anyMatch(l -> l.startsWith("  License: "));
        assertThat(lines).anyMatch(l -> l.matches("    wrong type \\[wrong-type\\]: \\d+ items?"));
        assertThat(lines.get(lines.size() - 1)).startsWith("lint app_data: ").contains("findings");
    }

    @Test
    void expiredTtlItemsAreANoticeUnlessStrict() {
        PlatformDescriptor t3nets = platforms.get("t3nets");
        TableDef conversations = t3nets.tables().values().stream()
                .filter(t -> t.ttlAttribute() != null)
                .findFirst()
                .orElseThrow();
        TableNameMapping fresh = dynamo.freshMapping();
        dynamo.provision(t3nets, fresh);
        List<Item> valid = data.get("t3nets").itemsByTable().get(conversations.name()).stream()
                .filter(i -> data.get("t3nets").malformedIn(conversations.name()).stream()
                        .noneMatch(m -> m.item().equals(i)))
                .toList();
        valid.forEach(item -> put(
                fresh.physical(conversations.name()),
                item,
                conversations.partitionKey().name()));
        long expired = valid.stream()
                .filter(i -> Expected.ttlPassed(conversations, i, now))
                .count();
        assertThat(expired).as("the demo has conversations past their TTL").isPositive();
        String[] args = {
            "lint",
            "--endpoint",
            dynamo.endpoint().toString(),
            "--platform",
            "t3nets",
            "--table-prefix",
            fresh.prefix(),
            "--table",
            conversations.name()
        };

        CliRunner.Result notice = cli.run(args);
        CliRunner.Result strict = cli.run(concat(args, "--strict-ttl", "--format", "json"));

        assertThat(notice.exit()).as(notice.out() + notice.err()).isZero();
        assertThat(notice.out()).contains("notice: " + expired + " item").contains("no findings");
        assertThat(strict.exit()).isEqualTo(1);
        assertThat(strict.json().get("totals").get("findings").asLong()).isEqualTo(expired);
        assertThat(strict.json().get("strictTtl").asBoolean()).isTrue();
    }

    @Test
    void aCleanTableIsSilentAndExitsZero() {
        PlatformDescriptor appData = platforms.get("app_data");
        TableNameMapping fresh = dynamo.freshMapping();
        dynamo.provision(appData, fresh);
        List<MalformedItem> malformed = data.get("app_data").malformed();
        data.get("app_data").itemsByTable().get("app_data").stream()
                .limit(40)
                .filter(i -> malformed.stream().noneMatch(m -> m.item().equals(i)))
                .forEach(i -> put(fresh.physical("app_data"), i, "PK"));

        CliRunner.Result text = cli.run(
                "lint",
                "--endpoint",
                dynamo.endpoint().toString(),
                "--platform",
                "app_data",
                "--table-prefix",
                fresh.prefix());
        CliRunner.Result json = cli.run(
                "lint",
                "--endpoint",
                dynamo.endpoint().toString(),
                "--platform",
                "app_data",
                "--table-prefix",
                fresh.prefix(),
                "--format",
                "json",
                "--segments",
                "1");

        assertThat(text.exit()).as(text.out()).isZero();
        assertThat(text.out()).isEmpty();
        assertThat(text.err()).isEmpty();
        assertThat(json.exit()).isZero();
        assertThat(json.json().get("result").asText()).isEqualTo("clean");
        assertThat(json.json().get("totals").get("items").asLong()).isPositive();
    }

    @Test
    void aDriftIntroducedOnPurposeIsReportedAsKeyDrift() {
        PlatformDescriptor appData = platforms.get("app_data");
        TableNameMapping fresh = dynamo.freshMapping();
        DemoDataset dataset = dynamo.loadDemo(appData, fresh);
        Item license = dataset.itemsByTable().get("app_data").stream()
                .filter(i -> i.scalarText("SK").orElse("").startsWith("LICENSE#"))
                .filter(i -> i.scalarText("status").orElse("").equals("active"))
                .filter(i ->
                        dataset.malformed().stream().noneMatch(m -> m.item().equals(i)))
                .findFirst()
                .orElseThrow();
        dynamo.client()
                .updateItem(r -> r.tableName(fresh.physical("app_data"))
                        .key(Map.of(
                                "PK",
                                AttributeValue.fromS(license.scalarText("PK").orElseThrow()),
                                "SK",
                                AttributeValue.fromS(license.scalarText("SK").orElseThrow())))
                        .updateExpression("SET #status = :expired")
                        .conditionExpression("attribute_exists(PK) AND #status = :active")
                        .expressionAttributeNames(Map.of("#status", "status"))
                        .expressionAttributeValues(Map.of(
                                ":expired",
                                AttributeValue.fromS("expired"),
                                ":active",
                                AttributeValue.fromS("active"))));

        CliRunner.Result result = cli.run(
                "lint",
                "--endpoint",
                dynamo.endpoint().toString(),
                "--platform",
                "app_data",
                "--table-prefix",
                fresh.prefix(),
                "--format",
                "json");

        JsonNode report = result.json();
        List<MalformedItem> demoDrift =
                dataset.malformed().stream().filter(LintCommandTest::drift).toList();
        assertThat(report.get("totals").get("keyDrift").asLong()).isEqualTo(demoDrift.size() + 1);
        JsonNode groups = Expected.entity(
                        Expected.table(report, "app_data"),
                        appData.entity("License").orElseThrow())
                .get("keyDrift");
        JsonNode drifted = groups.get(0);
        assertThat(drifted.get("code").asText()).isEqualTo("key-drift");
        List<Item> expected = new ArrayList<>(List.of(license));
        demoDrift.stream()
                .filter(m -> m.rule() == Rule.KEY_DRIFT && m.entity().equals("License"))
                .map(MalformedItem::item)
                .forEach(expected::add);
        assertThat(Expected.keysOf(drifted)).isEqualTo(Expected.keys(appData, "app_data", expected));
        JsonNode example = java.util.stream.StreamSupport.stream(
                        drifted.get("examples").spliterator(), false)
                .filter(x -> x.get("attribute").asText().equals("GSI3PK"))
                .findFirst()
                .orElseThrow();
        assertThat(example.get("key").get("SK").asText())
                .isEqualTo(license.scalarText("SK").orElseThrow());
        assertThat(example.get("message").asText())
                .contains("LICENSE#STATUS#active")
                .contains("LICENSE#STATUS#expired");
        CliRunner.Result text = cli.run(
                "lint",
                "--endpoint",
                dynamo.endpoint().toString(),
                "--platform",
                "app_data",
                "--table-prefix",
                fresh.prefix());
        assertThat(text.out())
                .contains("index key drifted from its template [key-drift]: "
                        + drifted.get("count").asLong() + " items");
    }

    private void put(String table, Item item, String partitionKey) {
        dynamo.client()
                .putItem(r -> r.tableName(table)
                        .item(ItemConverter.toAttributes(item))
                        .conditionExpression("attribute_not_exists(#pk)")
                        .expressionAttributeNames(Map.of("#pk", partitionKey)));
    }

    private static List<String> fields(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static String[] concat(String[] first, String... more) {
        return Stream.concat(Stream.of(first), Stream.of(more)).toArray(String[]::new);
    }
}
