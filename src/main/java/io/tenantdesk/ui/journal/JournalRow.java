package io.tenantdesk.ui.journal;

import io.tenantdesk.journal.JournalEntry;

/** One journal entry as the list shows it. */
public record JournalRow(JournalEntry entry, String time, String operation, String entity, String key, String tenant,
                         String reason, String actor, String outcome) {
}
