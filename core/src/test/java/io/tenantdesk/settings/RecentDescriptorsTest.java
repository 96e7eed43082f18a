package io.tenantdesk.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.LogCapture;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

@Isolated
class RecentDescriptorsTest {

    @TempDir
    Path config;

    @Test
    void theMostRecentComesFirstOnceAndTheListIsBounded() {
        RecentDescriptors recent = new RecentDescriptors(config.resolve("tenantdesk"));
        Path a = config.resolve("a.json");
        Path b = config.resolve("b.json");

        recent.remember(a);
        recent.remember(b);
        assertThat(recent.remember(a)).containsExactly(a, b);
        assertThat(new RecentDescriptors(config.resolve("tenantdesk")).read()).containsExactly(a, b);

        IntStream.range(0, 12).forEach(i -> recent.remember(config.resolve("d" + i + ".json")));
        assertThat(recent.read()).hasSize(RecentDescriptors.MAX_RECENT).first().isEqualTo(config.resolve("d11.json"));
    }

    @Test
    void theFileIsTheOwnersOnly() throws Exception {
        RecentDescriptors recent = new RecentDescriptors(config.resolve("tenantdesk"));
        recent.remember(config.resolve("a.json"));

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(recent.file())))
                .isEqualTo("rw-------");
        assertThat(PosixFilePermissions.toString(
                        Files.getPosixFilePermissions(recent.file().getParent())))
                .isEqualTo("rwx------");
    }

    @Test
    void aBrokenFileReadsAsNoneAndIsReplacedOnTheNextOpen() throws Exception {
        RecentDescriptors recent = new RecentDescriptors(config);
        Files.writeString(recent.file(), "{ \"recent\": [ \"relative.json\", 3, ");

        try (LogCapture log = new LogCapture()) {
            assertThat(recent.read()).isEmpty();
            assertThat(log.text())
                    .contains(recent.file() + ": ']' expected at line 1")
                    .doesNotContain("Source:", "JsonEOFException", "relative.json");
        }
        assertThat(recent.remember(config.resolve("a.json"))).containsExactly(config.resolve("a.json"));

        Files.writeString(
                recent.file(), "{ \"recent\": [ \"relative.json\", 3, \"" + config.resolve("b.json") + "\" ] }");
        assertThat(recent.read()).containsExactly(config.resolve("b.json"));
    }
}
