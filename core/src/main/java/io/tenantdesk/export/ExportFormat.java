package io.tenantdesk.export;

import java.util.Locale;
import java.util.Optional;

/** The formats rows can be exported to. */
public enum ExportFormat {
    CSV("csv"),
    JSON("json"),
    JSONL("jsonl");

    private final String extension;

    ExportFormat(String extension) {
        this.extension = extension;
    }

    public String extension() {
        return extension;
    }

    public static Optional<ExportFormat> fromName(String name) {
        try {
            return Optional.of(valueOf(name.toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
