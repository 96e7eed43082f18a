package io.tenantdesk.aws.profile;

import io.tenantdesk.host.HostEnvironment;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.profiles.ProfileFileSystemSetting;

/**
 * Where the AWS config and credentials files are and which profile is current, resolved as the SDK does:
 * the system properties {@code aws.configFile}, {@code aws.sharedCredentialsFile} and {@code aws.profile}
 * first, then {@code AWS_CONFIG_FILE}, {@code AWS_SHARED_CREDENTIALS_FILE} and {@code AWS_PROFILE}, then
 * {@code ~/.aws/config}, {@code ~/.aws/credentials} and {@code default}.
 *
 * @param profileFromEnvironment whether the current profile was named by the environment rather than defaulted
 */
public record AwsFileLocations(
        Path configFile, Path credentialsFile, String currentProfile, boolean profileFromEnvironment) {

    public static final String DEFAULT_PROFILE = "default";

    public AwsFileLocations {
        Objects.requireNonNull(configFile, "configFile");
        Objects.requireNonNull(credentialsFile, "credentialsFile");
        Objects.requireNonNull(currentProfile, "currentProfile");
    }

    public static AwsFileLocations resolve(HostEnvironment env) {
        Path home = env.homeDirectory();
        Path config = setting(env, ProfileFileSystemSetting.AWS_CONFIG_FILE)
                .map(path -> expandHome(path, home))
                .orElse(home.resolve(".aws").resolve("config"));
        Path credentials = setting(env, ProfileFileSystemSetting.AWS_SHARED_CREDENTIALS_FILE)
                .map(path -> expandHome(path, home))
                .orElse(home.resolve(".aws").resolve("credentials"));
        Optional<String> profile = setting(env, ProfileFileSystemSetting.AWS_PROFILE);
        return new AwsFileLocations(config, credentials, profile.orElse(DEFAULT_PROFILE), profile.isPresent());
    }

    /** A setting the SDK reads from a system property first, then from an environment variable. */
    private static Optional<String> setting(HostEnvironment env, ProfileFileSystemSetting setting) {
        return env.setting(setting.property(), setting.environmentVariable());
    }

    /** {@code ~} alone or followed by a separator stands for the home directory, as in the SDK. */
    public static Path expandHome(String path, Path home) {
        if (path.equals("~")) {
            return home;
        }
        if (path.startsWith("~/") || path.startsWith("~\\")) {
            return home.resolve(path.substring(2));
        }
        return home.getFileSystem().getPath(path);
    }
}
