package io.tenantdesk.audit;

import static io.tenantdesk.audit.AuditTableDesign.ACTOR;
import static io.tenantdesk.audit.AuditTableDesign.AT;
import static io.tenantdesk.audit.AuditTableDesign.BEGIN;
import static io.tenantdesk.audit.AuditTableDesign.END;
import static io.tenantdesk.audit.AuditTableDesign.ENTRY_ID;
import static io.tenantdesk.audit.AuditTableDesign.EXPIRES_AT;
import static io.tenantdesk.audit.AuditTableDesign.FEED;
import static io.tenantdesk.audit.AuditTableDesign.FEED_ALL;
import static io.tenantdesk.audit.AuditTableDesign.ITEM_KEY;
import static io.tenantdesk.audit.AuditTableDesign.PLATFORM;
import static io.tenantdesk.audit.AuditTableDesign.STATUS;
import static io.tenantdesk.audit.AuditTableDesign.STEPS;
import static io.tenantdesk.audit.AuditTableDesign.TENANT_KEY;

import io.tenantdesk.journal.JournalCodec;
import io.tenantdesk.journal.JournalLine;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The shared audit table's codec of a {@link WriteRecord}: one item per write, holding what it is found by (the
 * item, the tenant, the person, the time), its status, and the change journal's own lines for it, so the table and
 * the local file say exactly the same thing; and the record read back from such an item.
 */
final class AuditItems {

    private final JournalCodec lines = new JournalCodec();

    /** The key of the item that keeps write {@code id}. */
    static PrimaryKey key(String id) {
        return PrimaryKey.fromAttributes(Map.of(ENTRY_ID, Value.str(id)));
    }

    /**
     * The item a write about to be sent is kept as.
     *
     * @param kept      the record as it is kept, its secrets masked
     * @param line      the journal's line that begins it
     * @param retention how long it is kept (its TTL), or empty to keep it
     */
    static Item planned(WriteRecord kept, String line, Optional<Duration> retention) {
        WriteRecord.Provenance by = kept.provenance();
        Item.Builder item = Item.builder()
                .put(ENTRY_ID, Value.str(kept.id()))
                .put(AT, Value.str(AuditTableDesign.time(by.at())))
                .put(FEED, Value.str(FEED_ALL))
                .put(PLATFORM, Value.str(by.platform()));
        if (by.actor() != null) {
            item.put(ACTOR, Value.str(by.actor()));
        }
        kept.key()
                .ifPresent(key -> item.put(
                        ITEM_KEY,
                        Value.str(AuditTableDesign.itemKey(
                                by.platform(), kept.write().table(), key.describe()))));
        Optional.ofNullable(kept.write().tenant())
                .ifPresent(t -> item.put(TENANT_KEY, Value.str(AuditTableDesign.tenantKey(by.platform(), t))));
        item.put(STATUS, Value.str(WriteOutcome.Status.PENDING.name())).put(BEGIN, Value.str(line));
        retention.ifPresent(
                keep -> item.put(EXPIRES_AT, Value.num(by.at().plus(keep).getEpochSecond())));
        return item.build();
    }

    /** The record an item keeps; a line of it that cannot be read makes it unreadable, named by its id. */
    JournalLine read(Item stored, String table) {
        String where = table + " entry " + stored.scalarText(ENTRY_ID).orElse("?");
        Optional<String> begin = stored.scalarText(BEGIN);
        if (begin.isEmpty()) {
            return new JournalLine.Unreadable(where, 1, "no `" + BEGIN + "`");
        }
        List<String> steps = stored.get(STEPS)
                .filter(Value.ListOf.class::isInstance)
                .map(list -> ((Value.ListOf) list)
                        .values().stream()
                                .map(step -> step instanceof Value.Str s ? s.value() : "")
                                .toList())
                .orElse(List.of());
        try {
            return new JournalLine.Entry(
                    lines.record(begin.get(), steps, stored.scalarText(END).orElse(null)));
        } catch (JournalCodec.UnreadableLine e) {
            return new JournalLine.Unreadable(where, 1, e.getMessage());
        }
    }
}
