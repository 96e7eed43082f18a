package io.tenantdesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tenantdesk schema check}: every problem as file, JSON path and reason; exit 0, 1 or 2. */
class SchemaCheckCommandTest {

    @TempDir
    Path dir;

    private CliRunner cli;
    private Path good;

    @BeforeEach
    void write() throws IOException {
        cli = new CliRunner(dir, Instant.now());
        good = dir.resolve("app_data.json");
        Files.writeString(good, bundled("app_data.json"));
    }

    private static String bundled(String name) throws IOException {
        try (InputStream in = SchemaCheckCommandTest.class.getResourceAsStream("/platforms/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void descriptorsThatLoadPassSilently() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("platforms"));
        for (String name : List.of("t3nets.json", "wallcrawler.json")) {
            Files.writeString(folder.resolve(name), bundled(name));
        }

        CliRunner.Result result = cli.run("schema", "check", good.toString(), folder.toString());

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(result.out()).isEmpty();
        assertThat(result.err()).isEmpty();
    }

    @Test
    void aBrokenDescriptorPrintsEveryProblemWithFilePathAndReasonAndExitsOne() throws IOException {
        Path broken = dir.resolve("broken.json");
        Files.writeString(
                broken,
                bundled("app_data.json")
                        .replace("\"values\": [\"active\", \"expired\"]", "\"values\": []")
                        .replace(
                                "\"GSI3PK\": \"LICENSE#STATUS#{status}\"", "\"GSI3PK\": \"LICENSE#STATUS#{statuss}\""));

        CliRunner.Result result = cli.run("schema", "check", good.toString(), broken.toString());

        assertThat(result.exit()).isEqualTo(1);
        assertThat(result.err()).isEmpty();
        List<String> lines = result.out().lines().toList();
        assertThat(lines).hasSizeGreaterThanOrEqualTo(2);
        assertThat(lines)
                .allMatch(l -> l.matches("\\Q" + broken + "\\E: \\$\\.entities\\[\\d+]\\S*: .+"), "file: path: reason");
        assertThat(result.out()).contains("statuss").doesNotContain(good.toString());
    }

    @Test
    void hostileDescriptorsAreEachOneProblemLineAndTheCheckGoesOn() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("hostile"));
        String appData = bundled("app_data.json");
        Files.writeString(
                folder.resolve("a-huge-number.json"),
                appData.replace(
                        "\"seats\": { \"type\": \"number\", \"min\": 0 }",
                        "\"seats\": { \"type\": \"number\", \"min\": 1e400 }"));
        Files.writeString(folder.resolve("b-bom.json"), "\uFEFF" + appData);
        Files.writeString(
                folder.resolve("c-nul.json"),
                appData.replaceFirst("\"SK\": \"METADATA\"", "\"SK\": \"META\\\\u0000DATA\""));
        Files.writeString(
                folder.resolve("d-newline.json"),
                appData.replaceFirst("\"SK\": \"METADATA\"", "\"SK\": \"META\\\\nDATA\""));
        Files.writeString(
                folder.resolve("e-bidi.json"),
                appData.replaceFirst("\"SK\": \"METADATA\"", "\"SK\": \"META\u202EDATA\""));
        Files.writeString(folder.resolve("f-good.json"), bundled("wallcrawler.json"));

        CliRunner.Result result = cli.run("schema", "check", folder.toString());

        assertThat(result.exit()).as(result.err()).isEqualTo(1);
        assertThat(result.err()).isEmpty();
        List<String> lines = result.out().lines().toList();
        assertThat(lines).as(result.out()).hasSize(4);
        assertThat(lines.get(0))
                .isEqualTo(
                        folder.resolve("a-huge-number.json") + ": $.entities[3].attributes.seats.min: "
                                + "`min` 1E+400 is beyond the numbers DynamoDB can hold (at most 38 digits, from 1E-130 to 9.99…E+125)");
        assertThat(lines.get(1))
                .startsWith(folder.resolve("c-nul.json") + ": $.entities[0].keys.SK: ")
                .contains("U+0000");
        assertThat(lines.get(2))
                .startsWith(folder.resolve("d-newline.json") + ": $.entities[0].keys.SK: ")
                .contains("U+000A");
        assertThat(lines.get(3))
                .startsWith(folder.resolve("e-bidi.json") + ": $.entities[0].keys.SK: ")
                .contains("U+202E")
                .doesNotContain("\u202E");
    }

    @Test
    void anUnreadableArgumentExitsTwoAfterCheckingTheOthers() throws IOException {
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{ not json");

        CliRunner.Result result =
                cli.run("schema", "check", dir.resolve("missing.json").toString(), broken.toString());
        CliRunner.Result empty = cli.run(
                "schema", "check", Files.createDirectory(dir.resolve("empty")).toString());
        CliRunner.Result none = cli.run("schema", "check");

        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.err())
                .isEqualTo("tenantdesk schema check: cannot read " + dir.resolve("missing.json") + ": no such file"
                        + System.lineSeparator());
        assertThat(result.out()).startsWith(broken + ": line 1, column ").contains("not valid JSON");
        assertThat(empty.exit()).isEqualTo(2);
        assertThat(empty.err()).contains("has no *.json descriptor");
        assertThat(none.exit()).isEqualTo(2);
        assertThat(none.err()).startsWith("tenantdesk schema check: ");
    }

    @Test
    void aTenantLinkIntoANumberKeyIsAWarningThatKeepsExitZero() throws IOException {
        Path numbered = dir.resolve("numbered.json");
        Files.writeString(numbered, io.tenantdesk.schema.Fixtures.text("numbered"));

        CliRunner.Result result = cli.run("schema", "check", numbered.toString());

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(result.out())
                .startsWith(numbered + ": $.entities[3].tenant: warning: `orgNumber` goes into the Number key")
                .contains("has no Entry items");
    }
}
