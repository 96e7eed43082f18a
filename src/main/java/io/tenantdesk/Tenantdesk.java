package io.tenantdesk;

import io.tenantdesk.ui.TenantdeskApp;
import java.util.List;
import javafx.application.Application;

/** Starts the console. A plain class, so JavaFX can be on the class path (an Application subclass cannot be the main class there). */
public final class Tenantdesk {

    private Tenantdesk() {
    }

    public static void main(String[] args) {
        if (io.tenantdesk.cli.Cli.isCommand(args)) { System.exit(io.tenantdesk.cli.Cli.forThisProcess().run(args)); }
        if (List.of(args).contains("--help")) {
            System.out.print(LaunchOptions.USAGE);
            return;
        }
        try {
            LaunchOptions.parse(List.of(args));
        } catch (IllegalArgumentException e) {
            System.err.println("tenantdesk: " + e.getMessage());
            System.err.print(LaunchOptions.USAGE);
            System.exit(2);
        }
        Application.launch(TenantdeskApp.class, args);
    }
}
