package io.tenantdesk.ui.rows;

import io.tenantdesk.export.ExportFile;
import io.tenantdesk.export.ExportFormat;
import io.tenantdesk.export.RowExporter;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.context.ConsoleContext;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongConsumer;

/**
 * Exports rows already loaded to a file the user chooses, through {@link RowExporter} (CSV via
 * jackson-dataformat-csv, or JSON; secrets masked) into an {@link ExportFile} (owner-only, in place only once
 * complete). The rows are taken on the UI thread, the file is written as a background task (a large one telling how
 * far it got), and the outcome is told in words.
 */
public final class RowExport {

    /** A large export says how far it got every this many rows. */
    private static final int PROGRESS_EVERY = 10_000;

    private final ConsoleContext ctx;

    public RowExport(ConsoleContext ctx) {
        this.ctx = ctx;
    }

    /**
     * @param entity    the rows' entity (its fields become the columns), or null for rows of no one entity
     * @param what      the rows in words, e.g. "shown rows" or "loaded rows"
     * @param baseName  a file name without extension to suggest, e.g. "licenses-all"
     * @param onOutcome told on the UI thread what happened, e.g. "Exported 12 shown rows to /tmp/a.csv"
     * @return false when the user chose no file
     */
    public boolean export(
            EntityDef entity,
            List<EntityRow> rows,
            String what,
            ExportFormat format,
            String baseName,
            Consumer<String> onOutcome) {
        String ext = format.extension();
        Optional<Path> file = ctx.dialogs()
                .chooseSaveFile(
                        String.format(Locale.ROOT, "Export %,d %s as %s", rows.size(), what, format.name()),
                        safe(baseName) + "." + ext,
                        List.of(ext));
        if (file.isEmpty()) {
            return false;
        }
        Path path = file.get();
        List<EntityRow> snapshot = List.copyOf(rows);
        LongConsumer progress = done -> ctx.executors()
                .ui()
                .execute(() -> onOutcome.accept(
                        String.format(Locale.ROOT, "Exporting… %,d of %,d %s", done, snapshot.size(), what)));
        ctx.tasks()
                .run(
                        () -> write(entity, snapshot, format, path, progress),
                        written -> onOutcome.accept(written.describe(what, path)),
                        e -> {
                            String why = e instanceof UncheckedIOException u
                                    ? u.getCause().toString()
                                    : e.toString();
                            onOutcome.accept("The export failed: " + why);
                            ctx.dialogs().showError("Export failed", "Could not write " + path + ":\n" + why);
                        });
        return true;
    }

    /**
     * What an export wrote: its rows, how many of them held text that had to be repaired, and what its CSV cells made
     * safe for spreadsheets, if any.
     */
    record Written(long rows, long repaired, Optional<String> neutralised) {
        String describe(String what, Path path) {
            StringBuilder done =
                    new StringBuilder(String.format(Locale.ROOT, "Exported %,d %s to %s", rows, what, path));
            if (repaired > 0) {
                done.append(String.format(
                        Locale.ROOT,
                        "; %,d of them held text that is not valid"
                                + " Unicode, exported with U+FFFD in its place (their problems column says where)",
                        repaired));
            }
            neutralised.ifPresent(note -> done.append("; ").append(note));
            return done.toString();
        }
    }

    /**
     * Writes the rows beside the file, owner-only, and moves it into place once complete; on the calling thread,
     * telling {@code progress} how many rows are written every few thousand.
     */
    static Written write(
            EntityDef entity, List<EntityRow> rows, ExportFormat format, Path path, LongConsumer progress) {
        try (ExportFile file = ExportFile.create(path)) {
            RowExporter exporter = RowExporter.open(format, entity, file.stream());
            long done = 0;
            for (EntityRow row : rows) {
                exporter.write(row);
                if (++done % PROGRESS_EVERY == 0) {
                    progress.accept(done);
                }
            }
            exporter.close();
            file.commit();
            return new Written(exporter.written(), exporter.repaired(), exporter.neutralisedNote());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String safe(String name) {
        return name.replaceAll("[^A-Za-z0-9._-]+", "-")
                .replaceAll("-+", "-")
                .replaceAll("^-|-$", "")
                .toLowerCase(Locale.ROOT);
    }
}
