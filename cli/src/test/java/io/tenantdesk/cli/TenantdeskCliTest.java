package io.tenantdesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.about.AppVersion;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
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

        Run check = run("schema", "check", descriptor.toString());
        Run version = run("--version");

        assertThat(check.exit()).as(check.output()).isEqualTo(1);
        assertThat(check.output()).startsWith(descriptor + ": $.platform: `platform` is required");
        assertThat(version.exit()).isZero();
        assertThat(version.output().strip()).isEqualTo(AppVersion.line());
    }

    private record Run(int exit, String output) {}

    private Run run(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Duser.home=" + home,
                "-cp",
                System.getProperty("java.class.path"),
                TenantdeskCli.class.getName()));
        command.addAll(List.of(args));
        Process java = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(java.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(java.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Run(java.exitValue(), output);
    }
}
