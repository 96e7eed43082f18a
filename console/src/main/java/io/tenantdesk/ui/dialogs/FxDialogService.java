package io.tenantdesk.ui.dialogs;

import io.tenantdesk.ui.common.CustomDialog;
import io.tenantdesk.ui.common.DialogLook;
import io.tenantdesk.ui.common.DialogService;
import java.io.File;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.TextInputDialog;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * The console's dialogs as real JavaFX windows, owned by the main window: plain questions, messages, file choice,
 * the clipboard, and the features' own dialogs. Called on the UI thread.
 */
public final class FxDialogService implements DialogService {

    private final DialogLook look;
    private final Consumer<URI> browser;

    /**
     * Dialogs without a browser: a web page to open is shown as a link to copy.
     *
     * @param owner the window the dialogs belong to (modal to it); null for free-standing dialogs
     */
    public FxDialogService(Window owner) {
        this(owner, null);
    }

    /** @param browser opens a web page in the user's browser (the application's host services) */
    public FxDialogService(Window owner, Consumer<URI> browser) {
        this.look = new DialogLook(owner);
        this.browser = browser;
    }

    @Override
    public <R> R showCustomDialog(CustomDialog<R> dialog) {
        return dialog.show(look);
    }

    @Override
    public boolean confirm(String title, String message, String confirmLabel) {
        Alert alert = look.apply(new Alert(Alert.AlertType.CONFIRMATION), title, "confirm-dialog-pane");
        alert.setHeaderText(null);
        alert.getDialogPane().setContent(wrapped(message));
        ButtonType yes = new ButtonType(confirmLabel, ButtonBar.ButtonData.OK_DONE);
        ButtonType no = new ButtonType("Cancel", ButtonBar.ButtonData.CANCEL_CLOSE);
        alert.getButtonTypes().setAll(yes, no);
        ((Button) alert.getDialogPane().lookupButton(no)).setDefaultButton(true);
        ((Button) alert.getDialogPane().lookupButton(yes)).setDefaultButton(false);
        return alert.showAndWait().filter(yes::equals).isPresent();
    }

    @Override
    public void showError(String title, String message) {
        Alert alert = look.apply(new Alert(Alert.AlertType.ERROR), title, "error-dialog-pane");
        alert.setHeaderText(title);
        alert.getDialogPane().setContent(wrapped(message));
        alert.showAndWait();
    }

    @Override
    public void showInfo(String title, String message) {
        Alert alert = look.apply(new Alert(Alert.AlertType.INFORMATION), title, "info-dialog-pane");
        alert.setHeaderText(null);
        alert.getDialogPane().setContent(wrapped(message));
        alert.showAndWait();
    }

    @Override
    public Optional<String> askText(String title, String question, String initial) {
        TextInputDialog dialog = look.apply(new TextInputDialog(initial), title, "text-input-dialog-pane");
        dialog.getEditor().setId("textAnswer");
        dialog.setHeaderText(null);
        dialog.setContentText(question);
        return dialog.showAndWait().map(String::trim).filter(text -> !text.isEmpty());
    }

    @Override
    public Optional<Path> chooseSaveFile(String title, String suggestedName, List<String> extensions) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.setInitialFileName(suggestedName);
        for (String extension : extensions) {
            chooser.getExtensionFilters()
                    .add(new FileChooser.ExtensionFilter(
                            extension.toUpperCase(Locale.ROOT) + " files (*." + extension + ")", "*." + extension));
        }
        File file = look.desktopDialog(() -> chooser.showSaveDialog(look.owner()));
        return Optional.ofNullable(file).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseOpenFile(String title, List<String> extensions) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters()
                .add(new FileChooser.ExtensionFilter(
                        "Exports ("
                                + String.join(
                                        ", ",
                                        extensions.stream().map(e -> "*." + e).toList()) + ")",
                        extensions.stream().map(e -> "*." + e).toList()));
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("All files", "*"));
        File file = look.desktopDialog(() -> chooser.showOpenDialog(look.owner()));
        return Optional.ofNullable(file).map(File::toPath);
    }

    @Override
    public void copyToClipboard(String text) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }

    @Override
    public void browse(URI page) {
        if (browser != null) {
            browser.accept(page);
            return;
        }
        copyToClipboard(page.toString());
        showInfo("Open in a browser", "No browser could be started from here; the link is copied:\n" + page);
    }

    /**
     * A message wrapped at a reading width: its preferred width is bounded too, or the dialog takes the width of the
     * unwrapped text and a long message puts it partly off the screen.
     */
    private static Label wrapped(String message) {
        Label label = new Label(message);
        label.setWrapText(true);
        label.setPrefWidth(520);
        label.setMaxWidth(520);
        label.setMinWidth(360);
        label.setMinHeight(Label.USE_PREF_SIZE);
        label.getStyleClass().add("dialog-message");
        return label;
    }
}
