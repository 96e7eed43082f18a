package io.tenantdesk.ui.journal;

import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.ui.common.DialogService;
import io.tenantdesk.ui.dialogs.ChangeDialog;
import java.util.Optional;

/** What the journal asks before it takes a write back; view-model tests answer from a script. On the UI thread. */
public interface JournalDialogs {

    /**
     * Shows the revert as a diff, like any change (its write is the inverse of the one it takes back), and asks for a
     * reason.
     *
     * @return the reason, or empty when the user cancels
     */
    Optional<String> confirmRevert(String title, ItemWrite revert);

    /** The question as the console's diff dialog, shown through {@code dialogs}. */
    static JournalDialogs shownBy(DialogService dialogs) {
        return (title, revert) -> dialogs.showCustomDialog(ChangeDialog.confirming(title, revert));
    }
}
