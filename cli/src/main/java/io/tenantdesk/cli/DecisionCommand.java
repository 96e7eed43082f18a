package io.tenantdesk.cli;

import io.tenantdesk.audit.Proposal;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** A decision that writes nothing but its record: a rejection, a withdrawal. */
abstract class DecisionCommand extends ApprovalCommand {

    @Mixin
    ProposalChoice choice;

    @Spec
    CommandSpec spec;

    DecisionCommand(CliContext context) {
        super(context);
    }

    /** Decides proposal {@code id} with the comment given. */
    abstract Proposal decide(ApprovalsAccess access, String id, String comment);

    /** What the decision did, e.g. "rejected", for the line on stderr. */
    abstract String done();

    @Override
    public Integer call() {
        try (ApprovalsAccess access = open()) {
            Proposal decided = decide(access, choice.find(access).id(), choice.reason());
            context.err().println(spec.qualifiedName() + ": proposal " + decided.shortId() + " " + done());
            return 0;
        }
    }
}
