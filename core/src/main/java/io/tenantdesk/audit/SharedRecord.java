package io.tenantdesk.audit;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.journal.ChangeRecord;
import io.tenantdesk.journal.JournalLine;
import io.tenantdesk.journal.JournalPage;
import io.tenantdesk.journal.JournalQuery;
import io.tenantdesk.journal.SecretMask;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.WriteGate;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The team's change record: every write recorded in the connection's shared audit table as well as in the local
 * change journal, which stays the offline copy. A write is recorded in the journal, then put in the table (only if
 * no entry has its id) before it is sent; when the table does not take it, the journal says so and the write is not
 * sent. Its steps and outcome go to both after. Listing reads the table, so the writes of every console sharing it
 * are listed, newest first, with the journal's own lines (secrets masked as the journal masks them).
 */
public final class SharedRecord implements ChangeRecord {

    private static final System.Logger LOG = System.getLogger(SharedRecord.class.getName());

    private final ChangeJournal local;
    private final AuditTable table;
    private final AuditItems items = new AuditItems();
    /** Writes begun but not yet sent, put in the table as each is sent; never put when it is not. */
    private final Map<String, Waiting> waiting = new ConcurrentHashMap<>();

    /** The table's four eyes on writes, made when first asked for. */
    private volatile Approvals approvals;

    /** A write begun: its record as kept (secrets masked), and the journal's line that began it. */
    private record Waiting(WriteRecord kept, String line) {}

    public SharedRecord(ChangeJournal local, AuditTable table) {
        this.local = local;
        this.table = table;
    }

    /** The record of a connection that names the audit table {@code table}, through the connection's own client. */
    public static SharedRecord on(Connection connection, String table, ChangeJournal local) {
        return new SharedRecord(local, AuditTables.on(connection, table, Optional.empty()));
    }

    /** The offline copy. */
    public ChangeJournal local() {
        return local;
    }

    /** The proposals and approval policy this record's table holds; its proposer is whoever the connection is. */
    public Approvals approvals() {
        Approvals made = approvals;
        if (made == null) {
            synchronized (this) {
                if (approvals == null) {
                    approvals = new Approvals(
                            table, local.secrets(), Person.of(table.connection()), java.time.Clock.systemUTC());
                }
                made = approvals;
            }
        }
        return made;
    }

    /** Writes the table's approval policy covers are proposed instead of sent. */
    @Override
    public WriteGate gate() {
        return approvals().gate();
    }

    @Override
    public SecretMask secrets() {
        return local.secrets();
    }

    @Override
    public String location() {
        return "the shared audit table " + table.name();
    }

    /** Records the writes in the local journal (forced once); each goes to the table when it is {@linkplain #sending sent}. */
    @Override
    public void begin(List<WriteRecord> records) {
        List<String> lines = local.beginLines(records);
        for (int i = 0; i < records.size(); i++) {
            WriteRecord record = records.get(i);
            waiting.put(record.id(), new Waiting(local.secrets().mask(record), lines.get(i)));
        }
    }

    /**
     * Puts the write's entry in the table (only if no entry has its id).
     *
     * @throws IllegalStateException when the table does not take it, saying why; the journal then records the write
     *                               as not sent
     */
    @Override
    public void sending(WriteRecord record) {
        Waiting begun = waiting.remove(record.id());
        if (begun == null) {
            return;
        }
        try {
            table.begin(begun.kept(), begun.line());
        } catch (RuntimeException e) {
            String why = "the shared audit table " + table.name() + " did not take its entry (" + e.getMessage() + ")";
            local.complete(record.completed(new WriteOutcome(
                    WriteOutcome.Status.FAILED, record.provenance().at(), null, "Not sent: " + why + ".")));
            throw new IllegalStateException("this change was not sent because " + why, e);
        }
    }

    @Override
    public void step(WriteRecord record, WriteRecord.Step step) {
        String line = local.stepLine(record.id(), step);
        toTable(() -> table.step(record.id(), line), "a step", record.id());
    }

    /** Records the outcomes in the local journal (forced once), then in the table those it holds. */
    @Override
    public void complete(List<WriteRecord> done) {
        List<String> lines = local.endLines(done);
        for (int i = 0; i < done.size(); i++) {
            String id = done.get(i).id();
            if (waiting.remove(id) != null) {
                continue;
            }
            WriteRecord outcome = done.get(i);
            String line = lines.get(i);
            toTable(() -> table.complete(outcome, line), "the outcome", id);
        }
    }

    /** Records the final outcome of a write found later in the local journal, then in the table in place of the first. */
    @Override
    public void settle(WriteRecord done) {
        String line = local.endLines(List.of(done)).get(0);
        toTable(() -> table.settle(done, line), "the final outcome", done.id());
    }

    /** Records {@code what} of a write in the table; the local journal has it already, so a failure is only told. */
    private void toTable(Runnable record, String what, String id) {
        try {
            record.run();
        } catch (RuntimeException e) {
            LOG.log(
                    System.Logger.Level.WARNING,
                    "The shared audit table {0} did not take {1} of write {2} (the local journal has it): {3}",
                    table.name(),
                    what,
                    id,
                    e.getMessage());
        }
    }

    @Override
    public JournalPage page(JournalQuery query, Optional<JournalPage.Cursor> after, int limit, CancelToken cancel) {
        return read(AuditQuery.Window.everything(), query, after, limit, cancel);
    }

    /** Reads the table's index of items: the item's entries only, never the whole record. */
    @Override
    public JournalPage history(
            String platform,
            String table,
            String key,
            JournalQuery query,
            Optional<JournalPage.Cursor> after,
            int limit,
            CancelToken cancel) {
        return read(new AuditQuery.ForItem(platform, table, key), query, after, limit, cancel);
    }

    private JournalPage read(
            AuditQuery audit, JournalQuery query, Optional<JournalPage.Cursor> after, int limit, CancelToken cancel) {
        List<JournalLine> lines = new ArrayList<>();
        Optional<AuditPage.Cursor> from = after.map(c -> ((TableCursor) c).at());
        do {
            if (cancel.isCancelled()) {
                throw new CancellationException("the shared audit table's listing was cancelled");
            }
            AuditPage page = table.page(audit, from, limit - lines.size());
            for (Item item : page.items()) {
                JournalLine line = items.read(item, table.name());
                if (!(line instanceof JournalLine.Entry e) || query.matches(e.entry())) {
                    lines.add(line);
                }
            }
            from = page.next();
        } while (lines.size() < limit && from.isPresent());
        return new JournalPage(lines, from.map(TableCursor::new));
    }

    /** Where a listing of the table stopped. */
    private record TableCursor(AuditPage.Cursor at) implements JournalPage.Cursor {}
}
