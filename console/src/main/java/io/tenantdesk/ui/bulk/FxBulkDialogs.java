package io.tenantdesk.ui.bulk;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.BulkPlan;
import io.tenantdesk.ui.common.DialogService;
import java.util.List;
import java.util.Optional;

/** A correction of many items asked and shown in the console's batch dialogs. */
final class FxBulkDialogs implements BulkDialogs {

    private final DialogService dialogs;

    FxBulkDialogs(DialogService dialogs) {
        this.dialogs = dialogs;
    }

    @Override
    public Optional<FieldEdit> askFieldEdit(String title, List<AttributeSpec> fields) {
        return dialogs.showCustomDialog(look -> new FieldEditDialog(fields).show(look, title));
    }

    @Override
    public Optional<String> confirmBatch(String title, BulkPlan plan) {
        String verb = plan.action().equals("Delete") ? "Delete" : "Apply";
        return dialogs.showCustomDialog(look -> new BatchDialog(plan).show(look, title, verb));
    }

    @Override
    public BatchProgressView showBatchProgress(String title, int total, Runnable cancel) {
        return dialogs.showCustomDialog(look -> BatchProgressDialog.writing(look, title, total, cancel));
    }

    @Override
    public ReadProgressView showReadProgress(String title, String header, Runnable cancel) {
        return dialogs.showCustomDialog(look -> BatchProgressDialog.reading(look, title, header, cancel));
    }

    @Override
    public boolean showBatchOutcome(String title, BatchOutcome outcome) {
        return dialogs.showCustomDialog(look -> new BatchOutcomeDialog(outcome).show(look, title));
    }
}
