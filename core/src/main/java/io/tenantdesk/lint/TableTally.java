package io.tenantdesk.lint;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.ScanSummary;
import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Sums up one table's scanned items as they arrive: counts per entity, a group per finding, examples.
 * Thread-safe: the scan's segments add their pages concurrently.
 */
final class TableTally {

    static final String UNRECOGNISED = "unrecognised";
    static final String TTL_EXPIRED = "ttl-expired";
    private static final Set<Rule> DRIFT = EnumSet.of(Rule.KEY_DRIFT, Rule.KEY_MISSING);

    /** One entity's counts and groups. */
    private static final class EntityTally {
        private final Map<Rule, GroupTally> groups = new EnumMap<>(Rule.class);
        private long items;
        private long invalid;
        private long ttlExpired;
    }

    private final TableDef table;
    private final ExampleMaker examples;
    private final int limit;
    private final long nowSeconds;
    private final boolean strictTtl;
    private final Map<String, EntityTally> entities = new LinkedHashMap<>();
    private final GroupTally unrecognised;
    private final GroupTally ttlExpired;
    private long items;
    private long findings;

    TableTally(
            TableDef table,
            List<EntityDef> entities,
            ExampleMaker examples,
            int limit,
            Instant now,
            boolean strictTtl) {
        this.table = table;
        this.examples = examples;
        this.limit = limit;
        this.nowSeconds = now.getEpochSecond();
        this.strictTtl = strictTtl;
        entities.forEach(e -> this.entities.put(e.name(), new EntityTally()));
        this.unrecognised = new GroupTally(UNRECOGNISED, "items no entity recognises", limit);
        this.ttlExpired = new GroupTally(TTL_EXPIRED, "TTL passed, not yet deleted", limit);
    }

    synchronized void add(List<EntityRow> rows) {
        for (EntityRow row : rows) {
            add(row);
        }
    }

    private void add(EntityRow row) {
        items++;
        String keyText = null;
        Optional<String> expired = expiry(row);
        if (expired.isPresent()) {
            keyText = examples.keyText(row);
            ttlExpired.add(keyText, () -> examples.example(row, table.ttlAttribute(), expired.get()));
        }
        boolean finding = strictTtl && expired.isPresent();
        if (!row.classification().recognised()) {
            keyText = keyText != null ? keyText : examples.keyText(row);
            unrecognised.add(
                    keyText,
                    () -> examples.example(row, null, row.classification().unrecognisedReason()));
            finding = true;
        } else {
            EntityTally entity =
                    entities.computeIfAbsent(row.classification().entity().name(), n -> new EntityTally());
            entity.items++;
            if (expired.isPresent()) {
                entity.ttlExpired++;
            }
            if (!row.valid()) {
                entity.invalid++;
                finding = true;
                keyText = keyText != null ? keyText : examples.keyText(row);
                Set<Rule> seen = EnumSet.noneOf(Rule.class);
                for (Violation v : row.classification().violations()) {
                    if (seen.add(v.rule())) {
                        entity.groups
                                .computeIfAbsent(v.rule(), r -> new GroupTally(r.code(), r.title(), limit))
                                .add(keyText, () -> examples.example(row, v.attribute(), v.message()));
                    }
                }
            }
        }
        if (finding) {
            findings++;
        }
    }

    /** A message when the item's TTL attribute holds a time already past. */
    private Optional<String> expiry(EntityRow row) {
        if (table.ttlAttribute() == null) {
            return Optional.empty();
        }
        Optional<Value> value = row.item().get(table.ttlAttribute());
        if (value.isEmpty() || !(value.get() instanceof Value.Num number)) {
            return Optional.empty();
        }
        long seconds;
        try {
            seconds = Long.parseLong(number.value());
        } catch (NumberFormatException notWhole) {
            try {
                BigDecimal decimal = new BigDecimal(number.value());
                if (decimal.compareTo(BigDecimal.valueOf(nowSeconds)) >= 0) {
                    return Optional.empty();
                }
                seconds = decimal.longValue();
            } catch (NumberFormatException | ArithmeticException e) {
                return Optional.empty();
            }
        }
        if (seconds >= nowSeconds) {
            return Optional.empty();
        }
        String when;
        try {
            when = Instant.ofEpochSecond(seconds).toString();
        } catch (DateTimeException e) {
            when = "long ago";
        }
        return Optional.of("`" + table.ttlAttribute() + "` " + number.value() + " (" + when + ") has passed");
    }

    synchronized TableReport report(ScanSummary summary) {
        List<EntityReport> reports = new ArrayList<>();
        entities.forEach((name, tally) -> {
            List<Group> violations = new ArrayList<>();
            List<Group> drift = new ArrayList<>();
            tally.groups.forEach((rule, group) -> (DRIFT.contains(rule) ? drift : violations).add(group.group()));
            reports.add(new EntityReport(name, tally.items, tally.invalid, tally.ttlExpired, violations, drift));
        });
        return new TableReport(
                table.name(),
                summary.physicalTable(),
                table.ttlAttribute(),
                items,
                findings,
                summary.elapsed(),
                summary.capacity(),
                unrecognised.group(),
                ttlExpired.group(),
                reports);
    }
}
