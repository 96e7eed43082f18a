package io.tenantdesk.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.net.URISyntaxException;
import java.nio.file.Path;

/**
 * The classes compiled into one output folder, read by ArchUnit. Reading the folder itself spares a search of every
 * jar on the class path for the package, which took longer than reading the classes.
 */
public final class CompiledClasses {

    private CompiledClasses() {}

    /** Every class in the folder (or jar) that {@code member} was loaded from. */
    public static JavaClasses besides(Class<?> member) {
        return new ClassFileImporter().importPath(locationOf(member));
    }

    /** The folder (or jar) that {@code member} was loaded from. */
    public static Path locationOf(Class<?> member) {
        try {
            return Path.of(
                    member.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("no folder for " + member, e);
        }
    }
}
