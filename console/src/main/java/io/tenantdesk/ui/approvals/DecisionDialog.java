package io.tenantdesk.ui.approvals;

import io.tenantdesk.ui.common.CustomDialog;
import io.tenantdesk.ui.common.DialogLook;
import io.tenantdesk.ui.dialogs.ChangeDialog;
import java.util.Optional;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;

/** Approve…, Reject… and Withdraw…: what the decision does, and the comment it is recorded with. */
final class DecisionDialog {

    private DecisionDialog() {}

    /**
     * @param verb the button that decides, e.g. "Approve"
     * @return a dialog whose answer is the comment, or empty when the user cancels
     */
    static CustomDialog<Optional<String>> asking(String title, String question, String verb) {
        return look -> show(look, title, question, verb);
    }

    private static Optional<String> show(DialogLook look, String title, String question, String verb) {
        Dialog<String> dialog = look.apply(new Dialog<>(), title, "decision-dialog-pane");
        dialog.setHeaderText(title + "?");
        Label what = new Label(question);
        what.setWrapText(true);
        TextField comment = new TextField();
        comment.setId("decisionComment");
        comment.setPromptText("required");
        Label label = new Label("Comment");
        label.setLabelFor(comment);
        label.getStyleClass().add("field-label");
        VBox body = new VBox(8, what, label, comment);
        body.getStyleClass().add("td-dialog-body");
        body.setPrefWidth(520);
        dialog.getDialogPane().setContent(body);
        return ChangeDialog.askReason(dialog, verb, comment);
    }
}
