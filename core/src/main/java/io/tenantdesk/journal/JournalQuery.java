package io.tenantdesk.journal;

import io.tenantdesk.store.WriteRecord;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Which recorded writes a listing asks for: by tenant, entity and item key, each empty for any. The tenant is the
 * one the write recorded; for lines older than that field, {@code tenantOf} finds it in the item.
 *
 * @param tenant   part of the tenant id, any case
 * @param entity   the entity's name exactly
 * @param key      part of the item's key in words (e.g. {@code LICENSE#l-1}), as the key or a move's new key
 * @param tenantOf the tenant of an entry that did not record one
 * @param also     what else a write must be to be listed (e.g. not an attempt that wrote nothing); not searched for
 *                 in a line's text
 */
public record JournalQuery(
        String tenant,
        String entity,
        String key,
        Function<WriteRecord, Optional<String>> tenantOf,
        Predicate<WriteRecord> also) {

    public JournalQuery {
        tenant = tenant == null ? "" : tenant.trim().toLowerCase(Locale.ROOT);
        entity = entity == null ? "" : entity.trim();
        key = key == null ? "" : key.trim();
    }

    public JournalQuery(String tenant, String entity, String key, Function<WriteRecord, Optional<String>> tenantOf) {
        this(tenant, entity, key, tenantOf, e -> true);
    }

    /** This query, listing only the writes {@code condition} also holds for. */
    public JournalQuery and(Predicate<WriteRecord> condition) {
        return new JournalQuery(tenant, entity, key, tenantOf, also.and(condition));
    }

    /** Every write. */
    public static JournalQuery all() {
        return new JournalQuery("", "", "", e -> Optional.empty());
    }

    public boolean isAll() {
        return tenant.isEmpty() && entity.isEmpty() && key.isEmpty();
    }

    public boolean matches(WriteRecord entry) {
        return also.test(entry)
                && (entity.isEmpty() || entity.equals(entry.write().entity()))
                && (key.isEmpty()
                        || entry.describeKey().contains(key)
                        || entry.describeNewKey().contains(key))
                && (tenant.isEmpty()
                        || tenantOf(entry)
                                .map(t -> t.toLowerCase(Locale.ROOT).contains(tenant))
                                .orElse(false));
    }

    /**
     * False only when a line, as written, cannot be a write this query asks for: a text asked for is not in it. A
     * search passes over such lines without reading them, and lists an unreadable line whenever it may be one that
     * concerns what is sought. A key asked for as {@code name=value} is not written so, and is not looked for here.
     */
    public boolean mayMatch(String line) {
        if ((tenant + entity + key).chars().anyMatch(c -> c == '"' || c == '\\' || c < 0x20)) {
            return true;
        }
        String text = line.toLowerCase(Locale.ROOT);
        return text.contains(tenant)
                && text.contains(entity.toLowerCase(Locale.ROOT))
                && (key.contains("=") || key.contains(",") || text.contains(key.toLowerCase(Locale.ROOT)));
    }

    /** The entry's tenant: as recorded, else as {@code tenantOf} finds it. */
    public Optional<String> tenantOf(WriteRecord entry) {
        return Optional.ofNullable(entry.write().tenant()).or(() -> tenantOf.apply(entry));
    }
}
