package io.tenantdesk.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The JVM options the packaged console's launcher gets for memory, read from the jpackage argument file the
 * package build passes on ({@code packaging/launcher-memory.args}), so a benchmark runs with exactly those.
 */
final class LauncherOptions {

    static final Path MEMORY = Path.of("packaging", "launcher-memory.args");

    private LauncherOptions() {
    }

    /** The values of the file's {@code --java-options} lines, in order; comments and blank lines skipped. */
    static List<String> memory() throws IOException {
        List<String> options = new ArrayList<>();
        for (String line : Files.readAllLines(MEMORY)) {
            String text = line.replaceFirst("\\s+#.*$", "").strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            if (!text.startsWith("--java-options ")) {
                throw new IllegalStateException(MEMORY + ": expected only --java-options lines, found: " + text);
            }
            options.add(text.substring("--java-options ".length()).strip());
        }
        return options;
    }
}
