package io.tenantdesk.audit;

import io.tenantdesk.aws.Connection;
import java.time.Duration;
import java.util.Optional;

/** The audit table a connection names, reached through the connection's own client. */
public final class AuditTables {

    private AuditTables() {}

    /** @param retention how long entries are kept (their TTL), or empty to keep them */
    public static AuditTable on(Connection connection, String table, Optional<Duration> retention) {
        return new AuditTable(connection, table, retention);
    }

    /** The table's ARN on the connection, e.g. {@code arn:aws:dynamodb:eu-west-1:123456789012:table/tenantdesk-audit}. */
    public static String arn(Connection connection, String table) {
        String account = connection.identity().local() || connection.identity().account() == null
                ? "ACCOUNT"
                : connection.identity().account();
        return "arn:aws:dynamodb:" + connection.regionId() + ":" + account + ":table/" + table;
    }
}
