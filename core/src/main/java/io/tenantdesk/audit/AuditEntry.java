package io.tenantdesk.audit;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One write as the shared audit table keeps it: what to find it by (the item, the tenant, the person, the day) and
 * the change journal's own lines for it, so the table and the local file say exactly the same thing.
 *
 * @param itemKey  the platform, logical table and key of the item written, e.g. {@code app_data|app_data|PK=ACCOUNT#a1, SK=LICENSE#l1}
 * @param tenant   the tenant the item belongs to, when known
 * @param status   {@code PENDING} until the write's outcome is recorded, then the outcome's name
 * @param begin    the journal's line recorded before the write was sent
 * @param steps    the journal's lines for each step of a write sent as several requests, in order
 * @param end      the journal's line with the outcome; null while pending
 */
public record AuditEntry(
        String id,
        Instant at,
        String platform,
        String actor,
        String itemKey,
        String tenant,
        String status,
        String begin,
        List<String> steps,
        String end) {

    public static final String PENDING = "PENDING";

    public AuditEntry {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(begin, "begin");
        steps = List.copyOf(steps);
    }

    public Optional<String> tenantIfAny() {
        return Optional.ofNullable(tenant);
    }

    /** The journal's lines for this write, in the order the local file holds them. */
    public List<String> lines() {
        List<String> lines = new java.util.ArrayList<>();
        lines.add(begin);
        lines.addAll(steps);
        if (end != null) {
            lines.add(end);
        }
        return lines;
    }
}
