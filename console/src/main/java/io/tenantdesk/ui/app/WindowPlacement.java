package io.tenantdesk.ui.app;

import io.tenantdesk.ui.app.WindowGeometry.Box;
import io.tenantdesk.ui.app.WindowGeometry.Placement;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

/**
 * Sizes and places the console's windows on the screens there are now: the first where it was on its screen,
 * another beside the one it was opened from; each remembered, per screen, when it closes. FX thread only.
 */
final class WindowPlacement {

    private static final double NEW_WINDOW_OFFSET = 32;

    private final WindowPlaces places;

    WindowPlacement(WindowPlaces places) {
        this.places = places;
    }

    /** Places {@code stage}, not showing yet, where it was last; fresh on the main screen the first time. */
    void restore(Stage stage) {
        WindowPlaces.Saved saved = places.read();
        apply(stage, WindowGeometry.restore(screens(), saved, saved.lastScreen()));
        rememberOnClose(stage);
    }

    /** Places {@code stage}, not showing yet, beside {@code from} and on the same screen. */
    void besides(Stage stage, Stage from) {
        Box was = new Box(from.getX(), from.getY(), from.getWidth(), from.getHeight());
        Box moved = new Box(was.x() + NEW_WINDOW_OFFSET, was.y() + NEW_WINDOW_OFFSET, was.width(), was.height());
        apply(stage, WindowGeometry.onto(new Placement(moved, false), WindowGeometry.screenOf(was, screens())));
        rememberOnClose(stage);
    }

    private static void apply(Stage stage, Placement placement) {
        Box b = placement.bounds();
        stage.setX(b.x());
        stage.setY(b.y());
        stage.setWidth(b.width());
        stage.setHeight(b.height());
        stage.setMinWidth(Math.min(WindowGeometry.MIN_WIDTH, b.width()));
        stage.setMinHeight(Math.min(WindowGeometry.MIN_HEIGHT, b.height()));
        stage.setMaximized(placement.maximized());
    }

    /** Follows the window's bounds while it is neither maximised nor iconified, and saves them when it closes. */
    private void rememberOnClose(Stage stage) {
        Box[] normal = {bounds(stage)};
        Runnable follow = () -> {
            if (!stage.isMaximized() && !stage.isIconified() && !stage.isFullScreen()) {
                normal[0] = bounds(stage);
            }
        };
        stage.xProperty().addListener((obs, was, now) -> follow.run());
        stage.yProperty().addListener((obs, was, now) -> follow.run());
        stage.widthProperty().addListener((obs, was, now) -> follow.run());
        stage.heightProperty().addListener((obs, was, now) -> follow.run());
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> save(normal[0], stage.isMaximized()));
    }

    private void save(Box normal, boolean maximized) {
        String screen = WindowGeometry.screenOf(normal, screens()).bounds().key();
        try {
            places.write(places.read().with(screen, new Placement(normal, maximized)));
        } catch (UncheckedIOException e) {
            System.getLogger(WindowPlacement.class.getName())
                    .log(System.Logger.Level.WARNING, "the window's place is not remembered: " + e.getMessage());
        }
    }

    private static Box bounds(Stage stage) {
        return new Box(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight());
    }

    /** The screens now, the main one first. */
    static List<WindowGeometry.Screen> screens() {
        List<WindowGeometry.Screen> screens = new ArrayList<>();
        screens.add(screen(Screen.getPrimary()));
        Screen.getScreens().stream().filter(s -> !s.equals(Screen.getPrimary())).forEach(s -> screens.add(screen(s)));
        return screens;
    }

    private static WindowGeometry.Screen screen(Screen screen) {
        return new WindowGeometry.Screen(box(screen.getBounds()), box(screen.getVisualBounds()));
    }

    private static Box box(Rectangle2D r) {
        return new Box(r.getMinX(), r.getMinY(), r.getWidth(), r.getHeight());
    }
}
