package io.tenantdesk.cli;

import io.tenantdesk.audit.Approvals;
import io.tenantdesk.audit.Proposal;
import io.tenantdesk.audit.SharedRecord;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.store.BatchProgress;
import io.tenantdesk.store.EntityStore;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tenantdesk approve ID --reason TEXT}: another person approves a proposal, which is then applied. */
@Command(
        name = "approve",
        header = "Approve a pending proposal and apply it, each item only while it is as proposed.",
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "Anyone but its proposer may approve. The proposal's write (or batch) is sent exactly as a direct write"
                    + " would be: conditional on each item still being as the proposal saw it, and recorded in the"
                    + " audit table and the change journal. An item changed since is a conflict, sent back to the"
                    + " proposer with the item as it is now. Prints each item's outcome.",
            "A connection the console would open read-only (a production profile or account) cannot approve unless"
                    + " --allow-production is given.",
            "Exit codes: 0 approved and every item written; 1 approved, an item not written; 2 could not run (your"
                    + " own proposal, no longer pending, read-only...)."
        })
final class ApproveCommand extends ApprovalCommand {

    @Mixin
    ProposalChoice choice;

    @Option(
            names = "--allow-production",
            description = "Approve through a connection the console would open read-only (a production profile or"
                    + " account).")
    boolean allowProduction;

    @Option(names = "--journal", paramLabel = "FILE", description = "The change journal; default: the console's.")
    Path journal;

    ApproveCommand(CliContext context) {
        super(context);
    }

    @Override
    public Integer call() {
        PlatformDescriptor platform = new PlatformResolver(new DescriptorLoader()).resolve(connection.platform);
        try (ApprovalsAccess access = approval.openForWrites(context, connection, platform, journal)) {
            Connection open = access.connection();
            Connection writable = open;
            if (open.readOnly()) {
                if (!allowProduction) {
                    throw new CliFailure("refused: " + open.label() + " is a connection the console opens read-only"
                            + " (a production profile or account), and a read-only connection cannot approve; add"
                            + " --allow-production to approve through it");
                }
                writable = open.withWritesAllowed();
            }
            Proposal proposal = choice.find(access);
            SharedRecord record = access.record();
            EntityStore store = new EntityStore(writable, platform, record, context.clock(), access.actor());
            Approvals approvals = record.approvals();
            Proposal done = approvals.approve(
                    proposal.id(), store, access.person(), choice.reason(), BatchProgress.NONE, new CancelToken());
            done.results().forEach(r -> context.out().println(ProposalText.result(r)));
            context.err()
                    .println("tenantdesk approve: proposal " + done.shortId() + " "
                            + done.status().words().toLowerCase(java.util.Locale.ROOT));
            return done.status() == Proposal.Status.APPLIED ? 0 : 1;
        }
    }
}
