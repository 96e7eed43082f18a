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
import java.net.URI;
import java.nio.file.Files;
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
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The local demo: dynalite on a free port holding every given platform's tables (under their logical names)
 * and demo data. Closing it stops dynalite and everything in it is gone.
 */
public final class LocalDemo implements AutoCloseable {

    /** The demo's seed: the same data on every start. */
    public static final long SEED = 20261125L;

    private static final int WRITER_THREADS = 4;

    private final DynaliteServer server;
    private final DynamoDbClient client;
    private final Map<String, DemoDataset> datasets;
    private final Path journalFolder;

    private LocalDemo(
            DynaliteServer server, DynamoDbClient client, Map<String, DemoDataset> datasets, Path journalFolder) {
        this.server = server;
        this.client = client;
        this.datasets = Collections.unmodifiableMap(datasets);
        this.journalFolder = journalFolder;
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
        progress.accept("Starting the local DynamoDB (dynalite)...");
        DynaliteServer server =
                port == null ? DynaliteServer.start(dynaliteDir) : DynaliteServer.start(dynaliteDir, port);
        DynamoDbClient client = DynamoClients.local(server.endpoint());
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
            return new LocalDemo(server, client, datasets, journalFolder());
        } catch (RuntimeException e) {
            client.close();
            server.close();
            throw e;
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

    @Override
    public void close() {
        try {
            client.close();
        } finally {
            try {
                server.close();
            } finally {
                deleteJournal();
            }
        }
    }

    private void deleteJournal() {
        try (var files = Files.walk(journalFolder)) {
            for (Path path : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            System.getLogger(LocalDemo.class.getName())
                    .log(
                            System.Logger.Level.WARNING,
                            "the demo's journal " + journalFolder + " could not be deleted: " + e.getMessage());
        }
    }
}
