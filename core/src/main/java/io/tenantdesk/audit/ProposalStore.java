package io.tenantdesk.audit;

import static io.tenantdesk.audit.AuditTableDesign.KIND;
import static io.tenantdesk.audit.AuditTableDesign.PROPOSAL;

import io.tenantdesk.journal.SecretMask;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.AttributeUpdates;
import io.tenantdesk.store.Guard;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteRecord;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Proposals and decisions as the audit table keeps them: putting a proposal (its secrets masked as the journal masks
 * them), reading one or listing them, and recording a decision: its own entry first (only if the proposal has none),
 * then the proposal's outcome (only while it is pending), sealed like every outcome.
 */
final class ProposalStore {

    private static final System.Logger LOG = System.getLogger(ProposalStore.class.getName());

    /** Proposals are listed this far back beyond the expiry in force, so one made under a longer expiry still shows. */
    private static final Duration MARGIN = Duration.ofDays(1);

    private final AuditTable table;
    private final SecretMask secrets;
    private final ProposalItems items = new ProposalItems();

    ProposalStore(AuditTable table, SecretMask secrets) {
        this.table = table;
        this.secrets = secrets;
    }

    SecretMask secrets() {
        return secrets;
    }

    /** Puts {@code planned} as a proposal of {@code proposer}'s, to be decided within {@code expiry}. */
    Proposal propose(WriteRecord planned, Person proposer, Duration expiry) {
        WriteRecord kept = secrets.mask(planned);
        Instant deadline = planned.provenance().at().plus(expiry);
        table.put(items.proposal(kept, proposer, deadline));
        return new Proposal(kept.id(), proposer, kept, deadline, Proposal.Status.PENDING, Optional.empty(), List.of());
    }

    /** The proposal {@code id}, read strongly consistent, with its decision. */
    Optional<Proposal> get(String id) {
        return table.get(ProposalItems.proposalId(id))
                .map(stored -> items.read(stored, table.get(ProposalItems.decisionId(id))));
    }

    /**
     * The proposals made from {@code since} on, newest first, those {@code wanted} keeps; a proposal that cannot be read
     * is left out, and logged.
     */
    List<Proposal> since(Instant since, Instant now, Predicate<Proposal> wanted) {
        Map<String, Item> proposals = new LinkedHashMap<>();
        Map<String, Item> decisions = new HashMap<>();
        Optional<AuditPage.Cursor> next = Optional.empty();
        do {
            AuditPage page = table.page(
                    new AuditQuery.Feed(AuditTableDesign.FEED_PROPOSALS, since, now.plus(MARGIN)), next, 500);
            for (Item item : page.items()) {
                String kind = item.scalarText(KIND).orElse("");
                if (kind.equals(AuditTableDesign.KIND_PROPOSAL)) {
                    proposals.put(item.scalarTextOrNull(AuditTableDesign.ENTRY_ID), item);
                } else if (kind.equals(AuditTableDesign.KIND_DECISION)) {
                    item.scalarText(PROPOSAL).ifPresent(id -> decisions.put(id, item));
                }
            }
            next = page.next();
        } while (next.isPresent());
        List<Proposal> found = new ArrayList<>();
        for (Item stored : proposals.values()) {
            readable(stored, id -> Optional.ofNullable(decisions.get(id)))
                    .filter(wanted)
                    .ifPresent(found::add);
        }
        return found;
    }

    /** The proposals made for one item, newest first. */
    List<Proposal> ofItem(String platform, String logicalTable, String key) {
        List<Proposal> found = new ArrayList<>();
        Optional<AuditPage.Cursor> next = Optional.empty();
        do {
            AuditPage page = table.page(new AuditQuery.ProposalsOfItem(platform, logicalTable, key), next, 100);
            for (Item stored : page.items()) {
                readable(stored, this::decisionIfPending).ifPresent(found::add);
            }
            next = page.next();
        } while (next.isPresent());
        found.sort(Comparator.comparing(Proposal::at).reversed());
        return found;
    }

    private Optional<Item> decisionIfPending(String id) {
        return table.get(ProposalItems.decisionId(id));
    }

    private Optional<Proposal> readable(Item stored, java.util.function.Function<String, Optional<Item>> decision) {
        String entryId = stored.scalarTextOrNull(AuditTableDesign.ENTRY_ID);
        String id = entryId.substring(AuditTableDesign.PROPOSAL_PREFIX.length());
        try {
            Optional<Item> decided = stored.has(AuditTableDesign.END) ? Optional.empty() : decision.apply(id);
            return Optional.of(items.read(stored, decided));
        } catch (IllegalArgumentException e) {
            LOG.log(System.Logger.Level.WARNING, "A proposal in {0} is left out: {1}", table.name(), e.getMessage());
            return Optional.empty();
        }
    }

    /**
     * Records {@code decision} on {@code proposal}: its entry, only if the proposal has none.
     *
     * @throws StoreException {@link StoreException.Kind#CONFLICT} when someone decided it meanwhile
     */
    void decide(Proposal proposal, Proposal.Decision decision) {
        table.put(items.decision(proposal.id(), proposal.platform(), decision));
    }

    /**
     * Records how a decided proposal ended, only while it is pending: its status and {@code end}, sealed.
     *
     * @return the proposal as it now stands
     */
    Proposal complete(
            Proposal proposal, Proposal.Status status, Proposal.Decision decision, List<Proposal.ItemResult> results) {
        String end = items.end(decision, results);
        String id = ProposalItems.proposalId(proposal.id());
        List<AttributeUpdates.Op> ops = new ArrayList<>(List.of(
                new AttributeUpdates.Assign(AuditTableDesign.STATUS, Value.str(status.name())),
                new AttributeUpdates.Assign(AuditTableDesign.END, Value.str(end))));
        table.get(id)
                .flatMap(stored -> AuditChain.sealOf(stored, status.name(), end))
                .ifPresent(ops::add);
        try {
            table.update(
                    id,
                    new AttributeUpdates(ops),
                    Guard.holding(Map.of(AuditTableDesign.STATUS, Value.str(Proposal.Status.PENDING.name()))));
        } catch (StoreException e) {
            LOG.log(
                    System.Logger.Level.WARNING,
                    "The outcome of proposal {0} was not recorded on it (its decision entry has it): {1}",
                    proposal.id(),
                    e.getMessage());
        }
        return new Proposal(
                proposal.id(),
                proposal.proposer(),
                proposal.write(),
                proposal.deadline(),
                status,
                Optional.of(decision),
                results);
    }
}
