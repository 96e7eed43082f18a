package io.tenantdesk.ui.context;

import io.tenantdesk.journal.ChangeRecord;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.common.DialogService;
import io.tenantdesk.ui.common.SessionRecovery;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.concurrent.UiExecutors;
import java.time.Clock;

/**
 * What every feature view-model of a connected console needs, handed in by the main window. One per
 * (connection, platform): a new connection or platform makes a new context, and whoever replaces one disposes
 * of it.
 */
public record ConsoleContext(
        EntityStore store,
        ChangeRecord journal,
        UiExecutors executors,
        DialogService dialogs,
        Workspace workspace,
        ValueText text,
        Clock clock,
        SessionRecovery recovery,
        TenantSuggestions tenants,
        ItemChanges changes,
        WriteAccess access,
        KnownPlatforms platforms) {

    /**
     * A context with its own tenant suggestions (read when a tab first asks for them), its own news of written
     * items, its own write switch, and the bundled platforms besides its own.
     */
    public ConsoleContext(
            EntityStore store,
            ChangeRecord journal,
            UiExecutors executors,
            DialogService dialogs,
            Workspace workspace,
            ValueText text,
            Clock clock,
            SessionRecovery recovery) {
        this(
                store,
                journal,
                executors,
                dialogs,
                workspace,
                text,
                clock,
                recovery,
                new TenantSuggestions(store, BackgroundTasks.withoutLogin(executors)),
                new ItemChanges(store, executors.ui()),
                new WriteAccess(store),
                new KnownPlatforms(store.platform()));
    }

    /** A context whose connection cannot log in again (local endpoints, static keys, tests). */
    public ConsoleContext(
            EntityStore store,
            ChangeRecord journal,
            UiExecutors executors,
            DialogService dialogs,
            Workspace workspace,
            ValueText text,
            Clock clock) {
        this(store, journal, executors, dialogs, workspace, text, clock, SessionRecovery.none());
    }

    /**
     * Stops what the context still reads for its tabs, and the store's checks of writes not applied so far (it is
     * being replaced). Call on the UI thread.
     */
    public void dispose() {
        tenants.dispose();
        changes.dispose();
        store.close();
    }

    /** How the context's views run background work: reads and writes whose sign-in expired may log in again. */
    public BackgroundTasks tasks() {
        return new BackgroundTasks(executors, new ExpiredSignIn(dialogs, recovery, executors));
    }

    /** True while the console refuses writes; edit controls are disabled and the store refuses anyway. */
    public boolean readOnly() {
        return access.readOnly();
    }
}
