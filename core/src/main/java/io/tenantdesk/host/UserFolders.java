package io.tenantdesk.host;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Tenantdesk's own folders, where each desktop system keeps an application's files: on Linux
 * {@code $XDG_CONFIG_HOME/tenantdesk}, {@code $XDG_DATA_HOME/tenantdesk} and {@code $XDG_STATE_HOME/tenantdesk} (by
 * default under {@code ~/.config}, {@code ~/.local/share} and {@code ~/.local/state}); on Windows
 * {@code %APPDATA%\Tenantdesk} (data under {@code %LOCALAPPDATA%} when set, logs in its {@code Logs} folder); on macOS
 * {@code ~/Library/Application Support/Tenantdesk} and {@code ~/Library/Logs/Tenantdesk}. Never inside {@code ~/.aws}.
 *
 * @param logs where the console's log files go
 */
public record UserFolders(Path config, Path data, Path logs) {

    private static final String NAME = "Tenantdesk";
    private static final String UNIX_NAME = "tenantdesk";

    public UserFolders {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(logs, "logs");
    }

    public static UserFolders resolve(HostEnvironment env) {
        if (env.isWindows()) {
            Path roaming = env.variable("APPDATA")
                    .map(Path::of)
                    .orElseGet(() -> env.homeDirectory().resolve("AppData").resolve("Roaming"));
            Path local = env.variable("LOCALAPPDATA").map(Path::of).orElse(roaming);
            return new UserFolders(
                    roaming.resolve(NAME),
                    local.resolve(NAME),
                    local.resolve(NAME).resolve("Logs"));
        }
        Path home = env.homeDirectory();
        if (env.isMac()) {
            Path support =
                    home.resolve("Library").resolve("Application Support").resolve(NAME);
            return new UserFolders(
                    support, support, home.resolve("Library").resolve("Logs").resolve(NAME));
        }
        Path config = env.variable("XDG_CONFIG_HOME")
                .map(Path::of)
                .filter(Path::isAbsolute)
                .orElse(home.resolve(".config"));
        Path data = env.variable("XDG_DATA_HOME")
                .map(Path::of)
                .filter(Path::isAbsolute)
                .orElse(home.resolve(".local").resolve("share"));
        Path state = env.variable("XDG_STATE_HOME")
                .map(Path::of)
                .filter(Path::isAbsolute)
                .orElse(home.resolve(".local").resolve("state"));
        return new UserFolders(config.resolve(UNIX_NAME), data.resolve(UNIX_NAME), state.resolve(UNIX_NAME));
    }
}
