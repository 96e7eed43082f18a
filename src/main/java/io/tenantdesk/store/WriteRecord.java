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
     */
    public record Provenance(Instant at, String actor, String platform, String connection, String region, String reason) {
    }

    /**
     * The request as sent, in words: its expressions with every name and value placeholder replaced.
     *
     * @param physicalTable the deployment's table name
     * @param condition     the condition expression; null when none is sent
     * @param update        the update expression; null for a put or a delete
     */
    public record Request(String physicalTable, String condition, String update) {
    }
}
