package io.tenantdesk.lint;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * A lint run over some of a platform's tables.
 *
 * @param checkedAt the moment TTL values were compared with
 * @param strictTtl true when expired TTL items count as findings
 */
public record LintReport(String platformId, String platformTitle, String connection, Instant checkedAt, int segments,
                         int examplesPerGroup, boolean strictTtl, Duration elapsed, List<TableReport> tables) {

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

    public long keyDrift() {
        return tables.stream().mapToLong(TableReport::keyDrift).sum();
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
