package io.tenantdesk.ui.approvals;

import io.tenantdesk.store.StoreException;
import io.tenantdesk.ui.common.DialogService;

/** Tells the user that a write was proposed for a second person's approval instead of sent. */
public final class ProposedWrites {

    public static final String TITLE = "Proposed; waiting for approval";

    private ProposedWrites() {}

    /** True, having told the user, when {@code failure} is a write proposed for approval rather than a failure. */
    public static boolean told(DialogService dialogs, Throwable failure) {
        if (failure instanceof StoreException e && e.kind() == StoreException.Kind.PROPOSED) {
            dialogs.showInfo(TITLE, e.getMessage());
            return true;
        }
        return false;
    }
}
