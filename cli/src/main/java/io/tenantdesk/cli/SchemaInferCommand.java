package io.tenantdesk.cli;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.host.AtomicFiles;
import io.tenantdesk.infer.LiveDraft;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorException;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.store.StoreException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tenantdesk schema infer}: a descriptor drafted from live tables, every guess noted in it. */
@Command(
        name = "infer",
        header = "Draft a descriptor from live tables (read-only).",
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "Reads each table's key schema, indexes, projections and TTL setting, samples its items with a parallel"
                    + " Scan, groups them into entities by the shape of their keys, names their placeholders and"
                    + " guesses attribute types, index key templates and, where clear, the tenant and credit roles."
                    + " Key shapes of a handful of items that look like another entity's are noted as probably broken"
                    + " items of it, not drafted. The draft loads as a descriptor; its notes list every guess to"
                    + " check. With --platform, the tables it names are read (all of them unless --table picks some),"
                    + " through the table mapping options.",
            "Exit codes: 0 drafted, 2 could not run (the reason on stderr)."
        })
final class SchemaInferCommand implements Callable<Integer> {

    static final int MAX_SAMPLE = 100_000;

    @Mixin
    HelpOption help;

    @Mixin
    ConnectionOptions connection;

    @Option(
            names = "--table",
            paramLabel = "T",
            description = "A table to read (repeatable); with --platform, one of the platform's tables.")
    List<String> tables = new ArrayList<>();

    @Option(
            names = "--sample",
            paramLabel = "N",
            defaultValue = "2000",
            description = "Items to sample per table (default 2000, at most " + MAX_SAMPLE + ").")
    int sample;

    @Option(
            names = "--segments",
            paramLabel = "N",
            defaultValue = "4",
            description = "Parallel Scan segments (1 to 16).")
    int segments;

    @Option(
            names = "--id",
            paramLabel = "ID",
            description = "The draft's platform id (default: drafted, or the --platform's id followed by -draft).")
    String platformId;

    @Option(
            names = "--out",
            paramLabel = "FILE",
            description = "Write here (readable by you only, replaced whole); default: standard output.")
    Path out;

    private final CliContext context;

    SchemaInferCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        if (sample < 1 || sample > MAX_SAMPLE) {
            throw new CliFailure("--sample must be from 1 to " + MAX_SAMPLE);
        }
        if (segments < 1 || segments > 16) {
            throw new CliFailure("--segments must be from 1 to 16");
        }
        PlatformDescriptor platform = connection.platform == null
                ? null
                : new PlatformResolver(new DescriptorLoader()).resolve(connection.platform);
        List<String> read = tablesToRead(platform);
        String id = platformId != null ? platformId : platform != null ? platform.id() + "-draft" : "drafted";
        String draft;
        try (Connection opened = new ConnectionOpener(context).open(connection, platform, read)) {
            draft = new LiveDraft(opened)
                    .draft(id, read, sample, segments, new CancelToken(), progress -> {})
                    .json();
        } catch (StoreException e) {
            throw new CliFailure(e.getMessage(), e);
        } catch (DescriptorException e) {
            throw new CliFailure("the draft does not load, which is a defect of infer: " + e.getMessage(), e);
        }
        if (out == null) {
            context.out().println(draft);
            context.out().flush();
            return 0;
        }
        try {
            AtomicFiles.write(out, (draft + System.lineSeparator()).getBytes(StandardCharsets.UTF_8), true);
        } catch (IOException e) {
            throw new CliFailure("cannot write " + out + ": " + e.getMessage(), e);
        }
        return 0;
    }

    private List<String> tablesToRead(PlatformDescriptor platform) {
        if (platform == null) {
            if (tables.isEmpty()) {
                throw new CliFailure("name the tables to read: --table T (repeatable), or --platform P for every table"
                        + " P's descriptor names");
            }
            return tables;
        }
        for (String table : tables) {
            if (platform.table(table).isEmpty()) {
                throw new CliFailure(
                        "--table " + table + ": platform " + platform.id() + " has no such table; its tables: "
                                + String.join(", ", platform.tables().keySet()));
            }
        }
        return tables.isEmpty() ? List.copyOf(platform.tables().keySet()) : tables;
    }
}
