package io.tenantdesk.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code tenantdesk schema}: the group of descriptor commands. */
@Command(name = "schema", header = "Platform descriptor commands: schema check FILE...", synopsisSubcommandLabel = "check")
final class SchemaCommand {

    @Mixin
    HelpOption help;
}
