package io.tenantdesk.aws.profile;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.host.HostEnvironment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * The SDK reads a repaired copy of a malformed AWS file while the view tells the user's own setting; once the file
 * parses again the SDK reads it again. What the view remembers it keeps itself, not in system properties.
 */
@Isolated
class SdkProfileViewTest {

    private static final String CONFIG = "aws.configFile";
    private static final String CREDENTIALS = "aws.sharedCredentialsFile";

    private final Map<String, String> before = new HashMap<>();

    @TempDir
    Path dir;

    @AfterEach
    void restore() {
        before.forEach((name, value) -> {
            if (value == null) {
                System.clearProperty(name);
            } else {
                System.setProperty(name, value);
            }
        });
    }

    private void set(String name, String value) {
        before.putIfAbsent(name, System.getProperty(name));
        System.setProperty(name, value);
    }

    @Test
    void theSdkReadsNoFileWhileTheUserSettingIsToldThenTheFileAgainOnceItParses() throws IOException {
        Path config = Files.writeString(
                dir.resolve("config"), "[profile good]\nregion = eu-west-1\n\n[profile broken\nregion = x\n");
        Path credentials = Files.writeString(dir.resolve("credentials"), "[good]\naws_access_key_id = A\n");
        set(CONFIG, config.toString());
        set(CREDENTIALS, credentials.toString());
        SdkProfileView view = new SdkProfileView(HostEnvironment.system());

        view.protect();

        Path pointedAt = Path.of(System.getProperty(CONFIG));
        assertThat(pointedAt.getParent()).as("a path below the user's own file").isEqualTo(config);
        assertThat(Files.exists(pointedAt)).as("nothing can be below a file").isFalse();
        assertThat(System.getProperty(CREDENTIALS))
                .as("a file that parses is left as it is")
                .isEqualTo(credentials.toString());
        assertThat(view.userEnvironment().property(CONFIG)).contains(config.toString());
        assertThat(AwsFileLocations.resolve(view.userEnvironment()).configFile())
                .isEqualTo(config);
        assertThat(System.getProperties().stringPropertyNames())
                .as("nothing of the view's own in system properties")
                .noneMatch(name -> name.startsWith("tenantdesk.sdkView"));

        Files.writeString(config, "[profile good]\nregion = eu-west-1\n");
        view.protect();

        assertThat(System.getProperty(CONFIG)).isEqualTo(config.toString());
        assertThat(view.userEnvironment().property(CONFIG)).contains(config.toString());
    }

    @Test
    void aSettingTheUserHadNotMadeIsClearedAgainOnceTheFileParses() throws IOException {
        Path home = Files.createDirectories(dir.resolve("home"));
        Path config = Files.writeString(
                Files.createDirectories(home.resolve(".aws")).resolve("config"), "[profile broken\nregion = x\n");
        before.putIfAbsent(CONFIG, System.getProperty(CONFIG));
        System.clearProperty(CONFIG);
        SdkProfileView view = new SdkProfileView(new ProcessWithHome(home));

        view.protect();

        assertThat(System.getProperty(CONFIG)).isNotNull().isNotEqualTo(config.toString());
        assertThat(view.userEnvironment().property(CONFIG))
                .as("the user set none")
                .isEmpty();
        assertThat(AwsFileLocations.resolve(view.userEnvironment()).configFile())
                .isEqualTo(config);

        Files.writeString(config, "[profile fixed]\nregion = eu-west-1\n");
        view.protect();

        assertThat(System.getProperty(CONFIG)).isNull();
    }

    /** This process's properties, with a home of the test's own and none of the AWS environment variables. */
    private record ProcessWithHome(Path home) implements HostEnvironment {
        @Override
        public java.util.Optional<String> variable(String name) {
            return name.equals("HOME") ? java.util.Optional.of(home.toString()) : java.util.Optional.empty();
        }

        @Override
        public java.util.Optional<String> property(String name) {
            return HostEnvironment.system().property(name);
        }
    }
}
