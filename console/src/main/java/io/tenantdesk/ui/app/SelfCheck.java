package io.tenantdesk.ui.app;

import io.tenantdesk.concurrent.Daemons;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.ui.concurrent.UiExecutors;
import io.tenantdesk.ui.startup.SelfCheckProbes;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.stage.Stage;

/**
 * {@code tenantdesk --self-check}: starts the console as usual and, once its main window is showing, checks what
 * a packaged application can get wrong and class-path tests cannot see (see {@link SelfCheckProbes}); then exits
 * 0, or non-zero with the reason on stderr: 1 when a check failed or the console did not start, 3 on timeout.
 */
public final class SelfCheck {

    /** Seconds to wait for the whole check; default 60. */
    public static final String TIMEOUT_PROPERTY = "tenantdesk.selfCheck.timeout";

    static final int FAILED = 1;
    static final int TIMED_OUT = 3;
    private static final String PREFIX = "tenantdesk --self-check: ";

    private static final long STARTED = System.nanoTime();

    private SelfCheck() {}

    /** Runs the console in self-check mode; returns the exit code. */
    public static int launch(String[] args) {
        Duration timeout = Duration.ofSeconds(Long.getLong(TIMEOUT_PROPERTY, 60));
        ScheduledExecutorService watchdog =
                Executors.newSingleThreadScheduledExecutor(Daemons.named("tenantdesk-self-check-watchdog"));
        watchdog.schedule(
                () -> {
                    System.err.println(PREFIX + "FAILED: no result within " + timeout.toSeconds()
                            + " s (is there a display? set " + TIMEOUT_PROPERTY + " to wait longer)");
                    System.err.flush();
                    Runtime.getRuntime().halt(TIMED_OUT);
                },
                timeout.toMillis(),
                TimeUnit.MILLISECONDS);
        try {
            Application.launch(TenantdeskApp.class, args);
        } catch (RuntimeException e) {
            return fail("the console did not start: " + reason(e));
        } finally {
            watchdog.shutdownNow();
        }
        return fail("the console closed before the checks finished");
    }

    /** Called by the console once its main window is showing: runs the checks, reports, and ends the process. */
    public static void afterShown(Stage stage, List<PlatformDescriptor> platforms, UiExecutors executors) {
        SelfCheckProbes probes = new SelfCheckProbes(stage, platforms);
        PrintStream out = System.out;
        out.println(PREFIX + "main window shown " + elapsedMillis() + " ms after launch");
        CompletableFuture.supplyAsync(probes::onFxThread, executors.ui())
                .thenAcceptAsync(lines -> lines.forEach(line -> out.println(PREFIX + line)), executors.ui())
                .thenApplyAsync(ignored -> probes.inBackground(), executors.background())
                .thenAccept(lines -> lines.forEach(line -> out.println(PREFIX + line)))
                .whenCompleteAsync(
                        (ignored, failure) -> {
                            int code = 0;
                            if (failure == null) {
                                out.println(PREFIX + "passed in " + elapsedMillis() + " ms");
                            } else {
                                code = fail(reason(failure));
                            }
                            out.flush();
                            // Application.launch hands nothing back to launch(): the check ends the process with its
                            // result.
                            System.exit(code);
                        },
                        executors.background());
    }

    private static long elapsedMillis() {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - STARTED);
    }

    private static int fail(String reason) {
        System.err.println(PREFIX + "FAILED: " + reason);
        return FAILED;
    }

    /** The failure in one line, without the wrappers that say nothing (CompletableFuture's, JavaFX's launcher's). */
    static String reason(Throwable failure) {
        Throwable t = failure;
        while (t.getCause() != null
                && (t instanceof CompletionException
                        || "Exception in Application start method".equals(t.getMessage()))) {
            t = t.getCause();
        }
        String message = t.getMessage() == null || t.getMessage().isBlank() ? "" : ": " + t.getMessage();
        Throwable cause = t.getCause();
        return t.getClass().getSimpleName() + message + (cause == null ? "" : " (caused by " + cause + ")");
    }
}
