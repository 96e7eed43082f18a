package io.tenantdesk.ui.journal;

import io.tenantdesk.journal.JournalEntry;
import io.tenantdesk.journal.JournalLine;
import io.tenantdesk.journal.JournalQuery;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.ui.common.ValueText;
import java.util.Optional;

/** Journal lines as the list shows them, and the query the filters make, against the store's platform. */
final class JournalRows {

    private final EntityStore store;
    private final ValueText text;

    JournalRows(EntityStore store, ValueText text) {
        this.store = store;
        this.text = text;
    }

    /** What the filters ask for; an entity of {@link JournalViewModel#ALL_ENTITIES} is any entity. */
    JournalQuery query(String tenant, String entity, String key) {
        return new JournalQuery(tenant, entity == null || entity.equals(JournalViewModel.ALL_ENTITIES) ? "" : entity,
                key, this::tenantOf);
    }

    JournalRow row(JournalLine line) {
        if (line instanceof JournalLine.Unreadable unreadable) {
            return new JournalRow(null, "", "Unreadable", "", unreadable.where(), "", "", "",
                    "Cannot be read: " + unreadable.reason(), "");
        }
        JournalEntry entry = ((JournalLine.Entry) line).entry();
        var by = entry.provenance();
        return new JournalRow(entry, text.timestamp(by.at()), JournalRow.words(entry.operation())
                + (entry.write().batch() == null ? "" : " (batch " + entry.write().batch().substring(0,
                Math.min(8, entry.write().batch().length())) + ")"),
                entry.write().entity() == null ? "" : entry.write().entity(), entry.describeKey(),
                Optional.ofNullable(entry.write().tenant()).or(() -> tenantOf(entry)).orElse(""),
                by.reason() == null ? "" : by.reason(), by.actor() == null ? "" : by.actor(), outcome(entry),
                by.platform() + " · " + by.where());
    }

    /** How the write ended in words, with what the store said about it and, for a move, how far it got. */
    private static String outcome(JournalEntry entry) {
        String message = entry.outcome() == null ? null : entry.outcome().message();
        return entry.outcomeWords() + (message == null ? "" : ": " + message);
    }

    /** The entity of a write made on this platform. */
    Optional<EntityDef> entityOf(JournalEntry entry) {
        if (!store.platform().id().equals(entry.provenance().platform())) {
            return Optional.empty();
        }
        return Optional.ofNullable(entry.write().entity()).flatMap(store.platform()::entity);
    }

    /** The tenant of a write that did not record one (older lines), found in its item. */
    private Optional<String> tenantOf(JournalEntry entry) {
        Optional<EntityDef> entity = entityOf(entry);
        Optional<Item> item = entry.after().or(entry::before);
        if (entity.isEmpty() || item.isEmpty()) {
            return Optional.empty();
        }
        return entity.get().tenantField().flatMap(store.rowOf(entry.write().table(), item.get())::text);
    }
}
