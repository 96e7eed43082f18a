package io.tenantdesk.ui.dialogs;

/**
 * The delete dialog's rule as a pure function: Delete is enabled only when the item's key is typed exactly
 * (surrounding spaces forgiven) and a reason is given.
 */
public record DeleteConfirmation(String expected) {

    public boolean allows(String typed, String reason) {
        return typed != null && typed.strip().equals(expected) && hasReason(reason);
    }

    /** A reason is required for every write; blank text is not one. */
    public static boolean hasReason(String reason) {
        return reason != null && !reason.isBlank();
    }
}
