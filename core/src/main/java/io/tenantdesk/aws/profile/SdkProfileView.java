package io.tenantdesk.aws.profile;

import io.tenantdesk.host.AtomicFiles;
import io.tenantdesk.host.HostEnvironment;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
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
 * {@code aws.sharedCredentialsFile} properties, which it reads from the JVM) at a copy without it: owner-only, in a
 * private temporary folder, deleted on exit. Once the file parses again, the SDK is pointed back at it. The files
 * themselves are never written.
 *
 * <p>The view remembers the user's own settings of the properties it points elsewhere: {@link #userEnvironment()}
 * reads them as the user made them, so the real file is still the one listed and reported. The properties are the
 * JVM's, so a process has one view, made where it starts and handed to whoever builds clients.
 */
public final class SdkProfileView {

    private static final System.Logger LOG = System.getLogger(SdkProfileView.class.getName());

    private final HostEnvironment process;
    /** The user's own value of each property pointed at a copy; empty when the user had not set it. */
    private final Map<String, Optional<String>> pointedAway = new HashMap<>();

    /** @param process the process's environment, whose system properties the SDK reads */
    public SdkProfileView(HostEnvironment process) {
        this.process = process;
    }

    /** Checks both files the SDK would read in this process, and points it at repaired copies where needed. */
    public synchronized void protect() {
        AwsFileLocations locations = AwsFileLocations.resolve(userEnvironment());
        protect(ProfileFileSystemSetting.AWS_CONFIG_FILE, locations.configFile(), ProfileFile.Type.CONFIGURATION);
        protect(
                ProfileFileSystemSetting.AWS_SHARED_CREDENTIALS_FILE,
                locations.credentialsFile(),
                ProfileFile.Type.CREDENTIALS);
    }

    /** The process's environment as the user set it: a property pointed at a copy reads as the user's own value. */
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
        TolerantProfileFile.Parsed parsed = TolerantProfileFile.parse(file, type);
        List<ProfileProblem> problems = parsed.problems();
        if (problems.isEmpty()) {
            Optional<String> own = pointedAway.remove(property);
            if (own != null) {
                own.ifPresentOrElse(value -> System.setProperty(property, value), () -> System.clearProperty(property));
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
            pointedAway.computeIfAbsent(property, process::property);
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
}
