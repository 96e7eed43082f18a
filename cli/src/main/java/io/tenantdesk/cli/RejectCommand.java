package io.tenantdesk.cli;

import io.tenantdesk.audit.Proposal;
import picocli.CommandLine.Command;

/** {@code tenantdesk reject ID --reason TEXT}: another person turns a proposal down. */
@Command(
        name = "reject",
        header = "Reject a pending proposal with a comment; nothing is written.",
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "Anyone but its proposer may reject a pending proposal; the rejection and its comment are recorded in the"
                    + " audit table, where the proposer sees them.",
            "Exit codes: 0 rejected, 2 could not run (your own, no longer pending...)."
        })
final class RejectCommand extends DecisionCommand {

    RejectCommand(CliContext context) {
        super(context);
    }

    @Override
    Proposal decide(ApprovalsAccess access, String id, String comment) {
        return access.approvals().reject(id, access.person(), access.actor(), comment);
    }

    @Override
    String done() {
        return "rejected";
    }
}
