package io.tenantdesk.ui.itemform;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteResult;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.ui.approvals.ProposedWrites;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.dialogs.ConflictChoice;
import io.tenantdesk.ui.repair.ItemRepair;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The form's writes: save (plan, confirm the diff with a reason, write in the background, then show the item as
 * saved), the conflict when someone else got there first, delete, repair, reload and revert. Every failure leaves
 * the user's edits in the form: nothing typed is lost, and what discards them asks first.
 */
final class ItemWrites {

    private static final String KEPT = "\n\nYour edits are kept in the form.";

    private final ConsoleContext ctx;
    private final ItemFormViewModel form;
    private final EntityDef entity;
    private final ItemDialogs dialogs;
    /** The reason typed for a save that met a conflict, offered again when the user re-applies their edits. */
    private String typedReason = "";

    ItemWrites(ConsoleContext ctx, ItemFormViewModel form, ItemDialogs dialogs) {
        this.ctx = ctx;
        this.form = form;
        this.dialogs = dialogs;
        this.entity = form.entity();
    }

    void save() {
        if (ctx.readOnly()) {
            ctx.dialogs().showError("Read-only connection", "This connection is read-only: nothing can be saved.");
            return;
        }
        if (form.busyProperty().get() || form.deletedProperty().get()) {
            return;
        }
        if (!form.validProperty().get()) {
            ctx.dialogs().showError("Not saved yet", "Fix these first:\n• " + String.join("\n• ", form.problems()));
            return;
        }
        Optional<EntityRow> loaded = form.loadedRow();
        Map<String, Value> fields = form.fieldValues();
        ItemWrite plan;
        try {
            plan = loaded.isEmpty()
                    ? ctx.store().planCreate(entity, fields)
                    : ctx.store().planUpdate(loaded.get(), fields);
        } catch (StoreException e) {
            ctx.dialogs().showError("Not saved", e.getMessage() + KEPT);
            return;
        }
        if (!plan.valid()) {
            ctx.dialogs().showError("Not saved: the item would break the design", lines(plan.violations()) + KEPT);
            return;
        }
        if (loaded.isPresent() && plan.changes().isEmpty()) {
            ctx.dialogs().showInfo("Nothing to save", "The item is unchanged.");
            return;
        }
        String title =
                (loaded.isEmpty() ? "Create " : "Save ") + form.titleProperty().get();
        Optional<String> reason = dialogs.confirmChange(title, plan, typedReason);
        typedReason = "";
        if (reason.isEmpty()) {
            form.setStatus("Not saved; your edits are kept");
            return;
        }
        send(loaded.orElse(null), plan, reason.get());
    }

    private void send(EntityRow loaded, ItemWrite plan, String reason) {
        form.setBusy(true, loaded == null ? "Creating…" : "Saving…");
        save(() -> ctx.store().apply(plan, reason), plan, loaded == null, reason);
    }

    private void save(Supplier<WriteResult> write, ItemWrite plan, boolean creating, String reason) {
        inBackground(
                write,
                saved -> {
                    form.setBusy(false, (creating ? "Created" : "Saved") + " at " + now() + readBack(saved));
                    form.showLoaded(saved.item().orElseThrow());
                },
                e -> saveFailed(e, plan, creating, reason));
    }

    /**
     * Offers the one safe way to try a write not applied so far again: the same request, which cannot apply twice
     * should the first one still arrive. Whatever the user chooses, the store keeps checking and the change journal
     * records the outcome.
     *
     * @return true when the user tries again
     */
    private boolean offerRetry(StoreException e, String title) {
        form.setStatus("Not applied so far; the change journal records the outcome once it is known");
        return e.retry().isPresent()
                && ctx.dialogs()
                        .confirm(
                                title,
                                e.getMessage() + "\n\nTry again sends the same request: if the first one arrives after"
                                        + " all, only one of them is applied.",
                                "Try again");
    }

