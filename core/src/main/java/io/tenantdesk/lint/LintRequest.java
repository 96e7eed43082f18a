package io.tenantdesk.lint;

import io.tenantdesk.store.ScanShare;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * What to lint and how.
 *
 * @param tables    logical table names, in the order to read them
 * @param segments  parts of each table read at once (parallel Scan segments, or export files)
 * @param share     the share of each table to read: the whole, or one of several workers' shares
 * @param examples  example keys kept per group (0 for none)
 * @param now       TTL values before this moment count as expired
 * @param strictTtl expired TTL items are findings, not only a notice
 */
public record LintRequest(
        List<String> tables, int segments, ScanShare share, int examples, Instant now, boolean strictTtl) {

    public LintRequest {
        tables = List.copyOf(tables);
        Objects.requireNonNull(share, "share");
        Objects.requireNonNull(now, "now");
        if (examples < 0) {
            throw new IllegalArgumentException("examples must not be negative");
        }
    }
}
