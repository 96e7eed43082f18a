package io.tenantdesk.settings;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Why the settings file could not be used: the file, the JSON path ({@code $.recentConnections[2].region};
 * {@code $} for the whole file) and what is wrong.
 */
public record SettingsProblem(Path file, String path, String message) {

    public SettingsProblem {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(message, "message");
    }

    @Override
    public String toString() {
        return file + ": " + path + ": " + message;
    }
}
