package io.tenantdesk.ui.approvals;

import io.tenantdesk.audit.SharedRecord;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.journal.ChangeRecord;
import io.tenantdesk.store.WriteRecord;
import java.util.List;
import java.util.Optional;

/** What the team's approval policy requires on a connection, said once it is made: read from its audit table. */
public final class ApprovalsNotice {

    private ApprovalsNotice() {}

    /**
     * The policy's rules for {@code platform} on {@code connection} in words; empty when the record keeps no audit
     * table or no rule covers them. Reads the table: call off the UI thread.
     */
    public static Optional<String> at(ChangeRecord record, Connection connection, String platform) {
        if (!(record instanceof SharedRecord shared)) {
            return Optional.empty();
        }
        List<String> rules = shared.approvals().policy().here(WriteRecord.Provenance.of(connection, platform));
        return rules.isEmpty()
                ? Optional.empty()
                : Optional.of("A second person approves writes here (" + String.join("; ", rules)
                        + "): they are proposed, and listed under Approvals.");
    }
}
