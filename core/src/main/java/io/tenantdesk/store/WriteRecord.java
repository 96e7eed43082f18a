package io.tenantdesk.store;

import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.write.MoveStep;
import io.tenantdesk.store.write.Write;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * The record of one write, the one shape every record of changes keeps (the local journal as lines, the shared audit
 * table as items): the write as planned with its item before and after, who made it where, when and why, the request
 * in words, the steps of a write sent as several requests, and how it stands. Immutable: a step or an outcome makes
 * a new record of the same id.
 *
 * @param id      the write's id, the same in every record that keeps it
 * @param request the condition and update sent; empty texts in records that did not keep them
 * @param steps   for a write sent as several requests (a move without transactions), each step and how it ended, in
 *                order, so an interrupted one shows how far it got
 * @param outcome {@link WriteOutcome.Status#PENDING} until the outcome is recorded
 */
public record WriteRecord(
        String id,
        Provenance provenance,
        RecordedWrite write,
        Request request,
        List<Step> steps,
        WriteOutcome outcome) {

    public WriteRecord {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(provenance, "provenance");
        Objects.requireNonNull(write, "write");
        Objects.requireNonNull(request, "request");
        Objects.requireNonNull(outcome, "outcome");
        steps = List.copyOf(steps);
    }

    /** A write about to be sent, under a new id, its outcome pending. */
    public static WriteRecord planned(Write write, Provenance provenance, Request request) {
        return planned(write, provenance, request, null, null);
    }

    /**
     * @param tenant the id of the tenant whose data the write changes, so the record can be searched by tenant; null
     *               when the entity has no tenant
     * @param batch  the id of the batch the write is one item of, so a batch shows as one change; null for a write of
     *               its own
     */
    public static WriteRecord planned(
            Write write, Provenance provenance, Request request, String tenant, String batch) {
        return new WriteRecord(
                UUID.randomUUID().toString(),
                provenance,
                RecordedWrite.of(write, tenant, batch),
                request,
                List.of(),
                WriteOutcome.pending(provenance.at()));
    }

    /** This record with one more step. */
    public WriteRecord withStep(Step step) {
        List<Step> more = new ArrayList<>(steps);
        more.add(step);
        return new WriteRecord(id, provenance, write, request, more, outcome);
    }

    /** This record with its outcome. */
    public WriteRecord completed(WriteOutcome outcome) {
        return new WriteRecord(id, provenance, write, request, steps, outcome);
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
            if (!Objects.equals(platform, other.platform)) {
                return false;
            }
            return account != null && other.account != null
                    ? account.equals(other.account) && Objects.equals(region, other.region)
                    : Objects.equals(connection, other.connection);
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

    /**
     * One request of a write sent as several, and how it ended.
     *
     * @param what    the step in words, e.g. "created under the new key PK=..."
     * @param message what the store said about it; null when nothing
     */
    public record Step(String what, WriteOutcome.Status status, Instant at, String message) {

        /** The step as the journal shows it, e.g. "created under the new key PK=...: SUCCEEDED". */
        public String words() {
            return what + ": " + status.name() + (message == null ? "" : " (" + message + ")");
        }

        @Override
        public String toString() {
            return words();
        }

        boolean applied(MoveStep step) {
            return status.applied() && MoveStep.of(what).filter(step::equals).isPresent();
        }
    }

    public WriteOutcome.Status status() {
        return outcome.status();
    }

    /**
     * True for a move sent in two steps that stopped half-way: the item was created under its new key, but neither
     * deleted under its old key nor taken back, so it may be under both. It can be finished or undone.
     */
    public boolean interruptedMove() {
        return !applied()
                && write.operation() != null
                && write.operation().endsWith("MOVE")
                && steps.stream().anyMatch(s -> s.applied(MoveStep.CREATED))
                && steps.stream().noneMatch(s -> s.applied(MoveStep.DELETED_OLD) || s.applied(MoveStep.TAKEN_BACK));
    }

    /** True when the write took effect: DynamoDB said so, or the item read back after a lost reply did. */
    public boolean applied() {
        return status().applied();
    }

    /** True while whether the write took effect is not known: no outcome recorded, or a lost reply that did not tell. */
    public boolean outcomeUnknown() {
        return !status().settled() || status() == WriteOutcome.Status.UNKNOWN;
    }

    /**
     * True for an attempt that changed no data: refused by its condition, failed, or found not applied after a lost
     * reply. An interrupted move changed data and is not one; nor is a write whose outcome is unknown.
     */
    public boolean wroteNothing() {
        return !applied() && !outcomeUnknown() && !interruptedMove();
    }

    /** True for a batch's item recorded as about to be sent and then not sent: no change, left out of listings. */
    public boolean neverSent() {
        return status() == WriteOutcome.Status.NOT_SENT;
    }

    /** How the write ended, in plain words. */
    public String outcomeWords() {
        if (interruptedMove()) {
            return status() != WriteOutcome.Status.NOT_APPLIED_SO_FAR
                    ? "Interrupted move: created under the new key, not deleted under the old one (finish or undo it)"
                    : "Move under way: created under the new key; the delete under the old one got no reply and may"
                            + " still arrive (checking again)";
        }
        return status().words();
    }

    /** The kind of write the record made, e.g. {@code DELETE} for a revert of a create. */
    public String made() {
        String operation = operation() == null ? "" : operation();
        if (!operation.startsWith("REVERT_")) {
            return operation;
        }
        String kind = operation.substring("REVERT_".length());
        return kind.equals("CREATE") ? "DELETE" : kind.equals("DELETE") ? "CREATE" : kind;
    }

    /** The write's journal name, e.g. {@code UPDATE} or {@code REVERT_CREATE}. */
    public String operation() {
        return write.operation();
    }

    /** The item after the write as DynamoDB returned it (or as read back, when the reply was lost), else as planned. */
    public Optional<Item> after() {
        if (applied() && outcome.after() != null) {
            return Optional.of(outcome.after());
        }
        return write.afterIfAny();
    }

    public Optional<Item> before() {
        return write.beforeIfAny();
    }

    /** The key the write was conditional on; empty for a batch. */
    public Optional<PrimaryKey> key() {
        return Optional.ofNullable(write.key());
    }

    /** A move's new key in words; empty for any other write. */
    public String describeNewKey() {
        return write.newKey().map(PrimaryKey::describe).orElse("");
    }

    /** The item's key in words, e.g. {@code PK=ACCOUNT#a1, SK=LICENSE#l1}. */
    public String describeKey() {
        return write.describeKey();
    }

    /**
     * True when the write can be taken back: it was applied, or it is a move interrupted half-way, unless its delete
     * under the old key is still being checked for (it may yet arrive).
     */
    public boolean isRevertible() {
        return (applied() || interruptedMove() && status() != WriteOutcome.Status.NOT_APPLIED_SO_FAR)
                && write.operation() != null;
    }
}
