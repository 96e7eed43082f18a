package io.tenantdesk.cli;

import io.tenantdesk.audit.AuditIamPolicies;
import io.tenantdesk.audit.AuditTableDesign;
import io.tenantdesk.audit.AuditTables;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.store.TableInspector;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tenantdesk audit init}: creates a shared audit table and prints the IAM policies of its two roles. */
@Command(
        name = "init",
        header = "Create a shared audit table (on-demand) and print the IAM policies of a proposer and an approver.",
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "Creates TABLE with its indexes (by item, by tenant, by person, by time), on-demand billing, and TTL on"
                    + " `expiresAt` where the server has it; then prints, on standard output, two least-privilege IAM"
                    + " policies as one JSON object: `proposer` (reads the data, writes proposals to the audit table,"
                    + " no data writes) and `approver` (reads and writes the data, writes the audit table), on the"
                    + " platform's tables (--platform, with the table mapping options; every table of the account"
                    + " without it) and the audit table. Neither may delete from the audit table, change an entry but"
                    + " its outcome, or change the approval policy.",
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

    @Option(
            names = "--existing",
            description = "The table exists already (made by an earlier audit init): print the policies only.")
    boolean existing;

    @Option(
            names = "--policy-dir",
            paramLabel = "DIR",
            description = "Also write each policy to its own file there: tenantdesk-proposer-policy.json and"
                    + " tenantdesk-approver-policy.json (owner-only), for aws iam create-policy.")
    Path policyDir;

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
            if (existing) {
                requireExisting(open);
            } else {
                create(open);
            }
            List<String> data = platform.map(p -> p.tables().keySet().stream()
                            .map(logical -> AuditTables.arn(open, open.tables().physical(logical)))
                            .toList())
                    .orElse(List.of(AuditTables.arn(open, "*")));
            AuditIamPolicies policies = new AuditIamPolicies(AuditTables.arn(open, table), data);
            context.out().print(policies.both());
            if (policyDir != null) {
                write(policyDir.resolve("tenantdesk-proposer-policy.json"), policies.text(policies.proposer()));
                write(policyDir.resolve("tenantdesk-approver-policy.json"), policies.text(policies.approver()));
            }
            return 0;
        } finally {
            open.close();
        }
    }

    private void create(Connection open) {
        boolean ttl;
        try {
            ttl = AuditTables.on(open, table, Optional.empty()).create();
        } catch (RuntimeException e) {
            throw new CliFailure(
                    "cannot create the audit table `" + table + "` with " + open.label() + ": " + e.getMessage()
                            + " (for a table made by an earlier audit init, add --existing)",
                    e);
        }
        context.err()
                .println("tenantdesk audit init: created " + table + " (on-demand) with " + open.label()
                        + (ttl
                                ? "; TTL on expiresAt is on"
                                : "; this server has no TTL, so entries stay until deleted"));
    }

    /** The table must exist with the indexes proposals and the chain are read through. */
    private void requireExisting(Connection open) {
        TableInspector.TableShape shape;
        try {
            shape = new TableInspector(open).describe(table);
        } catch (RuntimeException e) {
            throw new CliFailure("--existing: " + e.getMessage(), e);
        }
        List<String> has =
                shape.indexes().stream().map(TableInspector.IndexShape::name).toList();
        List<String> missing =
                AuditTableDesign.descriptor().tables().get(AuditTableDesign.TABLE).indexes().keySet().stream()
                        .filter(name -> !has.contains(name))
                        .toList();
        if (!missing.isEmpty()) {
            throw new CliFailure("--existing: " + table + " lacks the index(es) " + String.join(", ", missing)
                    + ", so it is not an audit table made by audit init");
        }
        context.err().println("tenantdesk audit init: " + table + " exists with its indexes; it is used as it is");
    }

    private void write(Path file, String text) {
        try (OutputTarget target = OutputTarget.file(file)) {
            target.stream().write(text.getBytes(StandardCharsets.UTF_8));
            target.commit();
        } catch (IOException e) {
            throw new CliFailure("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}
