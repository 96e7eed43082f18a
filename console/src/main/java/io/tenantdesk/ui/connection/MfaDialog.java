package io.tenantdesk.ui.connection;

import io.tenantdesk.aws.connect.MfaPrompt;
import io.tenantdesk.ui.common.Stylesheets;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.control.TextInputDialog;
import javafx.stage.Window;

/**
 * Asks for the code of an assume-role profile's MFA device in a small dialog. The connector calls it on a
 * background thread, which waits while the dialog is open; the session it opens is then reused for its duration.
 */
public final class MfaDialog implements MfaPrompt {

    private final Supplier<Window> owner;

    /** @param owner the window to centre on, looked up when the dialog opens (may answer null) */
    public MfaDialog(Supplier<Window> owner) {
        this.owner = owner;
    }

    @Override
    public Optional<String> code(String profile, String mfaSerial) {
        if (Platform.isFxApplicationThread()) {
            return ask(profile, mfaSerial);
        }
        CompletableFuture<Optional<String>> answer = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                answer.complete(ask(profile, mfaSerial));
            } catch (RuntimeException e) {
                answer.completeExceptionally(e);
            }
        });
        try {
            return answer.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } catch (ExecutionException e) {
            throw new IllegalStateException(
                    "the MFA dialog failed: " + e.getCause().getMessage(), e.getCause());
        }
    }

    private Optional<String> ask(String profile, String mfaSerial) {
        TextInputDialog dialog = new TextInputDialog();
        Window window = owner.get();
        if (window != null) {
            dialog.initOwner(window);
        }
        dialog.setTitle("MFA code");
        dialog.setHeaderText("Profile " + profile + " assumes its role with MFA");
        dialog.setContentText("Code from " + mfaSerial + ":");
        dialog.getDialogPane().getStylesheets().add(Stylesheets.THEME);
        return dialog.showAndWait().map(String::strip).filter(code -> !code.isEmpty());
    }
}
