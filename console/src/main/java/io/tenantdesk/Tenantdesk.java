package io.tenantdesk;

import io.tenantdesk.about.AppVersion;
import io.tenantdesk.cli.Cli;
import io.tenantdesk.cli.CliContext;
import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.host.UserFolders;
import io.tenantdesk.logging.ConsoleLogging;
import io.tenantdesk.ui.app.LaunchOptions;
import io.tenantdesk.ui.app.SelfCheck;
import io.tenantdesk.ui.app.TenantdeskApp;
import java.util.List;
import java.util.logging.Level;
import javafx.application.Application;

/** Starts the console. A plain class, so JavaFX can be on the class path (an Application subclass cannot be the main class there). */
public final class Tenantdesk {

    private Tenantdesk() {}

    public static void main(String[] args) {
        if (Cli.isCommand(args)) {
            // a script sees results on stdout and only problems on stderr
            ConsoleLogging.configure(Level.WARNING);
            System.exit(new Cli(CliContext.system(), LaunchOptions.USAGE).run(args));
        }
        List<String> arguments = List.of(args);
        if (arguments.contains("--help")) {
            System.out.print(LaunchOptions.USAGE);
            return;
        }
        if (arguments.contains("--version")) {
            System.out.println(AppVersion.line());
            return;
        }
        LaunchOptions options;
        try {
            options = LaunchOptions.parse(arguments);
        } catch (IllegalArgumentException e) {
            System.err.println("tenantdesk: " + e.getMessage());
            System.err.print(LaunchOptions.USAGE);
            System.exit(2);
            return;
        }
        ConsoleLogging.configure(Level.INFO)
                .alsoToFile(UserFolders.resolve(HostEnvironment.system()).logs());
        if (options.selfCheck()) {
            System.exit(SelfCheck.launch(args));
        }
        Application.launch(TenantdeskApp.class, args);
    }
}
