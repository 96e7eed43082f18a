package io.tenantdesk.testing;

import com.google.common.jimfs.Configuration;
import com.google.common.jimfs.Jimfs;
import java.io.IOException;
import java.nio.file.FileSystem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.AclEntry;
import java.nio.file.attribute.AclEntryFlag;
import java.nio.file.attribute.AclEntryPermission;
import java.nio.file.attribute.AclEntryType;
import java.nio.file.attribute.AclFileAttributeView;
import java.nio.file.attribute.UserPrincipal;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * In-memory Windows-style file systems with ACLs, drives C: and D:, whose new files belong to ana and get what a folder
 * would pass on to them by inheritance: Users may read.
 */
public final class WindowsFileSystems {

    private WindowsFileSystems() {}

    public static FileSystem create() throws IOException {
        Configuration.Builder windows = Configuration.windows().toBuilder()
                .setRoots("C:\\", "D:\\")
                .setAttributeViews("basic", "owner", "dos", "acl")
                .setDefaultAttributeValue("owner:owner", "ana");
        AclEntry inherited;
        try (FileSystem lookup = Jimfs.newFileSystem(windows.build())) {
            inherited = usersMayRead(lookup);
        }
        return Jimfs.newFileSystem(
                windows.setDefaultAttributeValue("acl:acl", List.of(inherited)).build());
    }

    /** The entry every file gets unless made its owner's alone. */
    public static AclEntry usersMayRead(FileSystem fileSystem) throws IOException {
        return AclEntry.newBuilder()
                .setType(AclEntryType.ALLOW)
                .setPrincipal(fileSystem.getUserPrincipalLookupService().lookupPrincipalByName("Users"))
                .setPermissions(AclEntryPermission.READ_DATA)
                .build();
    }

    /** The single entry of a file, or a folder, that is its owner's alone. */
    public static AclEntry ownersEntry(Path path, boolean folder) throws IOException {
        return ownersEntry(
                owner(path.getFileSystem()),
                folder ? EnumSet.of(AclEntryFlag.FILE_INHERIT, AclEntryFlag.DIRECTORY_INHERIT) : Set.of());
    }

    public static AclEntry ownersEntry(UserPrincipal owner, Set<AclEntryFlag> flags) {
        return AclEntry.newBuilder()
                .setType(AclEntryType.ALLOW)
                .setPrincipal(owner)
                .setPermissions(EnumSet.allOf(AclEntryPermission.class))
                .setFlags(flags)
                .build();
    }

    public static UserPrincipal owner(FileSystem fileSystem) throws IOException {
        return fileSystem.getUserPrincipalLookupService().lookupPrincipalByName("ana");
    }

    public static List<AclEntry> acl(Path path) throws IOException {
        return Files.getFileAttributeView(path, AclFileAttributeView.class).getAcl();
    }
}
