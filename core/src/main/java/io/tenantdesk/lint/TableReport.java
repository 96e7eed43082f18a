package io.tenantdesk.lint;

import java.time.Duration;
import java.util.List;

/**
 * What lint found in one table.
 *
 * @param ttlAttribute the table's TTL attribute, or null when it has none
 * @param findings     items that are unrecognised or break a rule (and, with strict TTL, expired ones), each once
 * @param ttlExpired   items whose TTL attribute is a time already past: DynamoDB has not deleted them yet
 */
public record TableReport(
        String table,
        String physicalTable,
        String ttlAttribute,
        long items,
        long findings,
        Duration elapsed,
        double capacity,
        Group unrecognised,
        Group ttlExpired,
        List<EntityReport> entities) {

    public TableReport {
        entities = List.copyOf(entities);
    }

    /** Items that break a rule, key drift included. */
    public long invalid() {
        return entities.stream().mapToLong(EntityReport::invalid).sum();
    }

    /** Items whose index keys drifted or are missing. */
    public long keyDrift() {
        return entities.stream()
                .flatMap(e -> e.keyDrift().stream())
                .mapToLong(Group::count)
                .sum();
    }
}
