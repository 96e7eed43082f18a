package io.tenantdesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenantdesk.aws.AwsStub;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.testing.Platforms;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** {@code tenantdesk repair} on the five platforms' demo data in dynalite: plan, review, apply, lint again. */
@ExtendWith(DynaliteExtension.class)
class RepairCommandTest {

    static Stream<String> platforms() {
        return Stream.of("t3nets", "app_data", "lon12", "helpmaton", "wallcrawler");
    }

    private record Demo(PlatformDescriptor platform, TableNameMapping mapping, DemoDataset data, CliRunner cli) {
        String[] args(String... more) {
            List<String> all = new ArrayList<>(List.of(more));
            all.addAll(
                    List.of("--endpoint", endpoint, "--platform", platform.id(), "--table-prefix", mapping.prefix()));
            return all.toArray(String[]::new);
        }

        private static String endpoint;
    }

    private static Demo demo(LocalDynamo dynamo, String platformId, Path home) {
        TableNameMapping mapping = dynamo.freshMapping();
        return demo(dynamo, dynamo.loadDemo(Platforms.get(platformId), mapping), mapping, home);
    }

    /** app_data's demo licences alone, in tables of their own. */
    private static Demo licences(LocalDynamo dynamo, Path home) {
        TableNameMapping mapping = dynamo.freshMapping();
        return demo(dynamo, dynamo.loadDemo(Platforms.get("app_data"), mapping, Set.of("License")), mapping, home);
    }

    private static Demo demo(LocalDynamo dynamo, DemoDataset data, TableNameMapping mapping, Path home) {
        Demo.endpoint = dynamo.endpoint().toString();
        return new Demo(data.platform(), mapping, data, new CliRunner(home, Instant.now()));
    }

