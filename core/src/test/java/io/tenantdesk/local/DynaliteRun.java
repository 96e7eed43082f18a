package io.tenantdesk.local;

import io.tenantdesk.aws.DynamoClients;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A dynalite server and its one client, handing each user a {@link LocalDynamo} under table prefixes of its own:
 * the run's server for JUnit tests ({@link DynaliteExtension}), or a server of their own for property tests, which
 * another test engine runs.
 */
public final class DynaliteRun implements AutoCloseable {

    private final DynaliteServer server;
    private final DynamoDbClient client;
    private final AtomicInteger prefixes = new AtomicInteger();
    private final WriteConditionGuard guard = new WriteConditionGuard();
    private final SharedDemo demo;

    private DynaliteRun(DynaliteServer server) {
        this.server = server;
        this.client = DynamoClients.local(server.endpoint(), List.of(guard));
        this.demo = new SharedDemo(client, guard);
    }

    public static DynaliteRun start() {
        DynaliteServer server = DynaliteServer.start(DynaliteServer.defaultDirectory());
        try {
            return new DynaliteRun(server);
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
    }

    /** A view of the server under fresh table prefixes; closing it deletes its tables. */
    public LocalDynamo handle(String label) {
        String safe = label.replaceAll("[^A-Za-z0-9_.-]", "_");
        return new LocalDynamo(
                server.endpoint(), client, guard, demo, () -> safe + "-" + prefixes.incrementAndGet() + "-");
    }

    @Override
    public void close() {
        try {
            client.close();
        } finally {
            server.close();
        }
    }
}
