package io.tenantdesk.journal;

import io.tenantdesk.store.WriteRecord;
import java.util.List;
import java.util.Optional;

/**
 * One page of a journal listing, newest first.
 *
 * @param next where the next (older) page starts; empty when the journal has nothing older
 */
public record JournalPage(List<JournalLine> lines, Optional<Cursor> next) {

    public JournalPage {
        lines = List.copyOf(lines);
    }

    /** Where a listing stopped; only the record that made it can carry on from it. */
    public interface Cursor {}

    /** The recorded writes on the page, without the unreadable lines. */
    public List<WriteRecord> entries() {
        return lines.stream()
                .filter(JournalLine.Entry.class::isInstance)
                .map(l -> ((JournalLine.Entry) l).entry())
                .toList();
    }
}
