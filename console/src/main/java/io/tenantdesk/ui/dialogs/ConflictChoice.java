package io.tenantdesk.ui.dialogs;

/** What the user chose when their save lost a race, or when whether it was applied is unknown. */
public enum ConflictChoice {
    /** Discard my edits and take the item as it is now. */
    TAKE_THEIRS,
    /** Keep my edits, put them on top of the current item, and show the diff again. */
    REAPPLY_MINE,
    CANCEL
}
