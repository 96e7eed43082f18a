package io.tenantdesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.about.AppVersion;
import io.tenantdesk.testing.JavaProcess;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line's own launcher, as its runtime without JavaFX starts it: a JVM of its own, no JavaFX at hand. */
class TenantdeskCliTest {

    @TempDir
    Path home;

    @Test
    void theCommandLineBuildsWithoutJavaFx() {
        assertThat(Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator)))
                .isNotEmpty()
                .noneMatch(entry ->
                        entry.contains("javafx") || entry.contains("controlsfx") || entry.contains("atlantafx"));
    }

    @Test
    void runsACommandAndExitsWithItsCode() throws IOException, InterruptedException {
        Path descriptor = home.resolve("broken.json");
        Files.writeString(descriptor, "{}");

        JavaProcess.Run check = run("schema", "check", descriptor.toString());
        JavaProcess.Run version = run("--version");

        assertThat(check.exit()).as(check.output()).isEqualTo(1);
        assertThat(check.output()).startsWith(descriptor + ": $.platform: `platform` is required");
        assertThat(version.exit()).isZero();
        assertThat(version.output().strip()).isEqualTo(AppVersion.line());
    }

    private JavaProcess.Run run(String... args) throws IOException, InterruptedException {
        return JavaProcess.run(TenantdeskCli.class, List.of("-Duser.home=" + home), environment -> {}, args);
    }
}
