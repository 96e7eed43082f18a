package io.tenantdesk.ui.bulk;

import io.tenantdesk.ui.common.DialogLook;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.VBox;

/**
 * Long work on many items: how far it got, and Cancel, which stops it before the next item. A batch being written, or
 * a corrections file being read before anything is written. Not modal to the work.
 */
final class BatchProgressDialog implements BulkDialogs.BatchProgressView, BulkDialogs.ReadProgressView {

    private final Dialog<Void> dialog;
    private final ProgressBar bar = new ProgressBar(0);
    private final Label count = new Label();
    private boolean closing;

    private BatchProgressDialog(
            DialogLook look, String title, String header, String note, String cancelling, Runnable cancel) {
        dialog = look.apply(new Dialog<>(), title, "batch-progress-pane");
        dialog.setHeaderText(header);
        bar.setId("batchProgress");
        bar.setMaxWidth(Double.MAX_VALUE);
        count.setId("batchProgressCount");
        Label legend = new Label(note);
        legend.setWrapText(true);
        legend.getStyleClass().add("dialog-legend");
        VBox body = new VBox(8, bar, count, legend);
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
                dialog.setHeaderText(cancelling);
                dialog.getDialogPane().lookupButton(stop).setDisable(true);
            }
        });
    }

    static BatchProgressDialog writing(DialogLook look, String title, int total, Runnable cancel) {
        BatchProgressDialog shown = new BatchProgressDialog(
                look,
                title,
                "Writing " + total + (total == 1 ? " item" : " items") + "…",
                "Cancel stops before the next item: what is written stays "
                        + "written and journalled, the rest is left as it is.",
                "Cancelling: the item being written finishes " + "first…",
                cancel);
        shown.progress(0, total);
        shown.dialog.show();
        return shown;
    }

    static BatchProgressDialog reading(DialogLook look, String title, String header, Runnable cancel) {
        BatchProgressDialog shown = new BatchProgressDialog(
                look,
                title,
                header,
                "Nothing is written until you have " + "seen the plan and confirmed it.",
                "Cancelling…",
                cancel);
        shown.progress(0, "Starting…");
        shown.dialog.show();
        return shown;
    }

    @Override
    public void progress(int done, int total) {
        progress(total == 0 ? 1 : (double) done / total, done + " of " + total + " done");
    }

    @Override
    public void progress(double fraction, String text) {
        bar.setProgress(fraction);
        count.setText(text);
    }

    @Override
    public void close() {
        closing = true;
        dialog.close();
    }
}
