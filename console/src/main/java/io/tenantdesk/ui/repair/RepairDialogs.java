package io.tenantdesk.ui.repair;

import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.ui.common.DialogService;
import io.tenantdesk.ui.dialogs.ChangeDialog;
import java.util.List;
import java.util.Optional;

/** What a repair asks the user; view-model tests answer it from a script. Called on the UI thread. */
public interface RepairDialogs {

    /**
     * Shows the repair's change as a diff, with the fix for each of the item's problems above it, and asks for a
     * reason.
     *
     * @return the reason, or empty when the user cancels
     */
    Optional<String> confirmRepair(String title, List<String> fixes, ItemWrite change);

    /** The repair's questions as dialogs shown through {@code dialogs}. */
    static RepairDialogs shownBy(DialogService dialogs) {
        return (title, fixes, change) -> dialogs.showCustomDialog(ChangeDialog.confirming(
                title,
                change,
                "The repair " + (fixes.size() == 1 ? "fixes" : "makes these " + fixes.size() + " fixes") + ":\n• "
                        + String.join("\n• ", fixes)));
    }
}
