package io.tenantdesk.cli;

import io.tenantdesk.audit.AuditTables;
import io.tenantdesk.audit.AuditVerification;
import io.tenantdesk.audit.AuditVerifier;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.CancelToken;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tenantdesk audit verify}: walks each writer's chain in the audit table and reports what does not fit. */
@Command(
        name = "verify",
        header = "Check the audit table's tamper-evident chains: report missing, altered or re-ordered entries.",
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "Each entry holds a digest of its content and of its writer's previous entry; an outcome recorded later is"
                    + " sealed with one. This walks every writer's entries (or --actor's) oldest first and lists each"
                    + " that does not fit: altered, outcome altered, missing (deleted), re-ordered, two at one place,"
                    + " or written unlinked after the chain began. Entries made before the chain are counted, not"
                    + " judged. The newest entries of a writer can be removed without a trace here: keep a write-once"
                    + " copy. Only reads.",
            "Exit codes: 0 every chain intact, 1 something does not fit, 2 could not run."
        })
final class AuditVerifyCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Mixin
    ConnectionOptions connection;

    @Option(names = "--table", required = true, paramLabel = "NAME", description = "The audit table's name.")
    String table;

    @Option(names = "--actor", paramLabel = "ARN", description = "Only this writer's chain (as the table records it).")
    String actor;

    private final CliContext context;

    AuditVerifyCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        try (Connection open = new ConnectionOpener(context).open(connection, null, List.of())) {
            AuditVerification result;
            try {
                result = new AuditVerifier(AuditTables.on(open, table, Optional.empty()))
                        .verify(Optional.ofNullable(actor), new CancelToken());
            } catch (RuntimeException e) {
                throw new CliFailure(
                        "cannot read the audit table `" + table + "` with " + open.label() + ": " + e.getMessage(), e);
            }
            for (AuditVerification.Writer w : result.writers()) {
                context.out()
                        .println(w.actor() + ": " + w.entries() + " linked"
                                + (w.entries() == 0 ? "" : " (places " + w.first() + " to " + w.last() + ")")
                                + (w.beforeChain() == 0 ? "" : ", " + w.beforeChain() + " before the chain"));
            }
            for (AuditVerification.Finding f : result.findings()) {
                context.out()
                        .println(f.kind().words() + "\t" + f.entryId() + "\t" + f.actor()
                                + (f.seq() > 0 ? " #" + f.seq() : "") + "\t" + f.message());
            }
            context.err()
                    .println("tenantdesk audit verify: "
                            + (result.intact()
                                    ? "every chain is intact"
                                    : result.findings().size()
                                            + (result.findings().size() == 1 ? " entry does" : " entries do")
                                            + " not fit")
                            + (result.unchained() == 0 ? "" : "; " + result.unchained() + " made before the chain"));
            return result.intact() ? 0 : 1;
        }
    }
}
