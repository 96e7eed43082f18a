package io.tenantdesk.cli;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Finds the descriptor {@code --platform} names: a bundled platform's id, or a descriptor file. A file that
 * cannot be used throws its {@link io.tenantdesk.schema.load.DescriptorException}, which {@link Failures} words.
 */
final class PlatformResolver {

    private final DescriptorLoader loader;

    PlatformResolver(DescriptorLoader loader) {
        this.loader = loader;
    }

    /** @param nameOrFile what {@code --platform} says, or null when it was not given */
    PlatformDescriptor resolve(String nameOrFile) {
        if (nameOrFile == null) {
            throw new CliFailure("name the platform: --platform NAME|FILE (bundled: " + bundledIds() + ")");
        }
        Optional<PlatformDescriptor> bundled = loader.loadBundled(nameOrFile);
        if (bundled.isPresent()) {
            return bundled.get();
        }
        Path file = Path.of(nameOrFile);
        if (Files.isRegularFile(file)) {
            return loader.load(file);
        }
        if (Files.exists(file)) {
            throw new CliFailure("--platform " + nameOrFile + " is not a file");
        }
        throw new CliFailure("unknown platform `" + nameOrFile + "`: not a bundled platform (" + bundledIds()
                + ") and no such file");
    }

    /** The bundled platforms' ids, for a message: read only when no platform was found. */
    private static String bundledIds() {
        return String.join(", ", DescriptorLoader.bundledIds());
    }
}
