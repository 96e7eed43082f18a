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
        Files.writeString(broken, bundled("app_data.json")
                .replace("\"values\": [\"active\", \"expired\"]", "\"values\": []")
                .replace("\"GSI3PK\": \"LICENSE#STATUS#{status}\"", "\"GSI3PK\": \"LICENSE#STATUS#{statuss}\""));

        CliRunner.Result result = cli.run("schema", "check", good.toString(), broken.toString());

        assertThat(result.exit()).isEqualTo(1);
        assertThat(result.err()).isEmpty();
        List<String> lines = result.out().lines().toList();
        assertThat(lines).hasSizeGreaterThanOrEqualTo(2);
        assertThat(lines).allMatch(l -> l.matches("\\Q" + broken + "\\E: \\$\\.entities\\[\\d+]\\S*: .+"), "file: path: reason");
        assertThat(result.out()).contains("statuss").doesNotContain(good.toString());
    }

    @Test
    void anUnreadableArgumentExitsTwoAfterCheckingTheOthers() throws IOException {
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{ not json");

        CliRunner.Result result = cli.run("schema", "check", dir.resolve("missing.json").toString(), broken.toString());
        CliRunner.Result empty = cli.run("schema", "check", Files.createDirectory(dir.resolve("empty")).toString());
        CliRunner.Result none = cli.run("schema", "check");

        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.err()).isEqualTo("tenantdesk schema check: cannot read " + dir.resolve("missing.json")
                + ": no such file" + System.lineSeparator());
        assertThat(result.out()).startsWith(broken + ": line 1, column ").contains("not valid JSON");
        assertThat(empty.exit()).isEqualTo(2);
        assertThat(empty.err()).contains("has no *.json descriptor");
        assertThat(none.exit()).isEqualTo(2);
        assertThat(none.err()).startsWith("tenantdesk schema check: ");
    }
}
