package io.tenantdesk.cli;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

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
        List<PlatformDescriptor> bundled = loader.loadBundled();
        if (nameOrFile == null) {
            throw new CliFailure("name the platform: --platform NAME|FILE (bundled: "
                    + bundled.stream().map(PlatformDescriptor::id).collect(Collectors.joining(", ")) + ")");
        }
        for (PlatformDescriptor p : bundled) {
            if (p.id().equals(nameOrFile)) {
                return p;
            }
        }
        Path file = Path.of(nameOrFile);
        if (Files.isRegularFile(file)) {
            return loader.load(file);
        }
        String ids = bundled.stream().map(PlatformDescriptor::id).collect(Collectors.joining(", "));
        if (Files.exists(file)) {
            throw new CliFailure("--platform " + nameOrFile + " is not a file");
        }
        throw new CliFailure("unknown platform `" + nameOrFile + "`: not a bundled platform (" + ids
                + ") and no such file");
    }
}
