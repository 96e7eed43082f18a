package io.tenantdesk.store;

import io.tenantdesk.store.write.Write;
import java.time.Instant;
import java.util.Objects;

/**
 * A write as the audit records it before it is sent: the write itself, who sends it where and why, the request in
 * words, and the tenant it concerns.
 *
 * @param tenant the id of the tenant whose data the write changes, so the record can be searched by tenant; null
 *               when the entity has no tenant or the write is a batch
 * @param batch  the id of the batch the write is one item of, so the journal can show the batch as one change; null
 *               for a write of its own
 */
public record WriteRecord(Write write, Provenance provenance, Request request, String tenant, String batch) {

    public WriteRecord {
        Objects.requireNonNull(write, "write");
        Objects.requireNonNull(provenance, "provenance");
        Objects.requireNonNull(request, "request");
    }

    public WriteRecord(Write write, Provenance provenance, Request request) {
        this(write, provenance, request, null, null);
    }

    public WriteRecord(Write write, Provenance provenance, Request request, String tenant) {
        this(write, provenance, request, tenant, null);
    }

    /**
     * Who writes, when, where and why.
     *
     * @param actor      the caller identity's ARN (or the local identity)
     * @param platform   the platform descriptor's id
     * @param connection the connection's label, e.g. "prod-support · 123456789012 (eu-west-1)"
     * @param account    where the data lives: the AWS account's id, or the endpoint's address for a local server;
     *                   null in entries recorded before it was
     */
    public record Provenance(
            Instant at,
            String actor,
            String platform,
            String connection,
            String region,
            String reason,
            String account) {

        public Provenance(Instant at, String actor, String platform, String connection, String region, String reason) {
            this(at, actor, platform, connection, region, reason, null);
        }

        /** Where writes through {@code connection} on {@code platform} go, with no time, actor or reason. */
        public static Provenance of(io.tenantdesk.aws.Connection connection, String platform) {
            return new Provenance(
                    null,
                    null,
                    platform,
                    connection.label(),
                    connection.regionId(),
                    null,
                    connection
                            .endpoint()
                            .map(java.net.URI::toString)
                            .orElseGet(() -> connection.identity().account()));
        }

        /**
         * True when the write was made on the data {@code other} describes: the same platform, account (or endpoint)
         * and region; an entry that did not record its account is matched by its connection's label instead.
         */
        public boolean sameData(Provenance other) {
            if (!java.util.Objects.equals(platform, other.platform)) {
                return false;
            }
            return account != null && other.account != null
                    ? account.equals(other.account) && java.util.Objects.equals(region, other.region)
                    : java.util.Objects.equals(connection, other.connection);
        }

        /** Where the write went, in words: "account 123456789012, eu-west-1" or "http://127.0.0.1:4567, us-east-1". */
        public String where() {
            String at = account == null ? connection : account.contains("://") ? account : "account " + account;
            return (at == null ? "an unrecorded connection" : at) + (region == null ? "" : ", " + region);
        }
    }

    /**
     * The request as sent, in words: its expressions with every name and value placeholder replaced.
     *
     * @param physicalTable the deployment's table name
     * @param condition     the condition expression; null when none is sent
     * @param update        the update expression; null for a put or a delete
     */
    public record Request(String physicalTable, String condition, String update) {}
}
