package io.tenantdesk.aws.profile;

import io.tenantdesk.host.HostEnvironment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import software.amazon.awssdk.profiles.ProfileFile;
import software.amazon.awssdk.profiles.ProfileFileSystemSetting;

/**
 * Keeps what the SDK reads by itself parseable. Building any client makes SDK 2.57.8 read the default config and
 * credentials files (its global defaults derive the default profile file eagerly, even for a client given profiles
 * of its own), and one malformed line there makes it reject the whole file, so no client could be built at all.
 * When one of those files has a malformed section, the SDK is pointed (through its {@code aws.configFile} /
 * {@code aws.sharedCredentialsFile} properties) at a path where no file can be, so it reads no profiles of its own
 * from that file; every client Tenantdesk builds is handed the file as {@link ProfileCatalog} parsed it instead. No
 * copy is written. The user's own setting is kept under {@value #ORIGINAL}{@code <property>}, where
 * {@link AwsFileLocations} finds it, so the real file is still the one listed and reported. Once the file parses
 * again, the SDK is pointed back at it.
 */
public final class SdkProfileView {

    /** Prefix of the properties that keep the user's own value of a property pointed away. */
    public static final String ORIGINAL = "tenantdesk.sdkView.original.";
    /** Kept when the user had not set the property; not blank, as blank settings read as unset. */
    public static final String UNSET = "(not set)";

    private static final String NOWHERE = "tenantdesk-reads-this-file-itself";

    private static final System.Logger LOG = System.getLogger(SdkProfileView.class.getName());

    private SdkProfileView() {}

    /** Checks both files the SDK would read in this process, and points it away from those with malformed parts. */
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
        List<ProfileProblem> problems = TolerantProfileFile.parse(file, type).problems();
        if (problems.isEmpty()) {
            if (kept != null) {
                restore(property, kept);
                LOG.log(System.Logger.Level.INFO, "{0} parses again; the SDK reads it again", file);
            }
            return;
        }
        if (!Files.isRegularFile(file)) {
            return;
        }
        // Below a regular file no file can exist: the SDK reads nothing there, and nothing is written anywhere.
        String nowhere = file.resolve(NOWHERE).toString();
        if (kept == null) {
            String own = System.getProperty(property);
            System.setProperty(ORIGINAL + property, own == null ? UNSET : own);
        }
        if (!nowhere.equals(System.getProperty(property))) {
            System.setProperty(property, nowhere);
            LOG.log(
                    System.Logger.Level.WARNING,
                    "{0} has {1} malformed part(s); the SDK reads no profiles of its own from it, Tenantdesk hands"
                            + " every client the rest of the file: {2}",
                    file,
                    problems.size(),
                    problems);
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
