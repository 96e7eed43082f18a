package io.tenantdesk.cli;

import io.tenantdesk.audit.Proposal;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code tenantdesk approvals withdraw ID}: the proposer takes a pending proposal back. */
@Command(
        name = "withdraw",
        header = "Withdraw a proposal of yours that is still pending; nothing is written.",
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "Only the proposer may withdraw (compared by the caller identity, or by --as on a local endpoint). The"
                    + " withdrawal is recorded in the audit table with its reason.",
            "Exit codes: 0 withdrawn, 2 could not run (not yours, no longer pending...)."
        })
final class ApprovalsWithdrawCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    ApprovalOptions approval;

    @Mixin
    ProposalChoice choice;

    private final CliContext context;

    ApprovalsWithdrawCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        try (ApprovalsAccess access = approval.open(context, connection)) {
            Proposal done = access.approvals()
                    .withdraw(choice.find(access).id(), access.person(), access.actor(), choice.reason());
            context.err().println("tenantdesk approvals withdraw: proposal " + done.shortId() + " withdrawn");
            return 0;
        }
    }
}
