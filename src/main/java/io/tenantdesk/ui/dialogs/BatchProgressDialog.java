package io.tenantdesk.ui.dialogs;

import io.tenantdesk.ui.common.DialogService;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.VBox;

/** A batch being written: how far it got, and Cancel, which stops it before the next item. Not modal to the work. */
final class BatchProgressDialog implements DialogService.BatchProgressView {

    private final Dialog<Void> dialog;
    private final ProgressBar bar = new ProgressBar(0);
    private final Label count = new Label();
    private boolean closing;

    BatchProgressDialog(DialogLook look, String title, int total, Runnable cancel) {
        dialog = look.apply(new Dialog<>(), title, "batch-progress-pane");
        dialog.setHeaderText("Writing " + total + (total == 1 ? " item" : " items") + "…");
        bar.setId("batchProgress");
        bar.setMaxWidth(Double.MAX_VALUE);
        count.setId("batchProgressCount");
        progress(0, total);
        VBox body = new VBox(8, bar, count, new Label("Cancel stops before the next item: what is written stays "
                + "written and journalled, the rest is left as it is."));
        body.getStyleClass().add("td-dialog-body");
        body.setPrefWidth(480);
        dialog.getDialogPane().setContent(body);
        ButtonType stop = new ButtonType("Cancel", ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().add(stop);
        dialog.getDialogPane().lookupButton(stop).setId("cancelBatch");
        dialog.setOnCloseRequest(e -> {
            if (!closing) {
                e.consume();
                cancel.run();
                dialog.setHeaderText("Cancelling: the item being written finishes first…");
                dialog.getDialogPane().lookupButton(stop).setDisable(true);
            }
        });
        dialog.show();
    }

    @Override
    public void progress(int done, int total) {
        bar.setProgress(total == 0 ? 1 : (double) done / total);
        count.setText(done + " of " + total + " done");
    }

    @Override
    public void close() {
        closing = true;
        dialog.close();
    }
}
