package io.tenantdesk.cli;

import io.tenantdesk.aws.HostEnvironment;
import io.tenantdesk.aws.ServiceEndpoints;
import io.tenantdesk.aws.UserFolders;
import io.tenantdesk.local.DynaliteSetup;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Objects;

/**
 * Everything a command reaches outside itself, so tests run commands in-process with captured streams, a
 * fixed environment and clock, and their own way of stopping the demo.
 *
 * @param out             where results go (reports, exports, problems); UTF-8
 * @param err             messages and progress; UTF-8
 * @param env             environment variables and properties: AWS files, profile, home folder
 * @param stderrTerminal  whether {@code err} is a terminal, so progress lines are worth drawing
 * @param endpoints       STS and SSO portal endpoints (the standard ones outside tests)
 * @param dynalite        where dynalite is, or is installed, for {@code tenantdesk demo}
 * @param demoStop        how {@code tenantdesk demo} waits to be stopped
 */
public record CliContext(PrintStream out, PrintStream err, HostEnvironment env, Clock clock, boolean stderrTerminal,
                         ServiceEndpoints endpoints, DynaliteSetup dynalite, StopSignal demoStop) {

    public CliContext {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(err, "err");
        Objects.requireNonNull(env, "env");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(endpoints, "endpoints");
        Objects.requireNonNull(dynalite, "dynalite");
        Objects.requireNonNull(demoStop, "demoStop");
    }

    /** This process: its standard streams (as UTF-8), environment and clock; the demo stops on Ctrl-C or SIGTERM. */
    public static CliContext system() {
        HostEnvironment env = HostEnvironment.system();
        return new CliContext(new PrintStream(System.out, false, StandardCharsets.UTF_8),
                new PrintStream(System.err, true, StandardCharsets.UTF_8), env, Clock.systemUTC(),
                stderrIsTerminal(), ServiceEndpoints.standard(), DynaliteSetup.forThisProcess(UserFolders.resolve(env).data()),
                StopSignal.processShutdown());
    }

    /**
     * Java 17 cannot ask whether one stream is a terminal: on Linux, see where file descriptor 2 leads;
     * elsewhere, fall back to whether the process has a console at all.
     */
    private static boolean stderrIsTerminal() {
        Path fd = Path.of("/proc/self/fd/2");
        try {
            if (Files.exists(fd)) {
                String target = Files.readSymbolicLink(fd).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            }
        } catch (java.io.IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null;
        }
        return System.console() != null;
    }
}
