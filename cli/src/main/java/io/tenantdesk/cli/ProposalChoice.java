package io.tenantdesk.cli;

import io.tenantdesk.audit.Proposal;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The proposal a decision is about, and the decider's comment. */
final class ProposalChoice {

    @Parameters(paramLabel = "ID", description = "The proposal's id, or the start of it (8 characters are enough).")
    String id;

    @Option(
            names = "--reason",
            required = true,
            paramLabel = "TEXT",
            description = "Why: recorded with the decision in the audit table, where the proposer sees it.")
    String reason;

    /** The proposal {@code id} names, in full or by its start. */
    Proposal find(ApprovalsAccess access) {
        return find(access, id);
    }

    static Proposal find(ApprovalsAccess access, String id) {
        try {
            return access.approvals()
                    .find(id)
                    .orElseThrow(() -> new CliFailure("there is no proposal " + id + " in the audit table"));
        } catch (IllegalArgumentException e) {
            throw new CliFailure(e.getMessage(), e);
        }
    }

    String reason() {
        return reason.strip();
    }
}
