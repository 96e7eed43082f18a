package io.tenantdesk.journal;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.store.WriteAudit;
import io.tenantdesk.store.WriteRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where writes are recorded and listed back: the local change journal, or any other record (a shared audit table)
 * that keeps the same promises: a write is recorded durably before it is sent, its steps and outcome after;
 * listing is newest first, a page at a time, searchable by tenant, entity and key through the whole record; and a
 * record that cannot be read is listed as unreadable where it is, never hiding the rest.
 */
public interface ChangeRecord extends WriteAudit {

    /** How the record keeps secrets out of its entries, and checks a recorded secret against a clear value. */
    SecretMask secrets();

    /** Where the record is kept, for people: a file's path, a table's name. */
    String location();

    /**
     * The page of recorded writes matching {@code query} that comes after {@code after} (from the newest when empty).
     *
     * @param limit  how many lines at the most (writes and unreadable lines)
     * @param cancel stops a long listing between lines
     * @throws java.util.concurrent.CancellationException when cancelled
     */
    JournalPage page(JournalQuery query, Optional<JournalPage.Cursor> after, int limit, CancelToken cancel);

    /**
     * The page of writes of one item matching {@code query}, newest first: those of {@code platform}'s logical
     * {@code table} whose key (or a move's new key) is {@code key} in words, as recorded (secrets masked).
     */
    default JournalPage history(
            String platform,
            String table,
            String key,
            JournalQuery query,
            Optional<JournalPage.Cursor> after,
            int limit,
            CancelToken cancel) {
        return page(
                query.and(e -> platform.equals(e.provenance().platform())
                        && table.equals(e.write().table())
                        && (key.equals(e.describeKey()) || key.equals(e.describeNewKey()))),
                after,
                limit,
                cancel);
    }

    /**
     * Every readable write, newest first. It holds the whole record in memory: to list a record of any size, page
     * through it with {@link #page}.
     */
    default List<WriteRecord> entries() {
        List<WriteRecord> entries = new ArrayList<>();
        Optional<JournalPage.Cursor> next = Optional.empty();
        do {
            JournalPage page = page(JournalQuery.all(), next, 500, new CancelToken());
            entries.addAll(page.entries());
            next = page.next();
        } while (next.isPresent());
        return entries;
    }
}
