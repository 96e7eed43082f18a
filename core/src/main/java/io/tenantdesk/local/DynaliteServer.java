package io.tenantdesk.local;

import io.tenantdesk.host.AtomicFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntSupplier;

/**
 * A dynalite process (an in-memory DynamoDB on Node.js) listening on a free port of 127.0.0.1, for tests
 * and the demo. Its output goes to a log file in the temp directory, so a full pipe can never block it.
 * The process is stopped by {@link #close()}, or by a shutdown hook if the JVM exits first.
 */
public final class DynaliteServer implements AutoCloseable {

    /** System property naming the folder that holds dynalite's package.json and node_modules. */
    public static final String DIRECTORY_PROPERTY = "tenantdesk.dynalite.dir";

    private static final String HOST = "127.0.0.1";
    private static final String READY_LINE = "Dynalite listening at:";
    private static final Duration READY_TIMEOUT = Duration.ofSeconds(15);
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(5);
    private static final int BIND_ATTEMPTS = 5;
    private static final System.Logger LOG = System.getLogger(DynaliteServer.class.getName());

    private final Process process;
    private final int port;
    private final Path log;
    private final Duration startupTime;
    private final Thread shutdownHook;
    private final AtomicBoolean closed = new AtomicBoolean();

    private DynaliteServer(Process process, int port, Path log, Duration startupTime) {
        this.process = process;
        this.port = port;
        this.log = log;
        this.startupTime = startupTime;
        this.shutdownHook = Executors.defaultThreadFactory().newThread(this::kill);
        shutdownHook.setName("dynalite-" + port + "-shutdown");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
        process.onExit().thenRun(this::reportUnexpectedExit);
    }

    /** A dynalite that dies on its own leaves every client with "connection refused": say why, once. */
    private void reportUnexpectedExit() {
        if (!closed.get()) {
            LOG.log(
                    System.Logger.Level.WARNING,
                    () -> "dynalite on port " + port + " exited on its own with code " + process.exitValue()
                            + "; its output:\n" + read(log));
        }
    }

    /** The folder named by {@value #DIRECTORY_PROPERTY}, else {@code core/src/dynalite} under the working directory (a checkout's root). */
    public static Path defaultDirectory() {
        String configured = System.getProperty(DIRECTORY_PROPERTY);
        Path dir = configured == null || configured.isBlank()
                ? Path.of(System.getProperty("user.dir"), "core", "src", "dynalite")
                : Path.of(configured);
        return dir.toAbsolutePath().normalize();
    }

    /**
     * Starts dynalite from {@code dynaliteDir} (the folder with its package.json) and returns once it listens.
     *
     * @throws DynaliteException if Node.js or the package is missing, or dynalite does not come up in time
     */
    public static DynaliteServer start(Path dynaliteDir) {
        return start(dynaliteDir, System.getenv("PATH"), DynaliteServer::freePort);
    }

    /**
     * Starts dynalite on a port chosen by the caller, e.g. for a demo others connect to.
     *
     * @throws DynaliteException as {@link #start(Path)}, when the port is not a TCP port, and when it is taken
     */
    public static DynaliteServer start(Path dynaliteDir, int port) {
        if (port < 1 || port > 65_535) {
            throw new DynaliteException("port " + port + " is not a TCP port (1 to 65535)");
        }
        return start(dynaliteDir, System.getenv("PATH"), Ports.given(port));
    }

    static DynaliteServer start(Path dynaliteDir, String searchPath, IntSupplier freePorts) {
        return start(dynaliteDir, searchPath, Ports.free(freePorts));
    }

    /** The ports to try: the caller's own, once, or free ones until dynalite binds one. */
    private record Ports(IntSupplier next, int attempts, boolean given) {
        static Ports given(int port) {
            return new Ports(() -> port, 1, true);
        }

        static Ports free(IntSupplier next) {
            return new Ports(next, BIND_ATTEMPTS, false);
        }
    }

    private static DynaliteServer start(Path dynaliteDir, String searchPath, Ports ports) {
        Path dir = dynaliteDir.toAbsolutePath().normalize();
        Path node = findNode(searchPath, dir);
        Path cli = requireCli(dir);
        long began = System.nanoTime();
        String lastOutput = "";
        int lastPort = 0;
        for (int attempt = 1; attempt <= ports.attempts(); attempt++) {
            int port = ports.next().getAsInt();
            lastPort = port;
            Path log = createLog();
            Process process = spawn(node, cli, dir, port, log);
            String failure = awaitReady(process, port, log);
            if (failure == null) {
                Duration took = Duration.ofNanos(System.nanoTime() - began);
                LOG.log(
                        System.Logger.Level.DEBUG,
                        () -> "dynalite listening on port " + port + " after " + took.toMillis() + " ms");
                return new DynaliteServer(process, port, log, took);
            }
            deleteQuietly(log);
            lastOutput = failure;
            LOG.log(System.Logger.Level.DEBUG, () -> "port " + port + " was taken before dynalite could bind it");
        }
        if (ports.given()) {
            throw new DynaliteException("port " + lastPort + " on " + HOST + " is already in use; choose another");
        }
        throw new DynaliteException("dynalite could not bind a free port in " + ports.attempts()
                + " attempts; its last output:\n" + lastOutput);
    }

