package io.tenantdesk.bench;

/**
 * Starts {@link BareWindow} from a class path, as the console's own main class does: the Java launcher refuses an
 * {@code Application} subclass as the main class when JavaFX is not a module.
 */
public final class BareWindowLauncher {

    private BareWindowLauncher() {}

    public static void main(String[] args) {
        javafx.application.Application.launch(BareWindow.class, args);
    }
}
