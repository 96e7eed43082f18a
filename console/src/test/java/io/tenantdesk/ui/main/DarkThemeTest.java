package io.tenantdesk.ui.main;

import static io.tenantdesk.ui.main.TestConsole.await;
import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.theme.Appearance;
import io.tenantdesk.ui.theme.PopupFrames;
import io.tenantdesk.ui.theme.TestAppearance;
import io.tenantdesk.ui.theme.ThemeChoice;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/** Every view, and the menus over them, in dark colours once the theme switches to dark, however often it has switched. */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@SharesTheFxThread
class DarkThemeTest {

    @TempDir
    Path dir;

    private final FxExecutors executors = new FxExecutors(4);
    private Appearance appearance;
    private TestConsole console;

    @Start
    void start(Stage stage) {
        appearance = TestAppearance.light();
        console = TestConsole.show(stage, dir, executors, appearance, 1280, 800);
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(() -> appearance.choose(ThemeChoice.LIGHT));
        executors.close();
    }

    /** A background as light as a light theme's: a region in dark mode showing it kept a light style. */
    private static boolean light(Color color) {
        return color.getOpacity() > 0.5
                && 0.2126 * color.getRed() + 0.7152 * color.getGreen() + 0.0722 * color.getBlue() > 0.75;
    }

    private static List<String> lightRegions(Node root) {
        List<String> found = new ArrayList<>();
        walk(root, node -> {
            // a region with a shape draws a glyph (an arrow, a check mark) in the text's colour
            if (node instanceof Region region && region.getBackground() != null && region.getShape() == null) {
                for (BackgroundFill fill : region.getBackground().getFills()) {
                    if (fill.getFill() instanceof Color color && light(color)) {
                        found.add(region.getClass().getSimpleName() + region.getStyleClass() + " #" + region.getId()
                                + " " + color);
                        break;
                    }
                }
            }
        });
        return found;
    }

    private static void walk(Node node, Consumer<Node> visit) {
        if (!node.isVisible()) {
            return;
        }
        visit.accept(node);
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> walk(child, visit));
        }
    }

    private void switchTheme(FxRobot robot, ThemeChoice choice) {
        robot.interact(() -> appearance.choose(choice));
        FxSettle.settle();
    }

    private List<String> lightInWindowAndPopups() {
        List<String> found =
                new ArrayList<>(lightRegions(console.stage.getScene().getRoot()));
        for (Window window : Window.getWindows()) {
            if (window instanceof PopupWindow && window.isShowing()) {
                found.addAll(lightRegions(window.getScene().getRoot()));
            }
        }
        return found;
    }

    @Test
    void menusShownInLightAreDarkOnceTheThemeIsDark(FxRobot robot, LocalDynamo dynamo) throws Exception {
        console.connectToSharedDemo(robot, dynamo, "helpmaton");
        MenuButton settings = robot.lookup("#settingsButton").queryAs(MenuButton.class);
        robot.interact(settings::show);
        robot.interact(settings::hide);

        switchTheme(robot, ThemeChoice.DARK);
        robot.interact(settings::show);
        FxSettle.settle();

        assertThat(lightInWindowAndPopups()).isEmpty();
        robot.interact(settings::hide);
    }

    @Test
    void everyViewIsDarkAfterSwitchingBackAndForth(FxRobot robot, LocalDynamo dynamo) throws Exception {
        console.connectToSharedDemo(robot, dynamo, "helpmaton");
        MainWindowViewModel vm = console.vm;
        var ctx = vm.contextProperty().get();
        EntityDef workspace = ctx.store().platform().entity("Workspace").orElseThrow();
        List<EntityRow> rows = new ArrayList<>();
        ctx.store().list(workspace, Scope.all(), 20, p -> rows.addAll(p.rows()), new CancelToken());
        EntityRow row = rows.stream().filter(EntityRow::valid).findFirst().orElseThrow();
        List<Runnable> views = List.of(
                () -> vm.workspace().openList(workspace, Scope.all()),
                () -> vm.workspace().openItem(row),
                () -> vm.workspace().openRawItem(row),
                () -> vm.workspace().openTenant(row.text("workspaceId").orElseThrow()),
                () -> vm.workspace().openCredits(),
                () -> vm.workspace().openUnclassified(),
                () -> vm.workspace().openQuery(),
                () -> vm.workspace().openJournal());
        List<String> problems = new ArrayList<>();
        for (Runnable view : views) {
            switchTheme(robot, ThemeChoice.LIGHT);
            robot.interact(view);
            await(() -> idle(vm));
            switchTheme(robot, ThemeChoice.DARK);
            lightInWindowAndPopups()
                    .forEach(p -> problems.add(
                            vm.selectedTabProperty().get().titleProperty().get() + ": " + p));
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void aMenuOnADesktopThatCannotDrawTransparentWindowsIsFramedInItsOwnDarkColour(FxRobot robot) {
        ObservableList<Window> windows = FXCollections.observableArrayList();
        PopupFrames.install(windows, false);
        switchTheme(robot, ThemeChoice.DARK);
        ContextMenu menu = new ContextMenu(new MenuItem("Theme"), new MenuItem("New window"));

        robot.interact(() -> {
            menu.show(console.stage, 100, 100);
            windows.add(menu);
        });
        FxSettle.settle();

        assertThat(menu.getScene().getFill()).isInstanceOf(Color.class);
        Color frame = (Color) menu.getScene().getFill();
        assertThat(light(frame)).as("the frame %s", frame).isFalse();
        assertThat(frame.getOpacity()).isEqualTo(1.0);
        robot.interact(menu::hide);
    }

    private static boolean idle(MainWindowViewModel vm) {
        LoadProgress progress = vm.progressProperty().get();
        return progress == null || !progress.runningProperty().get();
    }
}
