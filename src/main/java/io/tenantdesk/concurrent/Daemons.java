package io.tenantdesk.cli;

import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** Thread factories for the pools commands own, whose threads never keep the JVM alive. */
final class Daemons {

    private Daemons() {
    }

    static ThreadFactory named(String prefix) {
        ThreadFactory base = Executors.defaultThreadFactory();
        AtomicInteger count = new AtomicInteger();
        return r -> {
            Thread t = base.newThread(r);
            t.setDaemon(true);
            t.setName(prefix + "-" + count.incrementAndGet());
            return t;
        };
    }
}
