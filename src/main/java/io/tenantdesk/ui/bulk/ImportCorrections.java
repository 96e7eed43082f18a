package io.tenantdesk.ui.bulk;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.export.CorrectionReader;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.store.ImportPlan;
import io.tenantdesk.ui.common.ConsoleContext;
import io.tenantdesk.ui.common.DialogService;
import java.nio.file.Path;
import java.util.List;

/**
 * Import corrections: a file in an entity export's own format (CSV, JSON lines or a JSON array), edited, read back
 * and planned against the items as they are now in the background (progress, Cancel), then confirmed and written as
 * one batch like any correction of many items: creates where no item has the key, updates of what differs, each
 * conditional on its item as read, journalled under one batch id. A broken file names its line and nothing is written.
 */
public final class ImportCorrections {

    /** Progress is told every this many lines, so a large file does not flood the UI thread. */
    private static final int PROGRESS_EVERY = 25;
    static final List<String> EXTENSIONS = List.of("csv", "jsonl", "json", "gz");

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
        ctx.dialogs().chooseOpenFile("Import corrections to " + EntityNames.plural(entity), EXTENSIONS)
                .ifPresent(file -> plan(entity, file));
    }

    /** Plans {@code file} in the background, then asks to confirm the plan. Call on the UI thread. */
    public void plan(EntityDef entity, Path file) {
        CancelToken cancel = new CancelToken();
        DialogService.ReadProgressView view = ctx.dialogs().showReadProgress("Import corrections", "Reading "
                + file.getFileName() + " and the items it names…", cancel::cancel);
        ctx.tasks().run(token -> read(entity, file, view, token), cancel, plan -> {
            view.close();
            planned(plan);
        }, e -> {
            view.close();
            ctx.dialogs().showError("Nothing imported", e.getMessage() + "\nNothing was written.");
        });
    }

    private ImportPlan read(EntityDef entity, Path file, DialogService.ReadProgressView view, CancelToken cancel) {
        try (CorrectionReader reader = CorrectionReader.open(file, entity)) {
            int[] lines = {0};
            return ctx.store().imports(entity).plan(file.getFileName().toString(), reader, () -> {
                if (++lines[0] % PROGRESS_EVERY == 0) {
                    double fraction = reader.fractionRead();
                    String text = String.format("%,d lines planned", lines[0]);
                    ctx.executors().ui().execute(() -> view.progress(fraction, text));
                }
            }, cancel);
        }
    }

    private void planned(ImportPlan plan) {
        if (plan.cancelled()) {
            ctx.dialogs().showInfo("Import cancelled", "Reading " + plan.source() + " stopped after "
                    + (plan.creates() + plan.updates() + plan.unchanged() + plan.rejected().size())
                    + " lines. Nothing was written.");
            return;
        }
        batches.confirmAndWrite("Import " + plan.source(), plan.asBatch());
    }
}
