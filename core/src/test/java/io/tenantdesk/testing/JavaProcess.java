package io.tenantdesk.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * A main class run in a JVM of its own on this test's class path: for what depends on the process itself (its
 * environment, its HOME, its system properties, its temporary folder), which a test cannot give the JVM it runs in.
 */
public final class JavaProcess {

    /** The exit code, and what the process wrote to stdout and stderr together. */
    public record Run(int exit, String output) {}

    private JavaProcess() {}

    /**
     * @param jvmOptions  e.g. {@code -Duser.home=…}
     * @param environment changes to the environment the process inherits from this one
     */
    public static Run run(
            Class<?> main, List<String> jvmOptions, Consumer<Map<String, String>> environment, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(
                List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), main.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        environment.accept(builder.environment());
        Process java = builder.start();
        String output = new String(java.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(java.waitFor(120, TimeUnit.SECONDS)).as(output).isTrue();
        return new Run(java.exitValue(), output);
    }
}
