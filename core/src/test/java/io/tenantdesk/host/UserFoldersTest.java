package io.tenantdesk.host;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.jimfs.Configuration;
import com.google.common.jimfs.Jimfs;
import java.io.IOException;
import java.nio.file.FileSystem;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Each system's folders, from its environment, with paths on an in-memory file system of its kind. */
class UserFoldersTest {

    private final FileSystem linux = Jimfs.newFileSystem(Configuration.unix());
    private final FileSystem windows = Jimfs.newFileSystem(Configuration.windows());
    private final FileSystem mac = Jimfs.newFileSystem(Configuration.osX());

    @AfterEach
    void close() throws IOException {
        linux.close();
        windows.close();
        mac.close();
    }

    @Test
    void linuxUsesTheXdgFoldersOrTheirDefaults() {
        UserFolders plain = onLinux(Map.of("HOME", "/home/ana"));
        assertThat(plain.config()).hasToString("/home/ana/.config/tenantdesk");
        assertThat(plain.data()).hasToString("/home/ana/.local/share/tenantdesk");
        assertThat(plain.logs()).hasToString("/home/ana/.local/state/tenantdesk");

        UserFolders xdg = onLinux(Map.of(
                "HOME", "/home/ana", "XDG_CONFIG_HOME", "/cfg", "XDG_DATA_HOME", "/data", "XDG_STATE_HOME", "/state"));
        assertThat(xdg.config()).hasToString("/cfg/tenantdesk");
        assertThat(xdg.data()).hasToString("/data/tenantdesk");
        assertThat(xdg.logs()).hasToString("/state/tenantdesk");

        UserFolders relative = onLinux(Map.of("HOME", "/home/ana", "XDG_CONFIG_HOME", "relative"));
        assertThat(relative.config()).hasToString("/home/ana/.config/tenantdesk");
    }

    @Test
    void windowsKeepsSettingsInTheRoamingFolderAndTheRestInTheLocalOne() {
        UserFolders folders = onWindows(Map.of(
                "APPDATA", "C:\\Users\\ana\\AppData\\Roaming",
                "LOCALAPPDATA", "C:\\Users\\ana\\AppData\\Local",
                "USERPROFILE", "C:\\Users\\ana"));

        assertThat(folders.config()).hasToString("C:\\Users\\ana\\AppData\\Roaming\\Tenantdesk");
        assertThat(folders.data()).hasToString("C:\\Users\\ana\\AppData\\Local\\Tenantdesk");
        assertThat(folders.logs()).hasToString("C:\\Users\\ana\\AppData\\Local\\Tenantdesk\\Logs");
    }

    @Test
    void windowsFallsBackOnTheProfilesAppDataFolders() {
        UserFolders folders = onWindows(Map.of("USERPROFILE", "D:\\profiles\\ana"));

        assertThat(folders.config()).hasToString("D:\\profiles\\ana\\AppData\\Roaming\\Tenantdesk");
        assertThat(folders.data()).hasToString("D:\\profiles\\ana\\AppData\\Local\\Tenantdesk");
        assertThat(folders.logs()).hasToString("D:\\profiles\\ana\\AppData\\Local\\Tenantdesk\\Logs");
    }

    @Test
    void macUsesApplicationSupportAndLogs() {
        UserFolders folders = UserFolders.resolve(
                HostEnvironment.of(Map.of(), Map.of("os.name", "Mac OS X", "user.home", "/Users/ana"), mac));

        assertThat(folders.config()).hasToString("/Users/ana/Library/Application Support/Tenantdesk");
        assertThat(folders.data()).isEqualTo(folders.config());
        assertThat(folders.logs()).hasToString("/Users/ana/Library/Logs/Tenantdesk");
    }

    @Test
    void neverInsideTheAwsFolder() {
        UserFolders folders = onLinux(Map.of("HOME", "/home/ana"));

        assertThat(folders.config().toString()).doesNotContain(".aws");
        assertThat(folders.data().toString()).doesNotContain(".aws");
        assertThat(folders.logs().toString()).doesNotContain(".aws");
    }

    private UserFolders onLinux(Map<String, String> variables) {
        return UserFolders.resolve(HostEnvironment.of(variables, Map.of("os.name", "Linux"), linux));
    }

    private UserFolders onWindows(Map<String, String> variables) {
        return UserFolders.resolve(HostEnvironment.of(variables, Map.of("os.name", "Windows 11"), windows));
    }
}