    private void saveFailed(StoreException e, ItemWrite plan, boolean creating, String reason) {
        if (ProposedWrites.told(ctx.dialogs(), e)) {
            form.setStatus(ProposedWrites.TITLE + "; your edits are kept");
            return;
        }
        Item mine = plan.afterImage().orElseThrow();
        switch (e.kind()) {
            case CONFLICT -> {
                if (creating) {
                    keyTaken(e);
                } else {
                    conflict(e, mine, reason);
                }
            }
            case NOT_APPLIED_SO_FAR -> {
                if (offerRetry(e, "Not saved so far: the reply was lost")) {
                    form.setBusy(true, "Trying again…");
                    save(() -> ctx.store().retry(e.retry().orElseThrow()), plan, creating, reason);
                }
            }
            case OUTCOME_UNKNOWN -> {
                form.setStatus("Whether this save was applied is unknown; the change journal records it");
                choose(
                        dialogs.resolveUnknownOutcome(
                                "Saved or not? " + form.titleProperty().get(),
                                e.getMessage(),
                                entity,
                                mine,
                                e.current()),
                        e.current(),
                        reason);
            }
            case VALIDATION -> ctx.dialogs().showError("Not saved: the item breaks the design", e.getMessage() + KEPT);
            case READ_ONLY -> ctx.dialogs().showError("Not saved: read-only connection", e.getMessage() + KEPT);
            case LOGIN_EXPIRED ->
                ctx.dialogs()
                        .showError(
                                "Not saved: signed out",
                                e.getMessage() + "\n\nSign in again, then save: your edits are kept in the form.");
            default -> ctx.dialogs().showError("Not saved", e.getMessage() + KEPT);
        }
    }

    /**
     * A create whose key another item has: nothing was written, and nothing may overwrite that item from here; the
     * user may open it beside the form, which keeps what they typed.
     */
    private void keyTaken(StoreException e) {
        form.setStatus("Not created: an item with this key already exists; your values are kept");
        Optional<EntityRow> existing = e.current();
        if (existing.isEmpty()) {
            ctx.dialogs()
                    .showError(
                            "Not created",
                            "An item with this key already existed when you pressed Create, and "
                                    + "has been deleted since; nothing was written. Create again if you still mean to."
                                    + KEPT);
            return;
        }
        if (ctx.dialogs()
                .confirm(
                        "An item with this key already exists",
                        "An item with this key already exists: "
                                + form.keyText()
                                + ". Nothing was written, and nothing of it is changed.\n\nChange the key to create a new "
                                + "item, or open the existing one." + KEPT,
                        "Open the existing item")) {
            ctx.workspace().openItem(existing.get());
        }
    }

    private void conflict(StoreException e, Item mine, String reason) {
        choose(
                dialogs.resolveConflict("Conflict: " + form.titleProperty().get(), entity, mine, e.current()),
                e.current(),
                reason);
    }

    /**
     * Does what the user chose with their edits and the item as it now is (empty when there is none); re-applied,
     * the edits are confirmed again with the reason already typed.
     */
    private void choose(ConflictChoice choice, Optional<EntityRow> current, String reason) {
        switch (choice) {
            case TAKE_THEIRS -> {
                if (current.isPresent()) {
                    form.showLoaded(current.get());
                    form.setStatus("Showing the item as it is now; your edits were discarded");
                } else {
                    form.markDeleted();
                    form.setStatus("The item was deleted by someone else");
                }
            }
            case REAPPLY_MINE -> {
                Map<String, String> edits = form.editedTexts();
                if (current.isPresent()) {
                    form.rebase(current.get(), edits);
                } else {
                    form.rebaseAsNew();
                }
                typedReason = reason;
                save();
            }
            default -> form.setStatus("Not saved; your edits are kept");
        }
    }

    void delete() {
        Optional<EntityRow> loaded = form.loadedRow();
        if (ctx.readOnly()
                || loaded.isEmpty()
                || form.busyProperty().get()
                || form.deletedProperty().get()) {
            return;
        }
        EntityRow row = loaded.get();
        String what = EntityNames.singular(entity) + " "
                + PrimaryKey.of(entity.table(), row.item()).describe(" = ", ", ", PrimaryKey::text)
                + (form.dirtyProperty().get() ? "\nYour unsaved edits to it will be lost." : "");
        Optional<String> reason =
                dialogs.confirmDelete("Delete " + form.titleProperty().get(), what, form.keyText());
        if (reason.isEmpty()) {
            return;
        }
        form.setBusy(true, "Deleting…");
        delete(() -> ctx.store().apply(ctx.store().planDelete(row), reason.get()));
    }

    private void delete(Supplier<WriteResult> write) {
        inBackground(
                write,
                gone -> {
                    form.setBusy(false, "Deleted at " + now() + readBack(gone));
                    form.markDeleted();
                },
                this::deleteFailed);
    }

