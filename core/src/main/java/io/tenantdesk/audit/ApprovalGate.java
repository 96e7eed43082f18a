package io.tenantdesk.audit;

import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteGate;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.Write;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The store's gate on a connection whose audit table holds an approval policy: before each write, the policy in force
 * is read from the table; a write it covers is proposed instead of sent. A write being approved passes: the approval
 * sends it through the store exactly as a direct write.
 */
final class ApprovalGate implements WriteGate {

    private static final System.Logger LOG = System.getLogger(ApprovalGate.class.getName());

    private static final DateTimeFormatter DEADLINE =
            DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm 'UTC'").withZone(ZoneOffset.UTC);

    private final ApprovalPolicies policies;
    private final ProposalStore proposals;
    private final Person proposer;
    private final Set<Write> approving =
            Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));

    ApprovalGate(ApprovalPolicies policies, ProposalStore proposals, Person proposer) {
        this.policies = policies;
        this.proposals = proposals;
        this.proposer = proposer;
    }

    @Override
    public void admit(Write write, Supplier<WriteRecord> planned) {
        if (approving.contains(write)) {
            return;
        }
        ApprovalPolicy policy;
        try {
            policy = policies.current();
        } catch (RuntimeException e) {
            // The write still needs its entry in the same table before it is sent, and IAM keeps a proposer's data
            // writes out: an unreadable policy stops nothing the table and IAM would let through.
            LOG.log(System.Logger.Level.WARNING, "The approval policy cannot be read: {0}", e.getMessage());
            return;
        }
        WriteRecord record = planned.get();
        Optional<String> why = policy.requires(write, record.provenance());
        if (why.isEmpty()) {
            return;
        }
        Proposal proposal;
        try {
            proposal = proposals.propose(record, proposer, policy.expiry());
        } catch (RuntimeException e) {
            throw new StoreException(
                    StoreException.Kind.JOURNAL,
                    "This change needs approval and was not sent, but the audit table did not take the proposal ("
                            + e.getMessage() + ").",
                    e);
        }
        throw StoreException.proposed("Proposed; waiting for approval. Here " + why.get()
                + " need a second person's approval, so nothing was written: proposal " + proposal.shortId()
                + " waits in the Approvals view until "
                + DEADLINE.format(proposal.deadline().truncatedTo(ChronoUnit.MINUTES))
                + ", and can be withdrawn there.");
    }

    /** Runs {@code apply}, letting {@code write} through this gate meanwhile. */
    <T> T approving(Write write, Supplier<T> apply) {
        approving.add(write);
        try {
            return apply.get();
        } finally {
            approving.remove(write);
        }
    }
}
