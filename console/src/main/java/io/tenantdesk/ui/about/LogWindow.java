package io.tenantdesk.ui.about;

import io.tenantdesk.ui.common.Stylesheets;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Help › Show log: the log's latest part in a window of the console's own, with where the file is, so it shows
 * whether or not the desktop has a viewer for it; the desktop's viewer is one click away.
 */
final class LogWindow {

    /** How much of the log's end the window shows. */
    static final int TAIL_BYTES = 256 * 1024;

    private final Path logFile;
    private final Consumer<URI> open;
    private final TextArea text = new TextArea();

    LogWindow(Path logFile, Consumer<URI> open) {
        this.logFile = logFile;
        this.open = open;
    }

    /** Shows the window beside {@code owner}, its text scrolled to the log's end. */
    Stage show(Window owner) {
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle("Tenantdesk log");
        TextField path = new TextField(logFile.toString());
        path.setId("logPath");
        path.setEditable(false);
        path.setAccessibleText("Where the log is");
        HBox.setHgrow(path, Priority.ALWAYS);
        Button copy = new Button("_Copy path");
        copy.setOnAction(e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(logFile.toString());
            Clipboard.getSystemClipboard().setContent(content);
        });
        Button reload = new Button("_Reload");
        reload.setOnAction(e -> fill());
        Button desktop = new Button("Open in the desktop's _viewer");
        desktop.setId("openLogOnDesktop");
        desktop.setOnAction(e -> open.accept(logFile.toUri()));
        HBox bar = new HBox(8, new Label("The log is"), path, copy, reload, desktop);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(8));
        text.setId("logText");
        text.setEditable(false);
        text.getStyleClass().add("log-text");
        BorderPane root = new BorderPane(text, bar, null, null, null);
        root.getStyleClass().add("log-window");
        Scene scene = new Scene(root, 900, 560);
        scene.getStylesheets().addAll(Stylesheets.THEME, Stylesheets.url("/styles/about.css"));
        stage.setScene(scene);
        fill();
        stage.show();
        text.requestFocus();
        return stage;
    }

    private void fill() {
        text.setText(tail(logFile));
        text.positionCaret(text.getLength());
        text.setScrollTop(Double.MAX_VALUE);
    }

    /** The file's last {@link #TAIL_BYTES}, from the first whole line; what went wrong when it cannot be read. */
    static String tail(Path file) {
        try (RandomAccessFile in = new RandomAccessFile(file.toFile(), "r")) {
            long start = Math.max(0, in.length() - TAIL_BYTES);
            byte[] bytes = new byte[(int) (in.length() - start)];
            in.seek(start);
            in.readFully(bytes);
            String read = new String(bytes, StandardCharsets.UTF_8);
            int firstLine = start == 0 ? 0 : read.indexOf('\n') + 1;
            return (start == 0 ? "" : "… (the log's earlier part is in the file)\n") + read.substring(firstLine);
        } catch (IOException e) {
            return "The log " + file + " cannot be read: " + e.getMessage();
        }
    }
}
