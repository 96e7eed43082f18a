package io.tenantdesk.cli;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.concurrent.Daemons;
import io.tenantdesk.lint.LintProgress;
import io.tenantdesk.lint.LintReport;
import io.tenantdesk.lint.LintRequest;
import io.tenantdesk.lint.Linter;
import io.tenantdesk.lint.TableReport;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.store.ScanShare;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** {@code tenantdesk lint}: reads every item of a platform's tables and reports what breaks the design. */
@Command(
        name = "lint",
        header = "Check a platform's tables against its design (read-only).",
        sortOptions = false,
        usageHelpAutoWidth = true,
        synopsisSubcommandLabel = "[merge]",
        description = {
            "Reads every item of the platform's tables with a parallel scan (or of one table's DynamoDB export, with"
                    + " --export) and reports, per table and entity: items no entity recognises, rule violations"
                    + " grouped by rule, key drift (index keys that differ from what their template renders, or are"
                    + " missing), and, as a notice, items past their TTL that DynamoDB has not deleted yet. Only reads.",
            "With --segment I/N each of N workers reads one share; `tenantdesk lint merge` combines their reports.",
            "Exit codes: 0 clean, 1 findings (expired TTL items only with --strict-ttl), 2 could not run."
        })
final class LintCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    static final int MAX_SEGMENTS = 64;

    @Mixin
    ConnectionOptions connection;

    @Option(
            names = "--table",
            split = ",",
            paramLabel = "T",
            description = "Only these logical tables (repeatable or comma-separated); default: all of the platform's.")
    List<String> tables = new ArrayList<>();

    @Option(
            names = "--segments",
            paramLabel = "N",
            defaultValue = "4",
            description = "Parallel scan segments per table, 1 to " + MAX_SEGMENTS + " (default: ${DEFAULT-VALUE}).")
    int segments;

    @Option(
            names = "--export",
            paramLabel = "PATH",
            description =
                    "Read a DynamoDB export (DynamoDB JSON) instead of the live table: the folder holding its "
                            + "manifest-summary.json, or its s3:// URL; --table says which table it holds. "
                            + "No read capacity is spent; TTLs are compared with the export time unless --checked-at says otherwise.")
    String export;

    @Option(
            names = "--s3-endpoint",
            paramLabel = "URL",
            description =
                    "An S3-compatible endpoint for an s3:// export; without --profile, dummy credentials are used.")
    String s3Endpoint;

    @Option(
            names = "--segment",
            paramLabel = "I/N",
            converter = ShareConverter.class,
            description = "Read only share I of N (I from 0), so N workers each lint their own share; "
                    + "`tenantdesk lint merge` combines their JSON reports. Default: the whole.")
    ScanShare share = ScanShare.whole();

    @Option(
            names = "--checked-at",
            paramLabel = "INSTANT",
            description = "Compare TTLs with this moment (ISO-8601, e.g. 2026-11-25T12:00:00Z) instead of now; "
                    + "give every share of a run the same one.")
    Instant checkedAt;

    @Option(
            names = "--examples",
            paramLabel = "N",
            defaultValue = "5",
            description = "Example keys shown per group (default: ${DEFAULT-VALUE}).")
    int examples;

    @Option(
            names = "--format",
            paramLabel = "text|json",
            defaultValue = "text",
            description =
                    "Report for people (text, silent when clean) or for machines (json, format tenantdesk-lint/1).")
    LintOutput.Format format;

    @Option(names = "--strict-ttl", description = "Count items past their TTL as findings (exit code 1).")
    boolean strictTtl;

    @Option(
            names = {"-q", "--quiet"},
            description = "No progress on stderr.")
    boolean quiet;

    private final CliContext context;

    LintCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        if (segments < 1 || segments > MAX_SEGMENTS) {
            throw new CliFailure("--segments must be between 1 and " + MAX_SEGMENTS + "; got " + segments);
        }
        if (examples < 0) {
            throw new CliFailure("--examples must not be negative");
        }
        PlatformDescriptor platform = new PlatformResolver(new DescriptorLoader()).resolve(connection.platform);
        List<String> chosen = chosenTables(platform, tables);
        ProgressLine progress = new ProgressLine(context.err(), context.stderrTerminal() && !quiet);
        ExecutorService pool = Executors.newFixedThreadPool(2 * segments, Daemons.named("tenantdesk-scan"));
        LintReport report;
        try (LintSources.Opened source = export == null
                ? new LintSources(context).tables(connection, platform, chosen, pool)
                : new LintSources(context)
                        .export(export, s3Endpoint, connection, platform, exportedTable(platform, chosen), pool)) {
            Linter linter = new Linter(source.items(), platform);
            Instant now = checkedAt != null ? checkedAt : source.moment();
            report = linter.lint(
                    new LintRequest(chosen, segments, share, examples, now, strictTtl),
                    progressOf(progress),
                    new CancelToken());
        } catch (RuntimeException e) {
            progress.clear();
            throw e;
        } finally {
            pool.shutdownNow();
        }
        progress.finish(String.format(
                Locale.ROOT,
                "lint %s: %,d items in %d table%s, %s (%.1f s)",
                platform.id(),
                report.items(),
                report.tables().size(),
                report.tables().size() == 1 ? "" : "s",
                report.clean() ? "clean" : report.findings() + " findings",
                report.elapsed().toMillis() / 1000.0));
        LintOutput.write(report, format, context.out());
        return report.exitCode();
    }

    /** {@code I/N}, with I counted from 0. */
    static final class ShareConverter implements ITypeConverter<ScanShare> {
        @Override
        public ScanShare convert(String value) {
            String[] parts = value.split("/", -1);
            try {
                if (parts.length == 2) {
                    return new ScanShare(Integer.parseInt(parts[0].strip()), Integer.parseInt(parts[1].strip()));
                }
            } catch (IllegalArgumentException e) {
                // said below
            }
            throw new TypeConversionException("`" + value + "` is not a share I/N with 0 <= I < N, e.g. 0/8 to 7/8");
        }
    }

    /** The one table an export holds: --table, or the platform's only table. */
    private static String exportedTable(PlatformDescriptor platform, List<String> chosen) {
        if (chosen.size() != 1) {
            throw new CliFailure(
                    "an export holds one table: say which of " + String.join(", ", chosen) + " with --table T");
        }
        return chosen.get(0);
    }

    /** The logical tables named (all of the platform's when none is); an unknown one is refused. */
    static List<String> chosenTables(PlatformDescriptor platform, List<String> tables) {
        if (tables.isEmpty()) {
            return List.copyOf(platform.tables().keySet());
        }
        List<String> unknown =
                tables.stream().filter(t -> platform.table(t).isEmpty()).toList();
        if (!unknown.isEmpty()) {
            throw new CliFailure("platform " + platform.id() + " has no table " + String.join(", ", unknown)
                    + "; its tables: " + String.join(", ", platform.tables().keySet()));
        }
        return tables.stream().distinct().toList();
    }

    private static LintProgress progressOf(ProgressLine line) {
        return new LintProgress() {
            @Override
            public void scanned(String table, long items, Duration elapsed) {
                line.update(String.format(
                        Locale.ROOT, "%s: %,d items so far (%.1f s)", table, items, elapsed.toMillis() / 1000.0));
            }

            @Override
            public void finished(TableReport table) {
                line.finish(String.format(
                        Locale.ROOT,
                        "%s: %,d items, %,d findings (%.1f s)",
                        table.table(),
                        table.items(),
                        table.findings(),
                        table.elapsed().toMillis() / 1000.0));
            }
        };
    }
}
