package io.tenantdesk.ui.approvals;

import io.tenantdesk.audit.Proposal;
import java.time.Duration;
import java.time.Instant;

/**
 * One proposal as the Approvals view lists it.
 *
 * @param mine true when the person on this connection proposed it
 */
public record ProposalRow(
        Proposal proposal,
        String proposed,
        String age,
        String change,
        String item,
        String proposer,
        String reason,
        String status,
        Proposal.Status state,
        boolean mine) {

    /** True while it can still be approved, rejected or withdrawn. */
    public boolean pending() {
        return state == Proposal.Status.PENDING;
    }

    /** How long ago, in words: "just now", "12 min", "3 h", "2 days". */
    static String age(Instant at, Instant now) {
        Duration age = Duration.between(at, now);
        if (age.toDays() >= 1) {
            return age.toDays() + (age.toDays() == 1 ? " day" : " days");
        }
        if (age.toHours() >= 1) {
            return age.toHours() + " h";
        }
        return age.toMinutes() < 1 ? "just now" : age.toMinutes() + " min";
    }
}
