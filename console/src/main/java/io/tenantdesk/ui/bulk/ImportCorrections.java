package io.tenantdesk.ui.bulk;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.export.CorrectionReader;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.store.ImportPlan;
import io.tenantdesk.store.ImportPlanner;
import io.tenantdesk.ui.context.ConsoleContext;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

/**
 * Import corrections: a file in an entity export's own format (CSV, JSON lines or a JSON array) or typed DynamoDB JSON
 * lines, edited, read back and planned against the items as they are now in the background (progress, Cancel), then
 * confirmed and written as one batch like any correction of many items: creates where no item has the key, updates of
 * what differs, each conditional on its item as read, journalled under one batch id. A broken file names its line and
 * nothing is written.
 */
public final class ImportCorrections {

    /** Progress is told every this many lines, so a large file does not flood the UI thread. */
    private static final int PROGRESS_EVERY = 25;

    static final List<String> EXTENSIONS = List.of("csv", "jsonl", "json", "gz");
    static final List<String> TYPED_EXTENSIONS = List.of("jsonl", "json", "gz");

    private final ConsoleContext ctx;
    private final BulkEdits batches;

    /** @param batches confirms and writes the planned batch, as it does every correction of many items */
    public ImportCorrections(ConsoleContext ctx, BulkEdits batches) {
        this.ctx = ctx;
        this.batches = batches;
    }

    /** Asks for a file of corrections to {@code entity}'s items and plans it. Call on the UI thread. */
    public void start(EntityDef entity) {
        if (batches.refusedReadOnly()) {
            return;
        }
        ctx.dialogs()
                .chooseOpenFile("Import corrections to " + EntityNames.plural(entity), EXTENSIONS)
                .ifPresent(file -> plan(entity, file));
    }

    /**
     * Asks for a file of typed DynamoDB JSON lines, corrections to the items of {@code table} of any entity or of none,
     * and plans it. Call on the UI thread.
     */
    public void start(TableDef table) {
        if (batches.refusedReadOnly()) {
            return;
        }
        ctx.dialogs()
                .chooseOpenFile("Import corrections to " + table.name() + " (DynamoDB JSON lines)", TYPED_EXTENSIONS)
                .ifPresent(file -> plan(table, file));
    }

    /** Plans {@code file} in the background, then asks to confirm the plan. Call on the UI thread. */
    public void plan(EntityDef entity, Path file) {
        plan(file, () -> CorrectionReader.open(file, entity), () -> ctx.store().imports(entity));
    }

    /** Plans a file of typed DynamoDB JSON lines in the background, then asks to confirm. Call on the UI thread. */
    public void plan(TableDef table, Path file) {
        plan(file, () -> CorrectionReader.openTyped(file), () -> ctx.store().imports(table));
    }

    private void plan(Path file, Supplier<CorrectionReader> opening, Supplier<ImportPlanner> planner) {
        CancelToken cancel = new CancelToken();
        BulkDialogs.ReadProgressView view = batches.dialogs()
                .showReadProgress(
                        "Import corrections",
                        "Reading " + file.getFileName() + " and the items it names…",
                        cancel::cancel);
        ctx.tasks()
                .run(
                        token -> read(file, opening, planner, view, token),
                        cancel,
                        plan -> {
                            view.close();
                            planned(plan);
                        },
                        e -> {
                            view.close();
                            ctx.dialogs().showError("Nothing imported", e.getMessage() + "\nNothing was written.");
                        });
    }

    private ImportPlan read(
            Path file,
            Supplier<CorrectionReader> opening,
            Supplier<ImportPlanner> planner,
            BulkDialogs.ReadProgressView view,
            CancelToken cancel) {
        try (CorrectionReader reader = opening.get()) {
            int[] lines = {0};
            return planner.get()
                    .plan(
                            file.getFileName().toString(),
                            reader,
                            () -> {
                                if (++lines[0] % PROGRESS_EVERY == 0) {
                                    double fraction = reader.fractionRead();
                                    String text = String.format("%,d lines planned", lines[0]);
                                    ctx.executors().ui().execute(() -> view.progress(fraction, text));
                                }
                            },
                            cancel);
        }
    }

    private void planned(ImportPlan plan) {
        if (plan.cancelled()) {
            ctx.dialogs()
                    .showInfo(
                            "Import cancelled",
                            "Reading " + plan.source() + " stopped after "
                                    + plan.lines()
                                    + " lines. Nothing was written.");
            return;
        }
        batches.confirmAndWrite("Import " + plan.source(), plan.asBatch());
    }
}
