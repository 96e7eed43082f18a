package io.tenantdesk.host;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.jimfs.Configuration;
import com.google.common.jimfs.Jimfs;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.AclEntry;
import java.nio.file.attribute.AclEntryFlag;
import java.nio.file.attribute.AclEntryPermission;
import java.nio.file.attribute.AclEntryType;
import java.nio.file.attribute.AclFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Owner-only files on each kind of file system, written through AtomicFiles on in-memory file systems. */
class AtomicFilesTest {

    private static final byte[] SETTINGS = "{\"theme\":\"dark\"}".getBytes(StandardCharsets.UTF_8);

    @Test
    void onPosixAnOwnerOnlyFileAndItsNewFoldersAreTheOwnersAlone() throws IOException {
        try (FileSystem unix = Jimfs.newFileSystem(Configuration.unix().toBuilder()
                .setAttributeViews("basic", "owner", "posix", "unix")
                .build())) {
            Path home = Files.createDirectories(unix.getPath("/home/ana"));
            Path file = home.resolve(".config/tenantdesk/settings.json");

            AtomicFiles.write(file, SETTINGS, true);
            AtomicFiles.write(home.resolve("notes.txt"), SETTINGS, false);

            assertThat(Files.readAllBytes(file)).isEqualTo(SETTINGS);
            assertThat(Files.getPosixFilePermissions(file)).isEqualTo(PosixFilePermissions.fromString("rw-------"));
            assertThat(Files.getPosixFilePermissions(file.getParent()))
                    .isEqualTo(PosixFilePermissions.fromString("rwx------"));
            assertThat(Files.getPosixFilePermissions(home.resolve(".config")))
                    .isEqualTo(PosixFilePermissions.fromString("rwx------"));
            assertThat(Files.getPosixFilePermissions(home.resolve("notes.txt")))
                    .contains(PosixFilePermission.OTHERS_READ);
        }
    }

    @Test
    void onWindowsAnOwnerOnlyFileHasAnAclWithTheOwnersEntryAlone() throws IOException {
        try (FileSystem windows = windows()) {
            Path roaming = Files.createDirectories(windows.getPath("C:\\Users\\ana\\AppData\\Roaming"));
            Path file = roaming.resolve("Tenantdesk").resolve("settings.json");

            AtomicFiles.write(file, SETTINGS, true);

            assertThat(Files.readAllBytes(file)).isEqualTo(SETTINGS);
            UserPrincipal ana = owner(windows);
            assertThat(acl(file)).containsExactly(ownersEntry(ana, Set.of()));
            assertThat(acl(file.getParent()))
                    .containsExactly(
                            ownersEntry(ana, EnumSet.of(AclEntryFlag.FILE_INHERIT, AclEntryFlag.DIRECTORY_INHERIT)));
            assertThat(acl(roaming)).as("a folder that was there keeps its ACL").containsExactly(usersMayRead(windows));
            try (Stream<Path> left = Files.list(file.getParent())) {
                assertThat(left).as("no temporary or probe file left").containsExactly(file);
            }
        }
    }

    @Test
    void onWindowsAnOwnerOnlyFileStaysSoWhenRewritten() throws IOException {
        try (FileSystem windows = windows()) {
            Path file = Files.createDirectories(windows.getPath("C:\\Users\\ana\\AppData\\Roaming\\Tenantdesk"))
                    .resolve("recent.json");

            AtomicFiles.write(file, SETTINGS, true);
            AtomicFiles.write(file, "[]".getBytes(StandardCharsets.UTF_8), true);

            assertThat(Files.readString(file)).isEqualTo("[]");
            assertThat(acl(file)).containsExactly(ownersEntry(owner(windows), Set.of()));
        }
    }

    @Test
    void onWindowsAFileNotAskedToBeOwnerOnlyKeepsTheAclItIsGiven() throws IOException {
        try (FileSystem windows = windows()) {
            Path file = Files.createDirectories(windows.getPath("C:\\Users\\ana\\Documents"))
                    .resolve("licences.csv");

            AtomicFiles.write(file, SETTINGS, false);

            assertThat(acl(file)).containsExactly(usersMayRead(windows));
        }
    }

    @Test
    void aTemporaryFileForTheCallerToFillIsTheOwnersAloneBeforeItHoldsAnything() throws IOException {
        try (FileSystem windows = windows()) {
            Path exports = Files.createDirectories(windows.getPath("D:\\exports"));

            Path part = AtomicFiles.createTempFile(exports, ".licences.csv.", ".part", true);

            assertThat(Files.size(part)).isZero();
            assertThat(part.getFileName().toString())
                    .startsWith(".licences.csv.")
                    .endsWith(".part");
            assertThat(acl(part)).containsExactly(ownersEntry(owner(windows), Set.of()));
        }
    }

    @Test
    void aFileStoreWithNeitherPermissionsNorAclsStillGetsTheFile() throws IOException {
        try (FileSystem fat = Jimfs.newFileSystem(Configuration.windows().toBuilder()
                .setAttributeViews("basic", "dos")
                .build())) {
            Path file = fat.getPath("C:\\Tenantdesk\\settings.json");

            AtomicFiles.write(file, SETTINGS, true);

            assertThat(Files.readAllBytes(file)).isEqualTo(SETTINGS);
        }
    }

    /**
     * A Windows-style file system with ACLs whose new files belong to ana and get what a folder would pass on to them
     * by inheritance: Users may read.
     */
    private static FileSystem windows() throws IOException {
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

    private static AclEntry usersMayRead(FileSystem fileSystem) throws IOException {
        return AclEntry.newBuilder()
                .setType(AclEntryType.ALLOW)
                .setPrincipal(fileSystem.getUserPrincipalLookupService().lookupPrincipalByName("Users"))
                .setPermissions(AclEntryPermission.READ_DATA)
                .build();
    }

    private static AclEntry ownersEntry(UserPrincipal owner, Set<AclEntryFlag> flags) {
        return AclEntry.newBuilder()
                .setType(AclEntryType.ALLOW)
                .setPrincipal(owner)
                .setPermissions(EnumSet.allOf(AclEntryPermission.class))
                .setFlags(flags)
                .build();
    }

    private static UserPrincipal owner(FileSystem fileSystem) throws IOException {
        return fileSystem.getUserPrincipalLookupService().lookupPrincipalByName("ana");
    }

    private static List<AclEntry> acl(Path path) throws IOException {
        return Files.getFileAttributeView(path, AclFileAttributeView.class).getAcl();
    }
}
