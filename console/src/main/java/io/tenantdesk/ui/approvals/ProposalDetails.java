package io.tenantdesk.ui.approvals;

import io.tenantdesk.audit.Proposal;
import io.tenantdesk.journal.SecretMask;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.store.RecordedWrite;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.dialogs.DiffRow;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** What the Approvals view shows of a proposal: who, when, why and how it stands, and each item's diff. */
final class ProposalDetails {

    private final PlatformDescriptor platform;
    private final ValueText text;

    ProposalDetails(PlatformDescriptor platform, ValueText text) {
        this.platform = platform;
        this.text = text;
    }

    /** The proposal's items: a batch's writes, or the one write. */
    static List<RecordedWrite> items(Proposal proposal) {
        RecordedWrite write = proposal.write().write();
        return write.isBatch() ? write.writes() : List.of(write);
    }

    /** The changes one item of the proposal would make, as the diff pane lists them. */
    List<DiffRow> diff(RecordedWrite item) {
        return entity(item)
                .map(entity ->
                        DiffRow.of(entity, AttributeChange.between(entity, image(item.before()), image(item.after()))))
                .orElse(List.of());
    }

    /** Who proposed it, when, why, until when, and once decided, the decision and each item's outcome. */
    String words(Proposal proposal, Instant now) {
        StringBuilder words = new StringBuilder()
                .append("Proposed by ")
                .append(proposal.proposer().name())
                .append(" at ")
                .append(text.timestamp(proposal.at()))
                .append(": ")
                .append(proposal.reason());
        Proposal.Status status = proposal.status(now);
        words.append("\n").append(status.words());
        if (status == Proposal.Status.PENDING) {
            words.append(" until ").append(text.timestamp(proposal.deadline())).append('.');
        }
        proposal.decision()
                .ifPresent(d -> words.append(" — ")
                        .append(d.verdict().name().toLowerCase())
                        .append(" by ")
                        .append(d.by().name())
                        .append(" at ")
                        .append(text.timestamp(d.at()))
                        .append(d.comment().isBlank() ? "" : ": " + d.comment()));
        for (RecordedWrite item : items(proposal)) {
            if (item.amount() != null) {
                words.append("\nCredit adjustment of ").append(item.amount().toPlainString());
            }
        }
        for (Proposal.ItemResult result : proposal.results()) {
            words.append("\n• ").append(result.status().words()).append(": ").append(result.key());
            if (!result.message().isBlank()) {
                words.append(" — ").append(result.message());
            }
            changedSince(proposal, result)
                    .ifPresent(changed ->
                            words.append("\n    changed since the proposal: ").append(changed));
        }
        return words.toString();
    }

    /** For an item that had changed since it was proposed: which attributes, as the proposer sees it. */
    private Optional<String> changedSince(Proposal proposal, Proposal.ItemResult result) {
        if (result.now().isEmpty()) {
            return Optional.empty();
        }
        return items(proposal).stream()
                .filter(item -> item.key().describe().equals(result.key()))
                .findFirst()
                .flatMap(item -> entity(item)
                        .map(entity ->
                                AttributeChange.between(
                                                entity,
                                                image(item.before()),
                                                result.now().get())
                                        .stream()
                                        .filter(c -> !SecretMask.isMasked(c.before() == null ? c.after() : c.before()))
                                        .map(c -> c.attribute() + " (" + value(c.before()) + " → " + value(c.after())
                                                + ")")
                                        .collect(Collectors.joining(", "))))
                .filter(changed -> !changed.isEmpty());
    }

    private static String value(io.tenantdesk.schema.item.Value value) {
        return value == null ? "absent" : PlainValues.text(value);
    }

    private Optional<EntityDef> entity(RecordedWrite item) {
        return Optional.ofNullable(item.entity()).flatMap(platform::entity);
    }

    private static Item image(Item item) {
        return item == null ? Item.empty() : item;
    }
}