    /** Each finding of a lint report as "code key attribute". */
    private static Set<String> findings(JsonNode lint) {
        Set<String> found = new HashSet<>();
        for (JsonNode table : lint.get("tables")) {
            for (JsonNode entity : table.get("entities")) {
                for (String groups : List.of("violations", "keyDrift")) {
                    for (JsonNode group : entity.path(groups)) {
                        for (JsonNode example : group.get("examples")) {
                            found.add(group.get("code").asText() + " " + example.get("key") + " "
                                    + example.get("attribute").asText());
                        }
                    }
                }
            }
        }
        return found;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("platforms")
    void afterApplyingThePlanLintReportsNoneOfTheRepairedFindings(
            String platformId, LocalDynamo dynamo, @TempDir Path home) throws Exception {
        Demo demo = demo(dynamo, platformId, home);
        Path planFile = home.resolve("plan.json");

        CliRunner.Result planned = demo.cli().run(demo.args("repair", "--out", planFile.toString()));

        assertThat(planned.exit()).as(planned.err()).isEqualTo(1);
        assertThat(planned.out()).isEmpty();
        assertThat(Files.getPosixFilePermissions(planFile))
                .containsOnly(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        JsonNode plan = new com.fasterxml.jackson.databind.ObjectMapper().readTree(planFile.toFile());
        assertThat(plan.get("format").asText()).isEqualTo("tenantdesk-repair-plan/1");
        List<JsonNode> items =
                StreamSupport.stream(plan.get("items").spliterator(), false).toList();
        assertThat(items)
                .isNotEmpty()
                .allSatisfy(i -> assertThat(i.get("changes")).isNotEmpty());
        Set<String> repaired = new HashSet<>();
        items.forEach(i -> i.get("problems")
                .forEach(p -> repaired.add(p.get("code").asText() + " " + i.get("key") + " "
                        + p.get("attribute").asText())));
        assertThat(findings(demo.cli()
                        .run(demo.args("lint", "--format", "json", "--examples", "100000"))
                        .json()))
                .containsAll(repaired);
        long fixable =
                demo.data().malformed().stream().filter(m -> !m.unrecognised()).count();
        assertThat(items.size() + plan.get("manual").size()).isEqualTo((int) fixable);

        Path journal = home.resolve("journal.jsonl");
        CliRunner.Result applied = demo.cli()
                .run(demo.args(
                        "repair",
                        "--apply",
                        planFile.toString(),
                        "--reason",
                        "clean-up after the 2026 import",
                        "--allow-writes",
                        "--journal",
                        journal.toString()));

        assertThat(applied.exit()).as(applied.out() + applied.err()).isEqualTo(0);
        assertThat(applied.out().lines())
                .hasSize(items.size())
                .allSatisfy(l -> assertThat(l).startsWith("written\t"));
        Set<String> after = findings(demo.cli()
                .run(demo.args("lint", "--format", "json", "--examples", "100000"))
                .json());
        assertThat(after).doesNotContainAnyElementsOf(repaired);
        assertThat(new ChangeJournal(journal).entries())
                .hasSize(items.size())
                .allSatisfy(e -> assertThat(e.status()).isEqualTo(WriteOutcome.Status.SUCCEEDED))
                .allSatisfy(e -> assertThat(e.provenance().reason()).isEqualTo("clean-up after the 2026 import"))
                .allSatisfy(e -> assertThat(e.provenance().actor())
                        .as("recorded as the console records it")
                        .isEqualTo("local (" + dynamo.endpoint() + ")"));
    }

    @Test
    void anItemChangedSinceThePlanIsAConflictAndTheRestAreWritten(LocalDynamo dynamo, @TempDir Path home)
            throws Exception {
        Demo demo = licences(dynamo, home);
        Path planFile = home.resolve("plan.json");
        demo.cli().run(demo.args("repair", "--out", planFile.toString(), "--code", "key-drift,key-missing,wrong-type"));
        JsonNode plan = new com.fasterxml.jackson.databind.ObjectMapper().readTree(planFile.toFile());
        assertThat(plan.get("items").size()).isGreaterThan(1);
        assertThat(plan.get("items"))
                .allSatisfy(i -> assertThat(i.get("problems"))
                        .allSatisfy(p ->
                                assertThat(p.get("code").asText()).isIn("key-drift", "key-missing", "wrong-type")));
        JsonNode first = plan.get("items").get(0);
        dynamo.client()
                .updateItem(r -> r.tableName(demo.mapping().physical("app_data"))
                        .key(Map.of(
                                "PK",
                                AttributeValue.fromS(first.get("key").get("PK").asText()),
                                "SK",
                                AttributeValue.fromS(first.get("key").get("SK").asText())))
                        .updateExpression("SET #note = :n")
                        .conditionExpression("attribute_exists(PK)")
                        .expressionAttributeNames(Map.of("#note", "note"))
                        .expressionAttributeValues(Map.of(":n", AttributeValue.fromS("x"))));

        CliRunner.Result applied = demo.cli()
                .run(demo.args(
                        "repair",
                        "--apply",
                        planFile.toString(),
                        "--reason",
                        "r",
                        "--allow-writes",
                        "--journal",
                        home.resolve("journal.jsonl").toString()));

        assertThat(applied.exit()).isEqualTo(1);
        assertThat(applied.out().lines()).hasSize(plan.get("items").size());
        assertThat(applied.out().lines().findFirst().orElseThrow())
                .startsWith("conflict\t")
                .contains(first.get("key").get("PK").asText())
                .endsWith("the item changed since the plan was made; nothing written");
        assertThat(applied.out().lines().skip(1)).allSatisfy(l -> assertThat(l).startsWith("written\t"));
        assertThat(applied.err()).contains((plan.get("items").size() - 1) + " written, 1 conflict");
    }

    @Test
    void applyingNeedsWritesAllowedAndAReason(LocalDynamo dynamo, @TempDir Path home) {
        Demo demo = licences(dynamo, home);
        Path planFile = home.resolve("plan.json");
        demo.cli().run(demo.args("repair", "--out", planFile.toString()));

        CliRunner.Result noFlag = demo.cli().run(demo.args("repair", "--apply", planFile.toString(), "--reason", "r"));
        CliRunner.Result noReason =
                demo.cli().run(demo.args("repair", "--apply", planFile.toString(), "--allow-writes"));

        assertThat(noFlag.exit()).isEqualTo(2);
        assertThat(noFlag.err()).contains("add --allow-writes");
        assertThat(noReason.exit()).isEqualTo(2);
        assertThat(noReason.err()).contains("--apply needs --reason TEXT");
        assertThat(home.resolve("journal.jsonl")).doesNotExist();
    }

    @Test
    void applyingThroughAProductionProfileIsRefusedUnlessAllowedExplicitly(LocalDynamo dynamo, @TempDir Path home)
            throws Exception {
        Demo demo = licences(dynamo, home);
        Path planFile = home.resolve("plan.json");
        demo.cli().run(demo.args("repair", "--out", planFile.toString(), "--code", "key-drift"));
        Files.writeString(
                home.resolve("aws-config"),
                "[profile prod-support]\nregion = eu-west-1\nservices = local\n"
                        + "[services local]\ndynamodb =\n  endpoint_url = " + dynamo.endpoint() + "\n");
        Files.writeString(
                home.resolve("aws-credentials"),
                "[prod-support]\naws_access_key_id = AKIAPRODSUPPORT00001\n" + "aws_secret_access_key = prod-secret\n");
        try (AwsStub sts = AwsStub.start(java.time.Clock.systemUTC())
                .identity("AKIAPRODSUPPORT00001", "123456789012", "arn:aws:iam::123456789012:user/ana")) {
            CliRunner runner = new CliRunner(home, Instant.now())
                    .withProperties(Map.of("aws.endpointUrlSts", sts.endpoint().toString()));
            List<String> apply = List.of(
                    "repair",
                    "--apply",
                    planFile.toString(),
                    "--reason",
                    "Ticket 8",
                    "--allow-writes",
                    "--profile",
                    "prod-support",
                    "--platform",
                    "app_data",
                    "--table-prefix",
                    demo.mapping().prefix(),
                    "--journal",
                    home.resolve("journal.jsonl").toString());

            CliRunner.Result refused = runner.run(apply.toArray(String[]::new));

            assertThat(refused.exit()).isEqualTo(2);
            assertThat(refused.err()).contains("prod-support").contains("add --allow-production");
            assertThat(refused.out()).isEmpty();
            assertThat(home.resolve("journal.jsonl")).doesNotExist();

            List<String> allowed = new ArrayList<>(apply);
            allowed.add("--allow-production");
            CliRunner.Result applied = runner.run(allowed.toArray(String[]::new));

            assertThat(applied.exit()).as(applied.err()).isZero();
            assertThat(applied.out().lines())
                    .isNotEmpty()
                    .allSatisfy(l -> assertThat(l).startsWith("written\t"));
        }
    }
}
