package io.tenantdesk.cli;

import io.tenantdesk.about.AppVersion;
import io.tenantdesk.logging.ConsoleLogging;
import java.util.List;
import java.util.logging.Level;

/**
 * The {@code tenantdesk} command of the command-line runtime, which has no JavaFX: servers and batch workers run
 * lint, export, repair and the rest with it. The console's own launcher runs the same commands.
 */
public final class TenantdeskCli {

    private TenantdeskCli() {}

    public static void main(String[] args) {
        if (List.of(args).equals(List.of("--version"))) {
            System.out.println(AppVersion.line());
            return;
        }
        // a script sees results on stdout and only problems on stderr
        ConsoleLogging.configure(Level.WARNING);
        System.exit(new Cli(CliContext.system()).run(args));
    }
}
