package io.tenantdesk.ui.app;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Where a console window opens: on a screen it was on before, as it was there (clamped to the screen's usable area,
 * never off it), else centred on the main screen at a size that leaves a margin round it.
 */
final class WindowGeometry {

    /** A rectangle on the desktop, in the coordinates JavaFX gives screens and windows. */
    record Box(double x, double y, double width, double height) {

        double right() {
            return x + width;
        }

        double bottom() {
            return y + height;
        }

        /** The area this box shares with {@code other}; 0 when they do not meet. */
        double overlap(Box other) {
            double w = Math.min(right(), other.right()) - Math.max(x, other.x);
            double h = Math.min(bottom(), other.bottom()) - Math.max(y, other.y);
            return w <= 0 || h <= 0 ? 0 : w * h;
        }

        /** A name for the screen with these bounds, under which its window is remembered: {@code 1920x1080@0,0}. */
        String key() {
            return Math.round(width) + "x" + Math.round(height) + "@" + Math.round(x) + "," + Math.round(y);
        }
    }

    /**
     * A screen: its whole bounds (what names it) and the part windows may use (without task bars and the menu bar).
     */
    record Screen(Box bounds, Box visual) {}

    /** A window's bounds when not maximised, and whether it is maximised. */
    record Placement(Box bounds, boolean maximized) {}

    /** The size the console asks for where the screen has room. */
    static final double PREFERRED_WIDTH = 1280;

    static final double PREFERRED_HEIGHT = 800;
    /** Room left round a new window on a screen smaller than the preferred size. */
    static final double MARGIN = 16;
    /** The smallest window the console lays out without losing its header or navigation. */
    static final double MIN_WIDTH = 640;

    static final double MIN_HEIGHT = 480;

    private WindowGeometry() {}

    /** A first window on {@code screen}: the preferred size at most, a margin round it, centred. */
    static Placement fresh(Screen screen) {
        Box area = screen.visual();
        double width =
                Math.min(PREFERRED_WIDTH, Math.max(area.width() - 2 * MARGIN, Math.min(MIN_WIDTH, area.width())));
        double height =
                Math.min(PREFERRED_HEIGHT, Math.max(area.height() - 2 * MARGIN, Math.min(MIN_HEIGHT, area.height())));
        return new Placement(
                new Box(area.x() + (area.width() - width) / 2, area.y() + (area.height() - height) / 2, width, height),
                false);
    }

    /** {@code saved} kept wholly inside the screen's usable area: shrunk to fit, then moved in. */
    static Placement onto(Placement saved, Screen screen) {
        Box area = screen.visual();
        Box b = saved.bounds();
        double width = Math.min(b.width(), area.width());
        double height = Math.min(b.height(), area.height());
        double x = Math.max(area.x(), Math.min(b.x(), area.right() - width));
        double y = Math.max(area.y(), Math.min(b.y(), area.bottom() - height));
        return new Placement(new Box(x, y, width, height), saved.maximized());
    }

    /**
     * Where a window opens: on the screen it was last on, if that screen is still there, as it was on it; else on the
     * main screen, as it was there or fresh.
     *
     * @param screens the screens now, the main one first
     * @param saved   what was remembered per screen, by {@link Box#key()}
     * @param last    the key of the screen the window was last on
     */
    static Placement restore(List<Screen> screens, Memory saved, Optional<String> last) {
        Screen main = screens.get(0);
        Screen target = last.flatMap(key -> screens.stream()
                        .filter(s -> s.bounds().key().equals(key))
                        .findFirst())
                .orElse(main);
        return saved.on(target.bounds().key())
                .map(placement -> onto(placement, target))
                .orElseGet(() -> fresh(target));
    }

    /** The screen a window is on: the one it overlaps most, the main one when it overlaps none. */
    static Screen screenOf(Box window, List<Screen> screens) {
        return screens.stream()
                .filter(s -> s.bounds().overlap(window) > 0)
                .max(Comparator.comparingDouble(s -> s.bounds().overlap(window)))
                .orElse(screens.get(0));
    }

    /** What was remembered for each screen. */
    @FunctionalInterface
    interface Memory {
        Optional<Placement> on(String screenKey);
    }
}
