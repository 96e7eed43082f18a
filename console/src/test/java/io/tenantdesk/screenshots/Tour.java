package io.tenantdesk.screenshots;

import io.tenantdesk.ui.theme.Appearance;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.util.Duration;
import javax.imageio.ImageIO;

/**
 * Opens each view and dialog in turn, waits for its data, then saves it in every {@link Variant} (both themes, three
 * window sizes) under {@code all/}; the README's pictures (light, 1280×800) also go to the README folder. A dialog
 * is shot on its own window and closed before the next step.
 */
final class Tour {

    /**
     * One picture: what opens it, when it is ready to be shot, and what to do again in each variant before it is
     * shot (open a menu anew, so it sits where the resized window puts its button).
     */
    record Shot(String name, Runnable open, BooleanSupplier ready, Runnable eachVariant) {
        Shot(String name, Runnable open, BooleanSupplier ready) {
            this(name, open, ready, () -> {});
        }

        Shot(String name, Runnable open) {
            this(name, open, () -> true);
        }
    }

    /** A theme and a window size. */
    record Variant(boolean dark, int width, int height) {
        String folder() {
            return (dark ? "dark" : "light") + "-" + width + "x" + height;
        }
    }

    static final List<Variant> VARIANTS = List.of(
            new Variant(false, 1280, 800),
            new Variant(false, 1024, 700),
            new Variant(false, 800, 600),
            new Variant(true, 1280, 800),
            new Variant(true, 1024, 700),
            new Variant(true, 800, 600));
    private static final Variant README = VARIANTS.get(0);

    private final Stage stage;
    private final Path readme;
    private final Set<String> readmeShots;
    private final Path all;
    private final Runnable done;
    private final Deque<Shot> shots = new ArrayDeque<>();

    /**
     * @param readme      the README's pictures folder
     * @param readmeShots the shots the README shows, at 1280×800; light ones by name, dark ones as name-dark
     * @param all         where every shot goes, a folder per variant
     */
    Tour(Stage stage, Path readme, Set<String> readmeShots, Path all, Runnable done) {
        this.stage = stage;
        this.readme = readme;
        this.readmeShots = readmeShots;
        this.all = all;
        this.done = done;
    }

    /** Adds a stop; with {@code -Dscreenshots.only=a,b} set, only the stops of those names are taken. */
    Tour add(Shot shot) {
        String only = System.getProperty("screenshots.only", "");
        if (only.isBlank() || List.of(only.split(",")).contains(shot.name())) {
            shots.add(shot);
        }
        return this;
    }

    /** A dialog {@code open} shows (and waits on), shot once it is up. */
    Tour addDialog(String name, Runnable open) {
        return add(new Shot(name, open, () -> dialog().isPresent()));
    }

    void run() {
        Shot shot = shots.poll();
        if (shot == null) {
            useVariant(README);
            done.run();
            return;
        }
        Platform.runLater(() -> {
            useVariant(README);
            shot.open().run();
        });
        // A dialog's showAndWait holds the step above until the dialog closes: the shooting goes on beside it.
        waitUntilReady(shot, 0);
    }

    private void waitUntilReady(Shot shot, int tries) {
        after(tries == 0 ? 600 : 200, () -> {
            if (!shot.ready().getAsBoolean() && tries < 150) {
                waitUntilReady(shot, tries + 1);
                return;
            }
            shootVariants(shot, 0);
        });
    }

    private void shootVariants(Shot shot, int index) {
        if (index == VARIANTS.size()) {
            dialog().ifPresent(Window::hide);
            List.copyOf(Window.getWindows()).stream()
                    .filter(w -> w instanceof PopupWindow)
                    .forEach(Window::hide);
            after(300, this::run);
            return;
        }
        Variant variant = VARIANTS.get(index);
        useVariant(variant);
        after(400, shot.eachVariant());
        after(900, () -> {
            Window window = dialog().orElse(stage);
            WritableImage image = withPopups(window, window.getScene().snapshot(null));
            save(image, all.resolve(variant.folder()).resolve(shot.name() + ".png"));
            String readmeName = shot.name() + (variant.dark() ? "-dark" : "");
            if (variant.width() == README.width() && readmeShots.contains(readmeName)) {
                save(image, readme.resolve(readmeName + ".png"));
            }
            shootVariants(shot, index + 1);
        });
    }

    /** The window's picture with the menus showing over it drawn in, as a screen shows them. */
    private static WritableImage withPopups(Window window, WritableImage image) {
        for (Window popup : Window.getWindows()) {
            if (popup instanceof PopupWindow p && p.isShowing() && p.getOwnerWindow() != null) {
                WritableImage menu = popup.getScene().snapshot(null);
                int left = (int) (popup.getX()
                        + popup.getScene().getX()
                        - window.getX()
                        - window.getScene().getX());
                int top = (int) (popup.getY()
                        + popup.getScene().getY()
                        - window.getY()
                        - window.getScene().getY());
                PixelReader pixels = menu.getPixelReader();
                for (int y = 0; y < (int) menu.getHeight(); y++) {
                    for (int x = 0; x < (int) menu.getWidth(); x++) {
                        if (left + x >= 0
                                && top + y >= 0
                                && left + x < image.getWidth()
                                && top + y < image.getHeight()) {
                            image.getPixelWriter()
                                    .setArgb(
                                            left + x,
                                            top + y,
                                            over(
                                                    pixels.getArgb(x, y),
                                                    image.getPixelReader().getArgb(left + x, top + y)));
                        }
                    }
                }
            }
        }
        return image;
    }

    /** {@code top} drawn over the opaque {@code below}, as much as it is opaque. */
    private static int over(int top, int below) {
        int alpha = top >>> 24;
        int argb = 0xFF000000;
        for (int shift = 0; shift <= 16; shift += 8) {
            int channel = ((top >> shift & 0xFF) * alpha + (below >> shift & 0xFF) * (255 - alpha)) / 255;
            argb |= channel << shift;
        }
        return argb;
    }

    private void useVariant(Variant variant) {
        Appearance.useTheme(variant.dark());
        stage.setWidth(variant.width());
        stage.setHeight(variant.height());
    }

    /** The dialog showing over the main window, if one is. */
    private Optional<Window> dialog() {
        return Window.getWindows().stream()
                .filter(w -> w != stage && w instanceof Stage && w.isShowing())
                .findFirst();
    }

    private static void after(int millis, Runnable then) {
        PauseTransition pause = new PauseTransition(Duration.millis(millis));
        pause.setOnFinished(e -> then.run());
        pause.play();
    }

    private static void save(WritableImage image, Path file) {
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        BufferedImage png = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                png.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        try {
            Files.createDirectories(file.getParent());
            ImageIO.write(png, "png", file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
