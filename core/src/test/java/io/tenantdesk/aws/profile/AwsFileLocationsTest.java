package io.tenantdesk.aws.profile;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.jimfs.Configuration;
import com.google.common.jimfs.Jimfs;
import io.tenantdesk.host.HostEnvironment;
import java.io.IOException;
import java.nio.file.FileSystem;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The AWS files are where the SDK looks for them: in the .aws folder of the home it finds, on each system. */
class AwsFileLocationsTest {

    private static final Map<String, String> WINDOWS = Map.of("os.name", "Windows 11", "user.home", "C:\\Users\\java");

    private final FileSystem windows = Jimfs.newFileSystem(Configuration.windows());

    @AfterEach
    void close() throws IOException {
        windows.close();
    }

    @Test
    void onWindowsTheyAreInTheUserProfilesAwsFolder() {
        AwsFileLocations locations =
                AwsFileLocations.resolve(HostEnvironment.of(Map.of("USERPROFILE", "C:\\Users\\ana"), WINDOWS, windows));

        assertThat(locations.configFile()).hasToString("C:\\Users\\ana\\.aws\\config");
        assertThat(locations.credentialsFile()).hasToString("C:\\Users\\ana\\.aws\\credentials");
    }

    @Test
    void onWindowsAFileNamedByTheEnvironmentMayStartAtTheHome() {
        AwsFileLocations locations = AwsFileLocations.resolve(HostEnvironment.of(
                Map.of(
                        "USERPROFILE", "C:\\Users\\ana",
                        "AWS_CONFIG_FILE", "~\\work\\aws-config",
                        "AWS_SHARED_CREDENTIALS_FILE", "D:\\keys\\credentials"),
                WINDOWS,
                windows));

        assertThat(locations.configFile()).hasToString("C:\\Users\\ana\\work\\aws-config");
        assertThat(locations.credentialsFile()).isEqualTo(windows.getPath("D:\\keys\\credentials"));
    }

    @Test
    void onMacTheyAreUnderTheHome() throws IOException {
        try (FileSystem mac = Jimfs.newFileSystem(Configuration.osX())) {
            AwsFileLocations locations = AwsFileLocations.resolve(
                    HostEnvironment.of(Map.of(), Map.of("os.name", "Mac OS X", "user.home", "/Users/ana"), mac));

            assertThat(locations.configFile()).hasToString("/Users/ana/.aws/config");
        }
    }
}
