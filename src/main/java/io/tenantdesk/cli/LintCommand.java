package io.tenantdesk.cli;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.concurrent.Daemons;
import io.tenantdesk.lint.LintJson;
import io.tenantdesk.lint.LintProgress;
import io.tenantdesk.lint.LintReport;
import io.tenantdesk.lint.LintRequest;
import io.tenantdesk.lint.LintText;
import io.tenantdesk.lint.Linter;
import io.tenantdesk.lint.TableReport;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.store.TableScanner;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tenantdesk lint}: reads every item of a platform's tables and reports what breaks the design. */
@Command(name = "lint", header = "Check a platform's tables against its design (read-only).",
        sortOptions = false, usageHelpAutoWidth = true,
        description = {
            "Reads every item of the platform's tables with a parallel scan and reports, per table and entity:"
                    + " items no entity recognises, rule violations grouped by rule, key drift (index keys that"
                    + " differ from what their template renders, or are missing), and, as a notice, items past"
                    + " their TTL that DynamoDB has not deleted yet. Only reads.",
            "Exit codes: 0 clean, 1 findings (expired TTL items only with --strict-ttl), 2 could not run."})
final class LintCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    static final int MAX_SEGMENTS = 64;

    enum Format { TEXT, JSON }

    @Mixin
    ConnectionOptions connection;

    @Option(names = "--table", split = ",", paramLabel = "T",
            description = "Only these logical tables (repeatable or comma-separated); default: all of the platform's.")
    List<String> tables = new ArrayList<>();

    @Option(names = "--segments", paramLabel = "N", defaultValue = "4",
            description = "Parallel scan segments per table, 1 to " + MAX_SEGMENTS + " (default: ${DEFAULT-VALUE}).")
    int segments;

    @Option(names = "--examples", paramLabel = "N", defaultValue = "5",
            description = "Example keys shown per group (default: ${DEFAULT-VALUE}).")
    int examples;

    @Option(names = "--format", paramLabel = "text|json", defaultValue = "text",
            description = "Report for people (text, silent when clean) or for machines (json, format tenantdesk-lint/1).")
    Format format;

    @Option(names = "--strict-ttl", description = "Count items past their TTL as findings (exit code 1).")
    boolean strictTtl;

    @Option(names = {"-q", "--quiet"}, description = "No progress on stderr.")
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
        List<String> chosen = chosenTables(platform);
        ProgressLine progress = new ProgressLine(context.err(), context.stderrTerminal() && !quiet);
        Connection open = new ConnectionOpener(context).open(connection, platform, chosen);
        ExecutorService pool = Executors.newFixedThreadPool(2 * segments, Daemons.named("tenantdesk-scan"));
        LintReport report;
        try {
            Linter linter = new Linter(new TableScanner(open, platform, pool), platform, open.label());
            report = linter.lint(new LintRequest(chosen, segments, examples, context.clock().instant(), strictTtl),
                    progressOf(progress), new CancelToken());
        } catch (RuntimeException e) {
            progress.clear();
            throw e;
        } finally {
            pool.shutdownNow();
            open.close();
        }
        progress.finish(String.format(Locale.ROOT, "lint %s: %,d items in %d table%s, %s (%.1f s)", platform.id(),
                report.items(), report.tables().size(), report.tables().size() == 1 ? "" : "s",
                report.clean() ? "clean" : report.findings() + " findings", report.elapsed().toMillis() / 1000.0));
        write(report);
        return report.exitCode();
    }

    private List<String> chosenTables(PlatformDescriptor platform) {
        if (tables.isEmpty()) {
            return List.copyOf(platform.tables().keySet());
        }
        List<String> unknown = tables.stream().filter(t -> platform.table(t).isEmpty()).toList();
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
                line.update(String.format(Locale.ROOT, "%s: %,d items so far (%.1f s)", table, items, elapsed.toMillis() / 1000.0));
            }

            @Override
            public void finished(TableReport table) {
                line.finish(String.format(Locale.ROOT, "%s: %,d items, %,d findings (%.1f s)", table.table(),
                        table.items(), table.findings(), table.elapsed().toMillis() / 1000.0));
            }
        };
    }

    private void write(LintReport report) {
        try {
            if (format == Format.JSON) {
                new LintJson().write(report, context.out());
            } else {
                PrintWriter out = new PrintWriter(new OutputStreamWriter(context.out(), StandardCharsets.UTF_8));
                new LintText().write(report, out);
                out.flush();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the report", e);
        }
        context.out().flush();
    }
}
