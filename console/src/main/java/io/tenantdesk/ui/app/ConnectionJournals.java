package io.tenantdesk.ui.app;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.LocalDemo;

/**
 * The journal a connection's writes are recorded in, chosen by what the connection reaches rather than by how it was
 * made: a connection to the running local demo's endpoint uses the demo's own journal, which goes with the demo's
 * data, whether {@code --demo} or the connection dialog opened it; any other uses the user's.
 */
public final class ConnectionJournals {

    private final ChangeJournal user;
    private volatile Demo demo;

    private record Demo(LocalDemo demo, ChangeJournal journal) {}

    /** @param user the user's change journal */
    public ConnectionJournals(ChangeJournal user) {
        this.user = user;
    }

    public ChangeJournal user() {
        return user;
    }

    /** From now on, connections to {@code demo}'s endpoint record their writes in its journal. */
    public void demoStarted(LocalDemo started) {
        demo = new Demo(started, new ChangeJournal(started.journalFile()));
    }

    /** The running demo's journal when {@code connection} reaches the demo, else the user's. */
    public ChangeJournal of(Connection connection) {
        Demo running = demo;
        return running != null
                        && connection.endpoint().filter(running.demo()::serves).isPresent()
                ? running.journal()
                : user;
    }
}
