package io.tenantdesk.lint;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.store.ItemSource;
import io.tenantdesk.store.ScanPlan;
import io.tenantdesk.store.ScanSummary;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks a platform's tables against its descriptor: every item of the source (the live tables, or an export)
 * classified and summed up per table and entity (unrecognised items, rule violations, key drift, TTL items
 * past their time). Only reads. Keeps counts and a few examples per group, never the items, so any table size
 * fits; a share of the tables gives a report that {@link LintMerge} combines with the other shares'.
 */
public final class Linter {

    private final ItemSource source;
    private final PlatformDescriptor platform;

    public Linter(ItemSource source, PlatformDescriptor platform) {
        this.source = source;
        this.platform = platform;
    }

    /**
     * @throws IllegalArgumentException for a table the platform does not have
     * @throws io.tenantdesk.store.StoreException when the source cannot be read
     */
    public LintReport lint(LintRequest request, LintProgress progress, CancelToken cancel) {
        long began = System.nanoTime();
        List<TableReport> tables = new ArrayList<>();
        ScanPlan plan = new ScanPlan(request.share(), request.segments(), null);
        for (String name : request.tables()) {
            TableDef table = platform.table(name)
                    .orElseThrow(() ->
                            new IllegalArgumentException("platform " + platform.id() + " has no table `" + name + "`"));
            TableTally tally = new TableTally(
                    table,
                    platform.entitiesOf(name),
                    new ExampleMaker(platform, table),
                    request.examples(),
                    request.now(),
                    request.strictTtl());
            ScanSummary summary = source.scan(
                    name,
                    plan,
                    page -> {
                        tally.add(page.rows());
                        progress.scanned(name, page.scannedSoFar(), page.elapsed());
                    },
                    cancel);
            TableReport report = tally.report(summary);
            progress.finished(report);
            tables.add(report);
            if (cancel.isCancelled()) {
                break;
            }
        }
        return new LintReport(
                platform.id(),
                platform.title(),
                source.kind(),
                source.label(),
                request.now(),
                request.segments(),
                request.share(),
                request.examples(),
                request.strictTtl(),
                Duration.ofNanos(System.nanoTime() - began),
                tables);
    }
}
