package io.tenantdesk.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code tenantdesk schema}: the group of descriptor commands. */
@Command(
        name = "schema",
        header = "Platform descriptor commands: schema check FILE..., schema infer --table T...",
        synopsisSubcommandLabel = "check | infer")
final class SchemaCommand {

    @Mixin
    HelpOption help;
}
