package io.tenantdesk.ui.theme;

import io.tenantdesk.ui.startup.Pulses;
import java.util.List;
import java.util.Optional;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.stage.PopupWindow;
import javafx.stage.Window;

/**
 * Menus, lists and tooltips without a light frame round them. A popup's window is larger than what it shows (the
 * shadow, the rounded corners), and transparent there; where the desktop cannot draw transparent windows (an X
 * session without a compositor), that margin was drawn white, a white frame round every dark menu. There, each
 * popup's window is filled with its own background colour each time it shows, in the theme then in use.
 */
public final class PopupFrames {

    private PopupFrames() {}

    /**
     * @param windows            the application's windows ({@code Window.getWindows()})
     * @param transparentWindows whether the desktop draws transparent windows; nothing is done where it does
     */
    public static void install(ObservableList<Window> windows, boolean transparentWindows) {
        if (transparentWindows) {
            return;
        }
        windows.addListener((ListChangeListener<Window>) change -> {
            while (change.next()) {
                for (Window added : change.getAddedSubList()) {
                    if (added instanceof PopupWindow popup && popup.getScene() != null) {
                        Pulses.afterNextLayout(popup.getScene(), () -> fill(popup));
                    }
                }
            }
        });
    }

    private static void fill(PopupWindow popup) {
        Parent root = popup.getScene().getRoot();
        background(root).ifPresent(popup.getScene()::setFill);
    }

    /** The innermost opaque colour of the first region under {@code node} that paints a background. */
    static Optional<Paint> background(Node node) {
        if (node instanceof Region region && region.getBackground() != null && region.getShape() == null) {
            List<BackgroundFill> fills = region.getBackground().getFills();
            for (int i = fills.size() - 1; i >= 0; i--) {
                if (fills.get(i).getFill() instanceof Color color && color.getOpacity() > 0.9) {
                    return Optional.of(color);
                }
            }
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                Optional<Paint> found = background(child);
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        return Optional.empty();
    }
}
