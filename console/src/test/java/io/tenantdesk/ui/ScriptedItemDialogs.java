package io.tenantdesk.ui;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.ui.dialogs.ConflictChoice;
import io.tenantdesk.ui.itemform.ItemDialogs;
import io.tenantdesk.ui.journal.JournalDialogs;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Answers an item's questions (and the journal's reverts, shown as the same diff) from a {@link ScriptedDialogs}. */
public final class ScriptedItemDialogs implements ItemDialogs, JournalDialogs {

    /** Every change shown to confirm: saves, deletes' diffs, repairs and reverts, in order. */
    public final List<ItemWrite> changesShown = new ArrayList<>();

    private final ScriptedDialogs script;

    ScriptedItemDialogs(ScriptedDialogs script) {
        this.script = script;
    }

    @Override
    public Optional<String> confirmChange(String title, ItemWrite change, String reason) {
        changesShown.add(change);
        return script.text("confirmChange: " + title + (reason.isEmpty() ? "" : " (reason kept: " + reason + ")"));
    }

    @Override
    public Optional<String> confirmRevert(String title, ItemWrite revert) {
        return confirmChange(title, revert);
    }

    @Override
    public Optional<String> confirmRepair(String title, List<String> fixes, ItemWrite change) {
        changesShown.add(change);
        return script.text("confirmRepair: " + title + " " + fixes);
    }

    @Override
    public ConflictChoice resolveConflict(String title, EntityDef entity, Item mine, Optional<EntityRow> current) {
        return (ConflictChoice) script.next("resolveConflict: " + title);
    }

    @Override
    public ConflictChoice resolveUnknownOutcome(
            String title, String message, EntityDef entity, Item mine, Optional<EntityRow> current) {
        script.errors.add(title + ": " + message);
        return (ConflictChoice) script.next("resolveUnknownOutcome: " + title);
    }

    @Override
    public Optional<String> confirmDelete(String title, String what, String expected) {
        return script.text("confirmDelete: " + title + " [" + expected + "]");
    }
}
