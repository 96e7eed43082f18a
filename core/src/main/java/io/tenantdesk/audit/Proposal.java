package io.tenantdesk.audit;

import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.WriteRecord;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A write (or a batch) proposed instead of sent, waiting for a second person: the whole planned write with the items
 * as loaded, who proposed it, when and why (its {@link #write()}, its secrets masked as the journal masks them),
 * until when it may be approved, and once decided, the decision and what became of each item.
 *
 * @param results what became of each item once approved, in the write's order; empty before
 */
public record Proposal(
        String id,
        Person proposer,
        WriteRecord write,
        Instant deadline,
        Status status,
        Optional<Decision> decision,
        List<ItemResult> results) {

    /** Where a proposal stands. */
    public enum Status {
        PENDING("Waiting for approval"),
        APPLIED("Approved and applied"),
        CONFLICT("Approved, not applied where the item had changed: sent back to the proposer"),
        NOT_APPLIED("Approved, not applied"),
        REJECTED("Rejected"),
        WITHDRAWN("Withdrawn"),
        /** Nobody decided before its deadline: it can no longer be approved. Never stored; read from the time. */
        EXPIRED("Expired");

        private final String words;

        Status(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }

        /** True once nothing more can happen to the proposal. */
        public boolean decided() {
            return this != PENDING;
        }
    }

    /** What a decision said. */
    public enum Verdict {
        APPROVED,
        REJECTED,
        WITHDRAWN
    }

    /**
     * Who decided, when, and why.
     *
     * @param actor the decider's caller identity as the audit table records it (the chain it is linked in)
     */
    public record Decision(Verdict verdict, Person by, String actor, Instant at, String comment) {}

    /**
     * What became of one item of an approved proposal.
     *
     * @param key     the item's key in words
     * @param message why, for anything but written
     * @param now     the item as it was found (secrets masked), for a conflict: what changed since the proposal
     */
    public record ItemResult(String key, BatchOutcome.Status status, String message, Optional<Item> now) {}

    public Proposal {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(proposer, "proposer");
        Objects.requireNonNull(write, "write");
        Objects.requireNonNull(deadline, "deadline");
        Objects.requireNonNull(status, "status");
        results = List.copyOf(results);
    }

    /** How it stands at {@code now}: a pending proposal past its deadline has expired. */
    public Status status(Instant now) {
        return status == Status.PENDING && now.isAfter(deadline) ? Status.EXPIRED : status;
    }

    public Instant at() {
        return write.provenance().at();
    }

    public String reason() {
        return write.provenance().reason();
    }

    public String platform() {
        return write.provenance().platform();
    }

    /** The first eight characters of its id, as messages name it. */
    public String shortId() {
        return id.substring(0, Math.min(8, id.length()));
    }

    /** What it would do in words, e.g. "UPDATE License PK=ACCOUNT#a1, SK=LICENSE#l1" or "BATCH 50 items". */
    public String what() {
        String entity = write.write().entity();
        return write.operation() + (entity == null ? "" : " " + entity) + " " + write.describeKey();
    }
}
