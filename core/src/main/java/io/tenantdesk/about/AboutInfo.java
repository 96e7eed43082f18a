package io.tenantdesk.about;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;

/**
 * What the About dialog tells: the version, the runtime the console runs on, where its log is, its licence and
 * the notices of the libraries it bundles (both carried in the jar's {@code META-INF}).
 *
 * @param runtime the Java runtime: name, version, vendor and where it lives
 * @param javafx  the JavaFX version, or "not loaded" before the toolkit starts
 */
public record AboutInfo(
        String version, String runtime, String javafx, String system, Path logFile, String licence, String notices) {

    static final String LICENCE = "/META-INF/LICENSE";
    static final String NOTICES = "/META-INF/THIRD-PARTY-NOTICES.txt";

    /** This process's facts. */
    public static AboutInfo current(Path logFile) {
        return new AboutInfo(
                AppVersion.current(),
                System.getProperty("java.runtime.name", "Java") + " " + Runtime.version() + " ("
                        + System.getProperty("java.vendor", "unknown vendor") + "), " + System.getProperty("java.home"),
                System.getProperty("javafx.runtime.version", "not loaded"),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " ("
                        + System.getProperty("os.arch").toLowerCase(Locale.ROOT) + ")",
                logFile,
                resource(LICENCE),
                resource(NOTICES));
    }

    /** The facts as plain text, for a bug report. */
    public String details() {
        return String.join(
                System.lineSeparator(),
                "Tenantdesk " + version,
                "Java: " + runtime,
                "JavaFX: " + javafx,
                "System: " + system,
                "Log: " + logFile);
    }

    private static String resource(String name) {
        try (InputStream in = AboutInfo.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the application lacks " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
