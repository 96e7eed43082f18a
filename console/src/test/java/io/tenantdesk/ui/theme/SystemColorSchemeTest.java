package io.tenantdesk.ui.theme;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SystemColorSchemeTest {

    private final List<List<String>> asked = new ArrayList<>();

    private SystemColorScheme desktop(String os, Map<String, String> variables, Map<String, String> answers) {
        return new SystemColorScheme(os, variables::get, command -> {
            asked.add(command);
            return Optional.ofNullable(answers.get(String.join(" ", command)));
        });
    }

    @Test
    void aGtkThemeVariableDecidesOnLinuxWithoutAskingGnome() {
        assertThat(desktop("Linux", Map.of("GTK_THEME", "Adwaita:dark"), Map.of())
                        .prefersDark())
                .isTrue();
        assertThat(desktop("Linux", Map.of("GTK_THEME", "Adwaita"), Map.of()).prefersDark())
                .isFalse();
        assertThat(asked).isEmpty();
    }

    @Test
    void gnomesColorSchemeOrItsGtkThemeNameSayDark() {
        assertThat(desktop(
                                "Linux",
                                Map.of(),
                                Map.of("gsettings get org.gnome.desktop.interface color-scheme", "'prefer-dark'\n"))
                        .prefersDark())
                .isTrue();
        assertThat(desktop(
                                "Linux",
                                Map.of(),
                                Map.of(
                                        "gsettings get org.gnome.desktop.interface color-scheme", "'default'\n",
                                        "gsettings get org.gnome.desktop.interface gtk-theme", "'Yaru-dark'\n"))
                        .prefersDark())
                .isTrue();
        assertThat(desktop(
                                "Linux",
                                Map.of(),
                                Map.of(
                                        "gsettings get org.gnome.desktop.interface color-scheme", "'default'\n",
                                        "gsettings get org.gnome.desktop.interface gtk-theme", "'Adwaita'\n"))
                        .prefersDark())
                .isFalse();
    }

    @Test
    void aDesktopThatCannotBeAskedIsLight() {
        assertThat(desktop("Linux", Map.of(), Map.of()).prefersDark()).isFalse();
        assertThat(desktop("Windows 11", Map.of(), Map.of()).prefersDark()).isFalse();
        assertThat(desktop("Mac OS X", Map.of(), Map.of()).prefersDark()).isFalse();
    }

    @Test
    void windowsAnswersThroughTheAppsUseLightThemeValue() {
        String query =
                "reg query HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize /v AppsUseLightTheme";
        assertThat(desktop(
                                "Windows 11",
                                Map.of(),
                                Map.of(
                                        query,
                                        "\r\nHKEY_CURRENT_USER\\...\\Personalize\r\n    AppsUseLightTheme    REG_DWORD    0x0\r\n"))
                        .prefersDark())
                .isTrue();
        assertThat(desktop(
                                "Windows 11",
                                Map.of(),
                                Map.of(
                                        query,
                                        "\r\nHKEY_CURRENT_USER\\...\\Personalize\r\n    AppsUseLightTheme    REG_DWORD    0x1\r\n"))
                        .prefersDark())
                .isFalse();
    }

    @Test
    void macOsAnswersThroughAppleInterfaceStyle() {
        assertThat(desktop("Mac OS X", Map.of(), Map.of("defaults read -g AppleInterfaceStyle", "Dark\n"))
                        .prefersDark())
                .isTrue();
    }
}
