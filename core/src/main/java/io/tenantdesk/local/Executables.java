package io.tenantdesk.local;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Finds a program on a search path the way a shell does: the first folder holding an executable file of that name. */
final class Executables {

    private Executables() {}

    /** {@code name} in the folders of {@code searchPath}; on Windows also {@code name.exe} and {@code name.cmd}. */
    static Optional<Path> find(String searchPath, String name) {
        boolean windows =
                System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
        List<String> names = windows ? List.of(name + ".exe", name + ".cmd", name) : List.of(name);
        if (searchPath == null) {
            return Optional.empty();
        }
        for (String entry : searchPath.split(File.pathSeparator)) {
            if (entry.isBlank()) {
                continue;
            }
            for (String candidateName : names) {
                Path candidate = Path.of(entry, candidateName);
                if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }
}
