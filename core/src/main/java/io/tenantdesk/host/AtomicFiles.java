package io.tenantdesk.host;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileAttribute;

/**
 * Writes a file whole or not at all: a temporary file in the same folder, then an atomic move over the target. A file
 * written owner-only is its owner's alone from its creation: mode 0600 (folders 0700) where the file system is POSIX,
 * an ACL with the owner's entry only where it has ACLs (Windows).
 */
public final class AtomicFiles {

    private AtomicFiles() {}

    /** @param ownerOnly create the file, and any missing folder, as its owner's alone */
    public static void write(Path target, byte[] content, boolean ownerOnly) throws IOException {
        Path folder = target.toAbsolutePath().getParent();
        createFolder(folder, ownerOnly);
        Path temp = createTempFile(folder, "." + target.getFileName() + ".", ".tmp", ownerOnly);
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

    /** Creates {@code folder} and its missing parents, each its owner's alone where asked. */
    public static void createFolder(Path folder, boolean ownerOnly) throws IOException {
        if (Files.isDirectory(folder)) {
            return;
        }
        if (!ownerOnly) {
            Files.createDirectories(folder);
            return;
        }
        Path absolute = folder.toAbsolutePath();
        Path parent = absolute.getParent();
        if (parent == null) {
            throw new NoSuchFileException(absolute.toString(), null, "no such drive or root folder");
        }
        createFolder(parent, true);
        try {
            Files.createDirectory(absolute, OwnerOnly.attributes(parent, true));
        } catch (FileAlreadyExistsException e) {
            if (Files.isDirectory(absolute)) {
                return; // made meanwhile by another process: its own
            }
            throw e;
        } catch (UnsupportedOperationException e) {
            Files.createDirectory(absolute); // an ACL the file system cannot set while it creates: restricted below
        }
        OwnerOnly.restrict(absolute, true);
    }

    /**
     * A new empty file in {@code folder} (which exists), named {@code prefix}, a random part and {@code suffix}, its
     * owner's alone where asked before anything is written into it.
     */
    public static Path createTempFile(Path folder, String prefix, String suffix, boolean ownerOnly) throws IOException {
        if (!ownerOnly) {
            return Files.createTempFile(folder, prefix, suffix);
        }
        Path temp;
        try {
            temp = Files.createTempFile(folder, prefix, suffix, OwnerOnly.attributes(folder, false));
        } catch (UnsupportedOperationException e) {
            temp = Files.createTempFile(folder, prefix, suffix); // restricted below, while still empty
        }
        try {
            OwnerOnly.restrict(temp, false);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
        return temp;
    }

    /**
     * The attributes that create a file in {@code folder} (which exists) as its owner's alone, where asked, for a
     * caller that creates it itself. {@link #createTempFile} also removes what Windows adds from the folder's ACL.
     */
    public static FileAttribute<?>[] fileAttributes(Path folder, boolean ownerOnly) throws IOException {
        return ownerOnly ? OwnerOnly.attributes(folder, false) : new FileAttribute<?>[0];
    }
}
