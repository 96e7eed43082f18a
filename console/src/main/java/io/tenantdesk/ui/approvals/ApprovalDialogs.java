package io.tenantdesk.ui.approvals;

import io.tenantdesk.ui.common.DialogService;
import java.util.Optional;

/** The Approvals view's one question: the comment a decision is recorded with. */
public interface ApprovalDialogs {

    /**
     * @param verb the button that decides, e.g. "Approve"
     * @return the comment, or empty when the user cancels
     */
    Optional<String> comment(String title, String question, String verb);

    static ApprovalDialogs shownBy(DialogService dialogs) {
        return (title, question, verb) -> dialogs.showCustomDialog(DecisionDialog.asking(title, question, verb));
    }
}
