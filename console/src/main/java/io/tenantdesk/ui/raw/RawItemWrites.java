package io.tenantdesk.ui.raw;

import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.ui.approvals.ProposedWrites;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.dialogs.ConflictChoice;
import io.tenantdesk.ui.itemform.ItemDialogs;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The raw editor's writes: save (the diff confirmed with a reason, written in the background), the conflict when
 * someone else got there first, delete with the key typed, reload. Every failure keeps the text as typed.
 */
final class RawItemWrites {

    private static final String KEPT = "\n\nYour text is kept in the editor.";

    private final ConsoleContext ctx;
    private final RawItemViewModel editor;
    private final ItemDialogs dialogs;

    RawItemWrites(ConsoleContext ctx, RawItemViewModel editor, ItemDialogs dialogs) {
        this.ctx = ctx;
        this.editor = editor;
        this.dialogs = dialogs;
    }

    /** @param then what to do with the item as saved, or null */
    void save(Consumer<EntityRow> then) {
        if (ctx.readOnly()) {
            ctx.dialogs().showError("Read-only connection", "This connection is read-only: nothing can be saved.");
            return;
        }
        if (editor.busyProperty().get() || editor.deletedProperty().get()) {
            return;
        }
        Optional<ItemWrite> plan = editor.plan();
        if (plan.isEmpty() || !plan.get().valid()) {
            ctx.dialogs().showError("Not saved yet", "Fix these first:\n• " + String.join("\n• ", editor.problems()));
            return;
        }
        if (plan.get().changes().isEmpty()) {
            ctx.dialogs().showInfo("Nothing to save", "The item is unchanged.");
            return;
        }
        Optional<String> reason = dialogs.confirmChange(editor.titleProperty().get(), plan.get());
        if (reason.isEmpty()) {
            editor.setStatus("Not saved; your text is kept");
            return;
        }
        editor.setBusy(true, "Saving…");
        inBackground(
                () -> ctx.store().apply(plan.get(), reason.get()).item().orElseThrow(),
                saved -> {
                    editor.setBusy(false, "Saved at " + editor.now());
                    editor.showLoaded(saved);
                    if (then != null) {
                        then.accept(saved);
                    }
                },
                e -> saveFailed(e, plan.get(), then));
    }

    private void saveFailed(StoreException e, ItemWrite plan, Consumer<EntityRow> then) {
        if (ProposedWrites.told(ctx.dialogs(), e)) {
            return;
        }
        if (e.kind() != StoreException.Kind.CONFLICT) {
            ctx.dialogs().showError("Not saved", e.getMessage() + KEPT);
            return;
        }
        Optional<EntityRow> current = e.current();
        ConflictChoice choice = dialogs.resolveConflict(
                "Conflict: " + editor.titleProperty().get(),
                plan.entity(),
                plan.afterImage().orElseThrow(),
                current);
        switch (choice) {
            case TAKE_THEIRS -> {
                if (current.isPresent() && plan.key().isKeyOf(current.get().item())) {
                    editor.showLoaded(current.get());
                    editor.setStatus("Showing the item as it is now; your edits were discarded");
                } else {
                    editor.markDeleted();
                    editor.setStatus(
                            current.isPresent()
                                    ? "Another item already has the new key; nothing was written"
                                    : "The item was deleted by someone else");
                }
            }
            case REAPPLY_MINE -> {
                if (current.isPresent() && plan.key().isKeyOf(current.get().item())) {
                    editor.rebase(current.get());
                    save(then);
                } else {
                    editor.setStatus("Not saved; your text is kept");
                }
            }
            default -> editor.setStatus("Not saved; your text is kept");
        }
    }

    void delete() {
        EntityRow row = editor.loadedRow();
        if (ctx.readOnly()
                || editor.busyProperty().get()
                || editor.deletedProperty().get()) {
            return;
        }
        String what = row.entity().map(en -> en.name()).orElse("Unrecognised item") + " "
                + ctx.store()
                        .platform()
                        .table(row.table())
                        .flatMap(t -> PrimaryKey.find(t, row.item()))
                        .map(k -> k.describe(" = ", ", ", PrimaryKey::text))
                        .orElse("")
                + (editor.dirtyProperty().get() ? "\nYour unsaved edits to it will be lost." : "");
        Optional<String> reason =
                dialogs.confirmDelete("Delete " + editor.titleProperty().get(), what, editor.keyText());
        if (reason.isEmpty()) {
            return;
        }
        editor.setBusy(true, "Deleting…");
        inBackground(
                () -> {
                    ctx.store().apply(ctx.store().planDelete(row), reason.get());
                    return row;
                },
                gone -> {
                    editor.setBusy(false, "Deleted at " + editor.now());
                    editor.markDeleted();
                },
                e -> {
                    if (ProposedWrites.told(ctx.dialogs(), e)) {
                        return;
                    }
                    if (e.kind() == StoreException.Kind.CONFLICT && e.current().isEmpty()) {
                        editor.markDeleted();
                        ctx.dialogs().showInfo("Already deleted", "Someone deleted this item before you did.");
                    } else if (e.kind() == StoreException.Kind.CONFLICT
                            && !editor.dirtyProperty().get()) {
                        editor.showLoaded(e.current().get());
                        ctx.dialogs()
                                .showError(
                                        "Not deleted",
                                        e.getMessage()
                                                + "\n\nThe editor now shows the item as it is now; delete again if you still mean to.");
                    } else {
                        ctx.dialogs().showError("Not deleted", e.getMessage() + KEPT);
                    }
                });
    }

    void reload() {
        if (editor.busyProperty().get()) {
            return;
        }
        if (editor.dirtyProperty().get()
                && !ctx.dialogs()
                        .confirm(
                                "Reload",
                                "Discard your edits to "
                                        + editor.titleProperty().get() + " and read the item again?",
                                "Discard and reload")) {
            return;
        }
        editor.setBusy(true, "Reloading…");
        inBackground(
                () -> ctx.store().reload(editor.loadedRow()),
                current -> {
                    editor.setBusy(false, "Reloaded at " + editor.now());
                    if (current.isPresent()) {
                        editor.showLoaded(current.get());
                    } else {
                        editor.markDeleted();
                    }
                },
                e -> ctx.dialogs().showError("Could not reload", e.getMessage()));
    }

    private <T> void inBackground(Supplier<T> work, Consumer<T> done, Consumer<StoreException> failed) {
        ctx.tasks().run(work, done, e -> {
            editor.setBusy(false, "");
            if (e instanceof StoreException store) {
                failed.accept(store);
            } else {
                ctx.dialogs().showError("Unexpected error", e.getMessage() + KEPT);
            }
        });
    }
}
