package io.tenantdesk.ui.theme;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;

/**
 * Whether the desktop asks applications for dark windows, found the way each system answers it: on Linux the
 * {@code GTK_THEME} variable, then GNOME's {@code color-scheme} and GTK theme settings; on Windows the
 * "apps use light theme" registry value; on macOS the global {@code AppleInterfaceStyle}. Runs commands: call
 * it off the UI thread.
 */
public final class SystemColorScheme {

    /** Runs a command and gives its standard output when it exits with 0 in good time. */
    @FunctionalInterface
    public interface Commands {
        Optional<String> output(List<String> command);
    }

    private final String osName;
    private final UnaryOperator<String> variables;
    private final Commands commands;

    /**
     * @param osName    the {@code os.name} system property
     * @param variables environment look-up, null for a variable that is not set
     */
    public SystemColorScheme(String osName, UnaryOperator<String> variables, Commands commands) {
        this.osName = osName == null ? "" : osName.toLowerCase(Locale.ROOT);
        this.variables = variables;
        this.commands = commands;
    }

    /** This machine's desktop, asked through short-lived processes. */
    public static SystemColorScheme ofThisMachine() {
        return new SystemColorScheme(System.getProperty("os.name"), System::getenv, SystemColorScheme::run);
    }

    public boolean prefersDark() {
        if (osName.startsWith("windows")) {
            return commands.output(List.of(
                            "reg",
                            "query",
                            "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize",
                            "/v",
                            "AppsUseLightTheme"))
                    .map(out -> out.contains("AppsUseLightTheme") && out.strip().endsWith("0x0"))
                    .orElse(false);
        }
        if (osName.startsWith("mac")) {
            return commands.output(List.of("defaults", "read", "-g", "AppleInterfaceStyle"))
                    .map(out -> out.strip().equalsIgnoreCase("dark"))
                    .orElse(false);
        }
        String gtkTheme = variables.apply("GTK_THEME");
        if (gtkTheme != null && !gtkTheme.isBlank()) {
            return isDarkName(gtkTheme);
        }
        Optional<String> scheme = gsettings("color-scheme");
        if (scheme.isPresent() && scheme.get().contains("prefer-dark")) {
            return true;
        }
        return gsettings("gtk-theme").map(SystemColorScheme::isDarkName).orElse(false);
    }

    private Optional<String> gsettings(String key) {
        return commands.output(List.of("gsettings", "get", "org.gnome.desktop.interface", key));
    }

    private static boolean isDarkName(String theme) {
        return theme.toLowerCase(Locale.ROOT).contains("dark");
    }

    private static Optional<String> run(List<String> command) {
        try {
            Process process = new ProcessBuilder(command)
                    .redirectErrorStream(false)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            process.getOutputStream().close();
            if (!process.waitFor(2, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return Optional.empty();
            }
            try (InputStream out = process.getInputStream()) {
                String text = new String(out.readAllBytes(), StandardCharsets.UTF_8);
                return process.exitValue() == 0 ? Optional.of(text) : Optional.empty();
            }
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
