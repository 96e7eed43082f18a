package io.tenantdesk.local;

import static io.tenantdesk.testing.WindowsFileSystems.acl;
import static io.tenantdesk.testing.WindowsFileSystems.ownersEntry;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.testing.Checkout;
import io.tenantdesk.testing.WindowsFileSystems;
import java.io.IOException;
import java.nio.file.FileSystem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Finding or installing the demo's dynalite, with stand-ins for {@code node} and {@code npm} (shell scripts) so the
 * test needs no network: what is missing is said exactly, and an install is complete or absent, never half there.
 */
class DynaliteSetupTest {

    @TempDir
    Path dir;

    private Path bin() throws IOException {
        return Files.createDirectories(dir.resolve("bin"));
    }

    private void script(String name, String body) throws IOException {
        Path file = bin().resolve(name);
        Files.writeString(file, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwx------"));
    }

    private void node(String version) throws IOException {
        script("node", "echo " + version);
    }

    /** An npm that reports fetching every package of the lock and leaves dynalite in node_modules; counts its runs. */
    private void workingNpm() throws IOException {
        script(
                "npm",
                "echo run >> " + dir.resolve("npm-runs") + "\n"
                        + "for i in $(seq 1 " + lockedPackages()
                        + "); do echo \"npm http fetch GET 200 https://registry.example/p$i/-/p$i-1.0.0.tgz 5ms\"; done\n"
                        + "mkdir -p node_modules/dynalite && echo '// cli' > node_modules/dynalite/cli.js");
    }

    /** The packages of the pinned lock, the project itself left out. */
    private static int lockedPackages() throws IOException {
        var packages = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(Checkout.file("core", "src", "dynalite", "package-lock.json")
                        .toFile())
                .path("packages");
        int count = 0;
        for (var names = packages.fieldNames(); names.hasNext(); ) {
            count += names.next().isEmpty() ? 0 : 1;
        }
        return count;
    }

    private DynaliteSetup setup() throws IOException {
        return new DynaliteSetup(null, dir.resolve("data/dynalite"), bin().toString());
    }

    @Test
    void saysNodeIsMissing() throws IOException {
        assertThatThrownBy(() -> setup().ready(m -> {}))
                .isInstanceOf(DynaliteException.class)
                .hasMessageContaining("needs Node.js 20 or newer, but `node` is not on the PATH")
                .hasMessageContaining("https://nodejs.org/");
    }

    @Test
    void saysWhichNodeIsTooOld() throws IOException {
        node("v18.19.0");
        assertThatThrownBy(() -> setup().ready(m -> {}))
                .isInstanceOf(DynaliteException.class)
                .hasMessageContaining("needs Node.js 20 or newer")
                .hasMessageContaining(bin().resolve("node") + " is v18.19.0");
    }

    @Test
    void saysNpmIsMissingAndWhereItWouldInstall() throws IOException {
        node("v20.20.2");
        assertThatThrownBy(() -> setup().ready(m -> {}))
                .isInstanceOf(DynaliteException.class)
                .hasMessageContaining("Node.js v20.20.2 is installed, but npm")
                .hasMessageContaining("into " + dir.resolve("data/dynalite"))
                .hasMessageContaining("is not on the PATH");
    }

    @Test
    void installsThePinnedVersionOnceWithProgressIntoAnOwnerOnlyFolder() throws IOException {
        node("v22.1.0");
        workingNpm();
        List<String> progress = new ArrayList<>();

        Path folder = setup().ready(progress::add);
        Path again = setup().ready(progress::add);

        assertThat(folder).isEqualTo(again).isEqualTo(dir.resolve("data/dynalite"));
        assertThat(folder.resolve("node_modules/dynalite/cli.js")).isRegularFile();
        assertThat(folder.resolve("package-lock.json"))
                .hasSameTextualContentAs(Checkout.file("core", "src", "dynalite", "package-lock.json"));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(folder)))
                .isEqualTo("rwx------");
        assertThat(Files.readAllLines(dir.resolve("npm-runs")))
                .as("npm runs once")
                .hasSize(1);
        String pinned = DynaliteSetup.pinnedVersion();
        assertThat(pinned).matches("\\d+\\.\\d+\\.\\d+");
        assertThat(progress.get(0)).startsWith("Installing dynalite " + pinned);
        int packages = lockedPackages();
        assertThat(progress)
                .contains(
                        "Installing dynalite " + pinned + " with npm: 1 of " + packages + " packages",
                        "Installing dynalite " + pinned + " with npm: " + packages + " of " + packages + " packages");
        assertThat(folder.resolve(DynaliteSetup.patchName()))
                .as("the patch npm applies after installing")
                .hasSameTextualContentAs(
                        Checkout.file("core", "src", "dynalite").resolve(DynaliteSetup.patchName()));
        assertThat(progress.get(progress.size() - 1)).isEqualTo("Installed dynalite " + pinned + " into " + folder);
        assertThat(siblings()).containsExactly("dynalite");
    }

    @Test
    void onWindowsTheFolderNpmInstallsIntoAndItsFilesAreTheOwnersAlone() throws IOException {
        try (FileSystem windows = WindowsFileSystems.create()) {
            Path local = Files.createDirectories(windows.getPath("C:\\Users\\ana\\AppData\\Local"));
            Path managed = local.resolve("Tenantdesk\\dynalite");

            Path staging = new DynaliteSetup(null, managed, "").stagingFolder();

            assertThat(staging.getParent()).isEqualTo(managed.getParent());
            assertThat(acl(managed.getParent())).containsExactly(ownersEntry(staging, true));
            assertThat(acl(staging)).containsExactly(ownersEntry(staging, true));
            for (String name : List.of("package.json", "package-lock.json", DynaliteSetup.patchName())) {
                Path file = staging.resolve(name);
                assertThat(acl(file)).as(name).containsExactly(ownersEntry(file, false));
                assertThat(Files.readAllBytes(file))
                        .as(name)
                        .isEqualTo(Files.readAllBytes(Checkout.file("core", "src", "dynalite", name)));
            }
        }
    }

    @Test
    void anInstallOfAnotherPinIsReplaced() throws IOException {
        node("v20.0.0");
        workingNpm();
        Path folder = Files.createDirectories(dir.resolve("data/dynalite/node_modules/dynalite"));
        Files.writeString(folder.resolve("cli.js"), "// old");
        Files.writeString(dir.resolve("data/dynalite/package-lock.json"), "{\"lockfileVersion\": 3}");

        setup().ready(m -> {});

        assertThat(Files.readString(dir.resolve("data/dynalite/node_modules/dynalite/cli.js")))
                .contains("// cli");
        assertThat(Files.readAllLines(dir.resolve("npm-runs"))).hasSize(1);
        assertThat(siblings()).containsExactly("dynalite");
    }

    @Test
    void aFailedInstallLeavesNothingAndQuotesNpm() throws IOException {
        node("v20.20.2");
        script(
                "npm",
                "echo 'npm error code EAI_AGAIN'; echo 'npm error request to https://registry.npmjs.org/dynalite failed'; exit 1");

        assertThatThrownBy(() -> setup().ready(m -> {}))
                .isInstanceOf(DynaliteException.class)
                .hasMessageContaining("npm could not install dynalite")
                .hasMessageContaining("(exit 1)")
                .hasMessageContaining("request to https://registry.npmjs.org/dynalite failed")
                .hasMessageContaining("Is the npm registry reachable");
        assertThat(dir.resolve("data/dynalite")).doesNotExist();
        assertThat(siblings()).isEmpty();
    }

    @Test
    void aGivenFolderIsUsedAsItIs() throws IOException {
        Path given = Files.createDirectories(dir.resolve("checkout/core/src/dynalite"));

        assertThat(DynaliteSetup.at(given).ready(m -> {})).isEqualTo(given);
        assertThat(given).isEmptyDirectory();
    }

    private List<String> siblings() throws IOException {
        Path data = dir.resolve("data");
        if (!Files.isDirectory(data)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(data)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }
}
