package io.tenantdesk.ui.entitylist;

import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.concurrent.HeldTasks;
import io.tenantdesk.ui.concurrent.UiExecutors;
import io.tenantdesk.ui.context.ConsoleContext;
import java.util.concurrent.Executor;

/**
 * Executors for view-model tests that need to see a load between its pages: background work runs at once on the
 * test's thread, and what would be published on the UI thread is queued until the test runs it.
 */
public final class HeldUi implements UiExecutors {

    private final HeldTasks held = new HeldTasks();

    @Override
    public Executor background() {
        return Runnable::run;
    }

    @Override
    public Executor ui() {
        return held;
    }

    @Override
    public Executor readAhead() {
        return Runnable::run;
    }

    public int pending() {
        return held.pending();
    }

    /** Runs the oldest held task; false when none is held. */
    public boolean runNext() {
        return held.runNext();
    }

    public void runAll() {
        held.runAll();
    }

    /** The fixture's context with these executors. */
    public ConsoleContext context(ConsoleFixture f) {
        ConsoleContext c = f.context;
        return new ConsoleContext(c.store(), c.journal(), this, c.dialogs(), c.workspace(), c.text(), c.clock());
    }
}
