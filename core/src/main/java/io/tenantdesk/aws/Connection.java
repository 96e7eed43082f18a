package io.tenantdesk.aws;

import java.net.URI;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.CredentialUtils;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.identity.spi.AwsCredentialsIdentity;
import software.amazon.awssdk.identity.spi.IdentityProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * An open connection to a DynamoDB deployment: the client, how the design's logical table names map to the
 * deployment's, whether writes are allowed at all, and who is acting.
 *
 * <p>Ownership is explicit. A connection made with {@link #owning} owns its client: {@link #close()} closes it
 * (and with it the client's credentials provider and HTTP connections). One made with the public constructors
 * borrows a client that someone else closes (the local demo's, a test's). The read-only and writable
 * {@linkplain #withReadOnly() views} share the client and its ownership with the connection they were made
 * from: they are the same connection, so whoever replaces a connection by a view of it must not close it
 * ({@link #sharesClientWith}), and closing any of them closes the one client once. An owning connection may have a
 * second client for writes (built with the write retries, on the same HTTP client and credentials): it is closed
 * with the first, then what they share. Thread-safe.
 */
public final class Connection implements AutoCloseable {

    private final String label;
    private final TableNameMapping tables;
    private final boolean readOnly;
    private final CallerIdentity identity;
    private final Lease lease;

    /** A connection borrowing {@code client}: closing it leaves the client open for its owner to close. */
    public Connection(
            String label, DynamoDbClient client, TableNameMapping tables, boolean readOnly, CallerIdentity identity) {
        this(
                label,
                tables,
                readOnly,
                identity,
                new Lease(Objects.requireNonNull(client), null, false, Optional.empty(), List.of()));
    }

    /** A borrowing connection whose caller identity was not checked (the local demo, tests). */
    public Connection(String label, DynamoDbClient client, TableNameMapping tables, boolean readOnly) {
        this(label, client, tables, readOnly, CallerIdentity.unverified());
    }

    private Connection(String label, TableNameMapping tables, boolean readOnly, CallerIdentity identity, Lease lease) {
        this.label = Objects.requireNonNull(label);
        this.tables = Objects.requireNonNull(tables);
        this.readOnly = readOnly;
        this.identity = Objects.requireNonNull(identity);
        this.lease = lease;
    }

    /** A connection that owns {@code client}: {@link #close()} closes it. */
    public static Connection owning(
            String label, DynamoDbClient client, TableNameMapping tables, boolean readOnly, CallerIdentity identity) {
        return owning(label, client, tables, readOnly, identity, Optional.empty());
    }

    /** A connection that owns {@code client}, made from the AWS profile {@code profile} when there is one. */
    public static Connection owning(
            String label,
            DynamoDbClient client,
            TableNameMapping tables,
            boolean readOnly,
            CallerIdentity identity,
            Optional<String> profile) {
        return new Connection(
                label,
                tables,
                readOnly,
                identity,
                new Lease(Objects.requireNonNull(client), null, true, profile, List.of()));
    }

    /**
     * A connection that owns {@code client} for reads and {@code writeClient} for writes, both on what {@code shared}
     * holds (their HTTP client, say): {@link #close()} closes the write client, the client, then {@code shared}.
     */
    public static Connection owning(
            String label,
            DynamoDbClient client,
            DynamoDbClient writeClient,
            List<? extends AutoCloseable> shared,
            TableNameMapping tables,
            boolean readOnly,
            CallerIdentity identity,
            Optional<String> profile) {
        return new Connection(
                label,
                tables,
                readOnly,
                identity,
                new Lease(
                        Objects.requireNonNull(client),
                        Objects.requireNonNull(writeClient),
                        true,
                        profile,
                        List.copyOf(shared)));
    }

    /** What the console shows, e.g. "local demo (http://127.0.0.1:41523)" or "prod-support (eu-west-1)". */
    public String label() {
        return label;
    }

    public DynamoDbClient client() {
        return lease.client;
    }

    /**
     * The client made for writes that are not idempotent, built with the write retries once; empty when the connection
     * has only {@link #client()}, whose writes then carry the write retries each.
     */
    public Optional<DynamoDbClient> writeClient() {
        return Optional.ofNullable(lease.writeClient);
    }

    public TableNameMapping tables() {
        return tables;
    }

    /** When true, the store refuses every write. */
    public boolean readOnly() {
        return readOnly;
    }

    /** The caller identity STS reported (or the local identity), for the status bar and the journal. */
    public CallerIdentity identity() {
        return identity;
    }

    /**
     * The same connection with writes allowed. Only for after the user confirmed switching a read-only
     * (possibly production) connection to read-write; the console then shows it loudly. A view: it shares this
     * connection's client and ownership.
     */
    public Connection withWritesAllowed() {
        return new Connection(label, tables, false, identity, lease);
    }

    /** The same connection, read-only; a view sharing this connection's client and ownership. */
    public Connection withReadOnly() {
        return new Connection(label, tables, true, identity, lease);
    }

    /** True when both are views of one client: replacing one by the other must not close it. */
    public boolean sharesClientWith(Connection other) {
        return other != null && other.lease == lease;
    }

    /** True when this connection closes its client on {@link #close()}. */
    public boolean ownsClient() {
        return lease.owned;
    }

    /** True once an owning connection (or a view of it) was closed. */
    public boolean closed() {
        return lease.closed.get();
    }

    /**
     * The credentials the connection's client signs with, for a client of another service (S3) to sign with too. The
     * provider stays the connection's: closing the other client leaves it open.
     */
    public AwsCredentialsProvider credentials() {
        IdentityProvider<? extends AwsCredentialsIdentity> provider =
                lease.client.serviceClientConfiguration().credentialsProvider();
        return () -> CredentialUtils.toCredentials(provider.resolveIdentity().join());
    }

    public Region region() {
        return lease.client.serviceClientConfiguration().region();
    }

    /** The endpoint the client was pointed at instead of AWS's own, e.g. a local server. */
    public Optional<URI> endpoint() {
        return lease.client.serviceClientConfiguration().endpointOverride();
    }

    /** The region's id, e.g. {@code eu-west-1}. */
    public String regionId() {
        return region().id();
    }

    /**
     * Which of the design's logical tables exist under their mapped names.
     *
     * @throws ConnectionException when DynamoDB cannot be asked, caused by the SDK's exception and saying whether
     *                             logging in again would help
     */
    public TableCheck.Result checkTables(Collection<String> logicalTables) {
        try {
            return new TableCheck(lease.client).check(logicalTables, tables);
        } catch (SdkException e) {
            String why = UnreachableHost.in(e).map(Throwable::getMessage).orElse(e.getMessage());
            throw new ConnectionException("the tables could not be checked: " + why, SsoErrors.loginRequired(e), e);
        }
    }

    /** Closes the client if this connection owns it (once, whichever view closes it); otherwise does nothing. */
    @Override
    public void close() {
        if (lease.owned && lease.closed.compareAndSet(false, true)) {
            if (lease.writeClient != null) {
                lease.writeClient.close();
            }
            lease.client.close();
            for (AutoCloseable shared : lease.shared) {
                try {
                    shared.close();
                } catch (Exception e) {
                    System.getLogger(Connection.class.getName())
                            .log(
                                    System.Logger.Level.WARNING,
                                    "what the connection's clients shared could not be closed",
                                    e);
                }
            }
        }
    }

    @Override
    public String toString() {
        return "Connection[" + label + (readOnly ? ", read-only" : "") + (lease.owned ? ", owning" : ", borrowing")
                + "]";
    }

    /** The AWS profile the connection's client was made from; empty for default credentials and local endpoints. */
    public Optional<String> profile() {
        return lease.profile;
    }

    /**
     * One client (and maybe its write client), the profile it was made from, who closes it and what its clients share,
     * shared by a connection and its views.
     */
    private static final class Lease {
        private final DynamoDbClient client;
        private final DynamoDbClient writeClient;
        private final boolean owned;
        private final Optional<String> profile;
        private final List<AutoCloseable> shared;
        private final AtomicBoolean closed = new AtomicBoolean();

        Lease(
                DynamoDbClient client,
                DynamoDbClient writeClient,
                boolean owned,
                Optional<String> profile,
                List<AutoCloseable> shared) {
            this.client = client;
            this.writeClient = writeClient;
            this.owned = owned;
            this.profile = profile;
            this.shared = shared;
        }
    }
}
