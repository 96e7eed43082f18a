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
        return ownersAlone(folder, false, attributes -> Files.createTempFile(folder, prefix, suffix, attributes));
    }

    /**
     * A new empty folder in {@code parent} (which exists), named {@code prefix} and a random part, its owner's alone
     * where asked before anything is put into it.
     */
    public static Path createTempFolder(Path parent, String prefix, boolean ownerOnly) throws IOException {
        if (!ownerOnly) {
            return Files.createTempDirectory(parent, prefix);
        }
        return ownersAlone(parent, true, attributes -> Files.createTempDirectory(parent, prefix, attributes));
    }

    /**
     * Creates {@code file}, empty, in its folder (which exists), its owner's alone where asked before anything is
     * written into it, for a caller that writes it in place (a log appended to).
     *
     * @throws java.nio.file.FileAlreadyExistsException when the file exists
     */
    public static void createFile(Path file, boolean ownerOnly) throws IOException {
        if (!ownerOnly) {
            Files.createFile(file);
            return;
        }
        ownersAlone(file.toAbsolutePath().getParent(), false, attributes -> Files.createFile(file, attributes));
    }

    private interface Creation {
        Path create(FileAttribute<?>... attributes) throws IOException;
    }

    /** What {@code creation} makes in {@code parent}, its owner's alone before it holds anything. */
    private static Path ownersAlone(Path parent, boolean folder, Creation creation) throws IOException {
        Path created;
        try {
            created = creation.create(OwnerOnly.attributes(parent, folder));
        } catch (UnsupportedOperationException e) {
            created = creation.create(); // an ACL the file system cannot set while it creates: restricted below
        }
        try {
            OwnerOnly.restrict(created, folder);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(created);
            throw e;
        }
        return created;
    }

    /** Makes a file or folder that exists its owner's alone, whatever it allowed before (0600 or 0700, or an ACL). */
    public static void restrictToOwner(Path existing) throws IOException {
        OwnerOnly.restrictExisting(existing, Files.isDirectory(existing));
    }

    /**
     * The attributes that create a file in {@code folder} (which exists) as its owner's alone, where asked, for a
     * caller that creates it itself. {@link #createTempFile} also removes what Windows adds from the folder's ACL.
     */
    public static FileAttribute<?>[] fileAttributes(Path folder, boolean ownerOnly) throws IOException {
        return ownerOnly ? OwnerOnly.attributes(folder, false) : new FileAttribute<?>[0];
    }
}
