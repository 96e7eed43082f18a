package io.tenantdesk.ui.concurrent;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Executor;

/** An executor for tests that holds each task until the test runs it, in order. */
public final class HeldTasks implements Executor {

    private final Deque<Runnable> held = new ArrayDeque<>();

    @Override
    public void execute(Runnable task) {
        held.add(task);
    }

    public int pending() {
        return held.size();
    }

    /** Runs the oldest held task; false when none is held. */
    public boolean runNext() {
        Runnable next = held.poll();
        if (next == null) {
            return false;
        }
        next.run();
        return true;
    }

    /** Runs held tasks until none is left, including those they hold in turn. */
    public void runAll() {
        while (runNext()) {
            // each task may hold more
        }
    }
}
