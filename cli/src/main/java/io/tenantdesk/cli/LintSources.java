package io.tenantdesk.cli;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.ItemSource;
import io.tenantdesk.store.TableScanner;
import io.tenantdesk.tableexport.ExportFiles;
import io.tenantdesk.tableexport.ExportManifest;
import io.tenantdesk.tableexport.ExportSource;
import io.tenantdesk.tableexport.FolderFiles;
import io.tenantdesk.tableexport.ManifestReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * Opens what lint reads: the platform's live tables on a read-only connection, or a DynamoDB export of one of
 * them (a folder, or an {@code s3://} URL read through the SDK).
 */
final class LintSources {

    /**
     * An open source and what it holds open.
     *
     * @param moment the moment its items show the table at: now for the live table, the export time for an export
     */
    record Opened(ItemSource items, Instant moment, AutoCloseable resources) implements AutoCloseable {
        @Override
        public void close() {
            try {
                resources.close();
            } catch (Exception e) {
                // the run's own outcome is what matters; nothing is written by these resources
            }
        }
    }

    private final CliContext context;

    LintSources(CliContext context) {
        this.context = context;
    }

    Opened tables(ConnectionOptions options, PlatformDescriptor platform, List<String> tables, Executor pool) {
        Connection open = new ConnectionOpener(context).open(options, platform, tables);
        return new Opened(
                new TableScanner(open, platform, pool), context.clock().instant(), open);
    }

    /** @param location the folder holding manifest-summary.json (or that file), or its s3:// URL */
    Opened export(
            String location,
            String s3Endpoint,
            ConnectionOptions options,
            PlatformDescriptor platform,
            String table,
            Executor pool) {
        ExportFiles files;
        AutoCloseable connection = () -> {};
        if (location.startsWith("s3://")) {
            S3Exports.Opened s3 = new S3Exports(context).open(location, s3Endpoint, options, platform);
            files = s3.files();
            connection = s3.connection();
        } else {
            files = folder(location);
        }
        AutoCloseable used = connection;
        AutoCloseable resources = () -> {
            files.close();
            used.close();
        };
        try {
            ExportManifest manifest = new ManifestReader().read(files);
            return new Opened(
                    new ExportSource(files, manifest, table, platform, pool), manifest.exportTime(), resources);
        } catch (IOException e) {
            new Opened(null, null, resources).close();
            throw new CliFailure("cannot read the export at " + files.location() + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            new Opened(null, null, resources).close();
            throw e;
        }
    }

    private static FolderFiles folder(String location) {
        Path path = Path.of(location);
        Path folder =
                path.endsWith(ManifestReader.SUMMARY) ? path.toAbsolutePath().getParent() : path;
        if (!Files.isDirectory(folder)) {
            throw new CliFailure("--export " + location + ": no such folder (name the folder holding "
                    + ManifestReader.SUMMARY + ", or its s3:// URL)");
        }
        return new FolderFiles(folder);
    }
}
