package io.tenantdesk.host;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Tenantdesk's own folders, where each desktop system keeps an application's files: on Linux
 * {@code $XDG_CONFIG_HOME/tenantdesk}, {@code $XDG_DATA_HOME/tenantdesk} and {@code $XDG_STATE_HOME/tenantdesk} (by
 * default under {@code ~/.config}, {@code ~/.local/share} and {@code ~/.local/state}); on Windows the settings and
 * descriptors in {@code %APPDATA%\Tenantdesk}, which roams with the user, the rest in {@code %LOCALAPPDATA%\Tenantdesk}
 * (logs in its {@code Logs} folder; by default both under {@code %USERPROFILE%\AppData}); on macOS
 * {@code ~/Library/Application Support/Tenantdesk} and {@code ~/Library/Logs/Tenantdesk}. Never inside {@code ~/.aws}.
 *
 * @param config the settings, the user's descriptors, saved queries
 * @param data the change journal, the demo's dynalite: the machine's, not roaming
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
        Path home = env.homeDirectory();
        if (env.isWindows()) {
            Path roaming = folder(env, "APPDATA", home.resolve("AppData").resolve("Roaming"));
            Path local = folder(env, "LOCALAPPDATA", home.resolve("AppData").resolve("Local"));
            return new UserFolders(
                    roaming.resolve(NAME),
                    local.resolve(NAME),
                    local.resolve(NAME).resolve("Logs"));
        }
        if (env.isMac()) {
            Path support =
                    home.resolve("Library").resolve("Application Support").resolve(NAME);
            return new UserFolders(
                    support, support, home.resolve("Library").resolve("Logs").resolve(NAME));
        }
        Path config = folder(env, "XDG_CONFIG_HOME", home.resolve(".config"));
        Path data = folder(env, "XDG_DATA_HOME", home.resolve(".local").resolve("share"));
        Path state = folder(env, "XDG_STATE_HOME", home.resolve(".local").resolve("state"));
        return new UserFolders(config.resolve(UNIX_NAME), data.resolve(UNIX_NAME), state.resolve(UNIX_NAME));
    }

    /** The folder the variable names, if it is an absolute path (the XDG rule, kept on every system). */
    private static Path folder(HostEnvironment env, String variable, Path otherwise) {
        return env.variable(variable).map(env::path).filter(Path::isAbsolute).orElse(otherwise);
    }
}
