package io.tenantdesk.cli;

import io.tenantdesk.audit.AuditTableDesign;
import io.tenantdesk.audit.AuditTables;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tenantdesk audit init}: creates a shared audit table and prints the IAM policy a support role needs. */
@Command(
        name = "init",
        header = "Create a shared audit table (on-demand) and print the IAM policy a support role needs.",
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "Creates TABLE with its indexes (by item, by tenant, by person, by time), on-demand billing, and TTL on"
                    + " `expiresAt` where the server has it; then prints, on standard output, the least-privilege IAM"
                    + " policy for a support role: the platform's tables (--platform, with the table mapping options;"
                    + " every table of the account without it) and the audit table.",
            "Exit codes: 0 created, 2 could not run."
        })
final class AuditInitCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Mixin
    ConnectionOptions connection;

    @Option(
            names = "--table",
            required = true,
            paramLabel = "NAME",
            description = "The audit table's name, e.g. tenantdesk-audit.")
    String table;

    private final CliContext context;

    AuditInitCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        Optional<PlatformDescriptor> platform = Optional.ofNullable(connection.platform)
                .map(name -> new PlatformResolver(new DescriptorLoader()).resolve(name));
        Connection open = new ConnectionOpener(context).open(connection, platform.orElse(null), List.of());
        try {
            boolean ttl;
            try {
                ttl = AuditTables.on(open, table, Optional.empty()).create();
            } catch (RuntimeException e) {
                throw new CliFailure(
                        "cannot create the audit table `" + table + "` with " + open.label() + ": " + e.getMessage(),
                        e);
            }
            context.err()
                    .println("tenantdesk audit init: created " + table + " (on-demand) with " + open.label()
                            + (ttl
                                    ? "; TTL on expiresAt is on"
                                    : "; this server has no TTL, so entries stay until deleted"));
            List<String> data = platform.map(p -> p.tables().keySet().stream()
                            .map(logical -> AuditTables.arn(open, open.tables().physical(logical)))
                            .toList())
                    .orElse(List.of(AuditTables.arn(open, "*")));
            context.out().print(AuditTableDesign.iamPolicy(AuditTables.arn(open, table), data));
            return 0;
        } finally {
            open.close();
        }
    }
}
