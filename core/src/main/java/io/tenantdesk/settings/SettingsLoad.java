package io.tenantdesk.settings;

import java.util.Objects;
import java.util.Optional;

/**
 * The settings to use, and the problem that made them the defaults instead of the file's (the file is then
 * left as it is; {@link SettingsStore#save} refuses to overwrite it).
 */
public record SettingsLoad(ConnectionSettings settings, Optional<SettingsProblem> problem) {

    public SettingsLoad {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(problem, "problem");
    }
}
