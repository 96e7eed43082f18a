package io.tenantdesk.ui;

import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.theme.TestAppearance;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The app_data console and Wallcrawler's (read-only) on their demo data, with real worker threads, and a
 * window that shows one tab's view at a time: what the list views' screen tests share. Made in
 * {@code @BeforeAll}, put on TestFX's stage by {@code @Start} (which runs before each test), closed in
 * {@code @AfterAll}.
 */
public final class DemoScreen implements AutoCloseable {

    public final ConsoleFixture appData;
    public final ConsoleFixture wallcrawler;
    private final FxExecutors executors = new FxExecutors(2);
    private StackPane root;

    /** On the run's shared demo data, for classes that only read. */
    public DemoScreen(LocalDynamo dynamo) throws IOException {
        this(dynamo, false);
    }

    /** With app_data's demo data in tables of the class's own, for a class that writes to them. */
    public static DemoScreen withAppDataOfItsOwn(LocalDynamo dynamo) throws IOException {
        return new DemoScreen(dynamo, true);
    }

    private DemoScreen(LocalDynamo dynamo, boolean appDataOfItsOwn) throws IOException {
        Path journals = Files.createTempDirectory("view-journal");
        appData = appDataOfItsOwn
                ? new ConsoleFixture(dynamo, "app_data", journals, false, executors)
                : ConsoleFixture.offeringWritesOnSharedDemo(dynamo, "app_data", journals, executors);
        wallcrawler = ConsoleFixture.onSharedDemo(
                dynamo, "wallcrawler", Files.createTempDirectory("view-journal"), executors);
    }

    /** An empty window on {@code stage}; the tabs earlier tests asked to open are forgotten. */
    public void showOn(Stage stage) {
        appData.workspace.opened.clear();
        wallcrawler.workspace.opened.clear();
        root = emptyWindow(stage);
    }

    /** An empty window of the console's size and theme on {@code stage}; its root, to show a view in. */
    public static StackPane emptyWindow(Stage stage) {
        TestAppearance.light();
        StackPane root = new StackPane();
        Scene scene = new Scene(root, 1200, 700);
        scene.getStylesheets().add(Stylesheets.THEME);
        stage.setScene(scene);
        stage.show();
        return root;
    }

    public Scene scene() {
        return root.getScene();
    }

    /**
     * Makes a tab on the UI thread, shows its view in the window, starts its first read as the main window does,
     * and waits until that read is over.
     *
     * @param loading the tab's "read in progress" property
     */
    public <T extends TabContent> T show(FxRobot robot, Supplier<T> tab, Function<T, ReadOnlyBooleanProperty> loading)
            throws TimeoutException {
        AtomicReference<T> made = new AtomicReference<>();
        robot.interact(() -> {
            made.set(tab.get());
            root.getChildren().setAll(made.get().view());
            made.get().start();
        });
        awaitIdle(loading.apply(made.get()));
        return made.get();
    }

    /** Waits until {@code loading} is false and the UI thread has shown what came of it. */
    public static void awaitIdle(ReadOnlyBooleanProperty loading) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !loading.get());
        FxSettle.settle();
    }

    @Override
    public void close() {
        executors.close();
    }
}
