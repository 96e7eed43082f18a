package io.tenantdesk.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;

/** How a command that serves until stopped (the demo) learns that it should stop. */
@FunctionalInterface
public interface StopSignal {

    /**
     * Waits until the process is asked to stop; {@code onStop} has run by then, or runs while the JVM shuts down.
     */
    void await(Runnable onStop) throws InterruptedException;

    /** Until Ctrl-C or SIGTERM: the JVM then runs {@code onStop} in a shutdown hook, and exits. */
    static StopSignal processShutdown() {
        return onStop -> {
            Thread hook = Executors.defaultThreadFactory().newThread(onStop);
            hook.setName("tenantdesk-demo-shutdown");
            Runtime.getRuntime().addShutdownHook(hook);
            new CountDownLatch(1).await();
        };
    }
}
