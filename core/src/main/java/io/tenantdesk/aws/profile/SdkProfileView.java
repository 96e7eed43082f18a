package io.tenantdesk.aws.profile;

import io.tenantdesk.host.AtomicFiles;
import io.tenantdesk.host.HostEnvironment;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import software.amazon.awssdk.profiles.ProfileFile;
import software.amazon.awssdk.profiles.ProfileFileSystemSetting;

/**
 * Keeps what the SDK reads by itself parseable. Building any client makes SDK 2.57.8 read the default config and
 * credentials files (its global defaults derive the default profile file eagerly, even for a client given profiles
 * of its own), and one malformed line there makes it reject the whole file, so no client could be built at all.
 * When one of those files has a malformed section, the SDK is pointed (through its {@code aws.configFile} /
 * {@code aws.sharedCredentialsFile} properties) at a copy without it: owner-only, in a private temporary folder,
 * deleted on exit. The user's own setting is kept under {@value #ORIGINAL}{@code <property>}, where
 * {@link AwsFileLocations} finds it, so the real file is still the one listed and reported. Once the file parses
 * again, the SDK is pointed back at it. The files themselves are never written.
 */
public final class SdkProfileView {

    /** Prefix of the properties that keep the user's own value of a property pointed at a copy. */
    public static final String ORIGINAL = "tenantdesk.sdkView.original.";
    /** Kept when the user had not set the property. */
    public static final String UNSET = "";

    private static final System.Logger LOG = System.getLogger(SdkProfileView.class.getName());

    private SdkProfileView() {}

    /** Checks both files the SDK would read in this process, and points it at repaired copies where needed. */
    public static synchronized void protect() {
        HostEnvironment env = HostEnvironment.system();
        AwsFileLocations locations = AwsFileLocations.resolve(env);
        protect(ProfileFileSystemSetting.AWS_CONFIG_FILE, locations.configFile(), ProfileFile.Type.CONFIGURATION);
        protect(
                ProfileFileSystemSetting.AWS_SHARED_CREDENTIALS_FILE,
                locations.credentialsFile(),
                ProfileFile.Type.CREDENTIALS);
    }

    private static void protect(ProfileFileSystemSetting setting, Path file, ProfileFile.Type type) {
        String property = setting.property();
        String kept = System.getProperty(ORIGINAL + property);
        TolerantProfileFile.Parsed parsed = TolerantProfileFile.parse(file, type);
        List<ProfileProblem> problems = parsed.problems();
        if (problems.isEmpty()) {
            if (kept != null) {
                restore(property, kept);
                LOG.log(System.Logger.Level.INFO, "{0} parses again; the SDK reads it again", file);
            }
            return;
        }
        String accepted = parsed.acceptedText().orElse("");
        try {
            Path folder = Files.getFileStore(Path.of(System.getProperty("java.io.tmpdir")))
                            .supportsFileAttributeView("posix")
                    ? Files.createTempDirectory(
                            "tenantdesk-aws-",
                            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")))
                    : Files.createTempDirectory("tenantdesk-aws-");
            Path copy = folder.resolve(file.getFileName().toString());
            AtomicFiles.write(copy, accepted.getBytes(StandardCharsets.UTF_8), true);
            copy.toFile().deleteOnExit();
            folder.toFile().deleteOnExit();
            if (kept == null) {
                String own = System.getProperty(property);
                System.setProperty(ORIGINAL + property, own == null ? UNSET : own);
            }
            System.setProperty(property, copy.toString());
            LOG.log(
                    System.Logger.Level.WARNING,
                    "{0} has {1} malformed part(s), left out of what the SDK reads: {2}",
                    file,
                    problems.size(),
                    problems);
        } catch (IOException | UnsupportedOperationException e) {
            LOG.log(
                    System.Logger.Level.WARNING,
                    "Could not hand the SDK a repaired copy of {0}: {1}",
                    file,
                    e.getMessage());
        }
    }

    private static void restore(String property, String kept) {
        if (kept.equals(UNSET)) {
            System.clearProperty(property);
        } else {
            System.setProperty(property, kept);
        }
        System.clearProperty(ORIGINAL + property);
    }
}
