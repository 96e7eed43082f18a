package io.tenantdesk.host;

import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Where environment variables and system properties come from: the running process, or fixed maps in tests,
 * so that nothing in this package reads the real environment behind its caller's back. The folders they name are
 * paths on the process's file system, or in tests on an in-memory one of another system's kind (Windows drives).
 */
public interface HostEnvironment {

    /** The environment variable, if set and not blank. */
    Optional<String> variable(String name);

    /** The system property, if set and not blank. */
    Optional<String> property(String name);

    /** A folder or file the environment names, as a path on its file system. */
    default Path path(String path) {
        return Path.of(path);
    }

    /** The process's own environment variables and system properties. */
    static HostEnvironment system() {
        return lookingUp(System::getenv, System::getProperty, FileSystems.getDefault());
    }

    /** Fixed values, for tests: nothing is read from the process. */
    static HostEnvironment of(Map<String, String> variables, Map<String, String> properties) {
        return of(variables, properties, FileSystems.getDefault());
    }

    /** Fixed values whose paths are on {@code fileSystem}: another system's, for tests. */
    static HostEnvironment of(Map<String, String> variables, Map<String, String> properties, FileSystem fileSystem) {
        return lookingUp(Map.copyOf(variables)::get, Map.copyOf(properties)::get, fileSystem);
    }

    /** Both look-ups answer null for a name that is not set. */
    private static HostEnvironment lookingUp(
            UnaryOperator<String> variables, UnaryOperator<String> properties, FileSystem fileSystem) {
        return new HostEnvironment() {
            @Override
            public Optional<String> variable(String name) {
                return nonBlank(variables.apply(name));
            }

            @Override
            public Optional<String> property(String name) {
                return nonBlank(properties.apply(name));
            }

            @Override
            public Path path(String path) {
                return fileSystem.getPath(path);
            }
        };
    }

    /** A setting the AWS SDK reads from a system property first and an environment variable second. */
    default Optional<String> setting(String property, String variable) {
        return property(property).or(() -> variable(variable));
    }

    default boolean isWindows() {
        return property("os.name")
                .map(name -> name.toLowerCase(Locale.ROOT).startsWith("windows"))
                .orElse(false);
    }

    default boolean isMac() {
        return property("os.name")
                .map(name -> name.toLowerCase(Locale.ROOT).startsWith("mac"))
                .orElse(false);
    }

    /**
     * The user's home as the AWS CLI and SDK find it: {@code HOME}; on Windows then {@code USERPROFILE} or
     * {@code HOMEDRIVE}+{@code HOMEPATH}; finally the {@code user.home} system property.
     */
    default Path homeDirectory() {
        Optional<String> home = variable("HOME");
        if (home.isEmpty() && isWindows()) {
            home = variable("USERPROFILE");
            if (home.isEmpty()
                    && variable("HOMEDRIVE").isPresent()
                    && variable("HOMEPATH").isPresent()) {
                home = Optional.of(
                        variable("HOMEDRIVE").get() + variable("HOMEPATH").get());
            }
        }
        return path(home.or(() -> property("user.home"))
                .orElseThrow(() ->
                        new IllegalStateException("the home directory is unknown: neither HOME nor user.home is set")));
    }

    private static Optional<String> nonBlank(String value) {
        return Objects.isNull(value) || value.isBlank() ? Optional.empty() : Optional.of(value);
    }
}
