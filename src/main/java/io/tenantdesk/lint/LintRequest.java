package io.tenantdesk.lint;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * What to lint and how.
 *
 * @param tables    logical table names, in the order to scan them
 * @param segments  parallel Scan segments per table
 * @param examples  example keys kept per group (0 for none)
 * @param now       TTL values before this moment count as expired
 * @param strictTtl expired TTL items are findings, not only a notice
 */
public record LintRequest(List<String> tables, int segments, int examples, Instant now, boolean strictTtl) {

    public LintRequest {
        tables = List.copyOf(tables);
        Objects.requireNonNull(now, "now");
        if (examples < 0) {
            throw new IllegalArgumentException("examples must not be negative");
        }
    }
}
