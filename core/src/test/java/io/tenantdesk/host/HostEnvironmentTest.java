package io.tenantdesk.host;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.jimfs.Configuration;
import com.google.common.jimfs.Jimfs;
import java.io.IOException;
import java.nio.file.FileSystem;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.utils.UserHomeDirectoryUtils;

/** The home folder is found as the AWS SDK and CLI find it, on each system. */
class HostEnvironmentTest {

    private static final Map<String, String> WINDOWS = Map.of("os.name", "Windows 11", "user.home", "C:\\Users\\java");

    private final FileSystem windows = Jimfs.newFileSystem(Configuration.windows());

    @AfterEach
    void close() throws IOException {
        windows.close();
    }

    @Test
    void onThisSystemTheHomeIsTheSdks() {
        assertThat(HostEnvironment.system().homeDirectory())
                .isEqualTo(Path.of(UserHomeDirectoryUtils.userHomeDirectory()));
    }

    @Test
    void onWindowsTheHomeIsHomeThenTheProfileThenTheDriveAndPathThenJavas() {
        assertThat(home(Map.of("HOME", "C:\\home\\ana", "USERPROFILE", "C:\\Users\\ana")))
                .hasToString("C:\\home\\ana");
        assertThat(home(Map.of("USERPROFILE", "C:\\Users\\ana", "HOMEDRIVE", "D:", "HOMEPATH", "\\ana")))
                .hasToString("C:\\Users\\ana");
        assertThat(home(Map.of("HOMEDRIVE", "D:", "HOMEPATH", "\\ana"))).hasToString("D:\\ana");
        assertThat(home(Map.of("HOMEDRIVE", "D:"))).hasToString("C:\\Users\\java");
    }

    @Test
    void elsewhereTheProfileIsNotConsulted() {
        HostEnvironment linux = HostEnvironment.of(
                Map.of("USERPROFILE", "/profiles/ana"), Map.of("os.name", "Linux", "user.home", "/home/ana"));

        assertThat(linux.homeDirectory()).isEqualTo(Path.of("/home/ana"));
    }

    private Path home(Map<String, String> variables) {
        return HostEnvironment.of(variables, WINDOWS, windows).homeDirectory();
    }
}
