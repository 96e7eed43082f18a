package io.tenantdesk.ui.journal;

import io.tenantdesk.journal.JournalLine;
import io.tenantdesk.journal.JournalQuery;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.RecordedWrite;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.CreditAdjustment;
import io.tenantdesk.ui.common.DisplayNames;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.context.KnownPlatforms;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Journal lines as the list shows them, and the query the filters make, against the store's platform. */
final class JournalRows {

    private final EntityStore store;
    private final ValueText text;
    private final KnownPlatforms platforms;

    JournalRows(EntityStore store, ValueText text, KnownPlatforms platforms) {
        this.store = store;
        this.text = text;
        this.platforms = platforms;
    }

    /** What the filters ask for; an entity of {@link JournalViewModel#ALL_ENTITIES} is any entity. */
    JournalQuery query(String tenant, String entity, String key) {
        return new JournalQuery(
                tenant,
                entity == null || entity.equals(JournalViewModel.ALL_ENTITIES) ? "" : entity,
                key,
                this::tenantOf);
    }

    JournalRow row(JournalLine line) {
        if (line instanceof JournalLine.Unreadable unreadable) {
            return new JournalRow(
                    null,
                    "",
                    "Unreadable",
                    "",
                    unreadable.where(),
                    "",
                    "",
                    "",
                    "Cannot be read: " + unreadable.reason(),
                    "");
        }
        WriteRecord entry = ((JournalLine.Entry) line).entry();
        var by = entry.provenance();
        return new JournalRow(
                entry,
                text.timestamp(by.at()),
                JournalRow.words(entry.operation()),
                platforms
                        .byId(by.platform())
                        .map(p -> DisplayNames.entity(p, entry.write().entity()))
                        .orElse(
                                entry.write().entity() == null
                                        ? ""
                                        : entry.write().entity()),
                entry.describeKey(),
                Optional.ofNullable(entry.write().tenant())
                        .or(() -> tenantOf(entry))
                        .orElse(""),
                by.reason() == null ? "" : by.reason(),
                by.actor() == null ? "" : by.actor(),
                outcome(entry),
                platforms.title(by.platform()) + " · " + by.where());
    }

    /**
     * The lines as the list shows them: the items of a batch make one line standing for the batch, where its newest
     * item is, followed by its items (marked ↳) when {@code expanded} holds its id. Other lines stay as they are.
     */
    static List<JournalRow> grouped(List<JournalRow> rows, Set<String> expanded) {
        Map<String, List<JournalRow>> byBatch = new HashMap<>();
        rows.stream()
                .filter(r -> r.batchId() != null)
                .forEach(r -> byBatch.computeIfAbsent(r.batchId(), id -> new ArrayList<>())
                        .add(r));
        List<JournalRow> shown = new ArrayList<>(rows.size());
        Set<String> placed = new HashSet<>();
        for (JournalRow row : rows) {
            String id = row.batchId();
            if (id == null) {
                shown.add(row);
            } else if (placed.add(id)) {
                boolean open = expanded.contains(id);
                shown.add(batchLine(byBatch.get(id), open));
                if (open) {
                    byBatch.get(id)
                            .forEach(item -> shown.add(new JournalRow(
                                    item.entry(),
                                    item.time(),
                                    "   ↳ " + item.operation(),
                                    item.entity(),
                                    item.key(),
                                    item.tenant(),
                                    item.reason(),
                                    item.actor(),
                                    item.outcome(),
                                    item.where())));
                }
            }
        }
        return shown;
    }

    /** A batch in one line: what, how many, who, when and why, and how its items ended. */
    private static JournalRow batchLine(List<JournalRow> items, boolean open) {
        JournalRow newest = items.get(0);
        String id = newest.batchId();
        String operations = items.stream().map(JournalRow::operation).distinct().collect(Collectors.joining(", "));
        long written = items.stream().filter(r -> r.entry().applied()).count();
        long nothing = items.stream().filter(r -> r.entry().wroteNothing()).count();
        long unknown = items.size() - written - nothing;
        String outcome = Stream.of(
                        written > 0 ? written + " written" : "",
                        nothing > 0 ? nothing + " wrote nothing" : "",
                        unknown > 0 ? unknown + " unknown" : "")
                .filter(t -> !t.isEmpty())
                .collect(Collectors.joining(", "));
        List<String> tenants = items.stream()
                .map(JournalRow::tenant)
                .filter(t -> !t.isEmpty())
                .distinct()
                .toList();
        return new JournalRow(
                newest.entry(),
                newest.time(),
                (open ? "▾ " : "▸ ") + "Batch: " + operations,
                items.stream().map(JournalRow::entity).distinct().collect(Collectors.joining(", ")),
                items.size() + (items.size() == 1 ? " item" : " items") + " · batch "
                        + id.substring(0, Math.min(8, id.length())),
                tenants.size() == 1 ? tenants.get(0) : tenants.isEmpty() ? "" : tenants.size() + " tenants",
                newest.reason(),
                newest.actor(),
                outcome,
                newest.where(),
                items);
    }

    /**
     * How the write ended in words, with what the store said about it and, for a move, how far it got; an outcome
     * found by a later check says when.
     */
    private String outcome(WriteRecord entry) {
        String message = entry.outcome().message();
        String when = switch (entry.status()) {
            case APPLIED_LATE -> ", found at " + text.timeOfDay(entry.outcome().at());
            case NOT_APPLIED_AFTER_CHECK ->
                ", still not applied at " + text.timeOfDay(entry.outcome().at());
            default -> "";
        };
        return entry.outcomeWords() + when + (message == null ? "" : ": " + message);
    }

    /**
     * The item as the entry's write left it or, for an attempt that wrote nothing, as it would have; a credit
     * adjustment, which records no planned item, as its amount would have left the balance.
     */
    static Item after(WriteRecord entry, EntityDef entity) {
        RecordedWrite write = entry.write();
        return entry.after()
                .or(() -> write.amount() == null
                        ? Optional.empty()
                        : new CreditAdjustment(
                                        entity,
                                        Objects.requireNonNullElse(write.tenant(), ""),
                                        write.key(),
                                        write.amount(),
                                        write.before(),
                                        false)
                                .wouldLeave())
                .orElse(Item.empty());
    }

    /** What the diff says while it shows no row, for the chosen {@code row} (null when none is chosen). */
    static String diffNote(JournalRow row, boolean entityKnown) {
        if (row == null) {
            return "Choose an entry to see what it changed.";
        }
        if (row.unreadable()) {
            return "This line cannot be read, so there is no change to show.";
        }
        if (row.batch()) {
            return "A batch: open it (▸) to see each item's change.";
        }
        return entityKnown ? "It changed no attribute." : "The entry's entity is not in a platform this console knows.";
    }

    /** The entity of a write, on whichever platform the console knows it was made. */
    Optional<EntityDef> entityOf(WriteRecord entry) {
        return platforms
                .byId(entry.provenance().platform())
                .flatMap(p -> Optional.ofNullable(entry.write().entity()).flatMap(p::entity));
    }

    /** The tenant of a write made on this platform that did not record one (older lines), found in its item. */
    private Optional<String> tenantOf(WriteRecord entry) {
        Optional<EntityDef> entity =
                store.platform().id().equals(entry.provenance().platform()) ? entityOf(entry) : Optional.empty();
        Optional<Item> item = entry.after().or(entry::before);
        if (entity.isEmpty() || item.isEmpty()) {
            return Optional.empty();
        }
        return entity.get().tenantField().flatMap(store.rowOf(entry.write().table(), item.get())::text);
    }
}
