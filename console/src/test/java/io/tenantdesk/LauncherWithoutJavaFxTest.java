package io.tenantdesk;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A command run through the launcher's main class, in a JVM of its own, loads no JavaFX. */
class LauncherWithoutJavaFxTest {

    @TempDir
    Path home;

    @Test
    void theLauncherRunsACommandWithoutLoadingJavaFx() throws IOException, InterruptedException {
        Path descriptor = home.resolve("broken.json");
        Files.writeString(descriptor, "{}");
        Path log = home.resolve("classes.log");
        Process java = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Xlog:class+load=info:file=" + log,
                        "-cp",
                        System.getProperty("java.class.path"),
                        "io.tenantdesk.Tenantdesk",
                        "schema",
                        "check",
                        descriptor.toString())
                .redirectErrorStream(true)
                .start();
        String output = new String(java.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(java.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(java.exitValue()).as(output).isEqualTo(1);
        assertThat(output).startsWith(descriptor + ": $.platform: `platform` is required");
        List<String> loaded = Files.readAllLines(log);
        assertThat(loaded).anyMatch(l -> l.contains("io.tenantdesk.cli.Cli "));
        assertThat(loaded).noneMatch(l -> l.contains("javafx.") || l.contains("io.tenantdesk.ui."));
    }
}
