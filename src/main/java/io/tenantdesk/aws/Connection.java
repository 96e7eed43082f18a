package io.tenantdesk.aws;

import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * An open connection to a DynamoDB deployment: the client, how the design's logical table names map to the
 * deployment's, whether writes are allowed at all, and who is acting. Closing the client releases its
 * credentials provider too.
 *
 * @param label    what the console shows, e.g. "local demo (http://127.0.0.1:41523)" or "prod-support (eu-west-1)"
 * @param readOnly when true, the store refuses every write
 * @param identity the caller identity STS reported (or the local identity), for the status bar and the journal
 */
public record Connection(String label, DynamoDbClient client, TableNameMapping tables, boolean readOnly,
                         CallerIdentity identity) {

    public Connection {
        Objects.requireNonNull(label);
        Objects.requireNonNull(client);
        Objects.requireNonNull(tables);
        Objects.requireNonNull(identity);
    }

    /** A connection whose caller identity was not checked (the local demo, tests). */
    public Connection(String label, DynamoDbClient client, TableNameMapping tables, boolean readOnly) {
        this(label, client, tables, readOnly, CallerIdentity.unverified());
    }

    /**
     * The same connection with writes allowed. Only for after the user confirmed switching a read-only
     * (possibly production) connection to read-write; the console then shows it loudly.
     */
    public Connection withWritesAllowed() {
        return new Connection(label, client, tables, false, identity);
    }

    public Connection withReadOnly() {
        return new Connection(label, client, tables, true, identity);
    }

    public Region region() {
        return client.serviceClientConfiguration().region();
    }

    /**
     * The AWS profile the connection was opened with: the first part of a profile connection's label, which
     * {@link Connector} makes as "profile · account (region)"; empty for a local endpoint.
     */
    public Optional<String> profile() {
        int end = label.indexOf(" · ");
        return identity.local() || end <= 0 ? Optional.empty() : Optional.of(label.substring(0, end));
    }
}
