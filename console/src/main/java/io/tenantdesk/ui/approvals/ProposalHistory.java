package io.tenantdesk.ui.approvals;

import io.tenantdesk.audit.Proposal;
import io.tenantdesk.audit.SharedRecord;
import io.tenantdesk.journal.ChangeRecord;
import io.tenantdesk.journal.JournalLine;
import io.tenantdesk.journal.JournalPage;
import io.tenantdesk.store.RecordedImage;
import io.tenantdesk.store.RecordedWrite;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * An item's history with its proposals among its writes: each proposal a line of its own ("Proposed edit"), its
 * diff what it would write, its outcome how it was decided; an approved one is followed by the write it made, whose
 * reason names it. Only a shared record holds proposals.
 */
public final class ProposalHistory {

    private ProposalHistory() {}

    /**
     * {@code page} of the item's history with the proposals made for it in the span the page covers.
     *
     * @param first true for the newest page
     */
    public static JournalPage merge(
            ChangeRecord record, String platform, String table, String key, JournalPage page, boolean first) {
        if (!(record instanceof SharedRecord shared)) {
            return page;
        }
        List<WriteRecord> entries = page.entries();
        Instant upper = first || entries.isEmpty()
                ? Instant.MAX
                : entries.get(0).provenance().at();
        Instant lower = page.next().isEmpty() || entries.isEmpty()
                ? Instant.MIN
                : entries.get(entries.size() - 1).provenance().at();
        List<JournalLine> lines = new ArrayList<>(page.lines());
        for (Proposal p : shared.approvals().ofItem(platform, table, key)) {
            if (p.at().isAfter(lower) && !p.at().isAfter(upper)) {
                lines.add(new JournalLine.Entry(entry(p, shared.approvals().now())));
            }
        }
        lines.sort(Comparator.comparing(ProposalHistory::at).reversed());
        return new JournalPage(lines, page.next());
    }

    private static Instant at(JournalLine line) {
        return line instanceof JournalLine.Entry e ? e.entry().provenance().at() : Instant.MIN;
    }

    /** A proposal as a line of history: what it would have written, never sent, and how it was decided. */
    static WriteRecord entry(Proposal p, Instant now) {
        RecordedWrite w = p.write().write();
        RecordedWrite proposed = new RecordedWrite(
                "PROPOSED_" + w.operation(),
                w.entity(),
                w.table(),
                w.key(),
                RecordedImage.of(w.before()),
                RecordedImage.of(w.after()),
                w.amount(),
                w.tenant(),
                null,
                w.writes(),
                Set.of());
        Optional<Proposal.Decision> decision = p.decision();
        String how = p.status(now).words()
                + decision.map(d -> " by " + d.by().name() + (d.comment().isBlank() ? "" : ": " + d.comment()))
                        .orElse("")
                + " (proposal " + p.shortId() + ")";
        return new WriteRecord(
                p.id(),
                p.write().provenance(),
                proposed,
                p.write().request(),
                List.of(),
                new WriteOutcome(
                        WriteOutcome.Status.NOT_SENT,
                        decision.map(Proposal.Decision::at).orElse(p.at()),
                        null,
                        how));
    }
}
