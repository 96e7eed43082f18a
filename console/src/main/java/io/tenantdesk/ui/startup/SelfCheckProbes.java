package io.tenantdesk.ui.startup;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.ClientCheck;
import java.io.IOException;
import java.net.URL;
import java.security.GeneralSecurityException;
import java.security.KeyPairGenerator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import javafx.css.CssParser;
import javafx.css.Stylesheet;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import javax.net.ssl.SSLContext;
import org.controlsfx.control.textfield.AutoCompletionBinding;
import org.controlsfx.control.textfield.TextFields;

/**
 * The checks of {@code --self-check}, each returning one "ok" line or throwing with the reason. They look for
 * what breaks a packaged console but not the tests: a JDK module missing from the runtime, a missing
 * {@code --add-opens}, a resource left out of the jar, a native library not found (the window would not show).
 */
public final class SelfCheckProbes {

    private final Stage stage;
    private final List<PlatformDescriptor> platforms;

    public SelfCheckProbes(Stage stage, List<PlatformDescriptor> platforms) {
        this.stage = stage;
        this.platforms = platforms;
    }

    /** The checks that touch the scene graph. */
    public List<String> onFxThread() {
        return List.of(runtime(), window(), view(), descriptors(), styleSheets(), controlsFx());
    }

    /** The checks that may take a moment, off the JavaFX thread: after the window, as in a normal start. */
    public List<String> inBackground() {
        return List.of(tls(), awsSdk());
    }

    /** Not a check: says which runtime answered (a packaged console must not run on the machine's JDK). */
    private static String runtime() {
        return ok(
                "runtime",
                System.getProperty("java.home") + " (Java " + System.getProperty("java.version") + ", JavaFX "
                        + System.getProperty("javafx.runtime.version") + ")");
    }

    private String window() {
        if (!stage.isShowing() || stage.getScene() == null) {
            throw failed("window", "the main window is not showing");
        }
        return ok(
                "window",
                "\"" + stage.getTitle() + "\" showing, " + (int) stage.getWidth() + "x" + (int) stage.getHeight());
    }

    private String view() {
        Parent root = stage.getScene().getRoot();
        int nodes = root.lookupAll("*").size();
        if (nodes < 2) {
            throw failed("view", "the main view is empty");
        }
        return ok("view", "main view loaded from FXML, " + nodes + " nodes");
    }

    private String descriptors() {
        if (platforms.isEmpty()) {
            throw failed("descriptors", "no bundled platform descriptor was loaded");
        }
        return ok(
                "descriptors",
                platforms.size() + " bundled: "
                        + platforms.stream().map(PlatformDescriptor::id).collect(Collectors.joining(", ")));
    }

    private String styleSheets() {
        Scene scene = stage.getScene();
        if (scene.getStylesheets().isEmpty()) {
            throw failed("style sheets", "the main window has none");
        }
        scene.getRoot().applyCss();
        List<String> loaded = new ArrayList<>();
        for (String url : scene.getStylesheets()) {
            Stylesheet sheet;
            try {
                sheet = new CssParser().parse(new URL(url));
            } catch (IOException e) {
                throw failed("style sheets", url + " cannot be read: " + e.getMessage());
            }
            if (sheet == null || sheet.getRules().isEmpty()) {
                throw failed("style sheets", url + " has no rules");
            }
            loaded.add(url.substring(url.lastIndexOf('/') + 1) + " ("
                    + sheet.getRules().size() + " rules)");
        }
        if (!CssParser.errorsProperty().isEmpty()) {
            throw failed(
                    "style sheets",
                    CssParser.errorsProperty().stream().map(Object::toString).collect(Collectors.joining("; ")));
        }
        return ok("style sheets", String.join(", ", loaded) + ", no CSS errors");
    }

    private String controlsFx() {
        List<String> missing = ControlsFxAccess.missing();
        if (!missing.isEmpty()) {
            throw failed("ControlsFX", "the launcher lacks " + String.join(" ", missing));
        }
        AutoCompletionBinding<String> binding = TextFields.bindAutoCompletion(new TextField(), "tenant");
        binding.dispose();
        return ok("ControlsFX", "JavaFX internals it needs are open to it; auto-completion binds");
    }

    private String tls() {
        try {
            KeyPairGenerator.getInstance("EC");
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, null, null);
            if (Arrays.stream(context.getDefaultSSLParameters().getCipherSuites())
                    .noneMatch(s -> s.contains("_ECDHE_"))) {
                throw failed("TLS", "no ECDHE cipher suite: is jdk.crypto.ec in the runtime?");
            }
        } catch (GeneralSecurityException e) {
            throw failed("TLS", e + " (is jdk.crypto.ec in the runtime?)");
        }
        return ok("TLS", "EC keys and ECDHE cipher suites available");
    }

    private String awsSdk() {
        return ok("AWS SDK", ClientCheck.build());
    }

    private static String ok(String check, String detail) {
        return "ok  " + check + ": " + detail;
    }

    private static IllegalStateException failed(String check, String reason) {
        return new IllegalStateException(check + ": " + reason);
    }
}
