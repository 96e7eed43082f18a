package io.tenantdesk.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class UserFoldersTest {

    @Test
    void linuxUsesTheXdgFoldersOrTheirDefaults() {
        UserFolders plain =
                UserFolders.resolve(HostEnvironment.of(Map.of("HOME", "/home/ana"), Map.of("os.name", "Linux")));
        assertThat(plain.config()).isEqualTo(Path.of("/home/ana/.config/tenantdesk"));
        assertThat(plain.data()).isEqualTo(Path.of("/home/ana/.local/share/tenantdesk"));
        assertThat(plain.logs()).isEqualTo(Path.of("/home/ana/.local/state/tenantdesk"));

        UserFolders xdg = UserFolders.resolve(HostEnvironment.of(
                Map.of(
                        "HOME",
                        "/home/ana",
                        "XDG_CONFIG_HOME",
                        "/cfg",
                        "XDG_DATA_HOME",
                        "/data",
                        "XDG_STATE_HOME",
                        "/state"),
                Map.of("os.name", "Linux")));
        assertThat(xdg.config()).isEqualTo(Path.of("/cfg/tenantdesk"));
        assertThat(xdg.data()).isEqualTo(Path.of("/data/tenantdesk"));
        assertThat(xdg.logs()).isEqualTo(Path.of("/state/tenantdesk"));

        UserFolders relative = UserFolders.resolve(HostEnvironment.of(
                Map.of("HOME", "/home/ana", "XDG_CONFIG_HOME", "relative"), Map.of("os.name", "Linux")));
        assertThat(relative.config()).isEqualTo(Path.of("/home/ana/.config/tenantdesk"));
    }

    @Test
    void windowsUsesAppData() {
        UserFolders folders = UserFolders.resolve(HostEnvironment.of(
                Map.of("APPDATA", "C:\\Users\\ana\\AppData\\Roaming", "USERPROFILE", "C:\\Users\\ana"),
                Map.of("os.name", "Windows 11")));

        assertThat(folders.config().toString())
                .startsWith("C:\\Users\\ana\\AppData\\Roaming")
                .endsWith("Tenantdesk");
        assertThat(folders.data()).isEqualTo(folders.config());
        assertThat(folders.logs().toString())
                .startsWith(folders.data().toString())
                .endsWith("Logs");
    }

    @Test
    void macUsesApplicationSupport() {
        UserFolders folders = UserFolders.resolve(
                HostEnvironment.of(Map.of(), Map.of("os.name", "Mac OS X", "user.home", "/Users/ana")));

        assertThat(folders.config()).isEqualTo(Path.of("/Users/ana/Library/Application Support/Tenantdesk"));
        assertThat(folders.logs()).isEqualTo(Path.of("/Users/ana/Library/Logs/Tenantdesk"));
    }

    @Test
    void neverInsideTheAwsFolder() {
        UserFolders folders =
                UserFolders.resolve(HostEnvironment.of(Map.of("HOME", "/home/ana"), Map.of("os.name", "Linux")));

        assertThat(folders.config().toString()).doesNotContain(".aws");
        assertThat(folders.data().toString()).doesNotContain(".aws");
        assertThat(folders.logs().toString()).doesNotContain(".aws");
    }
}
