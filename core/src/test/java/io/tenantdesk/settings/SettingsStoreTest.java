package io.tenantdesk.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.ConnectionSpec;
import io.tenantdesk.aws.TableNameMapping;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsStoreTest {

    @TempDir
    Path dir;

    private final Clock clock = Clock.fixed(Instant.parse("2025-03-04T05:06:07Z"), ZoneOffset.UTC);

    @Test
    void noFileMeansDefaults() {
        SettingsLoad load = new SettingsStore(dir, clock).load();

        assertThat(load.problem()).isEmpty();
        assertThat(load.settings()).isEqualTo(ConnectionSettings.defaults());
        assertThat(load.settings().productionPatterns()).containsExactly("*prod*");
    }

    @Test
    void roundTripsEverySetting() {
        SettingsStore store = new SettingsStore(dir.resolve("new-folder"), clock);
        ConnectionSettings settings = ConnectionSettings.defaults()
                .withProductionPatterns(List.of("*prod*", "regex:^1111\\d{8}$", "glob:live-?"))
                .withReadOnlyOverride("staging", true)
                .withReadOnlyOverride("prod-sandbox", false)
                .withRecent(new RecentConnection(
                        ConnectionSpec.local(URI.create("http://127.0.0.1:8000")),
                        Instant.parse("2025-01-01T10:00:00Z")))
                .withRecent(new RecentConnection(
                        ConnectionSpec.profile("prod")
                                .withRegion("eu-west-1")
                                .withEndpointOverride(URI.create("https://dynamodb.eu-west-1.amazonaws.com"))
                                .withTables(TableNameMapping.affixed("HelpmatonProduction-", "-1A2B")
                                        .withExplicitNames(
                                                Map.of("workspace", "HelpmatonProduction-WorkspaceTable-XYZ")))
                                .withReadOnly(true),
                        Instant.parse("2025-02-01T10:00:00Z")))
                .withAuditTable(ConnectionSpec.profile("prod"), " tenantdesk-audit ")
                .withAuditTable(ConnectionSpec.local(URI.create("http://127.0.0.1:8000")), "local-audit");

        store.save(settings);
        SettingsLoad load = new SettingsStore(dir.resolve("new-folder"), clock).load();

        assertThat(load.problem()).isEmpty();
        assertThat(load.settings()).isEqualTo(settings);
        assertThat(load.settings().recentConnections().get(0).spec().profile()).contains("prod");
        assertThat(load.settings().auditTable(ConnectionSpec.profile("prod").withRegion("eu-west-1")))
                .contains("tenantdesk-audit");
        assertThat(load.settings().auditTable(ConnectionSpec.profile("staging")))
                .isEmpty();
        assertThat(load.settings()
                        .withAuditTable(ConnectionSpec.profile("prod"), "")
                        .auditTable(ConnectionSpec.profile("prod")))
                .as("a blank name removes it")
                .isEmpty();
    }

    @Test
    void aFileLeftReadableByOthersIsMadeTheOwnersOnlyWhenLoaded() throws IOException {
        SettingsStore store = new SettingsStore(dir, clock);
        store.save(ConnectionSettings.defaults());
        Files.setPosixFilePermissions(store.file(), PosixFilePermissions.fromString("rw-r--r--"));

        SettingsLoad load = store.load();

        assertThat(load.problem()).isEmpty();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(store.file())))
                .isEqualTo("rw-------");
    }

    @Test
    void recentConnectionsAreMostRecentFirstWithoutDuplicatesAndCapped() {
        ConnectionSettings settings = ConnectionSettings.defaults();
        for (int i = 0; i < 15; i++) {
            settings = settings.withRecent(recent("p" + i));
        }
        settings = settings.withRecent(recent("p12"));

        assertThat(settings.recentConnections()).hasSize(ConnectionSettings.MAX_RECENT);
        assertThat(settings.recentConnections())
                .extracting(r -> r.spec().profile().orElseThrow())
                .startsWith("p12", "p14", "p13", "p11")
                .doesNotHaveDuplicates();
    }

    @Test
    void aBrokenFileNamesTheFileThePathAndTheReasonAndIsNotOverwritten() throws IOException {
        String broken = """
                {"productionPatterns": ["*prod*"],
                 "recentConnections": [ {"profile": "prod", "region": 42} ] }
                """;
        Path file = Files.writeString(dir.resolve(SettingsStore.FILE_NAME), broken);
        SettingsStore store = new SettingsStore(dir, clock);

        SettingsLoad load = store.load();

        assertThat(load.settings()).isEqualTo(ConnectionSettings.defaults());
        SettingsProblem problem = load.problem().orElseThrow();
        assertThat(problem.file()).isEqualTo(file);
        assertThat(problem.path()).isEqualTo("$.recentConnections[0].region");
        assertThat(problem.message()).isEqualTo("expected a string, found number 42");
        assertThat(problem.toString())
                .isEqualTo(file + ": $.recentConnections[0].region: expected a string, found number 42");

        assertThatThrownBy(() -> store.save(ConnectionSettings.defaults().withRecent(recent("x"))))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining(file.toString())
                .hasMessageContaining("$.recentConnections[0].region");
        assertThat(Files.readString(file)).isEqualTo(broken);
    }

    @Test
    void invalidJsonSaysWhere() throws IOException {
        Files.writeString(dir.resolve(SettingsStore.FILE_NAME), "{\n  \"lastPlatform\": \"x\",\n  oops\n}");

        SettingsProblem problem = new SettingsStore(dir, clock).load().problem().orElseThrow();

        assertThat(problem.path()).isEqualTo("$");
        assertThat(problem.message()).startsWith("not valid JSON (line 3, column");
    }

    @Test
    void meaningfulValuesAreCheckedToo() throws IOException {
        assertProblem(
                "{\"productionPatterns\": [\"ok\", \"regex:([\"]}",
                "$.productionPatterns[1]",
                "not a valid regular expression");
        assertProblem(
                "{\"recentConnections\": [{\"region\": \"eu-west-1\"}]}",
                "$.recentConnections[0]",
                "a profile or a local endpoint; this one names neither");
        assertProblem(
                "{\"recentConnections\": [{\"profile\": \"p\", \"tables\": {\"prefix\": \"a b\"}}]}",
                "$.recentConnections[0].tables",
                "prefix `a b`");
        assertProblem(
                "{\"readOnlyProfiles\": {\"prod-eu\": \"yes\"}}",
                "$.readOnlyProfiles['prod-eu']",
                "expected true or false");
        assertProblem("{\"auditTables\": {\"profile:prod\": 7}}", "$.auditTables['profile:prod']", "expected a string");
        assertProblem("[]", "$", "expected an object, found a list");
        assertProblem("  ", "$", "the file is empty");
    }

    @Test
    void replacingABrokenFileKeepsItAsACopy() throws IOException {
        Path file = Files.writeString(dir.resolve(SettingsStore.FILE_NAME), "{ nope");
        SettingsStore store = new SettingsStore(dir, clock);

        Optional<Path> backup =
                store.replaceBroken(ConnectionSettings.defaults().withRecent(recent("lon12")));

        assertThat(backup).contains(dir.resolve("connections.json.broken-20250304-050607"));
        assertThat(Files.readString(backup.orElseThrow())).isEqualTo("{ nope");
        assertThat(store.load().settings().recentConnections()).containsExactly(recent("lon12"));
        assertThat(file).exists();
    }

    @Test
    void writesAtomicallyLeavingNoTemporaryFiles() throws IOException {
        SettingsStore store = new SettingsStore(dir, clock);
        store.save(ConnectionSettings.defaults().withRecent(recent("one")));
        store.save(ConnectionSettings.defaults().withRecent(recent("two")));

        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly(SettingsStore.FILE_NAME);
        }
        assertThat(store.load().settings().recentConnections()).containsExactly(recent("two"));
    }

    @Test
    void unknownFieldsFromANewerVersionAreIgnored() throws IOException {
        Files.writeString(
                dir.resolve(SettingsStore.FILE_NAME),
                "{\"version\": 7, \"theme\": \"dark\", \"lastPlatform\": \"t3nets\"}");

        SettingsLoad load = new SettingsStore(dir, clock).load();

        assertThat(load.problem()).isEmpty();
        assertThat(load.settings().productionPatterns()).isEqualTo(ConnectionSettings.DEFAULT_PRODUCTION_PATTERNS);
    }

    @Test
    void theFieldsOlderVersionsWroteStillLoadAndAreLeftOutWhenSaved() throws IOException {
        Path file = Files.writeString(dir.resolve(SettingsStore.FILE_NAME), """
                {"version": 1, "lastPlatform": "t3nets",
                 "recentConnections": [{"profile": "prod", "platform": "lon12", "usedAt": "1970-01-01T00:00:00Z"}]}
                """);
        SettingsStore store = new SettingsStore(dir, clock);

        SettingsLoad load = store.load();
        store.save(load.settings());

        assertThat(load.problem()).isEmpty();
        assertThat(load.settings().recentConnections()).containsExactly(recent("prod"));
        assertThat(Files.readString(file)).doesNotContain("lastPlatform", "lon12");
        assertThat(store.load().settings()).isEqualTo(load.settings());
    }

    private void assertProblem(String content, String path, String messagePart) throws IOException {
        Files.writeString(dir.resolve(SettingsStore.FILE_NAME), content);
        SettingsProblem problem = new SettingsStore(dir, clock).load().problem().orElseThrow();
        assertThat(problem.path()).as(content).isEqualTo(path);
        assertThat(problem.message()).as(content).contains(messagePart);
    }

    private static RecentConnection recent(String profile) {
        return new RecentConnection(ConnectionSpec.profile(profile), Instant.EPOCH);
    }
}
