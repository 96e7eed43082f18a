package io.tenantdesk.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;

/** What every approval command takes: help, the connection, the audit table and who acts. */
abstract class ApprovalCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    ApprovalOptions approval;

    final CliContext context;

    ApprovalCommand(CliContext context) {
        this.context = context;
    }

    /** The audit table on a connection that only reads the data. */
    ApprovalsAccess open() {
        return approval.open(context, connection);
    }
}
