package io.tenantdesk.ui.itemform;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.ui.common.Shortcuts;
import java.util.List;

/** Where a form stands, and what that allows and says: its commands, its title, its banner and Save's hint. */
record FormState(boolean readOnly, boolean deleted, boolean busy, boolean valid, boolean dirty, boolean isNew) {

    boolean writable() {
        return !readOnly && !deleted && !busy;
    }

    boolean canSave() {
        return writable() && valid && (dirty || isNew);
    }

    boolean canDelete() {
        return writable() && !isNew;
    }

    boolean canDuplicate() {
        return !readOnly && !busy && !isNew;
    }

    String title(EntityDef entity, String key) {
        return (isNew ? "New " + EntityNames.inSentence(entity) : EntityNames.singular(entity))
                + (key.isEmpty() ? "" : " " + key)
                + (deleted ? " (deleted)" : "");
    }

    String banner() {
        return readOnly
                ? "Read-only connection: this item can be looked at, not changed."
                : deleted ? "This item has been deleted. Close the tab, or duplicate it as new." : "";
    }

    /** Why Save is not offered, or what it does; {@code status} while busy, {@code problems} while invalid. */
    String saveHint(String status, List<String> problems) {
        return readOnly
                ? "The connection is read-only"
                : deleted
                        ? "The item has been deleted"
                        : busy
                                ? status
                                : !valid
                                        ? "Fix first:\n• " + String.join("\n• ", problems)
                                        : !dirty && !isNew
                                                ? "No changes to save"
                                                : Shortcuts.named("Save", Shortcuts.SAVE)
                                                        + ": shows the change to confirm, with a reason";
    }
}
