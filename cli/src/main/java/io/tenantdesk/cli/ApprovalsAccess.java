package io.tenantdesk.cli;

import io.tenantdesk.audit.Approvals;
import io.tenantdesk.audit.Person;
import io.tenantdesk.audit.SharedRecord;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.host.UserFolders;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.schema.PlatformDescriptor;
import java.nio.file.Path;
import java.util.List;

/**
 * What the approval commands reach: a connection, the audit table's record of changes on it (with the local journal
 * as its offline copy), and who acts: the caller identity, or for a local endpoint the name {@code --as} gives.
 */
final class ApprovalsAccess implements AutoCloseable {

    private final Connection connection;
    private final SharedRecord record;
    private final Person person;
    private final String actor;

    private ApprovalsAccess(Connection connection, SharedRecord record, Person person, String actor) {
        this.connection = connection;
        this.record = record;
        this.person = person;
        this.actor = actor;
    }

    /**
     * Opens {@code table} on the connection {@code options} name.
     *
     * @param platform  the platform whose tables are checked, or null to check none
     * @param forWrites a connection the console would not open read-only is opened for writes
     * @param as        the name a local endpoint's connection acts as; null for its label (an AWS connection is its
     *                  caller identity)
     * @param journal   the local journal, or null for the console's
     */
    static ApprovalsAccess open(
            CliContext context,
            ConnectionOptions options,
            PlatformDescriptor platform,
            String table,
            boolean forWrites,
            String as,
            Path journal) {
        ConnectionOpener opener = new ConnectionOpener(context);
        List<String> tables =
                platform == null ? List.of() : List.copyOf(platform.tables().keySet());
        Connection connection =
                forWrites ? opener.openForWrites(options, platform, tables) : opener.open(options, platform, tables);
        try {
            Person person = Person.of(connection);
            String actor = connection.identity().arn();
            if (as != null && !as.isBlank()) {
                if (!connection.identity().local()) {
                    throw new CliFailure("--as names who a local endpoint's connection acts as; " + connection.label()
                            + " acts as its caller identity, "
                            + connection.identity().arn());
                }
                person = Person.local(as.strip());
                actor = "local:" + as.strip();
            }
            Path file = journal != null
                    ? journal
                    : UserFolders.resolve(context.env()).data().resolve("journal.jsonl");
            SharedRecord record = SharedRecord.on(connection, table, new ChangeJournal(file));
            return new ApprovalsAccess(connection, record, person, actor);
        } catch (RuntimeException e) {
            connection.close();
            throw e;
        }
    }

    Connection connection() {
        return connection;
    }

    SharedRecord record() {
        return record;
    }

    Approvals approvals() {
        return record.approvals();
    }

    Person person() {
        return person;
    }

    /** The caller identity as the audit table records it. */
    String actor() {
        return actor;
    }

    @Override
    public void close() {
        connection.close();
    }
}
