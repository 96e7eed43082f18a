package io.tenantdesk.host;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/** Writes a file whole or not at all: a temporary file in the same folder, then an atomic move over the target. */
public final class AtomicFiles {

    private static final Set<PosixFilePermission> OWNER_ONLY_FILE = PosixFilePermissions.fromString("rw-------");
    private static final Set<PosixFilePermission> OWNER_ONLY_FOLDER = PosixFilePermissions.fromString("rwx------");

    private AtomicFiles() {}

    /**
     * @param ownerOnly create the file with mode 0600 (and missing folders with 0700) where the file system is POSIX
     */
    public static void write(Path target, byte[] content, boolean ownerOnly) throws IOException {
        Path folder = target.toAbsolutePath().getParent();
        createFolder(folder, ownerOnly);
        Path temp = Files.createTempFile(
                folder, "." + target.getFileName() + ".", ".tmp", fileAttributes(folder, ownerOnly));
        try {
            Files.write(temp, content);
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** Creates {@code folder} and its missing parents, with mode 0700 where asked and the file system is POSIX. */
    public static void createFolder(Path folder, boolean ownerOnly) throws IOException {
        if (!Files.isDirectory(folder)) {
            if (ownerOnly && isPosix(folder)) {
                Files.createDirectories(folder, PosixFilePermissions.asFileAttribute(OWNER_ONLY_FOLDER));
            } else {
                Files.createDirectories(folder);
            }
        }
    }

    /** The attributes that create a file in {@code folder} with mode 0600, where asked and the file system is POSIX. */
    public static FileAttribute<?>[] fileAttributes(Path folder, boolean ownerOnly) {
        return ownerOnly && isPosix(folder)
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(OWNER_ONLY_FILE)}
                : new FileAttribute<?>[0];
    }

    private static boolean isPosix(Path folder) {
        Path existing = folder;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        return existing == null
                ? FileSystems.getDefault().supportedFileAttributeViews().contains("posix")
                : existing.getFileSystem().supportedFileAttributeViews().contains("posix");
    }
}
