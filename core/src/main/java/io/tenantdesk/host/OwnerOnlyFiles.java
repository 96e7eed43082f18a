package io.tenantdesk.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * Takes away what others may do with a file or folder that an earlier version left readable by them (the journal,
 * its key, the settings, the log), where the file system has POSIX modes, and says so once: the first time it finds
 * the file wider, as after that it is not.
 */
public final class OwnerOnlyFiles {

    private static final Set<PosixFilePermission> OWNER = EnumSet.of(
            PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE);

    private OwnerOnlyFiles() {}

    /**
     * Leaves {@code path} only its owner's permissions.
     *
     * @return the mode it had (e.g. {@code rw-r--r--}) when others had any; empty when they had none, when it does not
     *         exist, or when the file system has no POSIX modes
     * @throws IOException when others had some and they cannot be taken away
     */
    public static Optional<String> tighten(Path path) throws IOException {
        if (!Files.exists(path)
                || !path.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            return Optional.empty();
        }
        Set<PosixFilePermission> now = Files.getPosixFilePermissions(path);
        Set<PosixFilePermission> owner = EnumSet.noneOf(PosixFilePermission.class);
        now.stream().filter(OWNER::contains).forEach(owner::add);
        if (owner.equals(now)) {
            return Optional.empty();
        }
        Files.setPosixFilePermissions(path, owner);
        return Optional.of(PosixFilePermissions.toString(now));
    }

    /**
     * As {@link #tighten(Path)}, saying on {@code log} what was changed, or that it could not be.
     *
     * @param what the file in words, e.g. "The change journal"
     * @return the notice logged, when there was one
     */
    public static Optional<String> tighten(Path path, String what, System.Logger log) {
        try {
            Optional<String> notice = tighten(path)
                    .map(mode -> what + " " + path + " was readable by others (" + mode + "), as an earlier version"
                            + " left it; it is now readable by its owner only.");
            notice.ifPresent(text -> log.log(System.Logger.Level.WARNING, text));
            return notice;
        } catch (IOException e) {
            String text = what + " " + path + " is readable by others, and could not be made readable by its owner"
                    + " only: " + e.getMessage();
            log.log(System.Logger.Level.WARNING, text);
            return Optional.of(text);
        }
    }
}
