package io.tenantdesk.testing;

import java.nio.file.Files;
import java.nio.file.Path;

/** The checkout's own files (the licence, the poms, packaging/), wherever a module's tests run from. */
public final class Checkout {

    private Checkout() {}

    /** The checkout's root: the nearest folder, from the working folder up, that holds {@code .mvn}. */
    public static Path root() {
        for (Path folder = Path.of("").toAbsolutePath(); folder != null; folder = folder.getParent()) {
            if (Files.isDirectory(folder.resolve(".mvn"))) {
                return folder;
            }
        }
        throw new IllegalStateException("no checkout above " + Path.of("").toAbsolutePath() + " (no .mvn folder)");
    }

    /** A file of the checkout, named from its root. */
    public static Path file(String first, String... more) {
        return root().resolve(Path.of(first, more));
    }
}
