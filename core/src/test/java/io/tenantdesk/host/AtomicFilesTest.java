package io.tenantdesk.host;

import static io.tenantdesk.testing.WindowsFileSystems.acl;
import static io.tenantdesk.testing.WindowsFileSystems.owner;
import static io.tenantdesk.testing.WindowsFileSystems.ownersEntry;
import static io.tenantdesk.testing.WindowsFileSystems.usersMayRead;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.jimfs.Configuration;
import com.google.common.jimfs.Jimfs;
import io.tenantdesk.testing.WindowsFileSystems;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.AclEntryFlag;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.EnumSet;
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
        try (FileSystem windows = WindowsFileSystems.create()) {
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
        try (FileSystem windows = WindowsFileSystems.create()) {
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
        try (FileSystem windows = WindowsFileSystems.create()) {
            Path file = Files.createDirectories(windows.getPath("C:\\Users\\ana\\Documents"))
                    .resolve("licences.csv");

            AtomicFiles.write(file, SETTINGS, false);

            assertThat(acl(file)).containsExactly(usersMayRead(windows));
        }
    }

    @Test
    void aTemporaryFileForTheCallerToFillIsTheOwnersAloneBeforeItHoldsAnything() throws IOException {
        try (FileSystem windows = WindowsFileSystems.create()) {
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
    void onWindowsAFolderOrAFileMadeForTheCallerIsTheOwnersAloneAndOneThatExistsIsMadeSo() throws IOException {
        try (FileSystem windows = WindowsFileSystems.create()) {
            Path temp = Files.createDirectories(windows.getPath("C:\\Users\\ana\\AppData\\Local\\Temp"));
            Path earlier = Files.writeString(temp.resolve("tenantdesk.log"), "earlier");

            Path folder = AtomicFiles.createTempFolder(temp, "tenantdesk-demo-journal-", true);
            Path log = folder.resolve("tenantdesk.log");
            AtomicFiles.createFile(log, true);
            AtomicFiles.restrictToOwner(earlier);

            assertThat(folder.getFileName().toString()).startsWith("tenantdesk-demo-journal-");
            assertThat(acl(folder)).containsExactly(ownersEntry(folder, true));
            assertThat(acl(log)).containsExactly(ownersEntry(log, false));
            assertThat(Files.size(log)).isZero();
            assertThat(acl(earlier)).containsExactly(ownersEntry(earlier, false));
            assertThat(Files.readString(earlier)).isEqualTo("earlier");
            try (Stream<Path> left = Files.list(folder)) {
                assertThat(left).as("no probe file left").containsExactly(log);
            }
        }
    }

    @Test
    void onPosixAFolderOrAFileMadeForTheCallerIsTheOwnersAloneAndOneThatExistsIsMadeSo() throws IOException {
        try (FileSystem unix = Jimfs.newFileSystem(Configuration.unix().toBuilder()
                .setAttributeViews("basic", "owner", "posix", "unix")
                .build())) {
            Path tmp = Files.createDirectories(unix.getPath("/tmp"));
            Path earlier = Files.writeString(tmp.resolve("tenantdesk.log"), "earlier");
            Files.setPosixFilePermissions(earlier, PosixFilePermissions.fromString("rw-r--r--"));

            Path folder = AtomicFiles.createTempFolder(tmp, "tenantdesk-demo-journal-", true);
            Path log = folder.resolve("tenantdesk.log");
            AtomicFiles.createFile(log, true);
            AtomicFiles.restrictToOwner(earlier);

            assertThat(Files.getPosixFilePermissions(folder)).isEqualTo(PosixFilePermissions.fromString("rwx------"));
            assertThat(Files.getPosixFilePermissions(log)).isEqualTo(PosixFilePermissions.fromString("rw-------"));
            assertThat(Files.getPosixFilePermissions(earlier)).isEqualTo(PosixFilePermissions.fromString("rw-------"));
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
}
