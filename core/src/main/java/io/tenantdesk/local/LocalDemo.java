package io.tenantdesk.local;

import io.tenantdesk.aws.CallerIdentity;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.Daemons;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.demo.DemoGenerator;
import io.tenantdesk.demo.DemoPlans;
import io.tenantdesk.demo.DemoSize;
import io.tenantdesk.schema.PlatformDescriptor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The local demo: dynalite on a free port holding every given platform's tables (under their logical names)
 * and demo data, and a folder for its own change journal. Closing it stops dynalite and everything in it is gone,
 * the folder too. The folder is also deleted if the start fails, and when the JVM exits first (SIGTERM, SIGINT, a
 * crash of the demo's owner); dynalite stops with the JVM on its own.
 */
public final class LocalDemo implements AutoCloseable {

    /** The demo's seed: the same data on every start. */
    public static final long SEED = 20261125L;

    private static final int WRITER_THREADS = 4;
    private static final System.Logger LOG = System.getLogger(LocalDemo.class.getName());

    private final DynaliteServer server;
    private final DynamoDbClient client;
    private final Map<String, DemoDataset> datasets;
    private final Path journalFolder;
    private final Thread deleteOnExit;
    private final AtomicBoolean closed = new AtomicBoolean();

    private LocalDemo(
            DynaliteServer server,
            DynamoDbClient client,
            Map<String, DemoDataset> datasets,
            Path journalFolder,
            Thread deleteOnExit) {
        this.server = server;
        this.client = client;
        this.datasets = Collections.unmodifiableMap(datasets);
        this.journalFolder = journalFolder;
        this.deleteOnExit = deleteOnExit;
    }

    /**
     * Starts dynalite and loads the platforms' demo data.
     *
     * @param progress told, in words, what is happening (for a console or a splash)
     */
    public static LocalDemo start(
            Path dynaliteDir,
            List<PlatformDescriptor> platforms,
            DemoSize size,
            Instant now,
            Consumer<String> progress) {
        return start(dynaliteDir, platforms, size, now, progress, null);
    }

    /** As {@link #start(Path, List, DemoSize, Instant, Consumer)}, on a given port (null: a free one). */
    public static LocalDemo start(
            Path dynaliteDir,
            List<PlatformDescriptor> platforms,
            DemoSize size,
            Instant now,
            Consumer<String> progress,
            Integer port) {
        requireDistinctTableNames(platforms);
        Path journalFolder = journalFolder();
        Thread deleteOnExit = Executors.defaultThreadFactory().newThread(() -> delete(journalFolder));
        deleteOnExit.setName("tenantdesk-demo-cleanup");
        try {
            Runtime.getRuntime().addShutdownHook(deleteOnExit);
            progress.accept("Starting the local DynamoDB (dynalite)...");
            DynaliteServer server =
                    port == null ? DynaliteServer.start(dynaliteDir) : DynaliteServer.start(dynaliteDir, port);
            DynamoDbClient client = DynamoClients.local(server.endpoint());
            try {
                Map<String, DemoDataset> datasets = load(client, platforms, size, now, progress);
                return new LocalDemo(server, client, datasets, journalFolder, deleteOnExit);
            } catch (RuntimeException e) {
                client.close();
                server.close();
                throw e;
            }
        } catch (RuntimeException e) {
            forget(deleteOnExit);
            delete(journalFolder);
            throw e;
        }
    }

    private static Map<String, DemoDataset> load(
            DynamoDbClient client,
            List<PlatformDescriptor> platforms,
            DemoSize size,
            Instant now,
            Consumer<String> progress) {
        ExecutorService writers = Executors.newFixedThreadPool(WRITER_THREADS, Daemons.named("demo-loader"));
        try {
            DemoGenerator generator = new DemoGenerator(size, SEED, now, DemoPlans.bundled());
            DemoLoader loader = new DemoLoader(client, writers);
            Map<String, DemoDataset> datasets = new LinkedHashMap<>();
            for (PlatformDescriptor platform : platforms) {
                DemoDataset data = generator.generate(platform);
                loader.load(data, TableNameMapping.identity());
                datasets.put(platform.id(), data);
                progress.accept("Loaded " + platform.title() + ": " + data.itemCount() + " items in "
                        + platform.tables().size() + " table"
                        + (platform.tables().size() == 1 ? "" : "s"));
            }
            return datasets;
        } finally {
            writers.shutdownNow();
        }
    }

    private static void requireDistinctTableNames(List<PlatformDescriptor> platforms) {
        Map<String, String> owners = new HashMap<>();
        for (PlatformDescriptor p : platforms) {
            for (String table : p.tables().keySet()) {
                String other = owners.putIfAbsent(table, p.id());
                if (other != null) {
                    throw new IllegalArgumentException("platforms " + other + " and " + p.id() + " both name a table `"
                            + table + "`; the demo keeps logical names and cannot hold both");
                }
            }
        }
    }

    /** A fresh folder only its owner can enter, for the demo's own change journal. */
    private static Path journalFolder() {
        try {
            return Files.createTempDirectory(
                    "tenantdesk-demo-journal-",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        } catch (UnsupportedOperationException e) {
            try {
                return Files.createTempDirectory("tenantdesk-demo-journal-");
            } catch (IOException io) {
                throw new UncheckedIOException("the demo's journal folder cannot be made: " + io.getMessage(), io);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("the demo's journal folder cannot be made: " + e.getMessage(), e);
        }
    }

    /**
     * The demo's own change journal: its writes are recorded there, never in the user's journal, and the file goes
     * with the demo's data when the demo closes.
     */
    public Path journalFile() {
        return journalFolder.resolve("journal.jsonl");
    }

    public URI endpoint() {
        return server.endpoint();
    }

    /**
     * Whether a client of {@code endpoint} reaches this demo: HTTP to its port on this machine's loopback, however
     * spelt ({@code localhost}, {@code 127.0.0.1}, a trailing slash). Host names other than {@code localhost} are
     * not looked up.
     */
    public boolean serves(URI endpoint) {
        return "http".equalsIgnoreCase(endpoint.getScheme())
                && endpoint.getPort() == server.port()
                && isLoopback(endpoint.getHost());
    }

    private static boolean isLoopback(String host) {
        if (host == null) {
            return false;
        }
        String name = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        if (name.equalsIgnoreCase("localhost")) {
            return true;
        }
        if (!name.matches("[0-9.]+|[0-9a-fA-F]*:[0-9a-fA-F:.]*")) {
            return false;
        }
        try {
            InetAddress address = InetAddress.getByName(name);
            return address.isLoopbackAddress() || address.isAnyLocalAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    /**
     * A writable connection to the demo's tables under their logical names, acting as the local identity. It borrows
     * the demo's client: closing it leaves the demo running.
     */
    public Connection connection() {
        return new Connection(
                "Local demo", client, TableNameMapping.identity(), false, CallerIdentity.local(endpoint()));
    }

    /** A client of the demo's server; closed with the demo. */
    DynamoDbClient client() {
        return client;
    }

    /** What was loaded, by platform id. */
    public Map<String, DemoDataset> datasets() {
        return datasets;
    }

    /** Stops dynalite and deletes the journal's folder. Idempotent. */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        try {
            client.close();
        } finally {
            try {
                server.close();
            } finally {
                forget(deleteOnExit);
                delete(journalFolder);
            }
        }
    }

    private static void forget(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException exiting) {
            // the JVM is exiting and runs the hook, which deletes the folder as this does
        }
    }

    private static void delete(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path path : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (NoSuchFileException gone) {
            // deleted already, by close() or the exit hook running beside it
        } catch (IOException | UncheckedIOException e) {
            LOG.log(
                    System.Logger.Level.WARNING,
                    "the demo's journal " + folder + " could not be deleted: " + e.getMessage());
        }
    }
}
