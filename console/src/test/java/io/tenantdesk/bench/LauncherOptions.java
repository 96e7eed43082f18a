package io.tenantdesk.bench;

import io.tenantdesk.testing.Checkout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The JVM options the packaged console's launcher gets, read from the jpackage argument file the package build
 * passes on ({@code packaging/launcher-java-options.args}), so a benchmark runs with exactly those.
 */
final class LauncherOptions {

    static final Path FILE = Checkout.file("packaging", "launcher-java-options.args");

    /** Set in a benchmark's JVM of its own, started by {@link #runInOwnJvm}. */
    private static final String IN_OWN_JVM = "bench.own-jvm";

    private LauncherOptions() {}

    /** The values of the file's {@code --java-options} lines, in order; comments and blank lines skipped. */
    static List<String> console() throws IOException {
        List<String> options = new ArrayList<>();
        for (String line : Files.readAllLines(FILE)) {
            String text = line.replaceFirst("\\s+#.*$", "").strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            if (!text.startsWith("--java-options ")) {
                throw new IllegalStateException(FILE + ": expected only --java-options lines, found: " + text);
            }
            options.add(text.substring("--java-options ".length()).strip());
        }
        return options;
    }

    /** True in the JVM that {@link #runInOwnJvm} started. */
    static boolean inOwnJvm() {
        return Boolean.getBoolean(IN_OWN_JVM);
    }

    /**
     * Runs {@code benchmark} again in a JVM of its own started with the console's options, as the packaged console
     * runs (its collector, heap and compiler), with this JVM's {@code tenantdesk.*} and {@code bench.*} properties;
     * its report goes to this process's output.
     */
    static void runInOwnJvm(Benchmark benchmark, BenchReport report) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(console());
        System.getProperties().stringPropertyNames().stream()
                .filter(p -> p.startsWith("tenantdesk.") || p.startsWith("bench."))
                .forEach(p -> command.add("-D" + p + "=" + System.getProperty(p)));
        command.add("-D" + IN_OWN_JVM + "=true");
        command.add("-Dbench=" + benchmark.name());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Benchmarks.class.getName());
        report.note("");
        report.note(benchmark.name() + ": in a JVM of its own with the launcher's options (" + FILE + "): "
                + String.join(" ", console()));
        Process child = new ProcessBuilder(command).inheritIO().start();
        if (!child.waitFor(30, TimeUnit.MINUTES) || child.exitValue() != 0) {
            child.destroyForcibly();
            throw new IllegalStateException("the " + benchmark.name() + " benchmark's JVM failed");
        }
    }
}
