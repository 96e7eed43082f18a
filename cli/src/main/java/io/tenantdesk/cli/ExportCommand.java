package io.tenantdesk.cli;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.concurrent.Daemons;
import io.tenantdesk.export.ExportFormat;
import io.tenantdesk.export.RowExporter;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.RangePattern;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.LoadSummary;
import io.tenantdesk.store.Scope;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** {@code tenantdesk export}: one entity's rows, read the way the design intends, streamed to a file or stdout. */
@Command(
        name = "export",
        header = "Export one entity's rows as CSV, JSON or JSON lines (read-only).",
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "Exports an entity's rows through its declared access pattern (a Query wherever the design has one;"
                    + " a declared full scan is announced on stderr). Ids parsed out of the keys are columns;"
                    + " secrets are masked; a `problems` column names what a row breaks, and `_exported` holds"
                    + " the row's values as exported, for an import to tell the edited cells. Rows are written as"
                    + " they arrive. In CSV, text a spreadsheet would run as a formula starts with ' and hidden"
                    + " characters are escaped (\\u202e), as a note on stderr says; an import reads them back as"
                    + " they were. Only reads.",
            "Exit codes: 0 exported, 2 could not run."
        })
final class ExportCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Mixin
    ConnectionOptions connection;

    @Option(names = "--entity", required = true, paramLabel = "E", description = "The entity, e.g. License.")
    String entity;

    @Option(names = "--tenant", paramLabel = "ID", description = "Only this tenant's rows.")
    String tenant;

    @Option(names = "--range", paramLabel = "NAME", description = "One of the entity's declared ranges.")
    String range;

    @Option(names = "--param", paramLabel = "NAME=VALUE", description = "A parameter of --range (repeatable).")
    Map<String, String> parameters = new LinkedHashMap<>();

    @Option(
            names = "--format",
            required = true,
            paramLabel = "csv|json|jsonl",
            converter = FormatConverter.class,
            description = "CSV with a header, a JSON array, or one JSON object per line.")
    ExportFormat format;

    @Option(
            names = "--out",
            paramLabel = "FILE",
            description = "Write here (replaced only once the export is complete); default: standard output.")
    Path out;

    @Option(
            names = {"-q", "--quiet"},
            description = "No progress and no full-scan note on stderr.")
    boolean quiet;

    private final CliContext context;

    ExportCommand(CliContext context) {
        this.context = context;
    }

    /** Lower-case format names on the command line. */
    static final class FormatConverter implements ITypeConverter<ExportFormat> {
        @Override
        public ExportFormat convert(String value) {
            return ExportFormat.fromName(value)
                    .orElseThrow(() -> new TypeConversionException("`" + value + "` is not csv, json or jsonl"));
        }
    }

    @Override
    public Integer call() {
        PlatformDescriptor platform = new PlatformResolver(new DescriptorLoader()).resolve(connection.platform);
        EntityDef def = entityOf(platform);
        Scope scope = scopeOf(def);
        ProgressLine progress = new ProgressLine(context.err(), context.stderrTerminal() && !quiet);
        Connection open = new ConnectionOpener(context)
                .open(connection, platform, List.of(def.table().name()));
        ExecutorService readAhead = Executors.newSingleThreadExecutor(Daemons.named("tenantdesk-export"));
        try (OutputTarget target = out == null ? OutputTarget.stdout(context.out()) : OutputTarget.file(out)) {
            EntityStore store = new EntityStore(
                    open, platform, new NoWrites("tenantdesk export"), context.clock(), "tenantdesk-cli", readAhead);
            if (store.isFullScan(def, scope) && !quiet) {
                context.err()
                        .println("tenantdesk export: note: " + store.describe(def, scope)
                                + "; every item of the table is read.");
            }
            CancelToken cancel = new CancelToken();
            LoadSummary summary;
            long repaired;
            Optional<String> neutralised;
            try (RowExporter exporter = RowExporter.open(format, def, target.stream())) {
                summary = store.list(
                        def,
                        scope,
                        null,
                        page -> {
                            page.rows().forEach(exporter::write);
                            progress.update(String.format(
                                    Locale.ROOT,
                                    "%s: %,d rows so far (%.1f s)",
                                    def.name(),
                                    page.rowsSoFar(),
                                    page.elapsed().toMillis() / 1000.0));
                            if (target.broken()) {
                                cancel.cancel();
                            }
                        },
                        cancel);
                repaired = exporter.repaired();
                neutralised = exporter.neutralisedNote();
            }
            if (summary.cancelled()) {
                throw new CliFailure(
                        "standard output was closed; the export stopped after " + summary.rows() + " rows");
            }
            target.commit();
            if (summary.nothingToRead() && !quiet) {
                progress.clear();
                context.err().println("tenantdesk export: note: " + summary.description());
            }
            if (repaired > 0) {
                progress.clear();
                context.err()
                        .println(String.format(
                                Locale.ROOT,
                                "tenantdesk export: note: %,d row%s held text that is"
                                        + " not valid Unicode (unpaired surrogates), exported with U+FFFD in its place; the problems"
                                        + " column says which fields",
                                repaired,
                                repaired == 1 ? "" : "s"));
            }
            neutralised.ifPresent(note -> {
                progress.clear();
                context.err().println("tenantdesk export: note: " + note);
            });
            progress.finish(String.format(
                    Locale.ROOT,
                    "%s: %,d rows exported%s (%.1f s)",
                    def.name(),
                    summary.rows(),
                    out == null ? "" : " to " + out,
                    summary.elapsed().toMillis() / 1000.0));
            return 0;
        } catch (RuntimeException e) {
            progress.clear();
            throw e;
        } finally {
            readAhead.shutdownNow();
            open.close();
        }
    }

    private EntityDef entityOf(PlatformDescriptor platform) {
        return platform.entity(entity)
                .orElseThrow(() -> new CliFailure("platform " + platform.id()
                        + " has no entity `" + entity + "`; its entities: "
                        + platform.entities().stream().map(EntityDef::name).collect(Collectors.joining(", "))));
    }

    private Scope scopeOf(EntityDef def) {
        if (tenant != null && range != null) {
            throw new CliFailure("choose --tenant or --range, not both");
        }
        if (!parameters.isEmpty() && range == null) {
            throw new CliFailure("--param belongs to a --range");
        }
        if (tenant != null) {
            if (def.byTenant().isEmpty()) {
                throw new CliFailure(def.name() + " has no declared way to read one tenant's items; export all of them"
                        + " or use a --range");
            }
            return Scope.tenant(tenant);
        }
        if (range == null) {
            return Scope.all();
        }
        RangePattern pattern = def.ranges().get(range);
        if (pattern == null) {
            throw new CliFailure(def.name() + " has no range `" + range + "`; its ranges: "
                    + (def.ranges().isEmpty()
                            ? "none"
                            : String.join(", ", def.ranges().keySet())));
        }
        List<String> missing = pattern.parameters().stream()
                .filter(p -> !parameters.containsKey(p))
                .toList();
        List<String> unknown = parameters.keySet().stream()
                .filter(p -> !pattern.parameters().contains(p))
                .toList();
        if (!missing.isEmpty() || !unknown.isEmpty()) {
            throw new CliFailure("range `" + range + "` takes "
                    + (pattern.parameters().isEmpty()
                            ? "no parameters"
                            : "--param "
                                    + pattern.parameters().stream()
                                            .map(p -> p + "=…")
                                            .collect(Collectors.joining(" --param ")))
                    + (missing.isEmpty() ? "" : "; missing: " + String.join(", ", missing))
                    + (unknown.isEmpty() ? "" : "; not a parameter: " + String.join(", ", unknown)));
        }
        return Scope.range(range, parameters);
    }
}
