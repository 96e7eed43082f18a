package io.tenantdesk.testing.fx;

import io.tenantdesk.ui.common.Stylesheets;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;

/** A test's window as the console's are: a scene under the console's style sheet. */
public final class ThemedStage {

    private ThemedStage() {}

    /** Shows {@code root} on {@code stage} in a scene of the given size under the console's style sheet; FX thread. */
    public static Scene show(Stage stage, Parent root, double width, double height) {
        Scene scene = new Scene(root, width, height);
        scene.getStylesheets().add(Stylesheets.THEME);
        stage.setScene(scene);
        // the run's stage is shared: a window an earlier test resized takes the scene's size again
        stage.sizeToScene();
        stage.show();
        return scene;
    }
}
