package io.tenantdesk.local;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenantdesk.host.AtomicFiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Where the demo's dynalite is, and getting it there. A folder named by {@value DynaliteServer#DIRECTORY_PROPERTY}, or
 * the source tree's {@code core/src/dynalite}, is used as it is (the build installs it). Otherwise the pinned version — the
 * {@code package.json} and {@code package-lock.json} bundled in the application — is installed with npm into the
 * user's data folder the first time the demo starts, and again when the application pins another. It needs Node.js 20
 * or newer and npm; when either is missing, the exception says which, and what to install.
 */
public final class DynaliteSetup {

    static final int NODE_MAJOR = 20;
    private static final String PACKAGE = "package.json";
    private static final String LOCK = "package-lock.json";
    private static final Pattern NODE_VERSION = Pattern.compile("v?(\\d+)\\.\\d+.*");
    private static final Pattern FETCHED_PACKAGE = Pattern.compile(".*http fetch GET 200 \\S+\\.tgz.*");
    private static final int LINES_KEPT = 12;

    private final Path given;
    private final Path managed;
    private final String searchPath;

    /**
     * @param given      a folder to use as it is, or null to install into {@code managed}
     * @param managed    the folder Tenantdesk installs dynalite into (in the user's data folder)
     * @param searchPath where to look for {@code node} and {@code npm}
     */
    DynaliteSetup(Path given, Path managed, String searchPath) {
        this.given = given;
        this.managed = managed;
        this.searchPath = searchPath;
    }

    /** Uses {@code folder} as it is: the tests' dynalite, or a developer's. */
    public static DynaliteSetup at(Path folder) {
        return new DynaliteSetup(folder, folder, System.getenv("PATH"));
    }

    /** This process: the configured folder, else the source tree's, else {@code dynalite} in the user's data folder. */
    public static DynaliteSetup forThisProcess(Path dataFolder) {
        String configured = System.getProperty(DynaliteServer.DIRECTORY_PROPERTY);
        Path source = Path.of(System.getProperty("user.dir"), "core", "src", "dynalite");
        Path given = configured != null && !configured.isBlank()
                ? Path.of(configured)
                : Files.isRegularFile(source.resolve(PACKAGE)) ? source : null;
        return new DynaliteSetup(
                given == null ? null : given.toAbsolutePath().normalize(),
                dataFolder.resolve("dynalite"),
                System.getenv("PATH"));
    }

    /** The folder Tenantdesk installs dynalite into when no other is given. */
    public Path installFolder() {
        return managed;
    }

    /**
     * The folder dynalite runs from, once it is installed there: a given folder as it is (a missing install is
     * reported when the server starts), the user's own after installing the pinned version if need be.
     *
     * @param progress told, in words, how the installation goes
     * @throws DynaliteException naming what is missing (Node.js, its version, npm) or why npm failed
     */
    public Path ready(Consumer<String> progress) {
        if (given != null) {
            return given;
        }
        if (!installedAndCurrent()) {
            install(progress);
        }
        return managed;
    }

    private boolean installedAndCurrent() {
        try {
            return Files.isRegularFile(managed.resolve(Path.of("node_modules", "dynalite", "cli.js")))
                    && Arrays.equals(Files.readAllBytes(managed.resolve(LOCK)), bundled(LOCK))
                    && Arrays.equals(Files.readAllBytes(managed.resolve(patchName())), bundled(patchName()));
        } catch (IOException e) {
            return false;
        }
    }

    private void install(Consumer<String> progress) {
        String pinned = pinnedVersion();
        Path node = Executables.find(searchPath, "node")
                .orElseThrow(() -> new DynaliteException("The demo runs dynalite,"
                        + " a local DynamoDB on Node.js, and needs Node.js " + NODE_MAJOR
                        + " or newer, but `node` is not on the"
                        + " PATH. Install Node.js " + NODE_MAJOR
                        + "+ (https://nodejs.org/, or your system's packages, e.g."
                        + " `sudo apt install nodejs npm`), then start the demo again."));
        String version = nodeVersion(node);
        Matcher major = NODE_VERSION.matcher(version);
        if (!major.matches() || Integer.parseInt(major.group(1)) < NODE_MAJOR) {
            throw new DynaliteException(
                    "The demo needs Node.js " + NODE_MAJOR + " or newer to run dynalite, but " + node
                            + " is " + version + ". Install Node.js " + NODE_MAJOR
                            + "+ (https://nodejs.org/) first on the PATH,"
                            + " then start the demo again.");
        }
        Path npm = Executables.find(searchPath, "npm")
                .orElseThrow(() -> new DynaliteException("Node.js " + version
                        + " is installed, but npm, which installs dynalite " + pinned + " once into " + managed
                        + ", is not on"
                        + " the PATH. Install npm (e.g. `sudo apt install npm`), then start the demo again."));
        progress.accept("Installing dynalite " + pinned + " (the demo's local DynamoDB) into " + managed
                + " with npm; this happens once...");
        Path staging = stagingFolder();
        try {
            runNpm(npm, staging, pinned, progress);
            replaceInstall(staging);
        } catch (IOException e) {
            throw new DynaliteException("cannot install dynalite into " + managed + ": " + e.getMessage(), e);
        } finally {
            deleteQuietly(staging);
        }
        progress.accept("Installed dynalite " + pinned + " into " + managed);
    }

