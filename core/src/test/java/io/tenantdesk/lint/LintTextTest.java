package io.tenantdesk.lint;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.store.ItemSource;
import io.tenantdesk.store.ScanShare;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class LintTextTest {

    private static String summaryOf(Group... keyGroups) {
        long invalid = List.of(keyGroups).stream().mapToLong(Group::count).sum();
        EntityReport license = new EntityReport("License", 10, invalid, 0, List.of(), List.of(keyGroups));
        TableReport table = new TableReport(
                "app_data",
                "app_data",
                null,
                10,
                invalid,
                Duration.ofSeconds(1),
                1.0,
                new Group("unrecognised", "unrecognised", 0, List.of()),
                new Group("ttl-expired", "past TTL", 0, List.of()),
                List.of(license));
        LintReport report = new LintReport(
                "app_data",
                "App Data",
                ItemSource.Kind.TABLE,
                "local",
                Instant.parse("2026-11-29T00:00:00Z"),
                1,
                ScanShare.whole(),
                3,
                false,
                Duration.ofSeconds(1),
                List.of(table));
        StringWriter out = new StringWriter();
        new LintText().write(report, new PrintWriter(out));
        List<String> lines = out.toString().lines().toList();
        return lines.get(lines.size() - 1);
    }

    @Test
    void aMissingIndexKeyIsNotCalledDrift() {
        assertThat(summaryOf(
                        new Group("key-drift", "index key drifted from its template", 1, List.of()),
                        new Group("key-missing", "index key missing", 1, List.of())))
                .endsWith("of which 1 with key drift and 1 with an index key missing)");
        assertThat(summaryOf(new Group("key-missing", "index key missing", 1, List.of())))
                .endsWith("of which 1 with an index key missing)");
        assertThat(summaryOf(new Group("key-drift", "index key drifted from its template", 2, List.of())))
                .endsWith("of which 2 with key drift)");
    }
}
