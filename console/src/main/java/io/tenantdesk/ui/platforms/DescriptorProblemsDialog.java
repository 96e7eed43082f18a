package io.tenantdesk.ui.platforms;

import io.tenantdesk.ui.common.Stylesheets;
import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Window;

/**
 * Descriptors › Descriptor problems: every descriptor file that did not load, each problem on a line of its own as
 * {@code file: JSON path: reason}. Reload reads the files again (after the user fixed them) and the list follows.
 */
public final class DescriptorProblemsDialog {

    static final ButtonType RELOAD = new ButtonType("Reload", ButtonBar.ButtonData.LEFT);
    static final ButtonType COPY = new ButtonType("Copy", ButtonBar.ButtonData.LEFT);

    private final PlatformLibrary library;

    public DescriptorProblemsDialog(PlatformLibrary library) {
        this.library = library;
    }

    /** The dialog, not yet shown. */
    public Dialog<Void> create(Window owner) {
        Dialog<Void> dialog = new Dialog<>();
        if (owner != null) {
            dialog.initOwner(owner);
            dialog.initModality(Modality.WINDOW_MODAL);
        }
        dialog.setTitle("Descriptor problems");
        dialog.setResizable(true);
        dialog.getDialogPane().getStylesheets().addAll(Stylesheets.THEME, Stylesheets.url("/styles/dialogs.css"));
        dialog.getDialogPane().getStyleClass().addAll("td-dialog", "descriptor-problems-dialog");
        dialog.getDialogPane().setId("descriptorProblemsDialog");
        dialog.getDialogPane().setPrefSize(820, 420);

        Label summary = new Label();
        summary.setId("descriptorProblemsSummary");
        summary.setWrapText(true);
        ListView<String> lines = new ListView<>();
        lines.setId("descriptorProblemLines");
        lines.setPlaceholder(new Label("Every descriptor loaded."));
        lines.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(String line, boolean empty) {
                super.updateItem(line, empty);
                setText(empty ? null : line);
                setWrapText(true);
                setPrefWidth(0);
            }
        });
        VBox.setVgrow(lines, Priority.ALWAYS);
        Runnable fill = () -> {
            List<String> problems = library.broken().stream()
                    .flatMap(b -> b.problems().stream())
                    .toList();
            lines.getItems().setAll(problems);
            summary.setText(
                    library.broken().isEmpty()
                            ? "Every descriptor in " + library.folder() + " and every descriptor opened loaded."
                            : library.broken().size() + (library.broken().size() == 1 ? " file" : " files")
                                    + " did not load; the"
                                    + " other platforms did. Fix the file in an editor; Reload (or saving it) reads it again.");
        };
        ListChangeListener<PlatformLibrary.Broken> follow = c -> fill.run();
        library.broken().addListener(follow);
        dialog.setOnHidden(e -> library.broken().removeListener(follow));
        fill.run();
        dialog.getDialogPane().setContent(new VBox(8, summary, lines));

        dialog.getDialogPane().getButtonTypes().addAll(RELOAD, COPY, ButtonType.CLOSE);
        Button reload = (Button) dialog.getDialogPane().lookupButton(RELOAD);
        reload.setId("reloadDescriptorsNow");
        reload.addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            library.reload();
            e.consume();
        });
        Button copy = (Button) dialog.getDialogPane().lookupButton(COPY);
        copy.setId("copyDescriptorProblems");
        copy.addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            ClipboardContent text = new ClipboardContent();
            text.putString(String.join(System.lineSeparator(), lines.getItems()));
            Clipboard.getSystemClipboard().setContent(text);
            e.consume();
        });
        return dialog;
    }
}
