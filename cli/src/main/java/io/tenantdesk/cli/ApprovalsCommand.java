package io.tenantdesk.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code tenantdesk approvals}: the proposals waiting for a second person. */
@Command(
        name = "approvals",
        header = "Proposals waiting for approval: approvals list, approvals show, approvals withdraw.",
        synopsisSubcommandLabel = "list|show|withdraw")
final class ApprovalsCommand {

    @Mixin
    HelpOption help;
}
