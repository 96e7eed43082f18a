package io.tenantdesk.lint;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.store.ScanSummary;
import io.tenantdesk.store.TableScanner;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks a platform's tables against its descriptor: every item read with a parallel scan, classified, and
 * summed up per table and entity (unrecognised items, rule violations, key drift, TTL items past their
 * time). Only reads. Keeps counts and a few examples per group, never the items, so any table size fits.
 */
public final class Linter {

    private final TableScanner scanner;
    private final PlatformDescriptor platform;
    private final String connectionLabel;

    public Linter(TableScanner scanner, PlatformDescriptor platform, String connectionLabel) {
        this.scanner = scanner;
        this.platform = platform;
        this.connectionLabel = connectionLabel;
    }

    /**
     * @throws IllegalArgumentException for a table the platform does not have
     * @throws io.tenantdesk.store.StoreException when a scan fails
     */
    public LintReport lint(LintRequest request, LintProgress progress, CancelToken cancel) {
        long began = System.nanoTime();
        List<TableReport> tables = new ArrayList<>();
        for (String name : request.tables()) {
            TableDef table = platform.table(name).orElseThrow(() ->
                    new IllegalArgumentException("platform " + platform.id() + " has no table `" + name + "`"));
            TableTally tally = new TableTally(table, platform.entitiesOf(name), new ExampleMaker(platform, table),
                    request.examples(), request.now(), request.strictTtl());
            ScanSummary summary = scanner.scan(name, request.segments(), null, page -> {
                tally.add(page.rows());
                progress.scanned(name, page.scannedSoFar(), page.elapsed());
            }, cancel);
            TableReport report = tally.report(summary);
            progress.finished(report);
            tables.add(report);
            if (cancel.isCancelled()) {
                break;
            }
        }
        return new LintReport(platform.id(), platform.title(), connectionLabel, request.now(), request.segments(),
                request.examples(), request.strictTtl(), Duration.ofNanos(System.nanoTime() - began), tables);
    }
}
