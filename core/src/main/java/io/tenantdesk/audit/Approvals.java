package io.tenantdesk.audit;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.SecretMask;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.BatchProgress;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteGate;
import io.tenantdesk.store.WriteRecord;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Four eyes on a team's writes, through its audit table: the approval policy the table holds, the gate that proposes
 * the writes it covers instead of sending them, and the proposals' lifecycle: listed for a platform and connection,
 * approved by another person (applied through that person's store, conditional on the items being as proposed),
 * rejected, withdrawn by the proposer, expired once past their deadline. Thread-safe.
 */
public final class Approvals {

    private final AuditTable table;
    private final ApprovalPolicies policies;
    private final ProposalStore proposals;
    private final ApprovalGate gate;
    private final ProposalApproval approval;
    private final Clock clock;

    /**
     * @param secrets how the writer's record masks secrets: proposals keep them the same way
     * @param self    who proposes the writes the gate stops
     */
    public Approvals(AuditTable table, SecretMask secrets, Person self, Clock clock) {
        this.table = table;
        this.policies = new ApprovalPolicies(table);
        this.proposals = new ProposalStore(table, secrets);
        this.gate = new ApprovalGate(policies, proposals, self);
        this.approval = new ProposalApproval(proposals, gate);
        this.clock = clock;
    }

    /** The gate a store made with this record asks before each write. */
    public WriteGate gate() {
        return gate;
    }

    public String table() {
        return table.name();
    }

    public Instant now() {
        return clock.instant();
    }

    // The policy

    /** The policy in force, read from the table now. */
    public ApprovalPolicy policy() {
        return policies.current();
    }

    /**
     * Puts a new policy in force over the one read now, and records the change.
     *
     * @param actor the caller identity as the table records it
     * @return the policy now in force
     */
    public ApprovalPolicy setPolicy(List<ApprovalRule> rules, Duration expiry, String actor, Person by, String reason) {
        ApprovalPolicy next = policies.current().next(rules, expiry);
        policies.set(next, actor, by, reason, clock.instant());
        return next;
    }

    // Listing

    /** The proposal with this id, or the one pending or recently decided whose id starts so. */
    public Optional<Proposal> find(String idOrPrefix) {
        String wanted = idOrPrefix.strip();
        Optional<Proposal> exact = proposals.get(wanted);
        if (exact.isPresent() || wanted.length() >= 36) {
            return exact;
        }
        List<Proposal> starting = proposals.since(windowStart(), now(), p -> p.id().startsWith(wanted));
        if (starting.size() > 1) {
            throw new IllegalArgumentException(
                    starting.size() + " proposals start with `" + wanted + "`: give more of the id");
        }
        return starting.stream().findFirst();
    }

    /** The proposals waiting for approval on {@code platform}, made on the data {@code here} reaches; newest first. */
    public List<Proposal> pending(String platform, WriteRecord.Provenance here) {
        Instant now = now();
        return recent(platform, here).stream()
                .filter(p -> p.status(now) == Proposal.Status.PENDING)
                .toList();
    }

    /** As {@link #pending}, with those decided or expired within the expiry in force too. */
    public List<Proposal> recent(String platform, WriteRecord.Provenance here) {
        return proposals.since(
                windowStart(),
                now(),
                p -> p.platform().equals(platform) && here.sameData(p.write().provenance()));
    }

    /** The proposals made for one item, newest first: {@code key} in words, as the journal names it. */
    public List<Proposal> ofItem(String platform, String logicalTable, String key) {
        return proposals.ofItem(platform, logicalTable, key);
    }

    private Instant windowStart() {
        return now().minus(policies.current().expiry()).minus(Duration.ofDays(1));
    }

    // Deciding

    /** Approves and applies, as {@link #approve(String, EntityStore, Person, String, BatchProgress, CancelToken)}. */
    public Proposal approve(String id, EntityStore store, Person by, String comment) {
        return approve(id, store, by, comment, BatchProgress.NONE, new CancelToken());
    }

    /**
     * Approves proposal {@code id} and applies it through {@code store} (made with the record these approvals belong
     * to), each item only while it is as proposed; a batch as one, with an outcome per item.
     *
     * @return the proposal as decided, each item's outcome in its results
     * @throws StoreException {@link StoreException.Kind#READ_ONLY} on a read-only connection,
     *                        {@link StoreException.Kind#REFUSED} when {@code by} may not approve it (its proposer; it is
     *                        decided or expired; it was made on other data), {@link StoreException.Kind#CONFLICT} when
     *                        someone decided it meanwhile
     */
    public Proposal approve(
            String id, EntityStore store, Person by, String comment, BatchProgress progress, CancelToken cancel) {
        if (store.readOnly()) {
            throw new StoreException(
                    StoreException.Kind.READ_ONLY,
                    "A read-only connection cannot approve: "
                            + store.connection().label()
                            + " refuses writes, and approving writes the proposal's change.",
                    null);
        }
        Proposal proposal = open(id, by, false);
        if (!proposal.platform().equals(store.platform().id())
                || !WriteRecord.Provenance.of(store.connection(), proposal.platform())
                        .sameData(proposal.write().provenance())) {
            throw refused("Proposal " + proposal.shortId() + " was made on " + proposal.platform() + " · "
                    + proposal.write().provenance().where() + ": approve it from a connection to that data.");
        }
        ProposalApproval.Resolved resolved;
        try {
            resolved = approval.resolve(proposal, store);
        } catch (IllegalArgumentException e) {
            throw refused("Proposal " + proposal.shortId() + " cannot be applied here: " + e.getMessage());
        }
        Proposal.Decision decision = new Proposal.Decision(
                Proposal.Verdict.APPROVED, by, store.stamp().actor(), now(), comment);
        decide(proposal, decision);
        String reason = proposal.reason() + " (proposal " + proposal.shortId() + " by "
                + proposal.proposer().name() + "; approved by " + by.name() + (comment.isBlank() ? "" : ": " + comment)
                + ")";
        List<Proposal.ItemResult> results = approval.apply(resolved, store, reason, progress, cancel);
        Proposal.Status status = results.stream().allMatch(r -> r.status() == BatchOutcome.Status.WRITTEN)
                ? Proposal.Status.APPLIED
                : results.stream().anyMatch(r -> r.status() == BatchOutcome.Status.CONFLICT)
                        ? Proposal.Status.CONFLICT
                        : Proposal.Status.NOT_APPLIED;
        return proposals.complete(proposal, status, decision, results);
    }

    /**
     * Rejects proposal {@code id}; nothing is written.
     *
     * @param actor the decider's caller identity as the table records it
     */
    public Proposal reject(String id, Person by, String actor, String comment) {
        return close(open(id, by, false), Proposal.Verdict.REJECTED, by, actor, comment);
    }

    /** Withdraws proposal {@code id}, which only its proposer may; nothing is written. */
    public Proposal withdraw(String id, Person by, String actor, String comment) {
        return close(open(id, by, true), Proposal.Verdict.WITHDRAWN, by, actor, comment);
    }

    private Proposal close(Proposal proposal, Proposal.Verdict verdict, Person by, String actor, String comment) {
        Proposal.Decision decision = new Proposal.Decision(verdict, by, actor, now(), comment);
        decide(proposal, decision);
        return proposals.complete(
                proposal,
                verdict == Proposal.Verdict.REJECTED ? Proposal.Status.REJECTED : Proposal.Status.WITHDRAWN,
                decision,
                List.of());
    }

    /** The pending proposal {@code id}, when {@code by} may decide it: its proposer only, or anyone but. */
    private Proposal open(String id, Person by, boolean proposerOnly) {
        Proposal proposal = find(id).orElseThrow(() -> refused("There is no proposal " + id + " in " + table() + "."));
        Proposal.Status status = proposal.status(now());
        if (status != Proposal.Status.PENDING) {
            throw refused("Proposal " + proposal.shortId() + " is no longer pending: "
                    + status.words().toLowerCase()
                    + proposal.decision().map(d -> " by " + d.by().name()).orElse("")
                    + (status == Proposal.Status.EXPIRED ? " (its deadline was " + proposal.deadline() + ")" : "")
                    + ".");
        }
        boolean own = proposal.proposer().same(by);
        if (proposerOnly && !own) {
            throw refused("Only its proposer, " + proposal.proposer().name() + ", may withdraw proposal "
                    + proposal.shortId() + ".");
        }
        if (!proposerOnly && own) {
            throw refused("You proposed " + proposal.shortId() + " yourself: another person must approve or reject it"
                    + " (you may withdraw it).");
        }
        return proposal;
    }

    private void decide(Proposal proposal, Proposal.Decision decision) {
        try {
            proposals.decide(proposal, decision);
        } catch (StoreException e) {
            if (e.kind() == StoreException.Kind.CONFLICT) {
                throw new StoreException(
                        StoreException.Kind.CONFLICT,
                        "Proposal " + proposal.shortId() + " was decided by someone else meanwhile; nothing was done.",
                        e);
            }
            throw e;
        }
    }

    private static StoreException refused(String message) {
        return new StoreException(StoreException.Kind.REFUSED, message, null);
    }
}
