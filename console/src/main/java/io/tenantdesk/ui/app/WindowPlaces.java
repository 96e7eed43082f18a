package io.tenantdesk.ui.app;

import io.tenantdesk.host.AtomicFiles;
import io.tenantdesk.ui.app.WindowGeometry.Box;
import io.tenantdesk.ui.app.WindowGeometry.Placement;
import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * Where the console's window was on each screen (size, position, maximised) and which screen it was last on, kept
 * in a small file of their own in the config folder: readable only by its owner, replaced whole or not at all. A
 * missing file, or a screen's unreadable entry, leaves that screen to the default place.
 */
final class WindowPlaces {

    /** What the file holds. */
    record Saved(Map<String, Placement> byScreen, Optional<String> lastScreen) implements WindowGeometry.Memory {
        Saved {
            byScreen = Map.copyOf(byScreen);
        }

        static Saved none() {
            return new Saved(Map.of(), Optional.empty());
        }

        @Override
        public Optional<Placement> on(String screenKey) {
            return Optional.ofNullable(byScreen.get(screenKey));
        }

        /** This memory with the window's place on {@code screenKey}, now the last screen it was on. */
        Saved with(String screenKey, Placement placement) {
            Map<String, Placement> next = new LinkedHashMap<>(byScreen);
            next.put(screenKey, placement);
            return new Saved(next, Optional.of(screenKey));
        }
    }

    static final String FILE_NAME = "window.properties";
    private static final String LAST = "last";
    private static final String[] FIELDS = {"x", "y", "width", "height"};

    private final Path file;

    WindowPlaces(Path configFolder) {
        this.file = configFolder.resolve(FILE_NAME);
    }

    Path file() {
        return file;
    }

    Saved read() {
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(in);
        } catch (NoSuchFileException e) {
            return Saved.none();
        } catch (IOException | IllegalArgumentException e) {
            warn(file + ": " + e.getMessage() + "; the window opens at its default place");
            return Saved.none();
        }
        Map<String, Placement> byScreen = new LinkedHashMap<>();
        for (String name : properties.stringPropertyNames()) {
            if (name.endsWith(".maximized")) {
                String screen = name.substring(0, name.length() - ".maximized".length());
                placement(properties, screen).ifPresent(p -> byScreen.put(screen, p));
            }
        }
        return new Saved(byScreen, Optional.ofNullable(properties.getProperty(LAST)));
    }

    /** @throws UncheckedIOException when the file cannot be written */
    void write(Saved saved) {
        Properties properties = new Properties();
        saved.lastScreen().ifPresent(last -> properties.setProperty(LAST, last));
        saved.byScreen().forEach((screen, placement) -> {
            Box b = placement.bounds();
            double[] values = {b.x(), b.y(), b.width(), b.height()};
            for (int i = 0; i < FIELDS.length; i++) {
                properties.setProperty(screen + "." + FIELDS[i], Long.toString(Math.round(values[i])));
            }
            properties.setProperty(screen + ".maximized", Boolean.toString(placement.maximized()));
        });
        StringWriter text = new StringWriter();
        try {
            properties.store(text, "Tenantdesk window, per screen");
            AtomicFiles.write(file, text.toString().getBytes(StandardCharsets.UTF_8), true);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save the window's place in " + file, e);
        }
    }

    private Optional<Placement> placement(Properties properties, String screen) {
        double[] values = new double[FIELDS.length];
        for (int i = 0; i < FIELDS.length; i++) {
            String key = screen + "." + FIELDS[i];
            String value = properties.getProperty(key);
            try {
                values[i] = Double.parseDouble(value == null ? "" : value.strip());
            } catch (NumberFormatException e) {
                warn(file + ": " + key + ": not a number `" + value + "`; the window opens at its default place there");
                return Optional.empty();
            }
        }
        if (values[2] <= 0 || values[3] <= 0) {
            return Optional.empty();
        }
        return Optional.of(new Placement(
                new Box(values[0], values[1], values[2], values[3]),
                Boolean.parseBoolean(properties.getProperty(screen + ".maximized"))));
    }

    private static void warn(String message) {
        System.getLogger(WindowPlaces.class.getName()).log(System.Logger.Level.WARNING, message);
    }
}
