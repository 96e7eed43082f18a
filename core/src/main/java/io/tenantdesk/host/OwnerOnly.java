package io.tenantdesk.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.AclEntry;
import java.nio.file.attribute.AclEntryFlag;
import java.nio.file.attribute.AclEntryPermission;
import java.nio.file.attribute.AclEntryType;
import java.nio.file.attribute.AclFileAttributeView;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Makes a new file or folder its owner's alone, by what its file system offers: POSIX permissions (0600, 0700), or
 * else an ACL with a single entry, the owner's (Windows). A store with neither (FAT) gets nothing.
 */
final class OwnerOnly {

    private static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");
    private static final Set<PosixFilePermission> FOLDER = PosixFilePermissions.fromString("rwx------");
    /** What a folder's entry passes on to what is created in it later. */
    private static final Set<AclEntryFlag> INHERITED_BY_CONTENTS =
            EnumSet.of(AclEntryFlag.FILE_INHERIT, AclEntryFlag.DIRECTORY_INHERIT);

    private OwnerOnly() {}

    /** The attributes that create a file, or a folder, in {@code parent} (which exists) as its owner's alone. */
    static FileAttribute<?>[] attributes(Path parent, boolean folder) throws IOException {
        if (posix(parent)) {
            return new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(folder ? FOLDER : FILE)};
        }
        if (acl(parent)) {
            List<AclEntry> acl = ownersAlone(ownerOfNewEntries(parent), folder);
            return new FileAttribute<?>[] {new AclAttribute(acl)};
        }
        return new FileAttribute<?>[0];
    }

    /**
     * Leaves the ACL of {@code created} with the owner's entry alone. Windows adds the parent folder's inheritable
     * entries to the ACL a file is created with, and Java cannot ask it not to; some file systems cannot take an ACL
     * while they create a file at all. Either way this runs before anything is written into it.
     */
    static void restrict(Path created, boolean folder) throws IOException {
        if (!posix(created) && acl(created)) {
            AclFileAttributeView view = Files.getFileAttributeView(created, AclFileAttributeView.class);
            view.setAcl(ownersAlone(view.getOwner(), folder));
        }
    }

    private static boolean posix(Path existing) {
        return existing.getFileSystem().supportedFileAttributeViews().contains("posix");
    }

    /** Asked of the file store too: on Windows a FAT drive has no ACLs. */
    private static boolean acl(Path existing) throws IOException {
        return existing.getFileSystem().supportedFileAttributeViews().contains("acl")
                && Files.getFileStore(existing).supportsFileAttributeView(AclFileAttributeView.class);
    }

    private static List<AclEntry> ownersAlone(UserPrincipal owner, boolean folder) {
        return List.of(AclEntry.newBuilder()
                .setType(AclEntryType.ALLOW)
                .setPrincipal(owner)
                .setPermissions(EnumSet.allOf(AclEntryPermission.class))
                .setFlags(folder ? INHERITED_BY_CONTENTS : Set.of())
                .build());
    }

    /**
     * Whom the system makes the owner of what this process creates in {@code folder}: the owner of an empty file made
     * there and deleted at once. Looking the user up by name could find a local account of the same name as the domain
     * account the process runs as.
     */
    private static UserPrincipal ownerOfNewEntries(Path folder) throws IOException {
        Path probe = Files.createTempFile(folder, ".owner-", ".tmp");
        try {
            return Files.getOwner(probe);
        } finally {
            Files.deleteIfExists(probe);
        }
    }

    /** The "acl:acl" attribute, which Windows sets as it creates the file. */
    private record AclAttribute(List<AclEntry> value) implements FileAttribute<List<AclEntry>> {
        @Override
        public String name() {
            return "acl:acl";
        }
    }
}
