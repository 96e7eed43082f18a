package io.tenantdesk.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code tenantdesk audit}: the shared audit table's commands. */
@Command(
        name = "audit",
        header = "The shared audit table: audit init, audit export, audit policy, audit verify.",
        synopsisSubcommandLabel = "init|export|policy|verify")
final class AuditCommand {

    @Mixin
    HelpOption help;
}
