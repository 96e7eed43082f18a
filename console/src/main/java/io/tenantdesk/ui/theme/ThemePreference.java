package io.tenantdesk.ui.theme;

import io.tenantdesk.host.AtomicFiles;
import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * The theme the user chose, and what the desktop last answered when asked for its colour scheme (so the next
 * start opens in the right colours before asking again), kept in a small file of their own in Tenantdesk's config
 * folder: readable only by its owner, replaced whole or not at all.
 */
public final class ThemePreference {

    /** What the file holds; a missing or unreadable file reads as following a light system. */
    public record Saved(ThemeChoice choice, boolean systemDark) {
        public boolean dark() {
            return choice == ThemeChoice.DARK || choice == ThemeChoice.SYSTEM && systemDark;
        }
    }

    public static final String FILE_NAME = "appearance.properties";
    private static final String THEME = "theme";
    private static final String SYSTEM_DARK = "systemDark";

    private final Path file;

    public ThemePreference(Path configFolder) {
        this.file = configFolder.resolve(FILE_NAME);
    }

    public Path file() {
        return file;
    }

    public Saved read() {
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(in);
        } catch (IOException | IllegalArgumentException e) {
            return new Saved(ThemeChoice.SYSTEM, false);
        }
        return new Saved(
                ThemeChoice.ofKey(properties.getProperty(THEME)).orElse(ThemeChoice.SYSTEM),
                Boolean.parseBoolean(properties.getProperty(SYSTEM_DARK)));
    }

    /** @throws UncheckedIOException when the file cannot be written */
    public void write(Saved saved) {
        Properties properties = new Properties();
        properties.setProperty(THEME, saved.choice().key());
        properties.setProperty(SYSTEM_DARK, Boolean.toString(saved.systemDark()));
        StringWriter text = new StringWriter();
        try {
            properties.store(text, "Tenantdesk appearance");
            AtomicFiles.write(file, text.toString().getBytes(StandardCharsets.UTF_8), true);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save the theme in " + file, e);
        }
    }
}
