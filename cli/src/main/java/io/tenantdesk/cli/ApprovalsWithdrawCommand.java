package io.tenantdesk.cli;

import io.tenantdesk.audit.Proposal;
import picocli.CommandLine.Command;

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
final class ApprovalsWithdrawCommand extends DecisionCommand {

    ApprovalsWithdrawCommand(CliContext context) {
        super(context);
    }

    @Override
    Proposal decide(ApprovalsAccess access, String id, String comment) {
        return access.approvals().withdraw(id, access.person(), access.actor(), comment);
    }

    @Override
    String done() {
        return "withdrawn";
    }
}