    private void deleteFailed(StoreException e) {
        if (ProposedWrites.told(ctx.dialogs(), e)) {
            form.setStatus(ProposedWrites.TITLE);
            return;
        }
        if (e.kind() == StoreException.Kind.NOT_APPLIED_SO_FAR) {
            if (offerRetry(e, "Not deleted so far: the reply was lost")) {
                form.setBusy(true, "Trying again…");
                delete(() -> ctx.store().retry(e.retry().orElseThrow()));
            }
            return;
        }
        if (e.kind() == StoreException.Kind.OUTCOME_UNKNOWN) {
            form.setStatus("Whether this delete was applied is unknown; the change journal records it");
            if (e.current().isPresent() && !form.dirtyProperty().get()) {
                form.showLoaded(e.current().get());
            }
            ctx.dialogs()
                    .showError(
                            "Deleted or not? The outcome is unknown",
                            e.getMessage()
                                    + (e.current().isPresent()
                                                    && !form.dirtyProperty().get()
                                            ? "\n\nThe form shows the item as it is now."
                                            : ""));
            return;
        }
        if (e.kind() != StoreException.Kind.CONFLICT) {
            ctx.dialogs().showError("Not deleted", e.getMessage());
            return;
        }
        if (e.current().isEmpty()) {
            form.markDeleted();
            ctx.dialogs().showInfo("Already deleted", "Someone deleted this item before you did.");
        } else if (form.dirtyProperty().get()) {
            ctx.dialogs()
                    .showError("Not deleted", e.getMessage() + "\n\nReload (F5) to see the item as it is now." + KEPT);
        } else {
            form.showLoaded(e.current().get());
            ctx.dialogs()
                    .showError(
                            "Not deleted",
                            e.getMessage()
                                    + "\n\nThe form now shows the item as it is now; delete again if you still mean to.");
        }
    }

    void reload() {
        Optional<EntityRow> loaded = form.loadedRow();
        if (loaded.isEmpty() || form.busyProperty().get()) {
            return;
        }
        if (form.dirtyProperty().get()
                && !ctx.dialogs()
                        .confirm(
                                "Reload",
                                "Discard your edits to " + form.titleProperty().get() + " and read the item again?",
                                "Discard and reload")) {
            return;
        }
        form.setBusy(true, "Reloading…");
        inBackground(
                () -> ctx.store().reload(loaded.get()),
                current -> {
                    form.setBusy(false, "Reloaded at " + now());
                    if (current.isPresent()) {
                        form.showLoaded(current.get());
                    } else {
                        form.markDeleted();
                    }
                },
                e -> ctx.dialogs().showError("Could not reload", e.getMessage()));
    }

    /**
     * Runs {@code work} on a worker thread and hands its result or failure to the UI thread; an expired SSO
     * sign-in is offered a new login and the work is retried, the form's edits untouched meanwhile.
     */
    /** Back to the item as loaded, after asking when there are edits. */
    void revert() {
        if (!form.dirtyProperty().get()) {
            return;
        }
        if (ctx.dialogs()
                .confirm(
                        "Discard edits",
                        "Discard your edits to " + form.titleProperty().get() + "?",
                        "Discard edits")) {
            form.resetToLoaded();
        }
    }

    /** Repairs the item as loaded; repairing discards the edits, so it asks first when there are some. */
    void repair() {
        Optional<EntityRow> loaded = form.loadedRow();
        if (loaded.isEmpty()
                || form.busyProperty().get()
                || form.dirtyProperty().get()
                        && !ctx.dialogs()
                                .confirm(
                                        "Repair",
                                        "Repairing starts from the item as loaded and discards your edits to "
                                                + form.titleProperty().get() + ".",
                                        "Discard edits and repair")) {
            return;
        }
        new ItemRepair(ctx, dialogs)
                .repair(
                        loaded.get(),
                        (row, message) -> {
                            form.showLoaded(row);
                            form.setStatus(message);
                        },
                        (row, field) -> form.focusField(field));
    }

    private <T> void inBackground(
            Supplier<T> work, java.util.function.Consumer<T> done, java.util.function.Consumer<StoreException> failed) {
        ctx.tasks().run(work, done, e -> {
            form.setBusy(false, "");
            if (e instanceof StoreException store) {
                failed.accept(store);
            } else {
                ctx.dialogs().showError("Unexpected error", String.valueOf(e.getMessage()) + KEPT);
            }
        });
    }

    /** What the status line adds when the reply was lost and reading the item back showed the write applied. */
    private static String readBack(WriteResult result) {
        return (result.confirmedByReadingBack() ? " (the reply was lost; reading the item back shows it applied)" : "")
                + (result.recorded() ? "" : ". " + result.recordNote());
    }

    private String now() {
        return ctx.text().timeOfDay(ctx.clock().instant());
    }

    private static String lines(List<Violation> violations) {
        StringBuilder text = new StringBuilder();
        violations.forEach(v -> text.append(text.length() == 0 ? "• " : "\n• ").append(v.message()));
        return text.toString();
    }
}