    /** A fresh owner-only folder beside the install, which becomes the install in one move once npm is done. */
    Path stagingFolder() {
        try {
            Path parent = managed.toAbsolutePath().getParent();
            AtomicFiles.createFolder(parent, true);
            Path staging = AtomicFiles.createTempFolder(parent, "dynalite-installing-", true);
            for (String name : new String[] {PACKAGE, LOCK, patchName()}) {
                AtomicFiles.write(staging.resolve(name), bundled(name), true);
            }
            return staging;
        } catch (IOException e) {
            throw new DynaliteException("cannot prepare " + managed + " for dynalite: " + e.getMessage(), e);
        }
    }

    private void runNpm(Path npm, Path staging, String pinned, Consumer<String> progress) throws IOException {
        int packages = packageCount();
        Process process = new ProcessBuilder(npm.toString(), "ci", "--no-audit", "--no-fund", "--loglevel=http")
                .directory(staging.toFile())
                .redirectErrorStream(true)
                .start();
        process.getOutputStream().close();
        Deque<String> last = new ArrayDeque<>();
        int fetched = 0;
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (FETCHED_PACKAGE.matcher(line).matches()) {
                    fetched++;
                    progress.accept("Installing dynalite " + pinned + " with npm: " + Math.min(fetched, packages)
                            + " of " + packages + " packages");
                }
                last.addLast(line);
                if (last.size() > LINES_KEPT) {
                    last.removeFirst();
                }
            }
        }
        int exit = waitFor(process);
        if (exit != 0) {
            String said = last.stream()
                    .filter(l -> l.contains("ERR"))
                    .reduce((a, b) -> b)
                    .orElse(last.isEmpty() ? "(no output)" : last.getLast());
            throw new DynaliteException(
                    "npm could not install dynalite " + pinned + " (exit " + exit + "): " + said.strip()
                            + ". Is the npm registry reachable from here? Try `npm ci` in " + staging.getParent()
                            + " by hand, or start the demo again later.");
        }
        if (!Files.isRegularFile(staging.resolve(Path.of("node_modules", "dynalite", "cli.js")))) {
            throw new DynaliteException("npm reported success but dynalite " + pinned + " is not in " + staging);
        }
    }

    private static int waitFor(Process process) {
        try {
            return process.waitFor();
        } catch (InterruptedException e) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new DynaliteException("interrupted while npm was installing dynalite", e);
        }
    }

    private void replaceInstall(Path staging) throws IOException {
        if (Files.exists(managed)) {
            Path old = Files.createTempDirectory(managed.toAbsolutePath().getParent(), "dynalite-old-");
            Files.move(managed, old.resolve("dynalite"), StandardCopyOption.ATOMIC_MOVE);
            deleteQuietly(old);
        }
        Files.move(staging, managed, StandardCopyOption.ATOMIC_MOVE);
    }

    private static String nodeVersion(Path node) {
        try {
            Process process = new ProcessBuilder(node.toString(), "--version")
                    .redirectErrorStream(true)
                    .start();
            process.getOutputStream().close();
            byte[] out = process.getInputStream().readAllBytes();
            if (!process.waitFor(10, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new DynaliteException(
                        node + " --version failed: " + new String(out, StandardCharsets.UTF_8).strip());
            }
            return new String(out, StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            throw new DynaliteException("cannot run " + node + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DynaliteException("interrupted while asking " + node + " for its version", e);
        }
    }

    /** The version of dynalite the application pins, from its bundled package.json. */
    static String pinnedVersion() {
        return json(PACKAGE).path("dependencies").path("dynalite").asText("?");
    }

    /**
     * The patch npm applies to dynalite after installing it (so it compares lists and maps as DynamoDB does), named
     * as patch-package names it: {@code patches/<package>+<version>.patch}.
     */
    static String patchName() {
        return "patches/dynalite+" + pinnedVersion() + ".patch";
    }

    /** How many packages npm installs: every entry of the lock but the project itself. */
    private static int packageCount() {
        JsonNode packages = json(LOCK).path("packages");
        int count = 0;
        for (var names = packages.fieldNames(); names.hasNext(); ) {
            if (!names.next().isEmpty()) {
                count++;
            }
        }
        return Math.max(1, count);
    }

    private static JsonNode json(String name) {
        try {
            return new ObjectMapper().readTree(bundled(name));
        } catch (IOException e) {
            throw new UncheckedIOException("the bundled " + name + " of dynalite cannot be read", e);
        }
    }

    private static byte[] bundled(String name) {
        try (InputStream in = DynaliteSetup.class.getResourceAsStream("dynalite/" + name)) {
            if (in == null) {
                throw new IllegalStateException("the application lacks dynalite's " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void deleteQuietly(Path folder) {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            System.getLogger(DynaliteSetup.class.getName())
                    .log(System.Logger.Level.DEBUG, "cannot delete {0}: {1}", folder, e.getMessage());
        }
    }
}