    public URI endpoint() {
        return URI.create("http://" + HOST + ":" + port);
    }

    public int port() {
        return port;
    }

    /** From the first spawn to the readiness line, including any retries on a taken port. */
    public Duration startupTime() {
        return startupTime;
    }

    public boolean isRunning() {
        return process.isAlive();
    }

    /** Stops dynalite and waits for it to exit, so its port is free when this returns. Idempotent. */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is already running and stops the process itself
        }
        stop(process);
        deleteQuietly(log);
        LOG.log(System.Logger.Level.DEBUG, () -> "dynalite on port " + port + " stopped");
    }

    private void kill() {
        closed.set(true);
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        deleteQuietly(log);
    }

    private static Path findNode(String searchPath, Path dir) {
        return Executables.find(searchPath, "node")
                .orElseThrow(() -> new DynaliteException("Node.js 20 or newer is"
                        + " needed to run dynalite, the local DynamoDB of the tests and the demo, but `node` is not on the PATH."
                        + " Install Node.js 20+, then run: npm ci --prefix " + dir));
    }

    private static Path requireCli(Path dir) {
        Path cli = dir.resolve(Path.of("node_modules", "dynalite", "cli.js"));
        if (Files.isRegularFile(cli)) {
            return cli;
        }
        String hint = Files.isRegularFile(dir.resolve("package.json"))
                ? ""
                : " (" + dir + " has no package.json: point -D" + DIRECTORY_PROPERTY
                        + " at the project's core/src/dynalite folder)";
        throw new DynaliteException(
                "dynalite is not installed: " + cli + " is missing. Run: npm ci --prefix " + dir + hint);
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(HOST, 0));
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new DynaliteException("no free port on " + HOST + ": " + e.getMessage(), e);
        }
    }

    private static Path createLog() {
        try {
            return AtomicFiles.createTempFile(
                    Path.of(System.getProperty("java.io.tmpdir")), "tenantdesk-dynalite-", ".log", true);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create dynalite's log file in the temp directory", e);
        }
    }

    private static Process spawn(Path node, Path cli, Path dir, int port, Path log) {
        ProcessBuilder builder = new ProcessBuilder(
                        node.toString(),
                        cli.toString(),
                        "--port",
                        Integer.toString(port),
                        "--host",
                        HOST,
                        "--createTableMs",
                        "0",
                        "--deleteTableMs",
                        "0",
                        "--updateTableMs",
                        "0")
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        try {
            Process process = builder.start();
            process.getOutputStream().close();
            return process;
        } catch (IOException e) {
            deleteQuietly(log);
            throw new DynaliteException("cannot start " + node + " " + cli + ": " + e.getMessage(), e);
        }
    }

    /**
     * Waits for dynalite's readiness line, which it prints once it listens. A TCP connect alone would not do:
     * it could reach another process that took the port after we released it.
     *
     * @return null once ready; the output if the port was taken, so another can be tried
     */
    private static String awaitReady(Process process, int port, Path log) {
        String ready = READY_LINE + " http://" + HOST + ":" + port;
        long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
        try {
            while (true) {
                boolean alive = process.isAlive();
                String output = read(log);
                if (output.contains(ready)) {
                    return null;
                }
                if (!alive) {
                    if (output.contains("EADDRINUSE")) {
                        return output;
                    }
                    deleteQuietly(log);
                    throw new DynaliteException("dynalite exited with code " + process.exitValue()
                            + " before it was ready; its output:\n" + output);
                }
                if (System.nanoTime() > deadline) {
                    stop(process);
                    deleteQuietly(log);
                    throw new DynaliteException("dynalite did not report `" + ready + "` within "
                            + READY_TIMEOUT.toSeconds() + " s; its output:\n" + output);
                }
                TimeUnit.MILLISECONDS.sleep(10);
            }
        } catch (InterruptedException e) {
            stop(process);
            deleteQuietly(log);
            Thread.currentThread().interrupt();
            throw new DynaliteException("interrupted while waiting for dynalite to start", e);
        }
    }

    private static void stop(Process process) {
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        try {
            if (!process.waitFor(STOP_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly().waitFor(STOP_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private static String read(Path log) {
        try {
            return new String(Files.readAllBytes(log), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(cannot read " + log + ": " + e.getMessage() + ")";
        }
    }

    private static void deleteQuietly(Path log) {
        try {
            Files.deleteIfExists(log);
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "cannot delete {0}: {1}", log, e.getMessage());
        }
    }
}
