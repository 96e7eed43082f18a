package io.tenantdesk.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** What every approval command names: the audit table, and for a local endpoint who acts. */
final class ApprovalOptions {

    @Option(
            names = "--table",
            required = true,
            paramLabel = "NAME",
            description = "The audit table that holds the proposals and the approval policy.")
    String table;

    @Option(
            names = "--as",
            paramLabel = "NAME",
            description = "With --endpoint: the name this local connection acts as (a local endpoint has no caller"
                    + " identity to tell people apart); default its label.")
    String as;

    /** The audit table on a connection that only reads the data. */
    ApprovalsAccess open(CliContext context, ConnectionOptions connection) {
        return ApprovalsAccess.open(context, connection, null, table, false, as, null);
    }

    /** The audit table on a connection that writes {@code platform}'s data, journalled in {@code journal}. */
    ApprovalsAccess openForWrites(
            CliContext context,
            ConnectionOptions connection,
            io.tenantdesk.schema.PlatformDescriptor platform,
            Path journal) {
        return ApprovalsAccess.open(context, connection, platform, table, true, as, journal);
    }
}
