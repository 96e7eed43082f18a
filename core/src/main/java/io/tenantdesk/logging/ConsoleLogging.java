package io.tenantdesk.logging;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.Logger;

/**
 * Where the console's log records go (java.util.logging, which both System.Logger and the AWS SDK's SLF4J end in):
 * one line each on stderr, and in the window's case also a rolling file in the user's log folder, so what a
 * console started from the desktop menu said is not lost. Secrets are masked on the way out.
 *
 * <p>Named by {@code java.util.logging.config.class} in the tests, whose JVM then logs to stderr the same way.
 */
public final class ConsoleLogging {

    /** Size at which the log file rolls over, and how many files are kept. */
    public static final long FILE_LIMIT = 2L * 1024 * 1024;

    public static final int FILES = 3;

    private final Handler stderr = new StderrHandler();

    /** Configures this JVM's logging for stderr, at INFO; JUL makes one when the tests name this class. */
    public ConsoleLogging() {
        LogManager manager = LogManager.getLogManager();
        try {
            // Levels set through the configuration outlive the loggers (JUL holds loggers weakly). The SDK reports at
            // INFO what the console reports itself; its DEBUG would log request details.
            manager.readConfiguration(new ByteArrayInputStream(
                    String.join("\n", "handlers=", ".level=INFO", "software.amazon.awssdk.level=WARNING")
                            .getBytes(StandardCharsets.ISO_8859_1)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        manager.getLogger("").addHandler(stderr);
    }

    /**
     * Configures this JVM's logging.
     *
     * @param stderrLevel the least level shown on stderr: WARNING for the commands, whose stderr is for problems
     */
    public static ConsoleLogging configure(Level stderrLevel) {
        ConsoleLogging logging = new ConsoleLogging();
        logging.stderr.setLevel(stderrLevel);
        return logging;
    }

    /**
     * Also logs to {@link RollingLogFile#FILE_NAME} in {@code folder}, and logs any exception nobody caught.
     *
     * @return the file handler, to show where the log is
     */
    public RollingLogFile alsoToFile(Path folder) {
        RollingLogFile file = new RollingLogFile(folder, FILE_LIMIT, FILES);
        file.setLevel(Level.INFO);
        Logger.getLogger("").addHandler(file);
        Thread.setDefaultUncaughtExceptionHandler((thread, failure) ->
                Logger.getLogger("io.tenantdesk").log(Level.SEVERE, "uncaught in thread " + thread.getName(), failure));
        return file;
    }
}
