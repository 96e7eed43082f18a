package io.tenantdesk.cli;

import io.tenantdesk.audit.Proposal;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code tenantdesk approvals show ID}: one proposal, its diff, and how it stands. */
@Command(
        name = "show",
        header = "Show one proposal: who proposed it and why, its diff item by item, and how it stands.",
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {"Secrets show masked. Only reads.", "Exit codes: 0 shown, 2 could not run."})
final class ApprovalsShowCommand extends ApprovalCommand {

    @Parameters(paramLabel = "ID", description = "The proposal's id, or the start of it (8 characters are enough).")
    String id;

    ApprovalsShowCommand(CliContext context) {
        super(context);
    }

    @Override
    public Integer call() {
        PlatformDescriptor platform = new PlatformResolver(new DescriptorLoader()).resolve(connection.platform);
        try (ApprovalsAccess access = open()) {
            Proposal proposal = ProposalChoice.find(access, id);
            ProposalText.lines(proposal, platform, access.approvals().now()).forEach(context.out()::println);
            return 0;
        }
    }
}
