package io.tenantdesk.lint;

import java.util.List;

/**
 * What lint found for one entity of a table.
 *
 * @param items      items recognised as the entity
 * @param invalid    of those, items that break at least one rule (key drift included)
 * @param ttlExpired of those, items whose TTL has passed (a notice, not a finding)
 * @param violations one group per rule broken, key drift excepted, in the rules' order
 * @param keyDrift   the {@code key-drift} and {@code key-missing} groups
 */
public record EntityReport(
        String entity, long items, long invalid, long ttlExpired, List<Group> violations, List<Group> keyDrift) {

    public EntityReport {
        violations = List.copyOf(violations);
        keyDrift = List.copyOf(keyDrift);
    }
}
