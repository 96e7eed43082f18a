package io.tenantdesk.journal;

import io.tenantdesk.store.WriteRecord;

/** One thing the journal lists: a recorded write, or a line that cannot be read, where it is. */
public sealed interface JournalLine {

    /** A write the journal recorded. */
    record Entry(WriteRecord entry) implements JournalLine {}

    /**
     * A line this version cannot read as a whole (torn by a failure, not JSON, an unknown operation, a missing field,
     * a newer format): listed where it is so nothing is hidden, and the rest of the journal read on.
     *
     * @param source the file (or other record) holding it, e.g. {@code journal.jsonl}
     * @param line   its line number in that file, from 1
     * @param reason why it cannot be read
     */
    record Unreadable(String source, long line, String reason) implements JournalLine {

        /** Where the line is, in words, e.g. "journal.jsonl, line 12". */
        public String where() {
            return source + ", line " + line;
        }
    }
}
