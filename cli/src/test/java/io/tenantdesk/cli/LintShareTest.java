package io.tenantdesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.local.SharedDemo;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code lint --segment I/N} on the demo data in dynalite, and {@code lint merge} of the shares' reports. */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LintShareTest {

    private static final int SHARES = 8;

    /** The demo's TTLs are relative to the time it is generated: some passed, some not. */
    private final Instant checkedAt = Instant.now().truncatedTo(ChronoUnit.SECONDS);

    private LocalDynamo dynamo;
    private SharedDemo demo;
    private CliRunner cli;
    private Path folder;

    @BeforeAll
    void load(LocalDynamo dynamo, @TempDir Path home, @TempDir Path folder) {
        this.dynamo = dynamo;
        this.folder = folder;
        demo = dynamo.sharedDemo();
        demo.data(List.of("app_data", "wallcrawler"));
        cli = new CliRunner(home, Instant.parse("2026-06-01T00:00:00Z"));
    }

    private CliRunner.Result lint(String platform, String... more) {
        List<String> args = new ArrayList<>(List.of(
                "lint",
                "--endpoint",
                dynamo.endpoint().toString(),
                "--platform",
                platform,
                "--table-prefix",
                demo.tablePrefix(),
                "--format",
                "json",
                "--checked-at",
                checkedAt.toString(),
                "--examples",
                "2"));
        args.addAll(List.of(more));
        return cli.run(args.toArray(String[]::new));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"app_data", "wallcrawler"})
    void eightSharesMergedAreTheSingleRunsReport(String platform) throws IOException {
        CliRunner.Result single = lint(platform);
        List<String> merge = new ArrayList<>(List.of("lint", "merge"));
        long largestShare = 0;
        for (int i = SHARES - 1; i >= 0; i--) {
            CliRunner.Result share = lint(platform, "--segment", i + "/" + SHARES);
            assertThat(share.err()).isEmpty();
            assertThat(share.json().get("share").get("index").asInt()).isEqualTo(i);
            largestShare = Math.max(
                    largestShare, share.json().get("totals").get("items").asLong());
            merge.add(write(platform + "-" + i + ".json", share.out()).toString());
        }

        CliRunner.Result merged = cli.run(merge.toArray(String[]::new));

        assertThat(merged.err()).isEmpty();
        assertThat(merged.exit()).isEqualTo(single.exit()).isEqualTo(1);
        long items = single.json().get("totals").get("items").asLong();
        assertThat(largestShare).as("each share reads a part only").isPositive().isLessThan(items);
        assertThat(withoutTimes(merged.json())).isEqualTo(withoutTimes(single.json()));
        assertThat(merged.json().get("totals").get("findings").asLong()).isPositive();
        if (!platform.equals("app_data")) {
            assertThat(merged.json().get("totals").get("ttlExpired").asLong())
                    .as("TTL notices merged too")
                    .isPositive();
        }
    }

    @Test
    void sharesThatDoNotMakeAWholeAreRefusedSayingWhy() throws IOException {
        Path zero = write("zero.json", lint("app_data", "--segment", "0/3").out());
        Path one = write("one.json", lint("app_data", "--segment", "1/3").out());
        Path two = write("two.json", lint("app_data", "--segment", "2/3").out());
        Path otherTime = write(
                "other-time.json",
                cli.run(
                                "lint",
                                "--endpoint",
                                dynamo.endpoint().toString(),
                                "--platform",
                                "app_data",
                                "--table-prefix",
                                demo.tablePrefix(),
                                "--format",
                                "json",
                                "--examples",
                                "2",
                                "--segment",
                                "2/3")
                        .out());

        CliRunner.Result missing = cli.run("lint", "merge", zero.toString(), two.toString());
        CliRunner.Result twice =
                cli.run("lint", "merge", zero.toString(), one.toString(), one.toString(), two.toString());
        CliRunner.Result moments = cli.run("lint", "merge", zero.toString(), one.toString(), otherTime.toString());
        CliRunner.Result fine =
                cli.run("lint", "merge", "--format", "text", two.toString(), zero.toString(), one.toString());

        for (CliRunner.Result refused : List.of(missing, twice, moments)) {
            assertThat(refused.exit()).isEqualTo(2);
            assertThat(refused.out()).isEmpty();
            assertThat(refused.err()).startsWith("tenantdesk lint merge: ");
        }
        assertThat(missing.err()).contains("share 1/3 is missing");
        assertThat(twice.err()).contains("share 1/3 is given more than once");
        assertThat(moments.err()).contains("checkedAt").contains("--checked-at");
        assertThat(fine.exit()).as(fine.err()).isEqualTo(1);
        assertThat(fine.out()).contains("lint app_data: ").contains("findings");
    }

    @Test
    void aBrokenReportIsNamedWithThePlaceAndTheProblem() throws IOException {
        ObjectNode report = (ObjectNode) lint("app_data", "--segment", "0/2").json();
        ((ObjectNode) report.get("tables").get(0)).put("items", "many");
        Path wrongType = write("wrong-type.json", report.toString());
        Path notJson = write("not-json.json", "{\"format\": ");
        Path other = write("other.json", "{\"format\": \"something-else/2\"}");

        CliRunner.Result typed = cli.run("lint", "merge", wrongType.toString());
        CliRunner.Result truncated = cli.run("lint", "merge", notJson.toString());
        CliRunner.Result foreign = cli.run("lint", "merge", other.toString());
        CliRunner.Result absent =
                cli.run("lint", "merge", folder.resolve("absent.json").toString());

        assertThat(typed.err()).contains(wrongType + ": $.tables[0].items: expected a whole number");
        assertThat(truncated.err()).contains(notJson + ": not JSON (line 1");
        assertThat(foreign.err()).contains(other + ": $.format: is `something-else/2`, not a tenantdesk-lint/1 report");
        assertThat(absent.err()).contains("absent.json: no such file");
        for (CliRunner.Result r : List.of(typed, truncated, foreign, absent)) {
            assertThat(r.exit()).isEqualTo(2);
        }
    }

    @Test
    void aShareOutsideItsCountIsAWrongArgument() {
        CliRunner.Result result = lint("app_data", "--segment", "8/8");

        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.err()).contains("`8/8` is not a share I/N");
    }

    private Path write(String name, String content) throws IOException {
        return Files.writeString(folder.resolve(name), content, StandardCharsets.UTF_8);
    }

    /** The report without what differs between any two runs: how long they took and the capacity DynamoDB counted. */
    static JsonNode withoutTimes(JsonNode report) {
        ObjectNode copy = report.deepCopy();
        copy.remove("elapsedMs");
        copy.get("tables").forEach(t -> ((ObjectNode) t).remove(List.of("elapsedMs", "capacityUnits")));
        return copy;
    }
}
