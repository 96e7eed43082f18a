package io.tenantdesk.aws.profile;

import io.tenantdesk.host.HostEnvironment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.profiles.ProfileFile;
import software.amazon.awssdk.profiles.ProfileFileSystemSetting;

/**
 * Keeps what the SDK reads by itself parseable. Building any client makes SDK 2.57.8 read the default config and
 * credentials files (its global defaults derive the default profile file eagerly, even for a client given profiles
 * of its own), and one malformed line there makes it reject the whole file, so no client could be built at all.
 * When one of those files has a malformed section, the SDK is pointed (through its {@code aws.configFile} /
 * {@code aws.sharedCredentialsFile} properties, which it reads from the JVM) at a path where no file can be, so it
 * reads no profiles of its own from that file; every client Tenantdesk builds is handed the file as
 * {@link ProfileCatalog} parsed it instead. No copy is written. Once the file parses again, the SDK is pointed back
 * at it.
 *
 * <p>The view remembers the user's own settings of the properties it points elsewhere: {@link #userEnvironment()}
 * reads them as the user made them, so the real file is still the one listed and reported. The properties are the
 * JVM's, so a process has one view, made where it starts and handed to whoever builds clients.
 */
public final class SdkProfileView {

    private static final String NOWHERE = "tenantdesk-reads-this-file-itself";
    private static final System.Logger LOG = System.getLogger(SdkProfileView.class.getName());

    private final HostEnvironment process;
    /** The user's own value of each property pointed away; empty when the user had not set it. */
    private final Map<String, Optional<String>> pointedAway = new HashMap<>();

    /** @param process the process's environment, whose system properties the SDK reads */
    public SdkProfileView(HostEnvironment process) {
        this.process = process;
    }

    /** Checks both files the SDK would read in this process, and points it away from those with malformed parts. */
    public synchronized void protect() {
        AwsFileLocations locations = AwsFileLocations.resolve(userEnvironment());
        protect(ProfileFileSystemSetting.AWS_CONFIG_FILE, locations.configFile(), ProfileFile.Type.CONFIGURATION);
        protect(
                ProfileFileSystemSetting.AWS_SHARED_CREDENTIALS_FILE,
                locations.credentialsFile(),
                ProfileFile.Type.CREDENTIALS);
    }

    /** The process's environment as the user set it: a property pointed away reads as the user's own value. */
    public HostEnvironment userEnvironment() {
        return new HostEnvironment() {
            @Override
            public Optional<String> variable(String name) {
                return process.variable(name);
            }

            @Override
            public Optional<String> property(String name) {
                synchronized (SdkProfileView.this) {
                    Optional<String> own = pointedAway.get(name);
                    if (own != null) {
                        return own;
                    }
                }
                return process.property(name);
            }
        };
    }

    private void protect(ProfileFileSystemSetting setting, Path file, ProfileFile.Type type) {
        String property = setting.property();
        List<ProfileProblem> problems = TolerantProfileFile.parse(file, type).problems();
        if (problems.isEmpty()) {
            Optional<String> own = pointedAway.remove(property);
            if (own != null) {
                own.ifPresentOrElse(value -> System.setProperty(property, value), () -> System.clearProperty(property));
                LOG.log(System.Logger.Level.INFO, "{0} parses again; the SDK reads it again", file);
            }
            return;
        }
        if (!Files.isRegularFile(file)) {
            return;
        }
        // Below a regular file no file can exist: the SDK reads nothing there, and nothing is written anywhere.
        String nowhere = file.resolve(NOWHERE).toString();
        pointedAway.computeIfAbsent(property, process::property);
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
}
