package io.tenantdesk.concurrent;

import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** The thread factory for every pool the application owns: named threads that never keep the JVM alive. */
public final class Daemons {

    private Daemons() {}

    /** Threads named {@code prefix-1}, {@code prefix-2}, … */
    public static ThreadFactory named(String prefix) {
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
