package io.tenantdesk.cli;

import io.tenantdesk.audit.Proposal;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

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
final class RejectCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    ApprovalOptions approval;

    @Mixin
    ProposalChoice choice;

    private final CliContext context;

    RejectCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        try (ApprovalsAccess access = approval.open(context, connection)) {
            Proposal done = access.approvals()
                    .reject(choice.find(access).id(), access.person(), access.actor(), choice.reason());
            context.err().println("tenantdesk reject: proposal " + done.shortId() + " rejected");
            return 0;
        }
    }
}
