package io.tenantdesk.ui.app;

import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/** What the window shows for the moment the console takes to build: nothing that costs time to make. */
final class StartingView {

    private StartingView() {}

    static Parent create() {
        Label name = new Label("Tenantdesk — starting…");
        name.setStyle("-fx-font-size: 16px; -fx-text-fill: -color-accent-fg;");
        VBox box = new VBox(name);
        box.setStyle("-fx-alignment: center;");
        return box;
    }

    static void failed(Scene scene, String why) {
        Label message = new Label(why);
        message.setWrapText(true);
        VBox box = new VBox(message);
        box.setStyle("-fx-alignment: center; -fx-padding: 24;");
        scene.setRoot(box);
    }
}
