package io.tenantdesk.ui.common;

import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.ui.concurrent.UiExecutors;
import io.tenantdesk.ui.dialogs.DialogService;
import java.time.Clock;

/**
 * What every feature view-model of a connected console needs, handed in by the main window. One per
 * (connection, platform): a new connection or platform makes a new context.
 */
public record ConsoleContext(EntityStore store, ChangeJournal journal, UiExecutors executors, DialogService dialogs,
                             Workspace workspace, ValueText text, Clock clock, SessionRecovery recovery) {

    /** A context whose connection cannot log in again (local endpoints, static keys, tests). */
    public ConsoleContext(EntityStore store, ChangeJournal journal, UiExecutors executors, DialogService dialogs,
                          Workspace workspace, ValueText text, Clock clock) {
        this(store, journal, executors, dialogs, workspace, text, clock, SessionRecovery.none());
    }

    /** True when the connection refuses writes; edit controls are disabled and the store refuses anyway. */
    public boolean readOnly() {
        return store.connection().readOnly();
    }
}
