package io.tenantdesk.lint;

import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.store.ItemSource;
import io.tenantdesk.store.ScanShare;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * A lint run over some of a platform's tables, or over one share of them.
 *
 * @param source     whether the live tables or an export were read
 * @param connection where they were read, for people (the connection's label, or the export's location)
 * @param checkedAt  the moment TTL values were compared with
 * @param segments   parts of each table read at once
 * @param share      the share of each table this report covers
 * @param strictTtl  true when expired TTL items count as findings
 */
public record LintReport(
        String platformId,
        String platformTitle,
        ItemSource.Kind source,
        String connection,
        Instant checkedAt,
        int segments,
        ScanShare share,
        int examplesPerGroup,
        boolean strictTtl,
        Duration elapsed,
        List<TableReport> tables) {

    public LintReport {
        tables = List.copyOf(tables);
    }

    public long items() {
        return tables.stream().mapToLong(TableReport::items).sum();
    }

    public long findings() {
        return tables.stream().mapToLong(TableReport::findings).sum();
    }

    public long unrecognised() {
        return tables.stream().mapToLong(t -> t.unrecognised().count()).sum();
    }

    public long invalid() {
        return tables.stream().mapToLong(TableReport::invalid).sum();
    }

    /** Items whose index keys drifted or are missing. */
    public long keyDrift() {
        return tables.stream().mapToLong(TableReport::keyDrift).sum();
    }

    /** Of {@link #keyDrift()}, the items whose index key is missing rather than drifted. */
    public long keyMissing() {
        return tables.stream()
                .flatMap(t -> t.entities().stream())
                .flatMap(e -> e.keyDrift().stream())
                .filter(g -> g.code().equals(Rule.KEY_MISSING.code()))
                .mapToLong(Group::count)
                .sum();
    }

    public long ttlExpired() {
        return tables.stream().mapToLong(t -> t.ttlExpired().count()).sum();
    }

    public boolean clean() {
        return findings() == 0;
    }

    /** The command's exit code for this report: 0 clean, 1 findings. */
    public int exitCode() {
        return clean() ? 0 : 1;
    }
}
