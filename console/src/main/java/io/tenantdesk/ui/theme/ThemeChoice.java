package io.tenantdesk.ui.theme;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** The theme the user picked in the settings menu. */
public enum ThemeChoice {
    LIGHT("Light"),
    DARK("Dark"),
    /** Light or dark as the desktop is set. */
    SYSTEM("Follow the system");

    private final String label;

    ThemeChoice(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** How the choice is written in the preference file. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<ThemeChoice> ofKey(String key) {
        return key == null
                ? Optional.empty()
                : Arrays.stream(values())
                        .filter(c -> c.key().equals(key.strip().toLowerCase(Locale.ROOT)))
                        .findFirst();
    }
}
